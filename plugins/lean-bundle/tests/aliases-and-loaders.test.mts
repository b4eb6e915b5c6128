// README.md, "Aliases and loaders": the module aliases and the loaders that empty route data.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

test('the version props loader empties the docs map and trims the sidebar links', async () => {
  const { createRequire } = await import('node:module');
  const { VERSION_PROPS, VERSION_PROPS_LOADER } = await import('../src/plugin.mts');
  const { emptyDocsMap } = createRequire(import.meta.url)(VERSION_PROPS_LOADER) as { emptyDocsMap(source: string): string };
  const props = {
    version: {
      label: 'Next',
      docsSidebars: {
        docs: [
          { type: 'link', label: 'Overview', href: '/', docId: 'index', unlisted: false },
          { type: 'category', label: 'Schema', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Columns', href: '/columns', docId: 'columns', unlisted: false }] },
          { type: 'link', label: 'Hidden', href: '/hidden', docId: 'hidden', unlisted: true },
          { type: 'link', label: 'GitHub', href: 'https://github.com/contember' },
        ],
      },
      docs: { columns: { id: 'columns', title: 'Columns', description: 'Column types.', sidebar: 'docs' } },
    },
  };
  const stripped = JSON.parse(emptyDocsMap(JSON.stringify(props))) as { version: { label: string; docs: object; docsSidebars: object } };
  assert.deepEqual(stripped.version.docs, {});
  assert.deepEqual(stripped.version.docsSidebars, {
    docs: [
      { type: 'link', label: 'Overview', href: '/', docId: true },
      { type: 'category', label: 'Schema', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Columns', href: '/columns', docId: true }] },
      { type: 'link', label: 'Hidden', href: '/hidden', docId: true, unlisted: true },
      { type: 'link', label: 'GitHub', href: 'https://github.com/contember' },
    ],
  });
  assert.equal(stripped.version.label, 'Next');
  assert.equal(emptyDocsMap('{"tags":[]}'), '{"tags":[]}', 'other props pass unchanged');
  assert.match('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json', VERSION_PROPS);
  assert.doesNotMatch('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json', VERSION_PROPS);
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
});

test('the browser entry point of @docusaurus/utils-common has the same exports as the original', async () => {
  const { UTILS_COMMON_WITHOUT_TSLIB } = await import('../src/plugin.mts');
  const original = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;
  const replacement = (await import(UTILS_COMMON_WITHOUT_TSLIB)) as Record<string, unknown>;
  assert.deepEqual(Object.keys(replacement).filter((key) => key !== 'default').sort(), Object.keys(original).filter((key) => key !== '__esModule').sort());
  assert.equal(replacement.blogPostContainerID, original.blogPostContainerID);
  const applyTrailingSlash = replacement.applyTrailingSlash as (path: string, options: object) => string;
  assert.equal(applyTrailingSlash('/docs/', { trailingSlash: false, baseUrl: '/' }), '/docs');
  for (const file of ['applyTrailingSlash.js', 'stringUtils.js', 'errorUtils.js']) {
    const source = readFileSync(new URL(import.meta.resolve(`@docusaurus/utils-common/lib/${file}`)), 'utf8');
    assert.doesNotMatch(source, /require\("tslib"\)/, `${file} needs no tslib helper`);
  }
});
