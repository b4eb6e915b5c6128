// What the scheme relies on in Docusaurus 3.10 and Preact 10, one test per assumption (README.md,
// "What the scheme relies on"). An upgrade that changes one of them fails here, by name, instead
// of silently bringing bytes back or breaking a feature. The behaviour on top of them is tested
// beside each README section and, in the browser, by tests/e2e.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { leanBundleAliases } from '../src/plugin.mts';

/** The source of a file of an installed package. */
const sourceOf = (specifier: string) => readFileSync(new URL(import.meta.resolve(specifier)), 'utf8');

/** The source of a file of @docusaurus/theme-common, whose package exports hide its lib/ files. */
const themeCommonSource = (file: string) => readFileSync(new URL(file, import.meta.resolve('@docusaurus/theme-common')), 'utf8');

/** Files of the classic theme (below lib/theme) whose source matches a pattern. */
function themeFilesMatching(pattern: RegExp): string[] {
  const themeDir = new URL(import.meta.resolve('@docusaurus/theme-classic/lib/theme/Layout/index.js')).pathname.replace(/Layout\/index\.js$/, '');
  return readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && pattern.test(readFileSync(themeDir + file, 'utf8')))
    .sort();
}

test('the removed theme module is still the one that imports the client Prism', () => {
  const removed = Object.entries(leanBundleAliases()).find(([, to]) => to === false)![0];
  assert.match(readFileSync(removed, 'utf8'), /from 'prism-react-renderer'/);
});

test('the docs map of the version props is still read only by doc cards', () => {
  // If the theme starts reading it elsewhere, the loader must go.
  const clientDir = new URL(import.meta.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'));
  const docsUtils = readFileSync(new URL('docsUtils.js', clientDir), 'utf8');
  assert.equal(docsUtils.match(/version\.docs\[/g)?.length, 1, 'useDocById is the one reader');
  assert.match(docsUtils, /export function useDocById\(id\) \{\n\s+const version = useDocsVersion\(\);/);
  assert.deepEqual(themeFilesMatching(/useDocById/), ['DocCard/index.js']);
  // Sidebar links: breadcrumbs test only that docId is set, the sidebar only `!item.unlisted`.
  assert.equal(docsUtils.match(/\.docId\b/g)?.length, 1);
  assert.match(docsUtils, /item\.type === 'link' &&\n\s+item\.docId &&\n\s+isSamePath\(item\.href, pathname\)/);
  assert.deepEqual(themeFilesMatching(/\.docId\b/), ['DocCard/index.js']);
  assert.doesNotMatch(docsUtils, /unlisted ===|unlisted !==/);
});

test('only navbar item types the site does not use, and components the site replaces, read the global docs lists', async () => {
  const readers = /useActiveDocContext|useLayoutDoc\b|useAllDocsData|useDocsData|useDocVersionSuggestions|useDocsVersionCandidates/;
  assert.deepEqual(themeFilesMatching(readers), [
    'DocVersionBanner/index.js',
    'NavbarItem/DocNavbarItem.js',
    'NavbarItem/DocSidebarNavbarItem.js',
    'NavbarItem/DocsVersionDropdownNavbarItem.js',
    'NavbarItem/DocsVersionNavbarItem.js',
  ]);
  // plugins/docs-versions replaces the version banner and the version dropdown without the lists.
  const replacements = ['DocVersionBanner/index.tsx', 'NavbarItem/DocsVersionDropdownNavbarItem.tsx'].map((file) =>
    readFileSync(new URL(`../../docs-versions/theme/${file}`, import.meta.url), 'utf8'),
  );
  for (const source of replacements) assert.doesNotMatch(source, readers);
  const { default: config } = await import('../../../docusaurus.config.ts');
  const items = (config.themeConfig as { navbar: { items: { type?: string }[] } }).navbar.items;
  assert.ok(items.length >= 5);
  for (const item of items) assert.ok(!['doc', 'docSidebar', 'docsVersion'].includes(item.type ?? 'default'), `navbar item type ${item.type}`);
});

test('Docusaurus still generates the registry and the ComponentCreator the shards rely on', () => {
  const generator = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js')), 'utf8');
  assert.match(generator, /\), "\$\{modulePath\}", require\.resolveWeak\(/);
  assert.match(generator, /component: ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/);
  const creator = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js')), 'utf8');
  assert.match(creator, /const chunkNames = routesChunkNames\[`\$\{path\}-\$\{hash\}`\];/);
  assert.match(creator, /const chunkRegistry = registry\[chunkName\];/);
  const preload = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/client/preload.js')), 'utf8');
  assert.match(preload, /match\.route\.component\.preload\?\.\(\)/);
  const loadable = readFileSync(new URL(import.meta.resolve('react-loadable/lib/index.js')), 'utf8');
  assert.equal(loadable.match(/opts\.modules/g)?.length, 2, 'react-loadable reads the blanked source paths only in _loadModule (report)');
});

test('Docusaurus still aliases the whole react and react-dom packages, which the plugin removes for the browser', () => {
  const base = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/webpack/base.js')), 'utf8');
  assert.match(base, /react: path_1\.default\.dirname\(resolveSitePkg\('react\/package\.json'\)\)/);
  assert.match(base, /'react-dom': path_1\.default\.dirname\(resolveSitePkg\('react-dom\/package\.json'\)\)/);
});

test('Docusaurus still generates doc routes in the shape the route table loader compacts', () => {
  const generator = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js')), 'utf8');
  assert.ok(generator.includes("`path: '${routePath}'`,\n        `component: ComponentCreator('${routePath}', '${routeHash}')`,"));
  assert.ok(generator.includes('parts.push(`exact: true`);'));
});

test('Docusaurus\'s <Link> still reads the client from window.docusaurus at each call', () => {
  const link = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/client/exports/Link.js')), 'utf8');
  assert.match(link, /window\.docusaurus\.prefetch\(targetLink\)/);
  assert.match(link, /window\.docusaurus\.preload\(targetLink\)/);
});

test('Docusaurus still hydrates through react-dom/client inside startTransition', async () => {
  const entryPath = fileURLToPath(import.meta.resolve('@docusaurus/core/lib/client/clientEntry.js'));
  const entry = readFileSync(entryPath, 'utf8');
  assert.match(entry, /import React, \{ startTransition \} from 'react';/);
  assert.match(entry, /startTransition\(renderApp\)/);
  const { CLIENT_ENTRY } = await import('../src/plugin.mts');
  assert.match(entryPath, CLIENT_ENTRY);
  assert.match(entry, /from 'react-dom\/client'/);
  assert.match(entry, /ReactDOM\.hydrateRoot\(/);
});

test('Docusaurus still preloads both the raw and the decoded path, from the module the plugin replaces', async () => {
  const { DOCUSAURUS_PRELOAD } = await import('../src/plugin.mts');
  const core = readFileSync(DOCUSAURUS_PRELOAD, 'utf8');
  assert.match(core, /\[pathname, decodeURI\(pathname\)\]/);
  assert.match(core, /matchRoutes\(routes, p\)/);
  for (const file of ['clientEntry.js', 'PendingNavigation.js', 'docusaurus.js']) {
    const source = readFileSync(new URL(import.meta.resolve(`@docusaurus/core/lib/client/${file}`)), 'utf8');
    assert.match(source, /from '\.\/preload';/, `${file} imports the module the plugin replaces`);
  }
});

test('Docusaurus still adds __webpack_require__.gca from a chunk name map, in the plugin the lean bundle replaces', async () => {
  const { DOCUSAURUS_CHUNK_ASSET_PLUGIN } = await import('../src/plugin.mts');
  const source = readFileSync(new URL(import.meta.resolve('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js')), 'utf8');
  assert.match(source, new RegExp(`class ${DOCUSAURUS_CHUNK_ASSET_PLUGIN} `));
  assert.match(source, /const DocusaurusGetChunkAssetFn = '__webpack_require__\.gca';/);
  assert.match(source, /chunkNameToId/);
});

test('useIsBrowser() still reads the context of core/lib/client/browserContext, set to true in an effect', () => {
  // HydrateLater.tsx gives a deferred part this context's server value while it hydrates.
  assert.match(sourceOf('@docusaurus/core/lib/client/exports/useIsBrowser.js'), /import \{ Context \} from '\.\.\/browserContext';\s+export default function useIsBrowser\(\) \{\s+return useContext\(Context\);/);
  const provider = sourceOf('@docusaurus/core/lib/client/browserContext.js');
  assert.match(provider, /export const Context = React\.createContext\(false\);/);
  assert.match(provider, /useEffect\(\(\) => \{\s+setIsBrowser\(true\);\s+\}, \[\]\);/);
});

test('themed images still render both variants until useIsBrowser() is true', () => {
  const themed = themeCommonSource('components/ThemedComponent/index.js');
  assert.match(themed, /if \(isBrowser\) \{\s+return colorMode === 'dark' \? \['dark'\] : \['light'\];\s+\}/);
  assert.match(themed, /return \['light', 'dark'\];/);
});

test('DocSidebar still renders its desktop part on the server and its mobile part, the navbar menu filler, on phones', () => {
  // theme/DocSidebar/Desktop defers only the desktop part; the mobile part must hydrate at once.
  const sidebar = sourceOf('@docusaurus/theme-classic/lib/theme/DocSidebar/index.js');
  assert.match(sidebar, /windowSize === 'desktop' \|\| windowSize === 'ssr'/);
  assert.match(sidebar, /const shouldRenderSidebarMobile = windowSize === 'mobile';/);
  assert.match(sidebar, /<DocSidebarMobile \{\.\.\.props\} \/>/);
  assert.match(sidebar, /<DocSidebarDesktop \{\.\.\.props\} \/>/);
  assert.match(sourceOf('@docusaurus/theme-classic/lib/theme/DocSidebar/Mobile/index.js'), /<NavbarSecondaryMenuFiller\s+component=\{DocSidebarMobileSecondaryMenu\}/);
});

test('the sidebars reach the theme only through DocRoot, and an empty sidebar still lays out the page', () => {
  // README, "Sidebars on demand": theme/DocRoot gives the theme the sidebars once loaded; until
  // then the props hold empty lists.
  const clientDir = new URL(import.meta.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'));
  const docsUtils = readFileSync(new URL('docsUtils.js', clientDir), 'utf8');
  assert.equal(docsUtils.match(/docsSidebars/g)?.length, 1, 'useDocRootMetadata is the one reader');
  assert.match(docsUtils, /export function useDocRootMetadata\(\{ route \}\) \{\n\s+const location = useLocation\(\);\n\s+const versionMetadata = useDocsVersion\(\);/);
  // Who reads the sidebar DocRoot provides: the layout (whether there is one, and its name), the
  // desktop sidebar and phone menu (theme/DocSidebar), the breadcrumbs (theme/DocBreadcrumbs: the
  // doc's trail), and doc cards, which the site does not use.
  const readers = /useDocsSidebar|useSidebarBreadcrumbs|useCurrentSidebarCategory|useCurrentSidebarSiblings|useDocRootMetadata/;
  assert.deepEqual(themeFilesMatching(readers), [
    'DocBreadcrumbs/index.js',
    'DocCardList/index.js',
    'DocCategoryGeneratedIndexPage/index.js',
    'DocRoot/Layout/Main/index.js',
    'DocRoot/Layout/Sidebar/index.js',
    'DocRoot/Layout/index.js',
    'DocRoot/index.js',
  ]);
  for (const file of ['DocRoot/Layout/index.js', 'DocRoot/Layout/Main/index.js']) {
    assert.doesNotMatch(sourceOf(`@docusaurus/theme-classic/lib/theme/${file}`), /sidebar\.items\.|sidebar\?\.items\./, `${file} reads no item`);
  }
  const sidebarContext = readFileSync(new URL('docsSidebar.js', clientDir), 'utf8');
  assert.match(sidebarContext, /useMemo\(\(\) => \(name && items \? \{ name, items \} : null\), \[name, items\]\)/, 'an empty list is a sidebar');
  // The phone menu says it is loading with an html item.
  assert.match(sourceOf('@docusaurus/theme-classic/lib/theme/DocSidebarItem/index.js'), /case 'html':\s+return <DocSidebarItemHtml/);
});

test('the theme\'s desktop breakpoint is still the one DESKTOP_MEDIA waits for', async () => {
  const { DESKTOP_MEDIA } = await import('../src/client/islands/media.ts');
  const threshold = /const DesktopBreakpoint = (\d+);/.exec(themeCommonSource('hooks/useWindowSize.js'))?.[1];
  assert.equal(DESKTOP_MEDIA, `(min-width: ${Number(threshold) + 1}px)`);
});

test('Docusaurus still marks the first hydration with data-has-hydrated', () => {
  // HydrateLater defers parts only while it is "false"; HtmlArticle keeps the server's article then.
  const attribute = sourceOf('@docusaurus/core/lib/client/hasHydratedDataAttribute.js');
  assert.match(attribute, /<html data-has-hydrated=\{isBrowser\}\/>/);
});

test('DocItem/Content still renders the title and the MDX document in div.markdown, as the scheme\'s replacement does', () => {
  const content = sourceOf('@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js');
  assert.match(content, /clsx\(ThemeClassNames\.docs\.docMarkdown, 'markdown'\)/);
  assert.match(content, /function useSyntheticTitle\(\) \{\s+const \{metadata, frontMatter, contentTitle\} = useDoc\(\);/);
  assert.match(content, /<MDXContent>\{children\}<\/MDXContent>/);
});

test('a doc page reads only the data exports of its page module besides the content, which the MDX loader of HTML articles keeps', async () => {
  const { DATA_EXPORTS } = createRequire(import.meta.url)('../src/mdx-html-article-loader.cjs') as { DATA_EXPORTS: string[] };
  const doc = sourceOf('@docusaurus/plugin-content-docs/lib/client/doc.js');
  const read = [...doc.matchAll(/content\.(\w+)/g)].map((match) => match[1]).sort();
  assert.deepEqual([...new Set(read)], [...DATA_EXPORTS].sort());
  // The metadata arrives as a re-export from its JSON file, which the loader keeps as it is.
  assert.match(sourceOf('@docusaurus/mdx-loader/lib/loader.js'), /export \{default as metadata\} from '/);
});

test('the theme components the scheme wraps still exist, under the same names', () => {
  const themeDir = fileURLToPath(new URL('../theme', import.meta.url));
  const wrapped = readdirSync(themeDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.tsx')).map((file) => file.replace(/\/index\.tsx$/, '')).sort();
  assert.deepEqual(wrapped, ['DocBreadcrumbs', 'DocItem/Content', 'DocItem/Layout', 'DocItem/Paginator', 'DocItem/TOC/Desktop', 'DocRoot', 'DocSidebar/Desktop', 'DocSidebar/Mobile', 'Footer', 'Navbar', 'Navbar/MobileSidebar']);
  for (const component of wrapped) assert.ok(sourceOf(`@docusaurus/theme-classic/lib/theme/${component}/index.js`).length > 0, component);
});

test('DocItem/Layout renders one element', () => {
  // theme/DocItem/Layout defers the layout (HydrateLater: Preact keeps one DOM node for a part).
  const layout = sourceOf('@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js');
  assert.match(layout, /return \(\s*<div className="row">[\s\S]*<\/div>\s*\);\s*\}\s*$/);
});

test('DocRoot renders one element: the docs layout, or the not-found content', () => {
  // theme/DocRoot defers the theme's DocRoot (HydrateLater: Preact keeps one DOM node for a part).
  const root = sourceOf('@docusaurus/theme-classic/lib/theme/DocRoot/index.js');
  assert.match(root, /if \(!currentDocRouteMetadata\) \{[\s\S]*?return <NotFoundContent \/>;/);
  assert.match(root, /return \(\s*<HtmlClassNameProvider[^>]*>\s*<DocsSidebarProvider[^>]*>\s*<DocRootLayout>\{docElement\}<\/DocRootLayout>\s*<\/DocsSidebarProvider>\s*<\/HtmlClassNameProvider>\s*\);/);
  assert.match(sourceOf('@docusaurus/theme-classic/lib/theme/DocRoot/Layout/index.js'), /return \(\s*<div className=\{styles\.docsWrapper\}>[\s\S]*<\/div>\s*\);\s*\}\s*$/);
  assert.match(sourceOf('@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js'), /return \(\s*<main [^>]*>[\s\S]*<\/main>\s*\);\s*\}\s*$/);
});

test('the phone menu renders only where the theme would render it, and its button is the one the scheme listens to', () => {
  // The theme renders its phone menu (hidden) whenever the window is phone-sized, not when it opens.
  assert.match(themeCommonSource('./contexts/navbarMobileSidebar.js'), /const shouldRender = !disabled && windowSize === 'mobile';/);
  assert.match(sourceOf('@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js'), /if \(!mobileSidebar\.shouldRender\) \{\s*return null;/);
  // theme/Navbar/MobileSidebar finds the button by its class (MENU_BUTTON).
  assert.match(sourceOf('@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Toggle/index.js'), /className="navbar__toggle clean-btn"/);
  assert.match(sourceOf('@docusaurus/theme-classic/lib/theme/Navbar/Layout/index.js'), /<NavbarMobileSidebar \/>/);
});

test('Preact still exports what HtmlArticle, hydrate-article and HydrateLater use', async () => {
  const preact = (await import('preact')) as Record<string, unknown>;
  for (const api of ['h', 'hydrate', 'render', 'Component']) assert.equal(typeof preact[api], 'function', `preact exports ${api}`);
  const compat = (await import('preact/compat')) as Record<string, unknown>;
  assert.equal(typeof compat.Suspense, 'function', 'preact/compat exports Suspense');
  // Resuming a suspended hydration keeps the server's DOM: checked in the browser by
  // tests/e2e/no-javascript.test.mts (pages before and after hydration) and shell.test.mts.
});
