// README.md, "Route shards" (the route table) and "Route order and prefetching" (no viewport
// prefetching).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

test('the route table loader moves doc routes to their shards, and loading the shards rebuilds the same table', async () => {
  const { ROUTES_TABLE, ROUTES_TABLE_LOADER } = await import('../src/plugin.mts');
  type Split = { source: string; shardRoutes: Map<number, unknown[][]> };
  const { splitRouteTable } = createRequire(import.meta.url)(ROUTES_TABLE_LOADER) as {
    splitRouteTable(source: string, shardOf?: (path: string) => number): Split;
  };
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
                path: '/',
                component: ComponentCreator('/', '1b1'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/guides/it\\'s [a] (b)',
                component: ComponentCreator('/guides/it\\'s [a] (b)', '1a2'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/unlisted',
                component: ComponentCreator('/unlisted', '3c4'),
                exact: true
              }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
  // Evaluate a table with a stand-in ComponentCreator; returns the table and addShardRoutes.
  const evaluate = (source: string) =>
    new Function('ComponentCreator', source.replace(/^import .*$/gm, '').replace('export default', 'const table =').replace(/export function/g, 'function') + '\nreturn { table, add: typeof addShardRoutes === "function" ? addShardRoutes : null };')(
      (path: string, hash?: string) => `${path}|${hash}`,
    ) as { table: { path: string; routes?: { path: string }[] }[]; add: ((routes: unknown[][]) => void) | null };
  const original = evaluate(table).table;

  const shardOf = (path: string) => path.length % 3;
  const { source, shardRoutes } = splitRouteTable(table, shardOf);
  assert.deepEqual(source.match(/docRoute\('[^']*'/g), ["docRoute('/search'", "docRoute('/'"], 'the doc route of / and routes of lists with other routes (the catch-all) stay in main');
  assert.ok(source.includes("path: '*',"), 'routes of other shapes stay as they are');
  assert.ok(!source.includes('Data grid'), 'the sharded routes are gone from main');
  const sharded = [...shardRoutes.values()].flat();
  assert.equal(sharded.length, 3);
  for (const [shard, routes] of shardRoutes) for (const route of routes) assert.equal(shardOf(route[1] as string), shard);
  assert.deepEqual(sharded.find((route) => route[1] === '/unlisted'), [1, '/unlisted', '3c4'], 'a doc route without a sidebar keeps none (list 1: the top level is list 0)');

  // Main's table plus every shard is the generated table (route order within a list aside).
  const { table: rebuilt, add } = evaluate(source);
  for (const routes of shardRoutes.values()) add!(routes);
  const byPath = (routes: { path: string }[]) => [...routes].sort((a, b) => a.path.localeCompare(b.path));
  assert.deepEqual(byPath(rebuilt[1]!.routes!), byPath(original[1]!.routes!));
  assert.deepEqual({ ...rebuilt[1], routes: [] }, { ...original[1], routes: [] });
  assert.deepEqual([rebuilt[0], rebuilt[2]], [original[0], original[2]]);

  // Without a shard function (or with no doc route), the table only gets compacted.
  assert.deepEqual(evaluate(splitRouteTable(table).source).table, original);
  assert.deepEqual(evaluate(splitRouteTable('export default [{ path: "/a", exact: true }];', shardOf).source).table, [{ path: '/a', exact: true }]);
  assert.match('/site/.docusaurus/routes.js', ROUTES_TABLE);
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
