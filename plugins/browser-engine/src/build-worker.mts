// Bundles worker.mts for browsers: the engine's packages, PGlite, and a shim for each Node built-in
// they import (src/shims, each saying why). The files PostgreSQL starts from (database.mts) are copied
// beside the bundle, where the worker fetches them: PGlite's WebAssembly, and the file bundle and data
// directory the build makes (database-files.mts).
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { databaseFiles } from './database-files.mts';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const shim = (name: string) => path.join(here, 'shims', `${name}.mts`);

/** Node built-ins (and pg) the packages import, and the module each resolves to in the bundle. */
const SHIMS: Record<string, string> = {
  'node:async_hooks': shim('async-hooks'),
  'node:timers': shim('timers'),
  'node:util': shim('util'),
  'node:crypto': shim('crypto'),
  pg: shim('pg'),
};

/** The worker's script file; assets.mts puts it in a folder named by the content hash. */
const WORKER_SCRIPT = 'engine-worker.js';

/** A package's folder (its exports do not include package.json). */
function packageRoot(name: string): string {
  const entry = require.resolve(name);
  return entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}${name}${path.sep}`) + `${path.sep}node_modules${path.sep}${name}`.length);
}

export interface WorkerBuild {
  /** The worker script's file name inside outDir. */
  script: string;
}

export async function buildWorker(outDir: string): Promise<WorkerBuild> {
  await mkdir(outDir, { recursive: true });
  const contentApiRoot = packageRoot('contember-engine-content-api-v2.0');
  const result = await esbuild.build({
    entryPoints: { 'engine-worker': path.join(here, 'worker.mts') },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    outdir: outDir,
    entryNames: '[name]',
    // The worker's dynamic imports (worker.mts) as chunks beside it; the folder's name is their hash.
    splitting: true,
    // Only PGlite's Node branch imports it, behind a check for Node.
    external: ['node:module'],
    inject: [shim('globals')],
    metafile: true,
    logLevel: 'warning',
    plugins: [{
      name: 'browser-engine-shims',
      setup(build) {
        build.onResolve({ filter: /^(node:async_hooks|node:timers|node:util|node:crypto|pg)$/ }, ({ path: specifier }) => ({ path: SHIMS[specifier]! }));
        // packages.browser.mts takes @contember/* and graphql from the content API's folder, as packages.mts does.
        build.onResolve({ filter: /^(@contember\/|graphql$)/ }, (args) =>
          args.importer === path.join(here, 'packages.browser.mts') && args.pluginData !== 'resolved'
            ? build.resolve(args.path, { kind: args.kind, resolveDir: contentApiRoot, pluginData: 'resolved' })
            : undefined);
        build.onResolve({ filter: /^contember-tenant-schema$/ }, () => ({ path: path.join(packageRoot('@contember/engine-tenant-api'), 'dist/production/src/schema/tenant.graphql.js') }));
        build.onResolve({ filter: /\/packages\.mts$/ }, ({ path: specifier, resolveDir }) =>
          path.resolve(resolveDir, specifier) === path.join(here, 'packages.mts') ? { path: path.join(here, 'packages.browser.mts') } : undefined);
      },
    }],
  });
  await Promise.all(Object.entries(await databaseFiles()).map(([name, file]) => copyFile(file, path.join(outDir, name))));
  if (!Object.keys(result.metafile.outputs).some((file) => path.basename(file) === WORKER_SCRIPT)) throw new Error(`browser-engine: the bundle has no ${WORKER_SCRIPT}`);
  return { script: WORKER_SCRIPT };
}
