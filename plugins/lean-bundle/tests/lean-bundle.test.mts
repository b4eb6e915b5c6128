import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
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

test('the docs map of the version props is still read only by doc cards', () => {
  // If the theme starts reading it elsewhere, the loader must go.
  const clientDir = new URL(import.meta.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'));
  const docsUtils = readFileSync(new URL('docsUtils.js', clientDir), 'utf8');
  assert.equal(docsUtils.match(/version\.docs\[/g)?.length, 1, 'useDocById is the one reader');
  assert.match(docsUtils, /export function useDocById\(id\) \{\n\s+const version = useDocsVersion\(\);/);
  assert.deepEqual(themeFilesMatching(/useDocById/), ['DocCard/index.js']);
  // Sidebar links: breadcrumbs test only that docId is set, the sidebar only `!item.unlisted`.
  assert.equal(docsUtils.match(/\.docId\b/g)?.length, 1);
  assert.match(docsUtils, /item\.type === 'link' &&\n\s+item\.docId &&\n\s+isSamePath\(item\.href, pathname\)/);
  assert.deepEqual(themeFilesMatching(/\.docId\b/), ['DocCard/index.js']);
  assert.doesNotMatch(docsUtils, /unlisted ===|unlisted !==/);
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

// Route shards (route-shards-loader.cjs): a registry and chunk names shaped like the generated ones.
const SHARDS = createRequire(import.meta.url)('../src/route-shards-loader.cjs') as {
  shardOf(path: string, count: number): number;
  parseRegistry(source: string): Map<string, string>;
  planShards(chunkNames: Record<string, unknown>, entries: Map<string, string>): { count: number; main: { routes: string[]; entries: string[] }; shards: { routes: string[]; entries: string[] }[] };
  registryModule(source: string, chunkNames: Record<string, unknown>): string;
  routesChunkNamesModule(chunkNamesSource: string, registrySource: string): string;
  writeRouteShards(generatedDir: string): number;
  ROUTES_PER_SHARD: number;
};

function generatedRouteFiles(pages: number) {
  const entry = (name: string, path: string) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")]`;
  const names = Array.from({ length: pages }, (_, index) => `c${String(index).padStart(7, '0')}`);
  const lines = [entry('layout00', '@theme/DocRoot'), entry('docitem0', '@theme/DocItem'), ...names.map((name, index) => entry(name, `@site/docs/page-${index}.md`))];
  const registry = `export default {\n${lines.join(',\n')},};`;
  const chunkNames: Record<string, unknown> = { '/-abc': { __comp: 'layout00' }, '/-def': { __comp: 'docitem0', content: names[0] } };
  names.slice(1).forEach((name, index) => (chunkNames[`/section/page-${index + 1}-a${index}`] = { __comp: 'docitem0', content: name }));
  return { registry, chunkNames };
}

test('route shards: routes of / and shared chunks stay in main, every other route in the shard of its path', () => {
  const { registry, chunkNames } = generatedRouteFiles(100);
  const entries = SHARDS.parseRegistry(registry);
  assert.equal(entries.size, 102, 'the last entry, closed on its own line by "],};", is parsed too');
  for (const entry of entries.values()) assert.match(entry, /\), "", require\.resolveWeak\("/, 'the source path is blanked, the loader and module id stay');
  const plan = SHARDS.planShards(chunkNames, entries);
  assert.equal(plan.count, Math.ceil(101 / SHARDS.ROUTES_PER_SHARD));
  assert.deepEqual(plan.main.routes, ['/-abc', '/-def']);
  assert.deepEqual(plan.main.entries.sort(), ['c0000000', 'docitem0', 'layout00']);
  plan.shards.forEach((shard, index) => {
    for (const key of shard.routes) assert.equal(SHARDS.shardOf(key.slice(0, key.lastIndexOf('-')), plan.count), index);
    assert.equal(shard.entries.length, shard.routes.length, 'each page brings its own content chunk');
  });
  assert.equal(plan.shards.reduce((sum, shard) => sum + shard.routes.length, 0), 99);
  assert.throws(() => SHARDS.planShards({ '/x-1': { __comp: 'missing0' } }, entries), /chunk missing0 of route \/x-1 is not in the registry/);
});

test('route shards: the browser registry computes the same shard as Node, and main keeps only its routes', async () => {
  const { registry, chunkNames } = generatedRouteFiles(40);
  const source = SHARDS.registryModule(registry, chunkNames);
  const count = SHARDS.planShards(chunkNames, SHARDS.parseRegistry(registry)).count;
  assert.equal(source.match(/webpackChunkName: "route-shard-\d+"/g)?.length, count);
  const shardOfSource = source.slice(source.indexOf('const shardOfPath'));
  const browserShardOf = new Function(`${shardOfSource.replace('export function', 'function')}; return shardOf;`)() as (path: string) => number;
  for (const path of ['/search', '/reference/admin/api/v1.2/Data grid/DataGrid', '/intro/glossary', '/ščř']) {
    assert.equal(browserShardOf(path), SHARDS.shardOf(path, count), path);
  }
  assert.deepEqual(Object.keys(JSON.parse(SHARDS.routesChunkNamesModule(JSON.stringify(chunkNames), registry)) as object), ['/-abc', '/-def']);
});

test('route shards: postBuild preloads the shard of each page', async () => {
  const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { preloadRouteShards } = await import('../src/plugin.mts');
  const out = mkdtempSync(join(tmpdir(), 'lean-bundle-'));
  mkdirSync(join(out, 'assets/js'), { recursive: true });
  for (const index of [0, 1, 2]) writeFileSync(join(out, `assets/js/route-shard-${index}.0123abcd.js`), '');
  mkdirSync(join(out, 'guides'));
  const page = '<html><head><title>x</title></head><body></body></html>';
  writeFileSync(join(out, 'guides/seo.html'), page);
  writeFileSync(join(out, 'index.html'), page);
  assert.equal(preloadRouteShards(out, '/', ['/', '/guides/seo', '/missing']), 1);
  const shard = SHARDS.shardOf('/guides/seo', 3);
  assert.match(readFileSync(join(out, 'guides/seo.html'), 'utf8'), new RegExp(`<link rel="preload" href="/assets/js/route-shard-${shard}\\.0123abcd\\.js" as="script"></head>`));
  assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), page, 'the home page needs no shard');
  assert.equal(preloadRouteShards(out, '/', ['/guides/seo']), 0, 'running twice changes nothing');
});

test('Docusaurus still generates the registry and the ComponentCreator the shards rely on', () => {
  const generator = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js')), 'utf8');
  assert.match(generator, /\), "\$\{modulePath\}", require\.resolveWeak\(/);
  assert.match(generator, /component: ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/);
  const creator = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js')), 'utf8');
  assert.match(creator, /const chunkNames = routesChunkNames\[`\$\{path\}-\$\{hash\}`\];/);
  assert.match(creator, /const chunkRegistry = registry\[chunkName\];/);
  const preload = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/client/preload.js')), 'utf8');
  assert.match(preload, /match\.route\.component\.preload\?\.\(\)/);
  const loadable = readFileSync(new URL(import.meta.resolve('react-loadable/lib/index.js')), 'utf8');
  assert.equal(loadable.match(/opts\.modules/g)?.length, 2, 'react-loadable reads the blanked source paths only in _loadModule (report)');
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

test('the route table loader writes doc routes as calls that build the same objects', async () => {
  const { ROUTES_TABLE, ROUTES_TABLE_LOADER } = await import('../src/plugin.mts');
  const { compactRouteTable } = createRequire(import.meta.url)(ROUTES_TABLE_LOADER) as { compactRouteTable(source: string): string };
  const table = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', 'a6f'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'd75'),
    routes: [
              {
                path: '/reference/admin/api/v1.2/Data grid/DataGrid',
                component: ComponentCreator('/reference/admin/api/v1.2/Data grid/DataGrid', '0f3'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/guides/it\\'s',
                component: ComponentCreator('/guides/it\\'s', '1a2'),
                exact: true,
                sidebar: "docs"
              }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
  const compacted = compactRouteTable(table);
  assert.equal(compacted.match(/docRoute\('/g)?.length, 2);
  assert.ok(compacted.includes("path: '/search',"), 'other routes stay as they are');
  // Evaluate both tables with a stand-in ComponentCreator: they must describe the same routes.
  const evaluate = (source: string) =>
    new Function('ComponentCreator', source.replace(/^import .*$/gm, '').replace('export default', 'return'))((path: string, hash?: string) => `${path}|${hash}`) as unknown;
  assert.deepEqual(evaluate(compacted), evaluate(table));
  assert.deepEqual(evaluate(compactRouteTable('export default [{ path: "/a", exact: true }];')), [{ path: '/a', exact: true }]);
  assert.match('/site/.docusaurus/routes.js', ROUTES_TABLE);
  // Docusaurus still generates doc routes in this shape.
  const generator = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js')), 'utf8');
  assert.ok(generator.includes("`path: '${routePath}'`,\n        `component: ComponentCreator('${routePath}', '${routeHash}')`,"));
  assert.ok(generator.includes('parts.push(`exact: true`);'));
});

test('the route of the page being loaded moves to the front of its list, only where that cannot change the match', async () => {
  const { ROUTES_TABLE_LOADER } = await import('../src/plugin.mts');
  type Route = { path: string; exact?: boolean; routes?: Route[] };
  const { currentRouteFirst } = createRequire(import.meta.url)(ROUTES_TABLE_LOADER) as {
    currentRouteFirst(routes: Route[], pathname: string | null): Route[];
  };
  const table = (): Route[] => [
    { path: '/search', exact: true },
    {
      path: '/',
      routes: [
        { path: '/guides/seo', exact: true },
        { path: '/reference/admin/api/v1.2/Data grid/DataGrid', exact: true },
        { path: '/', exact: true },
      ],
    },
    { path: '*' },
  ];
  const order = (routes: Route[]) => routes[1]!.routes!.map((route) => route.path);
  // Home, percent-encoded paths, case and a trailing slash, as React Router matches them.
  assert.deepEqual(order(currentRouteFirst(table(), '/')), ['/', '/guides/seo', '/reference/admin/api/v1.2/Data grid/DataGrid']);
  assert.deepEqual(order(currentRouteFirst(table(), '/reference/admin/api/v1.2/Data%20grid/dataGrid/'))[0], '/reference/admin/api/v1.2/Data grid/DataGrid');
  // The top-level list has a catch-all and a layout route: it keeps its order.
  assert.deepEqual(currentRouteFirst(table(), '/search').map((route) => route.path), ['/search', '/', '*']);
  assert.deepEqual(currentRouteFirst(table(), '/'.concat('x')).map((route) => route.path), ['/search', '/', '*']);
  // Unknown pages, malformed escapes and the server leave every list as it is.
  assert.deepEqual(order(currentRouteFirst(table(), '/nope')), order(table()));
  assert.deepEqual(order(currentRouteFirst(table(), '/%E0%A4%A')), order(table()));
  assert.deepEqual(currentRouteFirst(table(), null), table());
  // Two routes that both match: no move.
  const twins = [{ path: '/a', exact: true }, { path: '/b', exact: true }, { path: '/B', exact: true }];
  assert.deepEqual(currentRouteFirst(twins, '/b').map((route) => route.path), ['/a', '/b', '/B']);
});

test('viewport prefetching is off and preloading is untouched', async () => {
  const { withoutPrefetch } = await import('../src/client/no-viewport-prefetch.ts');
  const calls: string[] = [];
  const client = Object.freeze({ prefetch: (path: string) => calls.push(`prefetch ${path}`), preload: (path: string) => calls.push(`preload ${path}`) });
  const replaced = withoutPrefetch(client);
  assert.equal(replaced.prefetch('/a'), false);
  replaced.preload('/b');
  assert.deepEqual(calls, ['preload /b']);
  assert.ok(Object.isFrozen(replaced));
  // Docusaurus's <Link> still reads the client from window.docusaurus at each call.
  const link = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/client/exports/Link.js')), 'utf8');
  assert.match(link, /window\.docusaurus\.prefetch\(targetLink\)/);
  assert.match(link, /window\.docusaurus\.preload\(targetLink\)/);
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

test('the client entry hydrates inside startTransition, which waits for a task of its own in the browser bundle', async () => {
  const entryPath = fileURLToPath(import.meta.resolve('@docusaurus/core/lib/client/clientEntry.js'));
  const entry = readFileSync(entryPath, 'utf8');
  assert.match(entry, /import React, \{ startTransition \} from 'react';/);
  assert.match(entry, /startTransition\(renderApp\)/);
  const { CLIENT_ENTRY, CLIENT_ENTRY_REACT } = await import('../src/plugin.mts');
  assert.match(entryPath, CLIENT_ENTRY);
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
  const { DOCUSAURUS_PRELOAD } = await import('../src/plugin.mts');
  // Docusaurus matches both variants of the path; the replacement must load the same set of routes.
  const core = readFileSync(DOCUSAURUS_PRELOAD, 'utf8');
  assert.match(core, /\[pathname, decodeURI\(pathname\)\]/);
  assert.match(core, /matchRoutes\(routes, p\)/);
  for (const file of ['clientEntry.js', 'PendingNavigation.js', 'docusaurus.js']) {
    const source = readFileSync(new URL(import.meta.resolve(`@docusaurus/core/lib/client/${file}`)), 'utf8');
    assert.match(source, /from '\.\/preload';/, `${file} imports the module the plugin replaces`);
  }
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

test('the runtime gets Docusaurus\'s chunk asset function without the map of chunk names to ids', async () => {
  const { DOCUSAURUS_CHUNK_ASSET_PLUGIN, NAMED_CHUNKS, getChunkAssetByIdCode } = await import('../src/plugin.mts');
  const source = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js')), 'utf8');
  assert.match(source, new RegExp(`class ${DOCUSAURUS_CHUNK_ASSET_PLUGIN} `));
  assert.match(source, /const DocusaurusGetChunkAssetFn = '__webpack_require__\.gca';/);
  assert.match(source, /chunkNameToId/);
  assert.equal(NAMED_CHUNKS.optimization.chunkIds, 'named');
  const code = getChunkAssetByIdCode({ publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u' });
  const runtime = { p: '/', u: (id: string) => `assets/js/${id}.0123abcd.js`, gca: undefined as unknown };
  new Function('__webpack_require__', code)(runtime);
  assert.equal((runtime.gca as (name: string) => string)('17896441'), '/assets/js/17896441.0123abcd.js');
});
