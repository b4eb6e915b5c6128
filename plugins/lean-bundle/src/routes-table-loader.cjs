// rspack loader, browser bundle only, for `.docusaurus/routes.js`, the route table main.js
// carries for every page. Each doc route is generated as an object literal that names its path
// twice; the loader writes it as a call, `docRoute(path, hash, sidebar)`, which builds the same
// object (README, "Route order and prefetching"). Routes of any other shape pass unchanged.
// In the browser, the table is also reordered once for the page being loaded (currentRouteFirst).
const DOC_ROUTE =
  /\{\n\s*path: ('(?:[^'\\]|\\.)*'),\n\s*component: ComponentCreator\(\1, '([0-9a-f]+)'\),\n\s*exact: true,\n\s*sidebar: ("(?:[^"\\]|\\.)*")\n\s*\}/g;

const HELPER = 'const docRoute = (path, hash, sidebar) => ({ path, component: ComponentCreator(path, hash), exact: true, sidebar });';

/**
 * Moves the route of the page being loaded to the front of its list. React Router's Switch and
 * Docusaurus's preload try routes in order, compiling each path into a regular expression the
 * first time: the home page, last of 500 doc routes, paid for all of them before it rendered
 * (README, "Route order and prefetching"). The move is made only in lists where every route is exact with a
 * literal path and only one route matches, so which route matches cannot change.
 * @param {{ path?: string, exact?: boolean, routes?: unknown[] }[]} routes
 * @param {string | null} pathname the browser's location.pathname; null on the server
 */
function currentRouteFirst(routes, pathname) {
  if (pathname == null) return routes;
  let decoded;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return routes;
  }
  // React Router matches case-insensitively, with or without a trailing slash.
  const normalize = (path) => path.replace(/\/+$/, '').toLowerCase();
  const wanted = normalize(decoded);
  const visit = (list) => {
    for (const route of list) if (Array.isArray(route.routes)) visit(route.routes);
    const literal = list.every((route) => route.exact === true && typeof route.path === 'string' && !/[:*?()+]/.test(route.path));
    if (!literal) return;
    const matching = list.filter((route) => normalize(route.path) === wanted);
    if (matching.length !== 1) return;
    list.splice(list.indexOf(matching[0]), 1);
    list.unshift(matching[0]);
  };
  visit(routes);
  return routes;
}

/** @param {string} source */
function compactRouteTable(source) {
  const compacted = source.replace(DOC_ROUTE, (_, path, hash, sidebar) => `docRoute(${path}, '${hash}', ${sidebar})`);
  const afterImports = compacted.search(/^export default /m);
  if (afterImports < 0) throw new Error('routes-table-loader: no default export in the route table');
  const table = compacted.slice(afterImports + 'export default '.length).replace(/;\s*$/, '');
  return [
    compacted.slice(0, afterImports),
    compacted === source ? '' : HELPER,
    currentRouteFirst.toString(),
    `export default currentRouteFirst(${table.trim()}, typeof window === 'undefined' ? null : window.location.pathname);`,
    '',
  ].join('\n');
}

module.exports = function routesTableLoader(source) {
  return compactRouteTable(String(source));
};
module.exports.compactRouteTable = compactRouteTable;
module.exports.currentRouteFirst = currentRouteFirst;
