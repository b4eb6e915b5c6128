// The worker's PostgreSQL. A fresh PGlite runs initdb (in a second instance, whose data directory it
// then loads), about 2 s of a first Run; PGlite loaded from a copy of a data directory starts in a
// fraction of that (BENCHMARKS.md, "A copy of the database for later page loads"). So the first
// worker of a build, once idle, keeps a copy of its data directory in the browser's Cache Storage,
// and the workers of later page loads start from it. The copy holds that worker's projects too,
// unused: an engine drops its schemas before it migrates (engine.mts), so every page still starts on
// its own seed data, and each tab's data stays its own (tests/e2e/browser-engine.test.mts).
import { PGlite } from '@electric-sql/pglite';

/** The Cache Storage cache of the copy. */
export const CACHE_NAME = 'contember-docs-engine';
/**
 * The copy's key: a file name beside the worker script, whose folder is named by the hash of the
 * worker and PGlite (assets.mts), so that another build's PostgreSQL never opens this copy.
 */
const COPY_URL = new URL('./database.tar.gz', import.meta.url).href;
const GZIP = 'application/gzip';
/** A mark in the worker's performance timeline (DevTools, the e2e tests): where PostgreSQL started from. */
export const DATABASE_MARK = 'browser-engine:database';

/** Cache Storage, where the worker has it (a secure context; not Node). */
function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

async function readCopy(): Promise<Blob | null> {
  try {
    const response = await cacheStorage()?.match(COPY_URL);
    return response ? await response.blob() : null;
  } catch {
    return null;
  }
}

export interface WorkerDatabase {
  db: PGlite;
  /** Whether it started from an earlier worker's copy (then it keeps none itself). */
  fromCopy: boolean;
}

/** The worker's PostgreSQL: from the copy when there is one that opens, otherwise from scratch. */
export async function openDatabase(): Promise<WorkerDatabase> {
  const copy = await readCopy();
  if (copy) {
    try {
      const db = await PGlite.create({ loadDataDir: copy });
      performance.mark(DATABASE_MARK, { detail: { from: 'copy' } });
      return { db, fromCopy: true };
    } catch {
      await cacheStorage()?.delete(CACHE_NAME).catch(() => false);
    }
  }
  const db = await PGlite.create();
  performance.mark(DATABASE_MARK, { detail: { from: 'initdb' } });
  return { db, fromCopy: false };
}

/**
 * Copies the data directory into Cache Storage, replacing the copies of other builds. Runs while no
 * request is served (the dump needs PostgreSQL's single backend); the compression and the write run
 * after it, beside the next requests.
 */
export async function dumpDatabase(db: PGlite): Promise<() => Promise<void>> {
  const storage = cacheStorage();
  if (!storage) return async () => {};
  const dump = await db.dumpDataDir('none');
  return async () => {
    try {
      const compressed = await new Response(dump.stream().pipeThrough(new CompressionStream('gzip'))).blob();
      const cache = await storage.open(CACHE_NAME);
      for (const request of await cache.keys()) if (request.url !== COPY_URL) await cache.delete(request);
      await cache.put(COPY_URL, new Response(compressed, { headers: { 'Content-Type': GZIP } }));
    } catch {
      // Storage full or refused: later page loads start PostgreSQL from scratch, as this one did.
    }
  };
}
