// README.md, "Route scripts": the HTML of each page names the scripts of its routes.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { addRouteScripts, matchRoutes, readRouteTable, scriptsOfChunks, type ClientManifest, type RouteEntry } from '../src/route-scripts.mts';

const matchRouteKeys = (routes: RouteEntry[], pathname: string) => matchRoutes(routes, pathname).map((route) => route.key);

const { shardOf } = createRequire(import.meta.url)('../src/route-shards-loader.cjs') as { shardOf(path: string, count: number): number };

// Shaped like the generated .docusaurus/routes.js: a top-level page, the docs layout routes, the catch-all.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', 'a6f'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'f2a'),
    routes: [
      {
        path: '/2.x',
        component: ComponentCreator('/2.x', '5a0'),
        routes: [
          {
            path: '/2.x/guides/seo',
            component: ComponentCreator('/2.x/guides/seo', '4ea'),
            exact: true,
            sidebar: "docs"
          }
        ]
      },
      {
        path: '/',
        component: ComponentCreator('/', '03d'),
        routes: [
          {
            path: '/guides/it\\'s',
            component: ComponentCreator('/guides/it\\'s', 'd7c'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/reference/admin/api/Data grid/DataGrid',
            component: ComponentCreator('/reference/admin/api/Data grid/DataGrid', '6e9'),
            exact: true
          },
          {
            path: '/',
            component: ComponentCreator('/', 'c23'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

test('the route table is read with each route\'s chunk-names key', () => {
  const routes = readRouteTable(ROUTES_JS);
  assert.deepEqual(routes.map((route) => [route.path, route.key, route.exact]), [
    ['/search', '/search-a6f', true],
    ['/', '/-f2a', false],
    ['*', null, false],
  ]);
  assert.equal(routes[1]!.routes![1]!.routes![0]!.path, "/guides/it's");
});

test('a path gets the routes React Router renders: the first match at each level', () => {
  const routes = readRouteTable(ROUTES_JS);
  assert.deepEqual(matchRouteKeys(routes, '/2.x/guides/seo'), ['/-f2a', '/2.x-5a0', '/2.x/guides/seo-4ea']);
  assert.deepEqual(matchRouteKeys(routes, '/'), ['/-f2a', '/-03d', '/-c23'], 'the home page is a doc of the last version');
  assert.deepEqual(matchRouteKeys(routes, '/reference/admin/api/Data grid/DataGrid'), ['/-f2a', '/-03d', '/reference/admin/api/Data grid/DataGrid-6e9']);
  assert.deepEqual(matchRouteKeys(routes, '/Guides/It\'s/'), ['/-f2a', '/-03d', "/guides/it's-d7c"], 'neither case- nor slash-sensitive');
  assert.deepEqual(matchRouteKeys(routes, '/search'), ['/search-a6f']);
  assert.deepEqual(matchRouteKeys(routes, '/2.xyz'), ['/-f2a', '/-03d'], 'a prefix matches whole segments only');
});

const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['runtime~main', 'main', 'styles'],
    layout: ['styles', 'vendors-layout', 'layout'],
    page: ['page'],
    'vendors-layout': ['layout', 'vendors-layout'],
    'route-shard-0': ['route-shard-0'],
    'route-shard-1': ['route-shard-1'],
    'route-shard-2': ['route-shard-2'],
    'route-shard-3': ['route-shard-3'],
  },
  assets: {
    'runtime~main': { js: [{ file: 'assets/js/runtime~main.1.js' }] },
    main: { js: [{ file: 'assets/js/main.2.js' }] },
    styles: {},
    layout: { js: [{ file: 'assets/js/layout.js' }] },
    'vendors-layout': { js: [{ file: 'assets/js/vendors-layout.js' }] },
    page: { js: [{ file: 'assets/js/page.js' }] },
    'route-shard-0': { js: [{ file: 'assets/js/route-shard-0.js' }] },
    'route-shard-1': { js: [{ file: 'assets/js/route-shard-1.js' }] },
    'route-shard-2': { js: [{ file: 'assets/js/route-shard-2.js' }] },
    'route-shard-3': { js: [{ file: 'assets/js/route-shard-3.js' }] },
  },
};

test('a chunk brings the chunks it needs, once each, and never the entry\'s', () => {
  assert.deepEqual(scriptsOfChunks(MANIFEST, ['layout', 'page', 'layout', 'main', 'unknown']), ['assets/js/vendors-layout.js', 'assets/js/layout.js', 'assets/js/page.js']);
});

test('postBuild names the scripts of each page\'s routes and shard after main.js, once', () => {
  const generated = mkdtempSync(join(tmpdir(), 'route-scripts-generated-'));
  writeFileSync(join(generated, 'routes.js'), ROUTES_JS);
  writeFileSync(join(generated, 'client-manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(generated, 'routesChunkNames.json'), JSON.stringify({
    '/-f2a': { __comp: 'layout' },
    '/-03d': { __comp: 'layout', __props: 'page' },
    '/-c23': { __comp: 'page' },
    '/2.x-5a0': { __comp: 'layout' },
    '/2.x/guides/seo-4ea': { __comp: 'page', __context: { plugin: 'page' } },
  }));
  const out = mkdtempSync(join(tmpdir(), 'route-scripts-out-'));
  mkdirSync(join(out, '2.x/guides'), { recursive: true });
  // As the minified template writes them: unquoted attributes.
  const page = '<html><head><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script><title>x</title></head><body><script>inline()</script></body></html>';
  writeFileSync(join(out, 'index.html'), page);
  writeFileSync(join(out, '2.x/guides/seo.html'), page);
  const changed = addRouteScripts({ outDir: out, baseUrl: '/', generatedFilesDir: generated, routesPaths: ['/', '/2.x/guides/seo', '/missing'] });
  assert.equal(changed, 2);
  const tag = (file: string) => `<script src="/assets/js/${file}" defer data-route-script></script>`;
  assert.equal(
    readFileSync(join(out, 'index.html'), 'utf8'),
    page.replace('main.2.js defer></script>', `main.2.js defer></script>${tag('vendors-layout.js')}${tag('layout.js')}${tag('page.js')}`),
    'the home page\'s routes are in main.js\'s table: no shard',
  );
  // The page's shard, then the shard of the 2.x layout route (its path is not `/`).
  const shards = [...new Set([shardOf('/2.x/guides/seo', 4), shardOf('/2.x', 4)])];
  assert.equal(shards.length, 2, 'the fixture needs the two paths in different shards');
  assert.ok(readFileSync(join(out, '2.x/guides/seo.html'), 'utf8').includes(`main.2.js defer></script>${shards.map((shard) => tag(`route-shard-${shard}.js`)).join('')}${tag('vendors-layout.js')}${tag('layout.js')}${tag('page.js')}<title>`));
  assert.equal(addRouteScripts({ outDir: out, baseUrl: '/', generatedFilesDir: generated, routesPaths: ['/', '/2.x/guides/seo'] }), 0, 'running twice changes nothing');
});
