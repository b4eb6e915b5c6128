// rspack loader, browser bundle of production builds only, run after Docusaurus's MDX and
// JavaScript loaders on the docs' Markdown and MDX files (README, "HTML articles"). A compiled
// page module exports the page's content as a React component (`default`, the whole text of
// the page) and its data: `metadata`, `frontMatter`, `contentTitle`, `toc`, `assets`. The
// loader keeps the data, with the declarations and imports it needs, and replaces the content by
// `HtmlArticleContent`, a marker that DocItem/Content recognises: the article then comes from
// the page's HTML (the server-rendered DOM, or the fetched page after a client-side
// navigation), so the text of a page is in no JavaScript file. The server bundle keeps the
// content: it renders the HTML.
const acorn = require('acorn');

/** The exports of a page module that the theme reads besides its content. */
const DATA_EXPORTS = ['metadata', 'frontMatter', 'contentTitle', 'toc', 'assets'];

/** Every identifier name under a node: an over-approximation of what it references. */
function identifiersIn(node, names = new Set()) {
  if (Array.isArray(node)) {
    for (const child of node) identifiersIn(child, names);
  } else if (node && typeof node.type === 'string') {
    if (node.type === 'Identifier') names.add(node.name);
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') identifiersIn(value, names);
  }
  return names;
}

/** The names a top-level statement declares. */
function declaredNames(statement) {
  const node = statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
  if (node.type === 'ImportDeclaration') return node.specifiers.map((specifier) => specifier.local.name);
  if (node.type === 'VariableDeclaration') return node.declarations.flatMap((declaration) => [...identifiersIn(declaration.id)]);
  if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) return [node.id.name];
  return [];
}

/**
 * The module without its content: the data exports, what they need, and the marker as default export.
 * @param {string} source a compiled page module (ES module)
 * @param {string} markerModule the request of the module whose default export is the marker
 */
function htmlArticleModule(source, markerModule) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const exported = new Map(); // export name → local name
  const declaring = new Map(); // local name → statement
  const reexports = []; // `export { default as metadata } from '….json'`: kept as they are
  for (const statement of program.body) {
    for (const name of declaredNames(statement)) declaring.set(name, statement);
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const names = statement.specifiers.map((specifier) => specifier.exported.name ?? specifier.exported.value);
    if (statement.source) {
      if (!names.every((name) => DATA_EXPORTS.includes(name))) {
        throw new Error(`mdx-html-article-loader: the page module re-exports ${names.join(', ')} from ${statement.source.value}; only its data (${DATA_EXPORTS.join(', ')}) may reach the browser`);
      }
      reexports.push(statement);
      continue;
    }
    if (statement.declaration) for (const name of declaredNames(statement)) exported.set(name, name);
    statement.specifiers.forEach((specifier, index) => exported.set(names[index], specifier.local.name));
  }
  // The statements the data exports reach, following references between top-level declarations.
  const kept = new Set();
  const pending = DATA_EXPORTS.filter((name) => exported.has(name)).map((name) => exported.get(name));
  while (pending.length) {
    const statement = declaring.get(pending.pop());
    if (!statement || kept.has(statement)) continue;
    kept.add(statement);
    const body = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (body.type !== 'ImportDeclaration') for (const name of identifiersIn(body)) if (declaring.has(name)) pending.push(name);
  }
  const parts = program.body.filter((statement) => kept.has(statement) || reexports.includes(statement)).map((statement) => {
    if (reexports.includes(statement)) return source.slice(statement.start, statement.end);
    const text = source.slice(statement.start, statement.end);
    // `export const x = …` becomes `const x = …`: the exports are listed once below.
    return statement.type === 'ExportNamedDeclaration' ? source.slice(statement.declaration.start, statement.end) : text;
  });
  const dataExports = DATA_EXPORTS.filter((name) => exported.has(name)).map((name) => `${exported.get(name)} as ${name}`);
  return [
    ...parts,
    `import HtmlArticleContent from ${JSON.stringify(markerModule)};`,
    ...(dataExports.length ? [`export { ${dataExports.join(', ')} };`] : []),
    'export default HtmlArticleContent;',
    '',
  ].join('\n');
}

module.exports = function mdxHtmlArticleLoader(source) {
  return htmlArticleModule(String(source), this.getOptions().markerModule);
};
module.exports.htmlArticleModule = htmlArticleModule;
module.exports.DATA_EXPORTS = DATA_EXPORTS;
