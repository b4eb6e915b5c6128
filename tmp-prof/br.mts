import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
const dir = process.argv[2]!;
for (const f of ['pglite.wasm', 'pglite.data', 'initdb.wasm']) {
  const data = readFileSync(`${dir}/${f}`);
  for (const [q, w] of [[11, 22], [11, 24], [10, 24], [9, 24], [8, 24]]) {
    const t = performance.now();
    const out = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_LGWIN]: w, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    console.log(f, `q${q} w${w}`, (out.length / 1e6).toFixed(3), 'MB', ((performance.now() - t) / 1000).toFixed(1), 's');
  }
}
