// README.md, "Start-up work on the main thread": hydration in a task of its own and decoded-first
// route preloading.
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('the client entry hydrates inside startTransition, which waits for a task of its own in the browser bundle', async () => {
  const { CLIENT_ENTRY_REACT } = await import('../src/plugin.mts');
  const host = globalThis as { window?: unknown };
  host.window = globalThis;
  try {
    const { default: React, startTransition } = (await import(CLIENT_ENTRY_REACT)) as { default: { createElement: unknown }; startTransition(callback: () => void): void };
    assert.equal(typeof React.createElement, 'function');
    const calls: string[] = [];
    startTransition(() => calls.push('render'));
    await Promise.resolve();
    assert.deepEqual(calls, [], 'not in a microtask of the calling task');
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(calls, ['render']);
  } finally {
    delete host.window;
  }
});

test('route preloading loads the same routes as Docusaurus, matching the decoded path first', async () => {
  const { matchForPreload, pathVariants } = await import('../src/client/preload-match.ts');
  const { matchRoutes } = await import('react-router-config');
  // The replacement must load the same set of routes as Docusaurus, which matches both variants.
  assert.deepEqual(pathVariants('/a%20b/c'), ['/a b/c', '/a%20b/c']);
  assert.deepEqual(pathVariants('/plain'), ['/plain']);
  assert.deepEqual(pathVariants('/%E0%A4%A'), ['/%E0%A4%A']);
  const table = () => [
    { path: '/', routes: [{ path: '/a b/c', exact: true }, { path: '/x%20y', exact: true }, { path: '/plain', exact: true }] },
    { path: '*' },
  ];
  const docusaurusPreload = (pathname: string) => Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((path) => matchRoutes(table(), path));
  const paths = (matches: { route: { path?: unknown } }[]) => [...new Set(matches.map((match) => match.route.path))].sort();
  for (const pathname of ['/a%20b/c', '/x%20y', '/plain', '/nope', '/a%20b/nope']) {
    assert.deepEqual(paths(matchForPreload(table(), pathname)), paths(docusaurusPreload(pathname)), pathname);
  }
  // The decoded path reaches the page: the path as it is is not matched at all.
  assert.deepEqual(matchForPreload(table(), '/a%20b/c').map((match) => match.route.path), ['/', '/a b/c']);
  // A malformed escape does not throw.
  assert.deepEqual(paths(matchForPreload(table(), '/%E0%A4%A')), ['/']);
});

test('dependency patches: each applies to the installed module, and a patch whose text is gone fails with the file and the reason', async () => {
  const { createRequire } = await import('node:module');
  const { readFileSync } = await import('node:fs');
  const { DEPENDENCY_PATCHES_LOADER } = await import('../src/plugin.mts');
  const require = createRequire(import.meta.url);
  const { DEPENDENCY_PATCHES, applyDependencyPatches } = require(DEPENDENCY_PATCHES_LOADER) as {
    DEPENDENCY_PATCHES: { file: RegExp; find: string; replace: string; why: string }[];
    applyDependencyPatches(source: string, resourcePath: string): string;
  };
  assert.ok(DEPENDENCY_PATCHES.length >= 1);
  const { dirname, join } = await import('node:path');
  const reactUtils = join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
  const patches = DEPENDENCY_PATCHES.filter((patch) => patch.file.test(reactUtils));
  assert.equal(patches.length, 1, 'the shallow memo patch matches the installed theme-common');
  const patched = applyDependencyPatches(readFileSync(reactUtils, 'utf8'), reactUtils);
  assert.doesNotMatch(patched, /localeCompare/, 'no collator on the way to the first render');
  // The replacement orders keys as before wherever the order matters: the same keys, the same order.
  const compare = new Function('a', 'b', `return (${/deps\.sort\((.*)\);/.exec(patches[0]!.replace)![1]})(a, b);`) as (a: [string], b: [string]) => number;
  const keys = [['sidebar'], ['path'], ['Z'], ['a'], ['path']] as [string][];
  assert.deepEqual([...keys].sort(compare), [...keys].sort(compare).sort(compare), 'a stable order');
  assert.deepEqual([...keys].reverse().sort(compare).map(([key]) => key), [...keys].sort(compare).map(([key]) => key), 'independent of the order given');
  // React Helmet's module as the browser bundle resolves it ("module"): patched, it still parses.
  const helmet = join(dirname(require.resolve('react-helmet-async')), 'index.module.js');
  assert.equal(DEPENDENCY_PATCHES.filter((patch) => patch.file.test(helmet)).length, 2, 'both Helmet patches match the installed module');
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { execFileSync } = await import('node:child_process');
  const patchedHelmet = join(mkdtempSync(join(tmpdir(), 'lean-bundle-')), 'helmet.mjs');
  writeFileSync(patchedHelmet, applyDependencyPatches(readFileSync(helmet, 'utf8'), helmet));
  execFileSync(process.execPath, ['--check', patchedHelmet]);
  assert.match(readFileSync(patchedHelmet, 'utf8'), /queueMicrotask\(function\(\)\{var p=e\.pending;e\.pending=null;p\.emitNow\(\)\}\)/);
  // The head is written through HydrateLater, which holds the write while the first load's parts hydrate.
  assert.match(readFileSync(patchedHelmet, 'utf8'), /^import\{writeHeadOnceHydrated\}from'@site\/plugins\/lean-bundle\/src\/client\/islands\/HydrateLater';/);
  assert.match(readFileSync(patchedHelmet, 'utf8'), /e\.defer\?writeHeadOnceHydrated\(function\(\)\{_&&cancelAnimationFrame\(_\);_=requestAnimationFrame\(function\(\)\{K\(e,function\(\)\{_=null\}\)\}\)\}\)/);
  assert.throws(() => applyDependencyPatches('export {}', reactUtils), (error: Error) => error.message.includes(reactUtils) && error.message.includes(patches[0]!.why));
  assert.equal(applyDependencyPatches('export {}', '/elsewhere/module.js'), 'export {}', 'other modules pass through');
});
