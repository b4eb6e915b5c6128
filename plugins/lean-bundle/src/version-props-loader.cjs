// rspack loader for the docs plugin's version props (`.docusaurus/docusaurus-plugin-content-docs/
// <id>/p/*.json`), which every doc page loads: empties the `docs` map (id, title and description
// of every doc), keeping the sidebars. The theme reads that map only through `useDocById`, for doc
// cards (DocCard, DocCardList, generated-index pages), which this site does not use; a page's own
// title and description come from its own metadata. README, "Aliases and loaders".
//
// It also trims the sidebar links: `unlisted: false` is the default (the theme tests
// `!item.unlisted`), and the value of `docId` is read only by doc cards too; breadcrumbs only test
// that it is set, to tell doc links from other links, so it becomes `true`.
/** @param {unknown[]} items */
function trimSidebarItems(items) {
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    if (item.type === 'link') {
      if (item.unlisted === false) delete item.unlisted;
      if (typeof item.docId === 'string') item.docId = true;
    }
    if (Array.isArray(item.items)) trimSidebarItems(item.items);
  }
}

/** @param {string} source */
function emptyDocsMap(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || typeof version.docs !== 'object' || version.docs === null) return source;
  version.docs = {};
  for (const sidebar of Object.values(version.docsSidebars ?? {})) {
    if (Array.isArray(sidebar)) trimSidebarItems(sidebar);
  }
  return JSON.stringify(data);
}

module.exports = function versionPropsLoader(source) {
  return emptyDocsMap(String(source));
};
module.exports.emptyDocsMap = emptyDocsMap;
