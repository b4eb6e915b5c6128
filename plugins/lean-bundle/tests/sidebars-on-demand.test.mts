// README.md, "Sidebars on demand": the version props lose their sidebars in the browser bundle,
// each version's sidebars get a file and a loader, and each doc's metadata the trail its
// breadcrumbs render from. The browser side is tested by tests/e2e/sidebars-on-demand.test.mts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { DOC_METADATA, VERSION_PROPS_LOADER } from '../src/plugin.mts';
import { versionOfPath } from '../src/client/preload-match.ts';

const require = createRequire(import.meta.url);
const lazySidebars = require('../src/lazy-sidebars.cjs') as {
  sidebarTrail(items: PropSidebarItem[], permalink: string): PropSidebarItem[];
  writeLazySidebars(generatedDir: string): number;
  LAZY_SIDEBARS_INDEX: string;
};
const { addSidebarTrail } = require('../src/doc-metadata-loader.cjs') as {
  addSidebarTrail(source: string, sidebarsOf: (version: string) => Record<string, PropSidebarItem[]> | undefined): string;
};
const { emptyDocsMap } = require(VERSION_PROPS_LOADER) as { emptyDocsMap(source: string, options?: { lazySidebarsKey?: string }): string };

const link = (label: string, href: string, docId: string | null = label.toLowerCase()): PropSidebarItem =>
  ({ type: 'link', label, href, ...(docId ? { docId } : {}), unlisted: false }) as PropSidebarItem;
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem =>
  ({ type: 'category', label, collapsible: true, collapsed: true, items, ...(href ? { href } : {}) }) as PropSidebarItem;

const SIDEBAR: PropSidebarItem[] = [
  link('Overview', '/'),
  category('Schema', [link('Columns', '/schema/columns'), category('Relations', [link('One has many', '/schema/relations/one-has-many')], '/schema/relations')], '/schema'),
  category('Guides', [link('Columns again', '/schema/columns', 'columns-again'), link('Not a doc', '/guides/external', null)]),
  { type: 'html', value: '<hr>' } as PropSidebarItem,
];

/**
 * The theme's own breadcrumbs function (getSidebarBreadcrumbs, not exported by
 * @docusaurus/plugin-content-docs/lib/client/docsUtils.js), taken from its source, with the theme's isSamePath.
 */
function docusaurusBreadcrumbs(): (items: PropSidebarItem[], pathname: string) => PropSidebarItem[] {
  const docsUtils = readFileSync(new URL(import.meta.resolve('@docusaurus/plugin-content-docs/lib/client/docsUtils.js')), 'utf8');
  const source = /function getSidebarBreadcrumbs\(\{[\s\S]*?\n\}\n/.exec(docsUtils)?.[0];
  assert.ok(source, 'docsUtils.js still has getSidebarBreadcrumbs');
  const { isSamePath } = require('../src/lazy-sidebars.cjs') as { isSamePath(a?: string, b?: string): boolean };
  const make = new Function('isSamePath', `${source}; return getSidebarBreadcrumbs;`) as (same: typeof isSamePath) => (args: { sidebarItems: PropSidebarItem[]; pathname: string }) => PropSidebarItem[];
  const breadcrumbs = make(isSamePath);
  return (items, pathname) => breadcrumbs({ sidebarItems: items, pathname });
}

test('a doc\'s sidebar trail gives the breadcrumbs the whole sidebar gives, by the theme\'s own function', () => {
  const breadcrumbs = docusaurusBreadcrumbs();
  const labels = (items: PropSidebarItem[]) => items.map((item) => ('label' in item ? item.label : item.type));
  for (const pathname of ['/', '/schema', '/schema/columns', '/schema/columns/', '/Schema/Relations', '/schema/relations/one-has-many', '/guides/external', '/nowhere']) {
    const trail = lazySidebars.sidebarTrail(SIDEBAR, pathname);
    assert.deepEqual(labels(breadcrumbs(trail, pathname)), labels(breadcrumbs(SIDEBAR, pathname)), pathname);
  }
  // The first match wins (Columns under Schema, not under Guides); a category's own page ends the trail.
  assert.deepEqual(lazySidebars.sidebarTrail(SIDEBAR, '/schema/columns'), [
    { type: 'category', label: 'Schema', href: '/schema', items: [{ type: 'link', label: 'Columns', href: '/schema/columns', docId: true }] },
  ]);
  assert.deepEqual(lazySidebars.sidebarTrail(SIDEBAR, '/schema/relations'), [
    { type: 'category', label: 'Schema', href: '/schema', items: [{ type: 'category', label: 'Relations', href: '/schema/relations', items: [] }] },
  ]);
  assert.deepEqual(lazySidebars.sidebarTrail(SIDEBAR, '/guides/external'), [], 'links that are not docs make no breadcrumbs');
});

test('the doc metadata loader adds the trail to docs with a sidebar, and fails on a sidebar the version lacks', () => {
  const sidebarsOf = (version: string) => (version === 'current' ? { docs: SIDEBAR } : undefined);
  const metadata = { id: 'schema/columns', permalink: '/schema/columns', version: 'current', sidebar: 'docs', title: 'Columns' };
  const withTrail = JSON.parse(addSidebarTrail(JSON.stringify(metadata), sidebarsOf)) as { sidebarTrail: PropSidebarItem[]; title: string };
  assert.equal(withTrail.title, 'Columns');
  assert.deepEqual(withTrail.sidebarTrail, lazySidebars.sidebarTrail(SIDEBAR, '/schema/columns'));
  const noSidebar = JSON.stringify({ id: 'workshop', permalink: '/workshop', version: 'current' });
  assert.equal(addSidebarTrail(noSidebar, sidebarsOf), noSidebar, 'a doc without a sidebar passes unchanged');
  assert.throws(() => addSidebarTrail(JSON.stringify({ ...metadata, version: '2.x' }), sidebarsOf), /names sidebar "docs", which version "2.x" does not have/);
  assert.match('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json', DOC_METADATA);
  assert.doesNotMatch('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json', DOC_METADATA);
  assert.doesNotMatch('/site/.docusaurus/docusaurus-plugin-content-docs/default/__plugin.json', DOC_METADATA);
});

test('the version props loader leaves each sidebar an empty list and names the sidebars file', () => {
  const props = { version: { version: 'current', label: '1.x', docsSidebars: { docs: SIDEBAR, other: [] }, docs: { a: {} } } };
  const stubbed = JSON.parse(emptyDocsMap(JSON.stringify(props), { lazySidebarsKey: 'default/index-466.json' })) as { version: Record<string, unknown> };
  assert.deepEqual(stubbed.version, { version: 'current', label: '1.x', docsSidebars: { docs: [], other: [] }, docs: {}, lazySidebars: 'default/index-466.json' });
});

test('writeLazySidebars writes each version\'s sidebars, trimmed, and a loader with the version\'s path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lazy-sidebars-'));
  try {
    mkdirSync(join(dir, 'docusaurus-plugin-content-docs/default/p'), { recursive: true });
    const propsPath = (file: string) => `@generated/docusaurus-plugin-content-docs/default/p/${file}`;
    const entry = (chunk: string, file: string) => `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${propsPath(file)}"), "${propsPath(file)}", require.resolveWeak("${propsPath(file)}")],`;
    writeFileSync(join(dir, 'registry.js'), ['export default {', entry('aaa', 'index-466.json'), entry('bbb', '2-x-b09.json'), entry('ccc', 'tags-1.json'), '};'].join('\n'));
    writeFileSync(join(dir, 'routesChunkNames.json'), JSON.stringify({ '/-1f6': { __comp: 'x', __props: 'aaa' }, '/2.x-5a0': { __comp: 'x', __props: 'bbb' }, '/tags-9': { __props: 'ccc' }, '/page-1': { content: 'y' } }));
    const write = (file: string, data: object) => writeFileSync(join(dir, 'docusaurus-plugin-content-docs/default/p', file), JSON.stringify(data));
    write('index-466.json', { version: { version: 'current', docsSidebars: { docs: SIDEBAR }, docs: {} } });
    write('2-x-b09.json', { version: { version: '2.x', docsSidebars: { docs: [link('Intro', '/2.x')] }, docs: {} } });
    write('tags-1.json', { tags: [] });

    assert.equal(lazySidebars.writeLazySidebars(dir), 2);
    const index = readFileSync(join(dir, lazySidebars.LAZY_SIDEBARS_INDEX), 'utf8');
    assert.match(index, /\{ key: "default\/index-466\.json", path: "\/", load: \(\) => import\(\/\* webpackChunkName: "sidebars-default-index-466" \*\/ "\.\/sidebars\/default-index-466\.json"\) \}/);
    assert.match(index, /\{ key: "default\/2-x-b09\.json", path: "\/2\.x", load: /);
    const sidebars = JSON.parse(readFileSync(join(dir, 'lean-bundle/sidebars/default-2-x-b09.json'), 'utf8')) as unknown;
    assert.deepEqual(sidebars, { docs: [{ type: 'link', label: 'Intro', href: '/2.x', docId: true }] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a path belongs to the docs version with the longest path it is at or below', () => {
  const versions = [{ path: '/' }, { path: '/2.x' }];
  assert.equal(versionOfPath(versions, '/reference/engine/schema/columns')?.path, '/');
  assert.equal(versionOfPath(versions, '/2.x')?.path, '/2.x');
  assert.equal(versionOfPath(versions, '/2.x/intro/interface')?.path, '/2.x');
  assert.equal(versionOfPath(versions, '/2.xyz/page')?.path, '/', 'a path boundary, not a prefix of characters');
  assert.equal(versionOfPath([{ path: '/docs' }], '/blog'), undefined);
});
