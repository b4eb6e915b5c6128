// rspack loader, browser bundle only, for two generated files that main.js would otherwise carry
// for every route of the site: `.docusaurus/registry.js` (a chunk loader per route module) and
// `.docusaurus/routesChunkNames.json` (the chunk names of each route). It splits their entries
// into route shards, small chunks that load with the page that needs them:
// - routes below `/` itself (the docs layout routes and the home page) and registry entries that
//   routes of several shards use (layout components, the docs version props) stay in main.js;
// - every other route goes to shard `shardOf(path, count)`, about 16 routes per shard, with the
//   registry entries only its routes use.
// `writeRouteShards` writes shard N's `registry`, `chunkNames` and doc `routes` (the route table
// loader, routes-table-loader.cjs, takes them out of main's table) to a module of its own;
// `registry.js` becomes main's entries plus `routeShards` (one `import()` per shard) and
// `shardOf`; `routesChunkNames.json` keeps main's routes. src/client/ComponentCreator.tsx loads a route's
// shard before the route itself, and the plugin's postBuild preloads each page's shard.
// The server bundle keeps the files whole. Source paths of registry entries are blanked here:
// react-loadable reads them only to report rendered modules during server-side rendering.
const { mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const ROUTES_PER_SHARD = 16;

/** Shard of a route path: FNV-1a over its UTF-16 code units. Also runs in the browser (stringified). */
function shardOf(path, count) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index += 1) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

/** The route path of a `routesChunkNames` key (`${path}-${hash}`). */
function routePathOfKey(key) {
  return key.slice(0, key.lastIndexOf('-'));
}

/** Chunk names referenced by one route's entry, at any depth (`__context.plugin`, `content`…). */
function chunkNamesOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** Registry entries by chunk name, as source text, with their source paths blanked. */
function parseRegistry(source) {
  const entries = new Map();
  for (const line of source.split('\n')) {
    // The generator closes the object on the last entry's line (`…)],};`).
    const match = /^\s*"([^"]+)": (\[.*\]),?(?:\};?)?$/.exec(line);
    if (!match) continue;
    entries.set(match[1], match[2].replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/, '), "", require.resolveWeak('));
  }
  return entries;
}

/**
 * Where every route and registry entry goes. `main` holds routes of `/` and entries used by
 * main or by several shards; `shards[n]` holds the rest.
 */
/** The number of route shards for the routes of `routesChunkNames.json`. */
function shardCount(chunkNames) {
  return Math.max(1, Math.ceil(Object.keys(chunkNames).length / ROUTES_PER_SHARD));
}

function planShards(chunkNames, registryEntries) {
  const keys = Object.keys(chunkNames);
  const count = shardCount(chunkNames);
  const homeOf = (key) => (routePathOfKey(key) === '/' ? 'main' : shardOf(routePathOfKey(key), count));
  const usedBy = new Map();
  for (const key of keys) {
    for (const name of chunkNamesOf(chunkNames[key])) {
      // A chunk the browser registry would not know hangs the build (the MDX loader's server
      // compilation waits for the client's) or breaks the page: fail loudly instead.
      if (!registryEntries.has(name)) throw new Error(`route-shards-loader: chunk ${name} of route ${key} is not in the registry`);
      if (!usedBy.has(name)) usedBy.set(name, new Set());
      usedBy.get(name).add(homeOf(key));
    }
  }
  const main = { routes: [], entries: [] };
  const shards = Array.from({ length: count }, () => ({ routes: [], entries: [] }));
  for (const key of keys) {
    const home = homeOf(key);
    (home === 'main' ? main : shards[home]).routes.push(key);
  }
  for (const name of registryEntries.keys()) {
    const homes = [...(usedBy.get(name) ?? ['main'])];
    const home = homes.length === 1 ? homes[0] : 'main';
    (home === 'main' ? main : shards[home]).entries.push(name);
  }
  return { count, main, shards };
}

const objectSource = (names, entries) => `{\n${names.map((name) => `  ${JSON.stringify(name)}: ${entries.get(name)},`).join('\n')}\n}`;
const pick = (object, keys) => Object.fromEntries(keys.map((key) => [key, object[key]]));

/** Folder of the shard modules, next to the generated registry. */
const SHARDS_DIR = 'lean-bundle-route-shards';

/** Source of shard `index`'s module: its registry entries, its routes' chunk names, its doc routes. */
function shardModule(plan, entries, chunkNames, index, docRoutes = []) {
  const shard = plan.shards[index];
  return [
    `export const registry = ${objectSource(shard.entries, entries)};`,
    `export const chunkNames = ${JSON.stringify(pick(chunkNames, shard.routes))};`,
    `export const routes = ${JSON.stringify(docRoutes)};`,
  ].join('\n');
}

/**
 * Writes the shard modules next to the generated registry (`.docusaurus/lean-bundle-route-shards/`).
 * Called when the browser bundle is configured, after Docusaurus has generated its files: rspack
 * does not build a module that imports itself with another query, so shards are real files.
 */
function writeRouteShards(generatedDir) {
  const registrySource = readFileSync(join(generatedDir, 'registry.js'), 'utf8');
  const chunkNames = JSON.parse(readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8'));
  const entries = parseRegistry(registrySource);
  const plan = planShards(chunkNames, entries);
  // Required here: the route table loader requires this file.
  const { splitRouteTable } = require('./routes-table-loader.cjs');
  const { shardRoutes } = splitRouteTable(readFileSync(join(generatedDir, 'routes.js'), 'utf8'), (path) => shardOf(path, plan.count));
  const dir = join(generatedDir, SHARDS_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < plan.count; index += 1) {
    writeFileSync(join(dir, `route-shard-${index}.js`), shardModule(plan, entries, chunkNames, index, shardRoutes.get(index)));
  }
  return plan.count;
}

/** Source of the browser's `registry.js`: main's entries, a loader per shard, and `shardOf`. */
function registryModule(registrySource, chunkNames) {
  const entries = parseRegistry(registrySource);
  const plan = planShards(chunkNames, entries);
  const loaders = plan.shards.map(
    (_, index) => `  () => import(/* webpackChunkName: "route-shard-${index}" */ "./${SHARDS_DIR}/route-shard-${index}.js"),`,
  );
  return [
    `export default ${objectSource(plan.main.entries, entries)};`,
    `export const routeShards = [\n${loaders.join('\n')}\n];`,
    `const shardOfPath = ${shardOf.toString()};`,
    `export function shardOf(path) { return shardOfPath(path, ${plan.count}); }`,
  ].join('\n');
}

function routesChunkNamesModule(chunkNamesSource, registrySource) {
  const chunkNames = JSON.parse(chunkNamesSource);
  const plan = planShards(chunkNames, parseRegistry(registrySource));
  return JSON.stringify(pick(chunkNames, plan.main.routes));
}

module.exports = function routeShardsLoader(source) {
  const generatedDir = dirname(this.resourcePath);
  if (this.resourcePath.endsWith('registry.js')) {
    const chunkNamesPath = join(generatedDir, 'routesChunkNames.json');
    this.addDependency(chunkNamesPath);
    return registryModule(String(source), JSON.parse(readFileSync(chunkNamesPath, 'utf8')));
  }
  const registryPath = join(generatedDir, 'registry.js');
  this.addDependency(registryPath);
  return routesChunkNamesModule(String(source), readFileSync(registryPath, 'utf8'));
};
Object.assign(module.exports, { shardOf, shardCount, planShards, parseRegistry, registryModule, shardModule, writeRouteShards, routesChunkNamesModule, routePathOfKey, ROUTES_PER_SHARD });
