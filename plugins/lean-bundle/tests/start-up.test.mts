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
