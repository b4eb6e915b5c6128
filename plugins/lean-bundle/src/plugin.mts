// Keeps code that readers do not need out of the browser bundle, with module aliases:
// - the classic theme's client-side Prism setup: code is highlighted at build time instead
//   (plugins/highlight and src/theme/CodeBlock), so every page would ship Prism for nothing;
// - tslib's CommonJS build, which bundles every helper; its ES module build lets the bundler
//   keep only the helpers in use.
import type { Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function leanBundleAliases(): Record<string, string | false> {
  return {
    [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: false,
    tslib$: require.resolve('tslib/tslib.es6.mjs'),
  };
}

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack() {
      return { resolve: { alias: leanBundleAliases() } };
    },
  };
}
