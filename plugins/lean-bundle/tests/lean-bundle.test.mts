import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { leanBundleAliases } from '../src/plugin.mts';

/** Files of the classic theme (below lib/theme) whose source matches a pattern. */
function themeFilesMatching(pattern: RegExp): string[] {
  const themeDir = new URL(import.meta.resolve('@docusaurus/theme-classic/lib/theme/Layout/index.js')).pathname.replace(/Layout\/index\.js$/, '');
  return readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && pattern.test(readFileSync(themeDir + file, 'utf8')))
    .sort();
}

test('every alias points at a module that exists, or removes one', () => {
  const aliases = leanBundleAliases();
  assert.ok(Object.keys(aliases).length >= 2);
  for (const [from, to] of Object.entries(aliases)) {
    if (from.startsWith('/')) assert.ok(existsSync(from), `${from} exists (the theme still ships it)`);
    if (to !== false) assert.ok(existsSync(to), `${to} exists`);
  }
});

test('the removed theme module is still the one that imports the client Prism', () => {
  const removed = Object.entries(leanBundleAliases()).find(([, to]) => to === false)![0];
  assert.match(readFileSync(removed, 'utf8'), /from 'prism-react-renderer'/);
});

test('the version props loader empties the docs map and keeps the sidebars', async () => {
  const { createRequire } = await import('node:module');
  const { VERSION_PROPS, VERSION_PROPS_LOADER } = await import('../src/plugin.mts');
  const { emptyDocsMap } = createRequire(import.meta.url)(VERSION_PROPS_LOADER) as { emptyDocsMap(source: string): string };
  const props = {
    version: {
      label: 'Next',
      docsSidebars: { docs: [{ type: 'link', label: 'Columns', href: '/columns', docId: 'columns' }] },
      docs: { columns: { id: 'columns', title: 'Columns', description: 'Column types.', sidebar: 'docs' } },
    },
  };
  const stripped = JSON.parse(emptyDocsMap(JSON.stringify(props))) as typeof props;
  assert.deepEqual(stripped.version.docs, {});
  assert.deepEqual(stripped.version.docsSidebars, props.version.docsSidebars);
  assert.equal(stripped.version.label, 'Next');
  assert.equal(emptyDocsMap('{"tags":[]}'), '{"tags":[]}', 'other props pass unchanged');
  assert.match('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json', VERSION_PROPS);
  assert.doesNotMatch('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json', VERSION_PROPS);
});

test('the docs map of the version props is still read only by doc cards', () => {
  // If the theme starts reading it elsewhere, the loader must go.
  const clientDir = new URL(import.meta.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'));
  const docsUtils = readFileSync(new URL('docsUtils.js', clientDir), 'utf8');
  assert.equal(docsUtils.match(/version\.docs\[/g)?.length, 1, 'useDocById is the one reader');
  assert.match(docsUtils, /export function useDocById\(id\) \{\n\s+const version = useDocsVersion\(\);/);
  assert.deepEqual(themeFilesMatching(/useDocById/), ['DocCard/index.js']);
});

test('the global data loader empties the docs lists of the docs plugin only', async () => {
  const { createRequire } = await import('node:module');
  const { GLOBAL_DATA, GLOBAL_DATA_LOADER } = await import('../src/plugin.mts');
  const { emptyGlobalDocsLists } = createRequire(import.meta.url)(GLOBAL_DATA_LOADER) as { emptyGlobalDocsLists(source: string): string };
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/',
        versions: [{ name: 'current', path: '/', mainDocId: 'index', docs: [{ id: 'index', path: '/', sidebar: 'docs' }], draftIds: [], sidebars: { docs: { link: { path: '/', label: 'Overview' } } } }],
      },
    },
    'contember-search': { default: { indexUrl: '/search-index.json' } },
  };
  const emptied = JSON.parse(emptyGlobalDocsLists(JSON.stringify(globalData))) as typeof globalData;
  const version = emptied['docusaurus-plugin-content-docs'].default.versions[0]!;
  assert.deepEqual(version.docs, []);
  assert.deepEqual(version.sidebars, globalData['docusaurus-plugin-content-docs'].default.versions[0]!.sidebars);
  assert.equal(version.mainDocId, 'index');
  assert.deepEqual(emptied['contember-search'], globalData['contember-search']);
  assert.match('/site/.docusaurus/globalData.json', GLOBAL_DATA);
});

test('only navbar item types the site does not use read the global docs lists', async () => {
  assert.deepEqual(themeFilesMatching(/useActiveDocContext|useLayoutDoc\b|useAllDocsData|useDocsData|useDocVersionSuggestions/), [
    'DocVersionBanner/index.js',
    'NavbarItem/DocNavbarItem.js',
    'NavbarItem/DocSidebarNavbarItem.js',
    'NavbarItem/DocsVersionDropdownNavbarItem.js',
  ]);
  const { default: config } = await import('../../../docusaurus.config.ts');
  const items = (config.themeConfig as { navbar: { items: { type?: string }[] } }).navbar.items;
  assert.ok(items.length >= 5);
  for (const item of items) assert.ok(!['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'].includes(item.type ?? 'default'), `navbar item type ${item.type}`);
  // The version banner reads the docs list only for versions that have a banner; the site has one version.
  const banner = readFileSync(new URL(import.meta.resolve('@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js')), 'utf8');
  assert.match(banner, /if \(versionMetadata\.banner\) \{/);
});

test('the registry loader blanks source paths and keeps the loaders and module ids', async () => {
  const { createRequire } = await import('node:module');
  const { REGISTRY, REGISTRY_PATHS_LOADER } = await import('../src/plugin.mts');
  const { blankRegistryPaths } = createRequire(import.meta.url)(REGISTRY_PATHS_LOADER) as { blankRegistryPaths(source: string): string };
  const entry = (path: string) => `  "00f75723": [() => import(/* webpackChunkName: "00f75723" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;
  const path = '@site/docs/reference/admin/api/v1.2/Data grid/DataGrid.mdx';
  assert.equal(
    blankRegistryPaths(`export default {\n${entry(path)}\n};`),
    `export default {\n  "00f75723": [() => import(/* webpackChunkName: "00f75723" */ "${path}"), "", require.resolveWeak("${path}")],\n};`,
  );
  assert.match('/site/.docusaurus/registry.js', REGISTRY);
  // The generated file still has this shape, and react-loadable still uses the path only to report to Loadable.Capture.
  const generator = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js')), 'utf8');
  assert.match(generator, /\), "\$\{modulePath\}", require\.resolveWeak\(/);
  const loadable = readFileSync(new URL(import.meta.resolve('react-loadable/lib/index.js')), 'utf8');
  assert.equal(loadable.match(/opts\.modules/g)?.length, 2, 'react-loadable reads opts.modules only in _loadModule (report)');
});

test('in the browser bundle, React and React DOM resolve to Preact with the APIs Docusaurus uses', async () => {
  const { preactAliases } = await import('../src/plugin.mts');
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const aliases = preactAliases();
  for (const from of ['react$', 'react-dom$', 'react-dom/client$', 'react/jsx-runtime$']) {
    assert.ok(aliases[from], `${from} is aliased`);
    assert.doesNotThrow(() => require.resolve(aliases[from]!), `${aliases[from]} resolves`);
  }
  const compat = require(aliases['react$']!) as Record<string, unknown>;
  // What the Docusaurus 3.10 client and theme import from React 18 beyond the classic hooks.
  for (const api of ['startTransition', 'useSyncExternalStore', 'useId', 'useInsertionEffect', 'forwardRef', 'memo', 'lazy', 'Children', 'cloneElement', 'isValidElement', 'createPortal']) {
    assert.equal(typeof compat[api], api === 'Children' ? 'object' : 'function', `preact/compat exports ${api}`);
  }
  const client = require(aliases['react-dom/client$']!) as Record<string, unknown>;
  assert.equal(typeof client.hydrateRoot, 'function');
  assert.equal(typeof client.createRoot, 'function');
  // The client entry still hydrates through react-dom/client and startTransition.
  const entry = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/client/clientEntry.js')), 'utf8');
  assert.match(entry, /from 'react-dom\/client'/);
  assert.match(entry, /ReactDOM\.hydrateRoot\(/);
});

test('Docusaurus still aliases the whole react and react-dom packages, which the plugin removes for the browser', () => {
  const base = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/webpack/base.js')), 'utf8');
  assert.match(base, /react: path_1\.default\.dirname\(resolveSitePkg\('react\/package\.json'\)\)/);
  assert.match(base, /'react-dom': path_1\.default\.dirname\(resolveSitePkg\('react-dom\/package\.json'\)\)/);
});
