// rspack loader, browser bundle of production builds, for the metadata of each doc
// (`.docusaurus/docusaurus-plugin-content-docs/<id>/*.json`): adds `sidebarTrail`, the items of
// the doc's sidebar on the way to the doc (lazy-sidebars.cjs, sidebarTrail). Its breadcrumbs
// render from it while the version's sidebars, which load on demand, have not loaded (README,
// "Sidebars on demand"); it weighs a few hundred bytes where the sidebar weighs kilobytes.
const { dirname } = require('node:path');
const { sidebarTrail, sidebarsByVersion } = require('./lazy-sidebars.cjs');

/** Sidebars by version, per docs plugin folder: read once per build. */
const pluginFolders = new Map();

/** @param {string} source @param {(version: string) => Record<string, unknown[]> | undefined} sidebarsOf */
function addSidebarTrail(source, sidebarsOf) {
  const metadata = JSON.parse(source);
  if (typeof metadata?.sidebar !== 'string' || typeof metadata.permalink !== 'string') return source;
  const items = sidebarsOf(metadata.version)?.[metadata.sidebar];
  if (!Array.isArray(items)) throw new Error(`doc-metadata-loader: doc ${metadata.id} names sidebar "${metadata.sidebar}", which version "${metadata.version}" does not have`);
  metadata.sidebarTrail = sidebarTrail(items, metadata.permalink);
  return JSON.stringify(metadata);
}

module.exports = function docMetadataLoader(source) {
  const pluginDir = dirname(this.resourcePath);
  let folder = pluginFolders.get(pluginDir);
  if (!folder) {
    folder = sidebarsByVersion(pluginDir);
    pluginFolders.set(pluginDir, folder);
  }
  for (const file of folder.files) this.addDependency(file);
  return addSidebarTrail(String(source), (version) => folder.byVersion.get(version));
};
module.exports.addSidebarTrail = addSidebarTrail;
