// README.md, "Route order and prefetching": the compact route table, the current route first, no
// viewport prefetching.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

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
});
