// What "Try it" costs on the engine in the reader's browser (`npm run bench:playground`, after
// `npm run build`): a measurement, not a test. Serves build/ as a static host would, with the
// build's own config.json (no engine server: plugins/browser-engine), and for BENCH_RUNS fresh
// browser contexts (default 3) opens the 2.x queries page, presses "Try it" on its `getArticle`
// block and records the time to the editor, to the schema (the worker started, the page's project
// migrated and seeded, the introspection answered) and from Run to the response, and the bytes
// downloaded from "Try it" until the schema is in (brotli copies, as a static host serves them).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, waitForHydration } from '../tests/e2e/support/browser.mts';
import { BUILD_DIR } from '../tests/e2e/support/site.mts';
import { median } from './bench.mts';
import { readHeaderRules, startStaticServer } from './lib/static-server.mts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGE = '/2.x/reference/engine/content/queries';
const BLOCK_TEXT = 'getArticle(by: { slug: "hello-contember" }) {';

/** Size on the wire of a built file: its brotli copy when the build has one. */
function brotliSize(path: string): number {
  const file = join(BUILD_DIR, decodeURIComponent(path));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) && statSync(file).isFile() ? statSync(file).size : 0;
}

const server = await startStaticServer({ root: BUILD_DIR, headerRules: readHeaderRules(join(BUILD_DIR, '_headers')) });
const browser = await launchBrowser();
const rows: { editorMs: number; schemaMs: number; runMs: number; bytes: number }[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(server.url + PAGE, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const before = requested.length;
    const block = page.locator('.theme-code-block').filter({ hasText: BLOCK_TEXT }).first();
    const pressed = performance.now();
    await block.getByRole('button', { name: 'Try it' }).click();
    const playground = page.getByRole('region', { name: 'GraphQL playground, content API' });
    await playground.locator('.cm-content').first().waitFor();
    const editorMs = performance.now() - pressed;
    await playground.getByText('The schema is loaded').waitFor({ timeout: 120_000 });
    const schemaMs = performance.now() - pressed;
    const bytes = [...new Set(requested.slice(before))].reduce((sum, path) => sum + brotliSize(path), 0);
    const ran = performance.now();
    await playground.getByRole('button', { name: 'Run' }).click();
    await playground.getByText(/Response in \d+ ms/).waitFor({ timeout: 30_000 });
    rows.push({ editorMs, schemaMs, runMs: performance.now() - ran, bytes });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const ms = (value: number) => `${Math.round(value)} ms`;
const figure = (values: number[], unit: (value: number) => string) => `median ${unit(median(values))} (${values.map(unit).join(', ')})`;
console.log(`"Try it" on ${PAGE}, engine in the browser, ${RUNS} fresh browser contexts:`);
console.log(`- "Try it" → editor shown: ${figure(rows.map((row) => row.editorMs), ms)}`);
console.log(`- "Try it" → schema loaded: ${figure(rows.map((row) => row.schemaMs), ms)}; downloaded ${figure(rows.map((row) => row.bytes), (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`)} (brotli)`);
console.log(`- Run → response shown: ${figure(rows.map((row) => row.runMs), ms)}`);
