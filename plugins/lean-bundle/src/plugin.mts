// The site's hydration scheme: keeps code and data readers do not need out of the browser bundle
// and shortens the work a page does when it starts. README.md explains each part and what it
// relies on in Docusaurus and Preact:
// - "Aliases and loaders": Preact's compatibility layer instead of React DOM in the browser, no
//   client-side Prism, tslib's ES module build, the docs map and docs lists emptied;
// - "Route shards": route chunk names and registry entries load with the pages that need them;
// - "Route scripts": each page's HTML names the scripts of its routes (route-scripts.mts);
// - "Route order and prefetching": the current route first, no viewport prefetching;
// - "Start-up work on the main thread": hydration in a task of its own, compile hint, decoded-first
//   preloading, no chunk name map, dependency patches (dependency-patches.cjs);
// - "Sidebars on demand": the docs sidebars load when the reader reaches for them (lazy-sidebars.cjs);
// - "HTML articles" and "Deferred hydration of the shell": the plugin's theme
//   (theme/) and src/client/islands;
// - "Turning the scheme off": with `enabled: false` (PLAIN_DOCUSAURUS) the plugin only tells
//   island() to leave components as they are, and the site builds as plain Docusaurus.
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LeanBundleOptions } from './options.mts';
import { addRouteScripts } from './route-scripts.mts';

export { validateOptions } from './options.mts';
export type { LeanBundleOptions } from './options.mts';

const require = createRequire(import.meta.url);

export function leanBundleAliases(): Record<string, string | false> {
  return {
    [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: false,
    tslib$: require.resolve('tslib/tslib.es6.mjs'),
  };
}

/** Browser-bundle entry point of `@docusaurus/utils-common` without tslib (src/client/utils-common.ts). */
export const UTILS_COMMON_WITHOUT_TSLIB = fileURLToPath(new URL('./client/utils-common.ts', import.meta.url));

/** Exact aliases, so that only these entry points move to Preact. */
export function preactAliases(): Record<string, string> {
  return {
    react$: 'preact/compat',
    'react-dom$': 'preact/compat',
    'react-dom/client$': 'preact/compat/client',
    'react/jsx-runtime$': 'preact/compat/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
  };
}

/** Docusaurus's client entry, which hydrates the page. */
export const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** preact/compat with a `startTransition` that yields a task (client/client-entry-react.ts), for the client entry only. */
export const CLIENT_ENTRY_REACT = fileURLToPath(new URL('./client/client-entry-react.ts', import.meta.url));

/** The docs plugin's version props (sidebars and the map of docs), loaded by every doc page. */
export const VERSION_PROPS = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export const VERSION_PROPS_LOADER = require.resolve('./version-props-loader.cjs');

/** The metadata of each doc (not the `__`-prefixed files of the docs plugin, nor its props in `p/`). */
export const DOC_METADATA = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/](?!__)[^\\/]+\.json$/;

export const DOC_METADATA_LOADER = require.resolve('./doc-metadata-loader.cjs');

/** The module that loads each docs version's sidebars (README, "Sidebars on demand"). */
export const LAZY_SIDEBARS_MODULE = '@lean-bundle/sidebars';

/** What that module is where the sidebars stay in the props: no docs version loads them on demand. */
export const NO_LAZY_SIDEBARS = fileURLToPath(new URL('./client/no-lazy-sidebars.ts', import.meta.url));

const { LAZY_SIDEBARS_INDEX, writeLazySidebars } = require('./lazy-sidebars.cjs') as {
  LAZY_SIDEBARS_INDEX: string;
  writeLazySidebars(generatedFilesDir: string): number;
};

/** The global data of all plugins, in main.js. */
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

export const GLOBAL_DATA_LOADER = require.resolve('./global-data-loader.cjs');

/** Exact text replacements in dependency modules that cost every page's start-up (dependency-patches.cjs). */
export const DEPENDENCY_PATCHES_LOADER = require.resolve('./dependency-patches.cjs');

const { DEPENDENCY_PATCHES } = require(DEPENDENCY_PATCHES_LOADER) as { DEPENDENCY_PATCHES: { file: RegExp }[] };

/** One rule per patched file: the loader applies all of a file's patches at once. */
const PATCHED_FILES = [...new Map(DEPENDENCY_PATCHES.map(({ file }) => [file.source, file])).values()];

/** The generated registry of route chunks and the chunk names of every route, in main.js. */
export const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
export const ROUTES_CHUNK_NAMES = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;

export const ROUTE_SHARDS_LOADER = require.resolve('./route-shards-loader.cjs');

/** The generated route table, in main.js. */
export const ROUTES_TABLE = /[\\/]\.docusaurus[\\/]routes\.js$/;

export const ROUTES_TABLE_LOADER = require.resolve('./routes-table-loader.cjs');

const { writeRouteShards } = require(ROUTE_SHARDS_LOADER) as {
  writeRouteShards(generatedFilesDir: string): number;
};

/** Docusaurus's route preloading, replaced in the browser bundle (client/preload.ts). */
export const DOCUSAURUS_PRELOAD = require.resolve('@docusaurus/core/lib/client/preload.js');
export const DECODED_FIRST_PRELOAD = fileURLToPath(new URL('./client/preload.ts', import.meta.url));

/** Client module that turns viewport link prefetching off (client/no-viewport-prefetch.ts). */
export const NO_VIEWPORT_PREFETCH_CLIENT_MODULE = fileURLToPath(new URL('./client/no-viewport-prefetch.ts', import.meta.url));

/** The stylesheet of island wrappers. */
export const ISLANDS_STYLESHEET = fileURLToPath(new URL('./client/islands/islands.css', import.meta.url));

/** The theme components of the scheme: shell parts that hydrate later, the article from HTML. */
export const THEME_PATH = fileURLToPath(new URL('../theme', import.meta.url));

/** The build-time constant that tells island() whether the scheme is on (`'on'` or `'off'`). */
export const ISLANDS_CONSTANT = 'process.env.LEAN_BUNDLE_ISLANDS';

/** Runs after the MDX and JS loaders on doc pages: their content leaves the browser bundle (README, "HTML articles"). */
export const MDX_HTML_ARTICLE_LOADER = require.resolve('./mdx-html-article-loader.cjs');

/** What a doc page module exports as its content in the browser bundle. */
export const HTML_ARTICLE_CONTENT = fileURLToPath(new URL('./client/islands/HtmlArticleContent.tsx', import.meta.url));

/** The article rendered from MDX (server, dev server), and what replaces it in the browser bundle of production builds. */
export const MDX_ARTICLE = fileURLToPath(new URL('../theme/DocItem/Content/MdxArticle.tsx', import.meta.url));
export const LAZY_MDX_ARTICLE = fileURLToPath(new URL('./client/islands/LazyMdxArticle.tsx', import.meta.url));

/** The module that maps island names and behaviour selectors to loaders, generated from the options. */
export const ARTICLE_PARTS_MODULE = '@lean-bundle/article-parts';

/** Source of the article parts module: an `import()` per island and behaviour, so each loads only when an article has it. */
export function articlePartsSource(options: Pick<LeanBundleOptions, 'islands' | 'behaviours'>): string {
  const islands = Object.entries(options.islands).map(([name, module]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(module)}),`);
  const behaviours = options.behaviours.map(({ selector, module }) => `  { selector: ${JSON.stringify(selector)}, load: () => import(${JSON.stringify(module)}) },`);
  return [`export const islands = {\n${islands.join('\n')}\n};`, `export const behaviours = [\n${behaviours.join('\n')}\n];`, ''].join('\n');
}

function islandsConstant(bundler: Bundler, enabled: boolean): WebpackPluginInstance {
  return new bundler.instance.DefinePlugin({ [ISLANDS_CONSTANT]: JSON.stringify(enabled ? 'on' : 'off') }) as unknown as WebpackPluginInstance;
}

/** Browser-bundle replacement of Docusaurus's ComponentCreator that loads route shards first. */
export const SHARDED_COMPONENT_CREATOR = fileURLToPath(new URL('./client/ComponentCreator.tsx', import.meta.url));

/**
 * Chunk ids equal to chunk names, and chunk files named by their id alone. Docusaurus names a route
 * module's chunk after a hash of its path; with numeric ids, the rspack runtime in every page maps
 * each of ~1,000 chunk ids to its name and Docusaurus's `__webpack_require__.gca` maps each name
 * back to its id. Named ids make the first map unnecessary and the second one an identity
 * (GetChunkAssetById drops it). A content hash in the file name would bring back a map of every
 * chunk to its hash, in every page, growing with each page of the site (9 KB gzip with two docs
 * versions): the files of the chunks are revalidated instead (static/_headers), and the entry files
 * that the HTML names keep their hashes.
 */
export const NAMED_CHUNKS = {
  optimization: { chunkIds: 'named' as const },
  output: { chunkFilename: 'assets/js/[id].js' },
};

/** The name of Docusaurus's plugin that adds `__webpack_require__.gca` with its name → id map. */
export const DOCUSAURUS_CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

type Bundler = Parameters<NonNullable<Plugin['configureWebpack']>>[2]['currentBundler'];

/** The runtime code of `__webpack_require__.gca` when chunk ids are chunk names. */
export function getChunkAssetByIdCode(globals: { publicPath: string; getChunkScriptFilename: string }): string {
  return `__webpack_require__.gca = function (chunkName) { return ${globals.publicPath} + ${globals.getChunkScriptFilename}(chunkName); };`;
}

/**
 * Docusaurus's `__webpack_require__.gca` (chunk name → script URL, for preloading routes) without
 * the map of every chunk name to its id that the runtime of every page carried (README, "Route
 * shards"): with NAMED_CHUNKS the two are equal. The build fails if a named chunk gets another id.
 */
export function getChunkAssetByIdPlugin(bundler: Bundler): WebpackPluginInstance {
  const { RuntimeModule, RuntimeGlobals } = bundler.instance;
  class GetChunkAssetById extends RuntimeModule {
    constructor() {
      super('GetChunkAssetById', RuntimeModule.STAGE_ATTACH);
    }
    override generate(): string {
      return getChunkAssetByIdCode(RuntimeGlobals);
    }
  }
  const name = 'lean-bundle-get-chunk-asset-by-id';
  return {
    apply(compiler: InstanceType<Bundler['instance']['Compiler']>) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(name, (chunk) => {
          compilation.addRuntimeModule(chunk, new GetChunkAssetById());
        });
        compilation.hooks.afterSeal.tap(name, () => {
          for (const chunk of compilation.chunks) {
            if (chunk.name && chunk.id !== chunk.name) {
              throw new Error(`lean-bundle: chunk "${chunk.name}" has the id "${String(chunk.id)}"; __webpack_require__.gca expects ids equal to names`);
            }
          }
        });
      });
    },
  } as unknown as WebpackPluginInstance;
}

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each on the main thread the
 * first time it runs. Worth it only for code that mostly runs on load: the entry chunks (Preact,
 * the router, the theme's providers and layout), all hydrating on every page.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function leanBundlePlugin(context: LoadContext, options: LeanBundleOptions): Plugin {
  if (!options.enabled) {
    return {
      name: 'lean-bundle',
      configureWebpack: (_config, _isServer, { currentBundler }) => ({ plugins: [islandsConstant(currentBundler, false)] }),
    };
  }
  return {
    name: 'lean-bundle',
    getThemePath() {
      return THEME_PATH;
    },
    configureWebpack(config, isServer, { currentBundler }) {
      const productionBrowser = !isServer && config.mode === 'production';
      const articleParts = join(context.generatedFilesDir, 'lean-bundle', 'article-parts.js');
      mkdirSync(join(context.generatedFilesDir, 'lean-bundle'), { recursive: true });
      writeFileSync(articleParts, articlePartsSource(options));
      // Route shards in production builds only: the dev server regenerates the route files
      // without configuring the bundler again, so shards written here would go stale.
      const shardRoutes = productionBrowser;
      if (shardRoutes) writeRouteShards(context.generatedFilesDir);
      // Sidebars on demand, like the article's HTML: in the browser bundle of production builds.
      const lazySidebars = productionBrowser;
      if (lazySidebars) writeLazySidebars(context.generatedFilesDir);
      const rules = [
        // The docs map of the version props serves only doc cards, which the site does not use;
        // in the browser, the sidebars load when the reader reaches for them.
        { test: VERSION_PROPS, use: [{ loader: VERSION_PROPS_LOADER, options: { lazySidebars } }] },
        // A doc's breadcrumbs render from the sidebar items on the way to it until then.
        ...(lazySidebars ? [{ test: DOC_METADATA, use: [{ loader: DOC_METADATA_LOADER }] }] : []),
        // The global docs lists serve only doc-type navbar items and version banners, which it does not use either.
        { test: GLOBAL_DATA, use: [{ loader: GLOBAL_DATA_LOADER }] },
        // In the browser, route data loads with the page that needs it (route-shards-loader.cjs).
        ...(!shardRoutes
          ? []
          : [
              { test: REGISTRY, use: [{ loader: ROUTE_SHARDS_LOADER }] },
              { test: ROUTES_CHUNK_NAMES, use: [{ loader: ROUTE_SHARDS_LOADER }] },
              { test: ROUTES_TABLE, use: [{ loader: ROUTES_TABLE_LOADER }] },
            ]),
        // The text of doc pages reaches the browser as HTML only (README, "HTML articles"); the dev
        // server has no HTML to take it from.
        ...(!productionBrowser
          ? []
          : [
              {
                test: /\.mdx?$/i,
                include: options.articleDirs.map((dir) => join(context.siteDir, dir)),
                enforce: 'post' as const,
                use: [{ loader: MDX_HTML_ARTICLE_LOADER, options: { markerModule: HTML_ARTICLE_CONTENT } }],
              },
            ]),
        // Lines of dependencies that cost every page's start-up (dependency-patches.cjs).
        ...(isServer ? [] : PATCHED_FILES.map((file) => ({ test: file, enforce: 'pre' as const, use: [{ loader: DEPENDENCY_PATCHES_LOADER }] }))),
        // The client entry starts hydrating in a task of its own (client/client-entry-react.ts).
        ...(isServer ? [] : [{ test: CLIENT_ENTRY, resolve: { alias: { react$: CLIENT_ENTRY_REACT } } }]),
      ];
      if (!isServer) {
        // Docusaurus aliases the whole `react` and `react-dom` packages to the site's copies; in the
        // browser bundle their entry points go to Preact instead (exact aliases below).
        const siteAliases = config.resolve?.alias as Record<string, unknown> | undefined;
        delete siteAliases?.react;
        delete siteAliases?.['react-dom'];
      }
      const sidebarsModule = { [`${LAZY_SIDEBARS_MODULE}$`]: lazySidebars ? join(context.generatedFilesDir, LAZY_SIDEBARS_INDEX) : NO_LAZY_SIDEBARS };
      const alias = isServer
        ? { ...leanBundleAliases(), [`${ARTICLE_PARTS_MODULE}$`]: articleParts, ...sidebarsModule }
        : {
            [`${ARTICLE_PARTS_MODULE}$`]: articleParts,
            ...sidebarsModule,
            ...leanBundleAliases(),
            ...preactAliases(),
            '@docusaurus/utils-common$': UTILS_COMMON_WITHOUT_TSLIB,
            [DOCUSAURUS_PRELOAD]: DECODED_FIRST_PRELOAD,
            ...(shardRoutes ? { '@docusaurus/ComponentCreator': SHARDED_COMPONENT_CREATOR } : {}),
            // Articles are HTML: MDXContent and the MDX components load only for a page that is not.
            ...(productionBrowser ? { [MDX_ARTICLE]: LAZY_MDX_ARTICLE } : {}),
          };
      const plugins: WebpackPluginInstance[] = [islandsConstant(currentBundler, true)];
      if (productionBrowser) {
        const { BannerPlugin, Compilation } = currentBundler.instance;
        // After minification, which drops comments, and before content hashing.
        const compileHint = new BannerPlugin({ banner: COMPILE_HINT, raw: true, entryOnly: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING });
        plugins.push(compileHint as unknown as WebpackPluginInstance);
        // The same runtime function as Docusaurus's, without its name → id map (NAMED_CHUNKS).
        config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== DOCUSAURUS_CHUNK_ASSET_PLUGIN);
        plugins.push(getChunkAssetByIdPlugin(currentBundler));
      }
      return { resolve: { alias }, module: { rules }, plugins, ...(shardRoutes ? NAMED_CHUNKS : {}) };
    },
    getClientModules() {
      return [NO_VIEWPORT_PREFETCH_CLIENT_MODULE, ISLANDS_STYLESHEET];
    },
    postBuild({ outDir, baseUrl, routesPaths }) {
      // The HTML names the scripts of the page's routes (route-scripts.mts).
      addRouteScripts({ outDir, baseUrl, generatedFilesDir: context.generatedFilesDir, routesPaths });
    },
  };
}
