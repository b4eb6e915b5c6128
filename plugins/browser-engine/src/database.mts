// The worker's PostgreSQL: PGlite started from the data directory the build made with initdb
// (database-files.mts), so a reader's Run never waits for initdb, with the project of the worker's
// page in it already when the build prepared one (prepared-projects.mts). The worker fetches the
// three files it needs from its own folder at once, and compiles PGlite's WebAssembly while the
// others arrive; all three are content-hashed with the worker, so a later page load takes them from
// the HTTP cache.
import { PGlite } from '@electric-sql/pglite';
import { applyDelta } from './data-directory-delta.mts';

/** The data directory, a tar of PGlite's `dumpDataDir`. */
export const DATA_DIRECTORY = 'database.tar';
/** PGlite's file bundle (share and lib folders), with the files PostgreSQL no longer reads emptied. */
export const FILE_BUNDLE = 'pglite.data';
/** PGlite's PostgreSQL, as WebAssembly. */
export const POSTGRES_WASM = 'pglite.wasm';
/** What the worker's folder holds beside its script (assets.mts precompresses them). */
export const DATABASE_FILES = [POSTGRES_WASM, FILE_BUNDLE, DATA_DIRECTORY];
/** The stage schema of the project a prepared data directory holds; the worker numbers the others' schemas. */
export const PREPARED_STAGE_SCHEMA = 'stage_live_prepared';

/**
 * PGlite downloads its initdb module unless it is handed one, but runs it only when the data
 * directory is empty. Ours never is, so it gets an empty module: the 8-byte header of WebAssembly.
 */
const NO_INITDB = new WebAssembly.Module(Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00));

export interface DatabaseStart {
  /** PGlite's WebAssembly, compiled; PGlite fetches its own when it is missing (Node). */
  postgres?: WebAssembly.Module;
  fileBundle: Blob;
  dataDirectory: Blob;
}

export function startDatabase({ postgres, fileBundle, dataDirectory }: DatabaseStart): Promise<PGlite> {
  return PGlite.create({ pgliteWasmModule: postgres, initdbWasmModule: NO_INITDB, fsBundle: fileBundle, loadDataDir: dataDirectory });
}

async function download(name: string): Promise<Response> {
  const response = await fetch(new URL(`./${name}`, import.meta.url));
  if (!response.ok) throw new Error(`PostgreSQL's file ${name} could not be loaded (${response.status}).`);
  return response;
}

async function compilePostgres(): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(download(POSTGRES_WASM));
  } catch (error) {
    // A host that serves .wasm files without their type (application/wasm): compiled from the bytes.
    if (!(error instanceof TypeError)) throw error;
    return WebAssembly.compile(await (await download(POSTGRES_WASM)).arrayBuffer());
  }
}

export interface OpenedDatabase {
  db: PGlite;
  /** Started from a prepared data directory: the project it holds is in PREPARED_STAGE_SCHEMA. */
  prepared: boolean;
}

/**
 * In the worker: the three files requested together, PostgreSQL started when all are in, from the
 * prepared data directory `prepared` gives (a difference from database.tar) when it was made for
 * this worker, `workerVersion`; from database.tar itself otherwise, and when the prepared one cannot
 * be used (a download that failed or came damaged, a directory PostgreSQL refuses): then the page's
 * Run migrates and seeds its project, as every other project's does.
 */
export async function openDatabase(prepared: Promise<Uint8Array | undefined>, workerVersion: string): Promise<OpenedDatabase> {
  const [postgres, fileBundle, dataDirectory, delta] = await Promise.all([
    compilePostgres(),
    download(FILE_BUNDLE).then((response) => response.blob()),
    download(DATA_DIRECTORY).then((response) => response.blob()),
    prepared.catch(() => undefined),
  ]);
  const preparedDirectory = delta && (await preparedFrom(dataDirectory, delta, workerVersion));
  if (preparedDirectory) {
    try {
      return { db: await startDatabase({ postgres, fileBundle, dataDirectory: new Blob([preparedDirectory]) }), prepared: true };
    } catch {
      // PostgreSQL refused the directory: it starts from the worker's own below.
    }
  }
  return { db: await startDatabase({ postgres, fileBundle, dataDirectory }), prepared: false };
}

/** The prepared data directory, or undefined for a difference made for another worker or damaged. */
async function preparedFrom(dataDirectory: Blob, delta: Uint8Array, workerVersion: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return applyDelta(new Uint8Array(await dataDirectory.arrayBuffer()), delta, workerVersion);
  } catch {
    return undefined;
  }
}
