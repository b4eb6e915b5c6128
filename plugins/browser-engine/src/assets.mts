// What a build gives the browser engine: the worker bundle (build-worker.mts) in a folder named by
// its content hash, so browsers cache it for good across pages and builds, each page's project
// (model, migration, seed block) as a small JSON file the worker fetches on Run, and in a production
// build each project's prepared data directory (prepared-projects.mts), named by its content.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { DocsProject } from '../../engine/src/projects.mts';
import { buildWorker } from './build-worker.mts';
import { databaseFiles, ENGINE_CACHE, writeCacheFile } from './database-files.mts';
import { DATABASE_FILES } from './database.mts';
import { writePreparedProjects, type PreparedProject } from './prepared-projects.mts';
import type { ProjectData } from './protocol.ts';

/** The folder of the site the browser engine's files are served from. */
export const BROWSER_ENGINE_FOLDER = 'browser-engine';

/** Writes `.br` and `.gz` copies of the worker's binary files beside them, in every worker folder of a build. */
export async function precompressEngineFiles(buildDir: string): Promise<void> {
  const root = join(buildDir, BROWSER_ENGINE_FOLDER);
  if (!existsSync(root)) return;
  const versions = (await readdir(root)).filter((entry) => existsSync(join(root, entry, DATABASE_FILES[0]!)));
  await Promise.all(versions.map((version) => precompress(join(root, version))));
}

/**
 * The worker's binary files (DATABASE_FILES), compressed for the build's compression step
 * (scripts/compress-build.mts) at brotli's best quality: about 30 s for the three, so each copy is
 * kept in ENGINE_CACHE under the hash of the file it compresses, and made again only when that file
 * changes (not when the worker's code does). Only a production build needs them: the render check,
 * the development server and the tests' servers send the files as they are.
 */
async function precompress(folder: string): Promise<void> {
  await Promise.all(DATABASE_FILES.map(async (file) => {
    for (const [extension, cached] of Object.entries(await compressedCopies(join(folder, file)))) await copyFile(cached, join(folder, `${file}.${extension}`));
  }));
}

/** The file's brotli and gzip copies in ENGINE_CACHE (made when missing), by extension. */
async function compressedCopies(path: string): Promise<Record<'br' | 'gz', string>> {
  const cache = join(ENGINE_CACHE, 'compressed');
  await mkdir(cache, { recursive: true });
  const data = await readFile(path);
  const key = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const copies = { br: join(cache, `${key}.br`), gz: join(cache, `${key}.gz`) };
  await Promise.all([
    existsSync(copies.br) || promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).then((compressed) => writeCacheFile(copies.br, compressed)),
    existsSync(copies.gz) || promisify(gzip)(data, { level: 9 }).then((compressed) => writeCacheFile(copies.gz, compressed)),
  ]);
  return copies;
}

/** Where the preview frames and the playground find the browser engine, relative to the site's base URL. */
export interface BrowserEngineLocation {
  /** The worker script, e.g. `browser-engine/1a2b3c4d/engine-worker.js`. */
  worker: string;
  /** The folder of the projects' JSON files, e.g. `browser-engine/projects/`; a project is `<slug>.json` in it. */
  projects: string;
}

/** The folder of the prepared data directories, beside `projects/`; cached for good (static/_headers), as the worker's. */
const PREPARED_FOLDER = 'prepared';

export interface BrowserEngineOutput {
  /**
   * Prepare each project's data directory (prepared-projects.mts): a minute or two for all of them
   * when none is cached (BENCHMARKS.md), so `npm run build` does and the development server and
   * render check do not.
   */
  prepare?: boolean;
}

/** Writes the worker and the projects into `<siteDir>/browser-engine/`; returns where they are. */
export async function writeBrowserEngine(siteDir: string, projects: readonly DocsProject[], { prepare = false }: BrowserEngineOutput = {}): Promise<BrowserEngineLocation> {
  const root = join(siteDir, BROWSER_ENGINE_FOLDER);
  const staging = join(root, '.staging');
  await rm(staging, { recursive: true, force: true });
  const { script } = await buildWorker(staging);
  const hash = createHash('sha256');
  for (const file of (await readdir(staging)).sort()) hash.update(file).update(await readFile(join(staging, file)));
  const version = hash.digest('hex').slice(0, 12);
  await rm(join(root, version), { recursive: true, force: true });
  await rename(staging, join(root, version));
  await mkdir(join(root, 'projects'), { recursive: true });
  const data = projects.map((project): ProjectData => ({ slug: project.slug, schema: project.schema, migrations: project.migrations, seed: project.seed?.code ?? null }));
  await rm(join(root, PREPARED_FOLDER), { recursive: true, force: true });
  // A production build also compresses the worker's binary files now, on zlib's threads, so that
  // its compression step finds them in the cache (precompress).
  const [prepared] = prepare
    ? await Promise.all([writePreparedProjects(join(root, PREPARED_FOLDER), data, version), Promise.all(Object.values(await databaseFiles()).map(compressedCopies))])
    : [new Map<string, PreparedProject>()];
  await Promise.all(data.map((project) => {
    const made = prepared.get(project.slug);
    const written: ProjectData = made ? { ...project, prepared: { ...made, directory: `../${PREPARED_FOLDER}/${made.directory}` } } : project;
    return writeFile(join(root, 'projects', `${project.slug}.json`), JSON.stringify(written));
  }));
  return { worker: `${BROWSER_ENGINE_FOLDER}/${version}/${script}`, projects: `${BROWSER_ENGINE_FOLDER}/projects/` };
}
