// rspack loader for `.docusaurus/globalData.json`, which main.js carries to every page: empties
// each docs version's `docs` list (id, path and sidebar of every doc). Only the navbar items of
// types `doc`, `docSidebar` and `docsVersionDropdown` and the version banner's suggestions read
// it (through `useActiveDocContext` and `useLayoutDoc`); the site's navbar uses plain links, and
// plugins/docs-versions replaces the version dropdown and banner with components that do not
// read it (tests/docusaurus-contract.test.mts checks both). Applied to
// the server bundle too, so that server-rendered HTML and the browser see the same data. README,
// "Aliases and loaders".
/** @param {string} source */
function emptyGlobalDocsLists(source) {
  const data = JSON.parse(source);
  for (const [plugin, instances] of Object.entries(data)) {
    if (!plugin.startsWith('docusaurus-plugin-content-docs')) continue;
    for (const instance of Object.values(instances)) {
      for (const version of instance.versions ?? []) version.docs = [];
    }
  }
  return JSON.stringify(data);
}

module.exports = function globalDataLoader(source) {
  return emptyGlobalDocsLists(String(source));
};
module.exports.emptyGlobalDocsLists = emptyGlobalDocsLists;
