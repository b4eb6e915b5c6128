// The site's Docusaurus config plus a plugin that writes rspack's stats of the client bundle
// (modules per chunk), for scripts/bundle-analysis.mts. Not used by the normal build.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Config, Plugin } from '@docusaurus/types';
import config from '../../docusaurus.config.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const statsFile = process.env.BUNDLE_STATS_FILE ?? 'bundle-stats.json';

interface StatsCompiler {
  hooks: { done: { tap(name: string, callback: (stats: { toJson(options: object): unknown }) => void): void } };
}

function bundleStatsPlugin(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const writer = {
        apply(compiler: StatsCompiler) {
          compiler.hooks.done.tap('bundle-stats', (stats) => {
            const json = stats.toJson({
              all: false,
              assets: true,
              chunks: true,
              chunkModules: true,
              chunkModulesSpace: 100_000,
              nestedModules: true,
              nestedModulesSpace: 100_000,
              dependentModules: true,
              orphanModules: true,
              ids: true,
            });
            writeFileSync(statsFile, JSON.stringify(json));
          });
        },
      };
      return { plugins: [writer as never] };
    },
  };
}

// Local plugins are named by paths relative to the config file (alone, or first in a
// [path, options] pair): make them absolute.
const absolute = (name: unknown) => (typeof name === 'string' && name.startsWith('./') ? root + name.slice(2) : name);
const plugins = (config.plugins ?? []).map((plugin) => (Array.isArray(plugin) ? [absolute(plugin[0]), ...plugin.slice(1)] : absolute(plugin))) as Config['plugins'];

export default { ...config, plugins: [...(plugins ?? []), bundleStatsPlugin] } satisfies Config;
