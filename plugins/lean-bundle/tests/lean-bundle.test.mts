import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { leanBundleAliases } from '../src/plugin.mts';

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

test('the version props loader drops doc descriptions and keeps everything else', async () => {
  const { createRequire } = await import('node:module');
  const { VERSION_PROPS, VERSION_PROPS_LOADER } = await import('../src/plugin.mts');
  const { stripDocDescriptions } = createRequire(import.meta.url)(VERSION_PROPS_LOADER) as { stripDocDescriptions(source: string): string };
  const props = {
    version: {
      docsSidebars: { docs: [{ type: 'link', label: 'Columns', href: '/columns', docId: 'columns' }] },
      docs: { columns: { id: 'columns', title: 'Columns', description: 'Column types.', sidebar: 'docs' } },
    },
  };
  const stripped = JSON.parse(stripDocDescriptions(JSON.stringify(props))) as typeof props;
  assert.deepEqual(stripped.version.docs.columns, { id: 'columns', title: 'Columns', sidebar: 'docs' });
  assert.deepEqual(stripped.version.docsSidebars, props.version.docsSidebars);
  assert.equal(stripDocDescriptions('{"tags":[]}'), '{"tags":[]}', 'other props pass unchanged');
  assert.match('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json', VERSION_PROPS);
  assert.doesNotMatch('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json', VERSION_PROPS);
});

test('doc descriptions of the version props are still read only by doc cards', () => {
  // If the theme starts reading them elsewhere, the loader must go.
  const props = readFileSync(new URL(import.meta.resolve('@docusaurus/plugin-content-docs/lib/props.js')), 'utf8');
  assert.match(props, /description: doc\.description/);
  const docCard = readFileSync(new URL(import.meta.resolve('@docusaurus/theme-classic/lib/theme/DocCard/index.js')), 'utf8');
  assert.match(docCard, /doc\?\.description/);
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
