// rspack loader, browser bundle only, for `.docusaurus/routes.js`, the route table main.js
// carries for every page (README, "Route shards").
// - Each doc route is generated as an object literal that names its path twice; it is written as
//   a call, `docRoute(path, hash, sidebar)`, which builds the same object.
// - Doc routes other than `/` leave main.js: each goes to the route shard of its path
//   (`shardOf`, as the registry entries and chunk names do), as `[list, path, hash, sidebar]`, and
//   the list it belonged to (every list of doc routes alone) is registered as `docList(list, [...])`. Loading a shard adds its
//   routes back to their lists (`addShardRoutes`), before the routes are matched
//   (client/route-shards.ts). A page therefore loads the routes of its shard, about 16, instead of
//   the whole table, which grows with every page of every docs version.
// Routes of any other shape stay in main.js unchanged. The server bundle keeps the whole table.
const DOC_ROUTE =
  /\{\n\s*path: ('(?:[^'\\]|\\.)*'),\n\s*component: ComponentCreator\(\1, '([0-9a-f]+)'\),\n\s*exact: true(?:,\n\s*sidebar: ("(?:[^"\\]|\\.)*"))?\n\s*\}/g;

const HELPERS = [
  'const docRoute = (path, hash, sidebar) => sidebar === undefined ? { path, component: ComponentCreator(path, hash), exact: true } : { path, component: ComponentCreator(path, hash), exact: true, sidebar };',
  'const docLists = [];',
  'const docList = (id, routes) => (docLists[id] = routes);',
  '/** Adds the doc routes of a route shard to their lists: `[list, path, hash, sidebar]` entries. */',
  'export function addShardRoutes(entries) { for (const [list, path, hash, sidebar] of entries) docLists[list].push(docRoute(path, hash, sidebar ?? undefined)); }',
  '/** True for the route of a doc page (a route of a list of doc routes). */',
  'export function isDocRoute(route) { return docLists.some((list) => list.includes(route)); }',
].join('\n');

/** Index after the JS string literal that starts at `start`. */
function endOfString(text, start) {
  const quote = text[start];
  let index = start + 1;
  while (index < text.length && text[index] !== quote) index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The value of a JS string literal of the generated file (single or double quotes). */
function stringValue(literal) {
  if (literal.startsWith('"')) return JSON.parse(literal);
  return JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`);
}

/**
 * The doc routes of a compacted table and the lists they sit in. Only lists made of doc routes
 * alone lose routes (in any other list, such as the top level with its catch-all route, order
 * matters). Returns the table without the doc routes that go to shards (lists that lose any
 * become `docList(id, [...])`) and, per shard, the routes it gets back.
 * @param {string} table the table's source (an array literal)
 * @param {(path: string) => number | null} shardOfRoute the shard of a doc route's path, or null to keep it in main
 */
function splitDocRoutes(table, shardOfRoute) {
  const cuts = []; // [start, end, replacement]
  const open = []; // lists and objects being read
  const byShard = new Map();
  let lists = 0;
  for (let index = 0; index < table.length; ) {
    const char = table[index];
    const top = open[open.length - 1];
    if (char === "'" || char === '"') {
      index = endOfString(table, index);
    } else if (table.startsWith('docRoute(', index)) {
      const args = [];
      let cursor = index + 'docRoute('.length;
      while (table[cursor] !== ')') {
        if (table[cursor] === "'" || table[cursor] === '"') {
          const end = endOfString(table, cursor);
          args.push(stringValue(table.slice(cursor, end)));
          cursor = end;
        } else cursor += 1;
      }
      let end = cursor + 1;
      end += /^\s*,?\s*/.exec(table.slice(end))[0].length;
      if (top?.kind === 'list') top.routes.push({ start: index, end, args });
      index = end;
    } else if (char === '[' || char === '{') {
      if (top?.kind === 'list' && char === '{') top.others = true;
      open.push(char === '[' ? { kind: 'list', id: lists++, start: index, routes: [], others: false } : { kind: 'object' });
      index += 1;
    } else if (char === ']' || char === '}') {
      const closed = open.pop();
      const docsOnly = closed?.kind === 'list' && !closed.others && closed.routes.length > 0;
      const moving = docsOnly ? closed.routes.filter((route) => shardOfRoute(route.args[0]) !== null) : [];
      if (docsOnly) cuts.push([closed.start, closed.start + 1, `docList(${closed.id}, [`], [index, index + 1, '])']);
      if (moving.length) {
        for (const { start, end, args } of moving) {
          const [path, hash, sidebar] = args;
          cuts.push([start, end, '']);
          const shard = shardOfRoute(path);
          if (!byShard.has(shard)) byShard.set(shard, []);
          byShard.get(shard).push(sidebar === undefined ? [closed.id, path, hash] : [closed.id, path, hash, sidebar]);
        }
      }
      index += 1;
    } else index += 1;
  }
  cuts.sort((a, b) => b[0] - a[0]);
  let main = table;
  for (const [start, end, replacement] of cuts) main = main.slice(0, start) + replacement + main.slice(end);
  return { main, byShard };
}

/**
 * The browser's route table and the routes of each shard.
 * @param {string} source the generated routes.js
 * @param {(path: string) => number} [shardOfPath] the shard of a route path; without it, every route stays in main
 */
function splitRouteTable(source, shardOfPath) {
  const compacted = source.replace(DOC_ROUTE, (_, path, hash, sidebar) => `docRoute(${path}, '${hash}'${sidebar ? `, ${sidebar}` : ''})`);
  const afterImports = compacted.search(/^export default /m);
  if (afterImports < 0) throw new Error('routes-table-loader: no default export in the route table');
  const table = compacted.slice(afterImports + 'export default '.length).replace(/;\s*$/, '').trim();
  const { main, byShard } = splitDocRoutes(table, (path) => (!shardOfPath || path === '/' ? null : shardOfPath(path)));
  return {
    source: [compacted.slice(0, afterImports), HELPERS, `export default ${main};`, ''].join('\n'),
    shardRoutes: byShard,
  };
}

module.exports = function routesTableLoader(source) {
  // The same shard function and count as the registry and chunk names (route-shards-loader.cjs).
  const { dirname, join } = require('node:path');
  const { readFileSync } = require('node:fs');
  const { shardOf, shardCount } = require('./route-shards-loader.cjs');
  const chunkNamesPath = join(dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesPath);
  const count = shardCount(JSON.parse(readFileSync(chunkNamesPath, 'utf8')));
  return splitRouteTable(String(source), (path) => shardOf(path, count)).source;
};
module.exports.splitRouteTable = splitRouteTable;
