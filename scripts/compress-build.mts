// Writes precompressed copies of the production build's text files (`x.js.br`, `x.js.gz` next to
// `x.js`), which scripts/lib/static-server.mts (and most static hosts) serve to browsers that
// accept them. Runs after `docusaurus build` in `npm run build`; `tsx scripts/compress-build.mts
// [dir]` compresses another build folder. A copy is kept only when it is smaller than the file.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { precompressEngineFiles } from '../plugins/browser-engine/src/assets.mts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|map|webmanifest)$/;
/** Below this, compression saves less than a TCP packet. */
const MIN_SIZE = 1024;

export interface CompressionTotals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressibleFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => join(root, file))
    .filter((file) => statSync(file).size >= MIN_SIZE);
}

/**
 * Brotli's best quality (11) is slow: about 0.1 s per HTML page on our CI machine, a minute for
 * the whole site. It is kept for the hashed assets under assets/ (JS, CSS: few files, cached
 * for a year, on every page), the browser engine's worker and the search index (manifests, term shards, text chunks); HTML pages get quality 5, about 50 times
 * faster and about 10 % larger (a few hundred bytes per page), still smaller than gzip.
 */
export function brotliQuality(file: string): number {
  return /[\\/](assets|browser-engine|search-index-[^\\/]+)[\\/]|search-index-[^\\/]+\.json$/.test(file) ? 11 : 5;
}

async function compressFile(file: string, totals: CompressionTotals): Promise<void> {
  const data = await readFile(file);
  const [gzipped, brotlied] = await Promise.all([
    gz(data, { level: 9 }),
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  totals.files++;
  totals.raw += data.length;
  if (gzipped.length < data.length) {
    await writeFile(`${file}.gz`, gzipped);
    totals.gzip += gzipped.length;
  }
  if (brotlied.length < data.length) {
    await writeFile(`${file}.br`, brotlied);
    totals.brotli += brotlied.length;
  }
}

export async function compressBuild(root: string): Promise<CompressionTotals> {
  const files = compressibleFiles(root);
  const totals: CompressionTotals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  let next = 0;
  // zlib's async functions run on libuv's thread pool: a few at a time keep every core busy.
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    while (next < files.length) await compressFile(files[next++]!, totals);
  });
  // PGlite's binary files, which the text files' rule leaves alone.
  await Promise.all([...workers, precompressEngineFiles(root)]);
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? join(import.meta.dirname, '..', 'build');
  const started = Date.now();
  const totals = await compressBuild(root);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `compress-build: ${totals.files} files, ${mb(totals.raw)} → gzip ${mb(totals.gzip)}, brotli ${mb(totals.brotli)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
