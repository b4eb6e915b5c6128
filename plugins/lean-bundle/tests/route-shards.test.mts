// README.md, "Route shards": the split of the registry and chunk names and named chunk ids.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

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

test('the runtime gets Docusaurus\'s chunk asset function without the map of chunk names to ids', async () => {
  const { NAMED_CHUNKS, getChunkAssetByIdCode } = await import('../src/plugin.mts');
  assert.equal(NAMED_CHUNKS.optimization.chunkIds, 'named');
  const code = getChunkAssetByIdCode({ publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u' });
  const runtime = { p: '/', u: (id: string) => `assets/js/${id}.js`, gca: undefined as unknown };
  new Function('__webpack_require__', code)(runtime);
  assert.equal((runtime.gca as (name: string) => string)('17896441'), '/assets/js/17896441.js');
});
