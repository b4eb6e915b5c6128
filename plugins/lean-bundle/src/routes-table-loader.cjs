// rspack loader, browser bundle only, for `.docusaurus/routes.js`, the route table main.js
// carries for every page. Each doc route is generated as an object literal that names its path
// twice; the loader writes it as a call, `docRoute(path, hash, sidebar)`, which builds the same
// object. About 2 KB gzip with 500 routes. Routes of any other shape pass unchanged.
const DOC_ROUTE =
  /\{\n\s*path: ('(?:[^'\\]|\\.)*'),\n\s*component: ComponentCreator\(\1, '([0-9a-f]+)'\),\n\s*exact: true,\n\s*sidebar: ("(?:[^"\\]|\\.)*")\n\s*\}/g;

const HELPER = 'const docRoute = (path, hash, sidebar) => ({ path, component: ComponentCreator(path, hash), exact: true, sidebar });';

/** @param {string} source */
function compactRouteTable(source) {
  const compacted = source.replace(DOC_ROUTE, (_, path, hash, sidebar) => `docRoute(${path}, '${hash}', ${sidebar})`);
  if (compacted === source) return source;
  const afterImports = compacted.indexOf('\nexport default');
  if (afterImports < 0) throw new Error('routes-table-loader: no default export in the route table');
  return `${compacted.slice(0, afterImports)}\n${HELPER}${compacted.slice(afterImports)}`;
}

module.exports = function routesTableLoader(source) {
  return compactRouteTable(String(source));
};
module.exports.compactRouteTable = compactRouteTable;
