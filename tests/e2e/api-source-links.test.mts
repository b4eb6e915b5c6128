// The built API reference pages link each component's source in the Interface repository at the
// tag of the documented package version (plugins/api-reference/README.md, "Source links").
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { API2_REFERENCE_PATH, parseApiRoute } from '../../plugins/api-reference/src/route.ts';
import { CONTEMBER_REPOSITORY, KIT_DIR, KIT_REPOSITORY_DIR, PACKAGES_DIR } from '../../plugins/api-reference/src/v2/config.mts';
import { INTERFACE_REPOSITORY } from '../../plugins/api-reference/src/source.mts';
import { allContractRoutes, BUILD_DIR, builtFileFor, ROOT } from './support/site.mts';

const TAGS: Record<string, string[]> = { 'v1.1': ['v1.1.0-beta.4'], 'v1.2': ['v1.2.2', 'v1.2.0-rc.16'] };

test('every built API page has one "Source" link to its declaration at its version\'s tag', () => {
  const pages = allContractRoutes().filter((route) => route.kind === 'api' && builtFileFor(route.path));
  assert.ok(pages.length > 400, `${pages.length} API pages built`);
  for (const route of pages) {
    const html = readFileSync(builtFileFor(route.path)!, 'utf8');
    const links = [...html.matchAll(/<a [^>]*href="?([^"\s>]+)"?[^>]*>Source<\/a>/g)].map((match) => match[1]!);
    assert.equal(links.length, 1, `${route.path}: ${links.length} Source links`);
    const url = new URL(links[0]!);
    const [, tag, ...path] = url.pathname.replace(new URL(INTERFACE_REPOSITORY).pathname + '/blob/', '/').split('/');
    const version = parseApiRoute(route.path)!.version;
    assert.ok(TAGS[version]!.includes(tag!), `${route.path}: tag ${tag}`);
    assert.match(path.join('/'), /^packages\/[a-z-]+\/src\/.+\.tsx?$/, route.path);
    assert.match(url.hash, /^#L\d+$/, route.path);
    assert.equal(`${url.origin}${url.pathname}`.startsWith(`${INTERFACE_REPOSITORY}/blob/`), true, route.path);
  }
});

/** The built component and hook pages of the Interface 2.0 reference (`/2.x/reference/interface/api/{group}/{Name}.html`). */
function builtV2Pages(): string[] {
  const root = join(BUILD_DIR, API2_REFERENCE_PATH);
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((group) => statSync(join(root, group)).isDirectory())
    .flatMap((group) => readdirSync(join(root, group)).filter((f) => f.endsWith('.html')).map((f) => `${API2_REFERENCE_PATH}/${group}/${f.slice(0, -'.html'.length)}`));
}

test('every built Interface 2.0 page links its declaration at v2.0.8, in a file the installed packages or the kit hold', (t) => {
  const pages = builtV2Pages();
  if (!pages.length) return t.skip('the 2.x API reference is not built');
  assert.ok(pages.length > 450, `${pages.length} 2.x API pages built`);
  for (const path of pages) {
    assert.ok(parseApiRoute(path), `${path} is an API route`);
    const html = readFileSync(join(BUILD_DIR, `${path}.html`), 'utf8');
    const links = [...html.matchAll(/<a [^>]*href="?([^"\s>]+)"?[^>]*>Source<\/a>/g)].map((match) => match[1]!);
    assert.equal(links.length, 1, `${path}: ${links.length} Source links`);
    const url = new URL(links[0]!);
    assert.ok(url.pathname.startsWith(`${new URL(CONTEMBER_REPOSITORY).pathname}/blob/v2.0.8/`), `${path}: ${url}`);
    const repoPath = url.pathname.slice(`${new URL(CONTEMBER_REPOSITORY).pathname}/blob/v2.0.8/`.length);
    const local = repoPath.startsWith(`${KIT_REPOSITORY_DIR}/`)
      ? join(ROOT, KIT_DIR, repoPath.slice(KIT_REPOSITORY_DIR.length + 1))
      : join(ROOT, PACKAGES_DIR, repoPath.replace(/^packages\//, ''));
    assert.ok(existsSync(local), `${path}: ${repoPath} is not in ${local}`);
    const line = Number(/^#L(\d+)$/.exec(url.hash)?.[1]);
    assert.ok(readFileSync(local, 'utf8').split('\n')[line - 1]?.includes(path.split('/').pop()!), `${path}: line ${line} of ${repoPath}`);
  }
});
