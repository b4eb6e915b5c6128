// Each page's project prepared by the build: migrated, seeded and copied for Reset by the worker's own
// code (createBrowserEngine), in Node, in a PostgreSQL started from the worker's data directory, then
// kept as a difference from that directory (data-directory-delta.mts). The worker of a page loaded
// anew applies its page's difference before PostgreSQL starts, so that page's Run skips the migration
// and the seed block (BENCHMARKS.md, "A prepared database for the page that starts the worker").
// Other projects of the tab migrate as before.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { applyDelta, makeDelta, sameTarFiles } from './data-directory-delta.mts';
import { DATA_DIRECTORY, FILE_BUNDLE, POSTGRES_WASM, PREPARED_STAGE_SCHEMA, startDatabase } from './database.mts';
import { databaseFiles, ENGINE_CACHE, writeCacheFile } from './database-files.mts';
import { createBrowserEngine, type EngineAttachment, type EngineModel } from './engine.mts';
import type { ProjectData } from './protocol.ts';

/**
 * After the project: a checkpoint, then the log moved to a new segment and a checkpoint again, so that
 * the dump's log holds the last checkpoint and zeros, and PostgreSQL's start replays nothing of the
 * migration (as for database.tar, database-files.mts).
 */
const SETTLE = 'CHECKPOINT; SELECT pg_switch_wal(); CHECKPOINT;';

/** One project's prepared data directory and its engine's attachment; null when its engine does not start (a seed block the engine refuses: the Run shows why). */
async function prepare(project: ProjectData, start: () => ReturnType<typeof startDatabase>, base: Uint8Array, workerVersion: string): Promise<{ directory: Buffer; engine: EngineAttachment } | null> {
  const db = await start();
  try {
    let engine: EngineAttachment;
    try {
      engine = (await createBrowserEngine({ model: project as unknown as EngineModel, seed: project.seed, db, stageSchema: PREPARED_STAGE_SCHEMA })).attachment();
    } catch {
      return null;
    }
    await db.exec(SETTLE);
    const dump = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    const delta = makeDelta(base, dump, workerVersion);
    // The worker's way back, checked here for every project: the difference applied to the worker's
    // directory gives the dump, file for file.
    const applied = applyDelta(base, delta, workerVersion);
    if (!applied || !sameTarFiles(applied, dump)) throw new Error(`browser-engine: the prepared data directory of ${project.slug} does not apply to database.tar`);
    // gzip's default level: nearly as small as its best, in a fraction of the time (BENCHMARKS.md).
    return { directory: await promisify(gzip)(delta), engine };
  } finally {
    await db.close();
  }
}

/** How each project's PostgreSQL starts (the worker's files, its WebAssembly compiled once), and the worker's data directory. */
async function openPostgres(): Promise<{ start: () => ReturnType<typeof startDatabase>; base: Uint8Array }> {
  const paths = await databaseFiles();
  const module = await WebAssembly.compile(new Uint8Array(await readFile(paths[POSTGRES_WASM]!)));
  // The data directory read once: PostgreSQL starts from it, and each difference is made against it.
  const [fileBundle, file] = await Promise.all([openAsBlob(paths[FILE_BUNDLE]!), readFile(paths[DATA_DIRECTORY]!)]);
  const base = new Uint8Array(file);
  const dataDirectory = new Blob([base]);
  return { start: () => startDatabase({ postgres: module, fileBundle, dataDirectory }), base };
}

/** A prepared project, as its file names it (ProjectData's `prepared`): the directory's file name in the prepared folder. */
export type PreparedProject = NonNullable<ProjectData['prepared']>;

/** A project's name in the cache: the worker version it is prepared for and the project itself. */
const cacheKey = (project: ProjectData, workerVersion: string): string => createHash('sha256').update(workerVersion).update(JSON.stringify(project)).digest('hex').slice(0, 16);
/** Whether the cache holds the project's result: its directory and attachment, or the mark that its engine does not start. */
const isCached = (cache: string, key: string): boolean => existsSync(join(cache, `${key}.json`)) || existsSync(join(cache, `${key}.failed`));

/** What PREPARE_PROCESS reads from its standard input. */
export interface PrepareJob {
  projects: ProjectData[];
  workerVersion: string;
  cache: string;
}

/**
 * Prepares each project of the job that `cache` does not hold yet, in this process, and keeps the
 * result there: the directory and the attachment, or a mark that its engine does not start.
 */
export async function prepareIntoCache({ projects, workerVersion, cache }: PrepareJob): Promise<void> {
  // PostgreSQL's files, read and compiled only when a project is not in the cache.
  let postgres: { start: () => ReturnType<typeof startDatabase>; base: Uint8Array } | undefined;
  for (const project of projects) {
    const key = cacheKey(project, workerVersion);
    // Another build may have prepared it meanwhile.
    if (isCached(cache, key)) continue;
    postgres ??= await openPostgres();
    const result = await prepare(project, postgres.start, postgres.base, workerVersion);
    if (result) {
      await writeCacheFile(join(cache, `${key}.gz`), result.directory);
      await writeCacheFile(join(cache, `${key}.json`), Buffer.from(JSON.stringify(result.engine)));
    } else {
      await writeCacheFile(join(cache, `${key}.failed`), Buffer.alloc(0));
    }
  }
}

/** The script that runs prepareIntoCache in a process of its own (prepare-process.mts). */
const PREPARE_PROCESS = fileURLToPath(new URL('./prepare-process.mts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * prepareIntoCache in a Node process of its own: PostgreSQL's WebAssembly runs on its thread, so
 * the build's own thread (the MDX compiler, the static pages' rendering) goes on beside it.
 */
function prepareInProcess(job: PrepareJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', PREPARE_PROCESS], { cwd: ROOT, stdio: ['pipe', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`browser-engine: preparing the projects' data directories failed (exit code ${code}):\n${errors}`))));
    child.stdin.end(JSON.stringify(job));
  });
}

/**
 * Writes each project's prepared data directory (gzip) for the worker of version `workerVersion` (the
 * name of its folder, assets.mts) into `folder`, named by its content, and returns each project's
 * directory file name and engine attachment by slug (projects whose engine does not start have none).
 * Each difference names that version, and the worker applies only those made for it. Each is kept in
 * `cache` under the hash of the version and the project, so a build prepares only what changed; what
 * is missing is prepared in a process of its own (prepareInProcess).
 */
export async function writePreparedProjects(folder: string, projects: readonly ProjectData[], workerVersion: string, cache = join(ENGINE_CACHE, 'prepared')): Promise<Map<string, PreparedProject>> {
  await mkdir(cache, { recursive: true });
  await mkdir(folder, { recursive: true });
  const started = performance.now();
  const missing = projects.filter((project) => !isCached(cache, cacheKey(project, workerVersion)));
  if (missing.length) await prepareInProcess({ projects: missing, workerVersion, cache });
  const prepared = new Map<string, PreparedProject>();
  for (const project of projects) {
    const key = cacheKey(project, workerVersion);
    const attachment = join(cache, `${key}.json`);
    if (!existsSync(attachment)) continue;
    const cached = join(cache, `${key}.gz`);
    const directory = `${project.slug}.${createHash('sha256').update(await readFile(cached)).digest('hex').slice(0, 12)}.gz`;
    await copyFile(cached, join(folder, directory));
    prepared.set(project.slug, { directory, engine: JSON.parse(await readFile(attachment, 'utf8')) as EngineAttachment });
  }
  // Only a build that had to prepare says so: the others took every directory from the cache.
  if (missing.length) console.log(`[browser-engine] prepared the data directories of ${missing.length} projects in ${((performance.now() - started) / 1000).toFixed(1)} s (${prepared.size} of ${projects.length} projects have one)`);
  return prepared;
}
