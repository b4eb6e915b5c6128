// rspack loader for the docs plugin's version props (`.docusaurus/docusaurus-plugin-content-docs/
// <id>/p/*.json`), which every doc page loads: empties the `docs` map (id, title and description
// of every doc) and trims the sidebar links (lazy-sidebars.cjs, trimSidebarItems). The theme reads
// that map only through `useDocById`, for doc cards (DocCard, DocCardList, generated-index pages),
// which this site does not use; a page's own title and description come from its own metadata.
// With the option `lazySidebars` (browser bundle of production builds) the sidebars leave the
// props too: they load when the reader reaches for them (README, "Sidebars on demand").
const { stubSidebars, trimSidebarItemsOf, versionPropsKey } = require('./lazy-sidebars.cjs');

/** @param {string} source */
function emptyDocsMap(source, { lazySidebarsKey } = {}) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || typeof version.docs !== 'object' || version.docs === null) return source;
  version.docs = {};
  if (lazySidebarsKey) stubSidebars(data, lazySidebarsKey);
  else trimSidebarItemsOf(version.docsSidebars ?? {});
  return JSON.stringify(data);
}

module.exports = function versionPropsLoader(source) {
  const { lazySidebars = false } = this.getOptions?.() ?? {};
  return emptyDocsMap(String(source), { lazySidebarsKey: lazySidebars ? versionPropsKey(this.resourcePath) : undefined });
};
module.exports.emptyDocsMap = emptyDocsMap;
