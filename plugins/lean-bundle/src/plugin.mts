// Keeps code that readers do not need out of the browser bundle, with module aliases:
// - React DOM (about 40 KB gzip, a quarter of a page's JavaScript) in the browser bundle: Preact's
//   compatibility layer implements the same API in about 5 KB and hydrates the HTML that React
//   renders on the server (server-side rendering keeps React);
// - the classic theme's client-side Prism setup: code is highlighted at build time instead
//   (plugins/highlight and src/theme/CodeBlock), so every page would ship Prism for nothing;
// - tslib's CommonJS build, which bundles every helper; its ES module build lets the bundler
//   keep only the helpers in use;
// - the map of every doc in the docs plugin's version props (version-props-loader.cjs), which
//   only doc cards read, and the list of every doc in the global data (global-data-loader.cjs),
//   which only navbar items the site does not use read;
// - in the client bundle, the source path of every route chunk in the generated registry
//   (registry-paths-loader.cjs), which only server-side rendering reads.
import type { Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function leanBundleAliases(): Record<string, string | false> {
  return {
    [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: false,
    tslib$: require.resolve('tslib/tslib.es6.mjs'),
  };
}

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

/** The docs plugin's version props (sidebars and the map of docs), loaded by every doc page. */
export const VERSION_PROPS = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export const VERSION_PROPS_LOADER = require.resolve('./version-props-loader.cjs');

/** The global data of all plugins, in main.js. */
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

export const GLOBAL_DATA_LOADER = require.resolve('./global-data-loader.cjs');

/** The generated registry of route chunks, in main.js. */
export const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export const REGISTRY_PATHS_LOADER = require.resolve('./registry-paths-loader.cjs');

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer) {
      const rules = [
        // The docs map of the version props serves only doc cards, which the site does not use.
        { test: VERSION_PROPS, use: [{ loader: VERSION_PROPS_LOADER }] },
        // The global docs lists serve only doc-type navbar items and version banners, which it does not use either.
        { test: GLOBAL_DATA, use: [{ loader: GLOBAL_DATA_LOADER }] },
        // Source paths in the registry serve only server-side rendering.
        ...(isServer ? [] : [{ test: REGISTRY, use: [{ loader: REGISTRY_PATHS_LOADER }] }]),
      ];
      if (!isServer) {
        // Docusaurus aliases the whole `react` and `react-dom` packages to the site's copies; in the
        // browser bundle their entry points go to Preact instead (exact aliases below).
        const siteAliases = config.resolve?.alias as Record<string, unknown> | undefined;
        delete siteAliases?.react;
        delete siteAliases?.['react-dom'];
      }
      const alias = isServer ? leanBundleAliases() : { ...leanBundleAliases(), ...preactAliases() };
      return { resolve: { alias }, module: { rules } };
    },
  };
}
