// The files a worker's PostgreSQL starts from, made once per PGlite version in Node and kept in
// node_modules/.cache/browser-engine/. A PGlite started with no data directory runs initdb, in a second
// instance, about 2 s of a reader's first Run; started from a data directory that initdb has already
// made, it skips that (BENCHMARKS.md, "A data directory made by the build"). So the build runs initdb
// and ships the result:
// - `database.tar`: the data directory, with only the `postgres` database (the engine never creates a
//   database, so the two templates go) and with a write-ahead log of one 1 MB segment that holds
//   nothing but the last checkpoint (a log of initdb's own writes would double the download);
// - `pglite.data`: PGlite's file bundle with the files PostgreSQL never reads once initdb has run
//   (UNUSED_FILES) filled with zeros. Each file keeps its place and length, as PGlite's index of the
//   bundle requires; the zeros cost no bytes after compression.
import { createHash } from 'node:crypto';
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { DATA_DIRECTORY, FILE_BUNDLE, POSTGRES_WASM, startDatabase } from './database.mts';

const require = createRequire(import.meta.url);
const PGLITE_DIST = dirname(require.resolve('@electric-sql/pglite'));
const PGLITE_VERSION = (JSON.parse(readFileSync(join(PGLITE_DIST, '..', 'package.json'), 'utf8')) as { version: string }).version;
/** The browser engine's cache between builds: these files, and their compressed copies (assets.mts). */
export const ENGINE_CACHE = fileURLToPath(new URL('../../../node_modules/.cache/browser-engine/', import.meta.url));

/**
 * The server's settings, kept in the data directory's postgresql.conf. A log segment no longer needed
 * is deleted, not kept for reuse with its old contents. Shared buffers of 16 MB instead of the default
 * 128: every start of PostgreSQL writes all of its shared buffers, which costs the reader's Run time
 * and the tab memory, for examples whose tables fit in a few pages (BENCHMARKS.md, "Shared buffers
 * and a log of 1 MB").
 */
const CONFIGURATION = ['wal_recycle = off', 'shared_buffers = 16MB'];
/** Log segments of 1 MB instead of 16: the data directory holds one, and every start copies it. */
const INITDB_OPTIONS = ['--wal-segsize=1'];
const DROP_TEMPLATES = [
  "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
  'DROP DATABASE template0',
  'DROP DATABASE template1',
];
/**
 * initdb's log fills several segments, and segments it recycled wait ahead of the current one with
 * old contents. A segment goes at the checkpoint after the log has moved past it, so the log moves to
 * a new segment until only one is left, and once more, so that the one left is new: zeros but for
 * the last checkpoint.
 */
const NEXT_SEGMENT = 'SELECT pg_switch_wal(); CHECKPOINT;';
const SEGMENT_COUNT = "SELECT count(*)::int AS segments FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$'";
const MAX_SEGMENT_SWITCHES = 32;

/**
 * Files of the bundle that PostgreSQL does not read once initdb has run, for the engine's requests
 * (the conformance test runs every content API block of the docs on the bundle without them).
 */
const UNUSED_FILES = [
  // Read by initdb only: the catalog's bootstrap script, the SQL of the system views and of
  // information_schema, configuration samples; and the files for building extensions (pgxs).
  /^\/pglite\/share\/postgresql\/(postgres\.bki|information_schema\.sql|system_\w+\.sql|snowball_create\.sql|sql_features\.txt|errcodes\.txt|[\w.]+\.sample)$/,
  /^\/pglite\/lib\/postgresql\/pgxs\//,
  // Conversions between encodings, loaded only for a client encoding other than the database's
  // UTF-8; PGlite's client, and so the engine, speaks UTF-8.
  /^\/pglite\/lib\/postgresql\/(\w+_and_\w+|euc2004_sjis2004)\.so$/,
];
const BOOTSTRAP_SCRIPT = '/pglite/share/postgresql/postgres.bki';

interface BundledFile {
  name: string;
  start: number;
  end: number;
}

/** PGlite's index of its file bundle (Emscripten's file packager metadata, in one of its scripts). */
async function bundleIndex(bundleSize: number): Promise<BundledFile[]> {
  for (const script of (await readdir(PGLITE_DIST)).filter((name) => name.endsWith('.js'))) {
    const text = await readFile(join(PGLITE_DIST, script), 'utf8');
    const files = [...text.matchAll(/filename:"([^"]+)",start:(\d+),end:(\d+)/g)].map(([, name, start, end]) => ({ name: name!, start: Number(start), end: Number(end) }));
    if (files.some((file) => file.name === BOOTSTRAP_SCRIPT)) {
      if (Math.max(...files.map((file) => file.end)) !== bundleSize) throw new Error(`browser-engine: PGlite ${PGLITE_VERSION}'s bundle index in ${script} does not match ${FILE_BUNDLE}`);
      return files;
    }
  }
  throw new Error(`browser-engine: no index of ${FILE_BUNDLE} found in PGlite ${PGLITE_VERSION}'s scripts`);
}

async function makeFileBundle(): Promise<Buffer> {
  const bundle = await readFile(join(PGLITE_DIST, FILE_BUNDLE));
  for (const file of await bundleIndex(bundle.length)) if (UNUSED_FILES.some((rule) => rule.test(file.name))) bundle.fill(0, file.start, file.end);
  return bundle;
}

async function makeDataDirectory(): Promise<Buffer> {
  const db = await PGlite.create({ postgresqlconf: CONFIGURATION, initDbStartParams: INITDB_OPTIONS });
  try {
    for (const statement of DROP_TEMPLATES) await db.exec(statement);
    const segments = async () => (await db.query<{ segments: number }>(SEGMENT_COUNT)).rows[0]!.segments;
    let switches = 0;
    while ((await segments()) > 1) {
      if (++switches > MAX_SEGMENT_SWITCHES) throw new Error(`browser-engine: the log of PGlite ${PGLITE_VERSION}'s initdb still has ${await segments()} segments`);
      await db.exec(NEXT_SEGMENT);
    }
    await db.exec(NEXT_SEGMENT);
    return Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.close();
  }
}

const RECIPE = createHash('sha256').update(JSON.stringify([CONFIGURATION, INITDB_OPTIONS, DROP_TEMPLATES, NEXT_SEGMENT, SEGMENT_COUNT, UNUSED_FILES.map((rule) => rule.source)])).digest('hex').slice(0, 8);

/** Writes a file of ENGINE_CACHE under a temporary name, then renames it: builds and tests in parallel may make it at once. */
export async function writeCacheFile(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** Where each of the worker's DATABASE_FILES is on this machine: PGlite's WebAssembly, and the two files made here (made if missing). */
export async function databaseFiles(): Promise<Record<string, string>> {
  const folder = join(ENGINE_CACHE, `pglite-${PGLITE_VERSION}-${RECIPE}`);
  const paths: Record<string, string> = { [POSTGRES_WASM]: join(PGLITE_DIST, POSTGRES_WASM), [FILE_BUNDLE]: join(folder, FILE_BUNDLE), [DATA_DIRECTORY]: join(folder, DATA_DIRECTORY) };
  if (existsSync(paths[DATA_DIRECTORY]!) && existsSync(paths[FILE_BUNDLE]!)) return paths;
  await mkdir(folder, { recursive: true });
  await writeCacheFile(paths[FILE_BUNDLE]!, await makeFileBundle());
  await writeCacheFile(paths[DATA_DIRECTORY]!, await makeDataDirectory());
  return paths;
}

/** PostgreSQL in Node, started as the worker starts it (PGlite reads its own pglite.wasm). */
export async function openNodeDatabase(): Promise<PGlite> {
  const paths = await databaseFiles();
  const [fileBundle, dataDirectory] = await Promise.all([openAsBlob(paths[FILE_BUNDLE]!), openAsBlob(paths[DATA_DIRECTORY]!)]);
  return startDatabase({ fileBundle, dataDirectory });
}
