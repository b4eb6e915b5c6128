// The built API reference pages link each component's source in the Interface repository at the
// tag of the documented package version (plugins/api-reference/README.md, "Source links").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseApiRoute } from '../../plugins/api-reference/src/route.ts';
import { INTERFACE_REPOSITORY } from '../../plugins/api-reference/src/source.mts';
import { allContractRoutes, builtFileFor } from './support/site.mts';

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
