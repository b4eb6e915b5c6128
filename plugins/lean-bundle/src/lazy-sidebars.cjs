// Docs sidebars on demand (README, "Sidebars on demand"), the build-time half: every doc page of a
// docs version loads the version's props, and the sidebars in them grow with every page of the
// version (the 1.x sidebar lists 416 API pages). In the browser bundle of production builds:
// - `stubSidebars` (version-props-loader.cjs) leaves each sidebar an empty list and names the
//   version's sidebars file (`lazySidebars`);
// - `writeLazySidebars` writes those files and `@lean-bundle/sidebars`, an `import()` per docs
//   version with the version's path, for src/client/lazy-sidebars.ts;
// - `sidebarTrail` gives a doc's metadata (doc-metadata-loader.cjs) the sidebar items on the way
//   to the doc, all its breadcrumbs need while the sidebars have not loaded.
// The server bundle keeps the props whole.
const { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');

/** Folder of the sidebars files and the index module, in the generated files. */
const LAZY_SIDEBARS_DIR = join('lean-bundle', 'sidebars');
const LAZY_SIDEBARS_INDEX = join('lean-bundle', 'sidebars.js');

/**
 * Trims sidebar links: `unlisted: false` is the default (the theme tests `!item.unlisted`), and
 * the value of `docId` is read only by doc cards, which the site does not use; breadcrumbs only
 * test that it is set, to tell doc links from other links, so it becomes `true`.
 */
function trimSidebarItems(items) {
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    if (item.type === 'link') {
      if (item.unlisted === false) delete item.unlisted;
      if (typeof item.docId === 'string') item.docId = true;
    }
    if (Array.isArray(item.items)) trimSidebarItems(item.items);
  }
  return items;
}

/** `isSamePath` of @docusaurus/theme-common (routesUtils), which the theme's breadcrumbs use. */
function isSamePath(path1, path2) {
  const normalize = (pathname) => (!pathname || pathname.endsWith('/') ? pathname : `${pathname}/`)?.toLowerCase();
  return normalize(path1) === normalize(path2);
}

/**
 * The sidebar items from the root to the doc at `permalink`, each category keeping only the item
 * on the way, with the fields breadcrumbs read. The theme's breadcrumbs (getSidebarBreadcrumbs in
 * @docusaurus/plugin-content-docs/lib/client/docsUtils.js) take the first match in order, and a
 * category whose own link is the page ends them; the trail follows the same rules, so the
 * breadcrumbs it gives are those of the whole sidebar. An empty list when the doc is not in it.
 */
function sidebarTrail(items, permalink) {
  for (const item of items) {
    if (item.type === 'category') {
      const own = isSamePath(item.href, permalink);
      const below = own ? [] : sidebarTrail(item.items, permalink);
      if (own || below.length) {
        const category = { type: 'category', label: item.label, items: below };
        if (item.href !== undefined) category.href = item.href;
        if (item.linkUnlisted) category.linkUnlisted = true;
        return [category];
      }
    } else if (item.type === 'link' && item.docId && isSamePath(item.href, permalink)) {
      return [{ type: 'link', label: item.label, href: item.href, docId: true }];
    }
  }
  return [];
}

/** Key of a version props file: its docs plugin folder and file name (`default/index-466.json`). */
function versionPropsKey(file) {
  return `${basename(dirname(dirname(file)))}/${basename(file)}`;
}

/** The version props with each sidebar an empty list and the key of the version's sidebars file. */
function stubSidebars(data, key) {
  const version = data.version;
  version.docsSidebars = Object.fromEntries(Object.keys(version.docsSidebars).map((name) => [name, []]));
  version.lazySidebars = key;
  return data;
}

/** The docs version props files the route table uses, with the path of the version's route. */
function versionPropsRoutes(generatedDir) {
  const registry = readFileSync(join(generatedDir, 'registry.js'), 'utf8');
  const chunkNames = JSON.parse(readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8'));
  const propsFiles = new Map();
  for (const match of registry.matchAll(/^\s*"([^"]+)": \[\(\) => import\(\/\*[^*]*\*\/ "@generated\/(docusaurus-plugin-content-docs\/[^/"]+\/p\/[^/"]+\.json)"\)/gm)) {
    propsFiles.set(match[1], join(generatedDir, match[2]));
  }
  const routes = [];
  for (const [key, names] of Object.entries(chunkNames)) {
    const file = propsFiles.get(names.__props);
    if (!file) continue;
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (!data?.version?.docsSidebars) continue;
    routes.push({ file, path: key.slice(0, key.lastIndexOf('-')), sidebars: data.version.docsSidebars });
  }
  return routes;
}

/**
 * Writes each docs version's sidebars to a file of its own and the module that loads them
 * (`@lean-bundle/sidebars`), for the browser bundle of a production build. Other bundles (server,
 * dev server) keep the sidebars in the props and get src/client/no-lazy-sidebars.ts instead.
 */
function writeLazySidebars(generatedDir) {
  const dir = join(generatedDir, LAZY_SIDEBARS_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entries = [];
  for (const { file, path, sidebars } of versionPropsRoutes(generatedDir)) {
    const key = versionPropsKey(file);
    const name = key.replace(/\.json$/, '').replace(/[^\w-]/g, '-');
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(trimSidebarItemsOf(sidebars)));
    const load = `() => import(/* webpackChunkName: "sidebars-${name}" */ ${JSON.stringify(`./sidebars/${name}.json`)})`;
    entries.push(`  { key: ${JSON.stringify(key)}, path: ${JSON.stringify(path)}, load: ${load} },`);
  }
  writeFileSync(join(generatedDir, LAZY_SIDEBARS_INDEX), `export const versions = [\n${entries.join('\n')}\n];\n`);
  return entries.length;
}

function trimSidebarItemsOf(sidebars) {
  for (const items of Object.values(sidebars)) if (Array.isArray(items)) trimSidebarItems(items);
  return sidebars;
}

/** The sidebars of each version of a docs plugin folder, by version name (for doc metadata). */
function sidebarsByVersion(pluginDir) {
  const byVersion = new Map();
  const files = [];
  for (const name of readdirSync(join(pluginDir, 'p'))) {
    if (!name.endsWith('.json')) continue;
    const file = join(pluginDir, 'p', name);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (!data?.version?.docsSidebars) continue;
    files.push(file);
    byVersion.set(data.version.version, data.version.docsSidebars);
  }
  return { byVersion, files };
}

module.exports = {
  LAZY_SIDEBARS_DIR,
  LAZY_SIDEBARS_INDEX,
  isSamePath,
  sidebarTrail,
  sidebarsByVersion,
  stubSidebars,
  trimSidebarItems,
  trimSidebarItemsOf,
  versionPropsKey,
  versionPropsRoutes,
  writeLazySidebars,
};
