// The authoring loop, measured (`npm run bench:start`, BENCHMARKS.md "Development server"): for
// `npm start`, `PLAIN_DOCUSAURUS=1 npm start` and bare `docusaurus start` (no engine, no API
// reference step), BENCH_RUNS times each (default 3): the time from the command to the first page
// shown in Chromium, and from saving an edit of that Markdown page to the change shown in the open
// page (three edits per run). Prints the medians; a measurement, never a test.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser.mts';
import { freePort } from '../plugins/engine/src/ports.mts';
import { startDevServer, type DevServer } from './lib/dev-server.mts';

const ROOT = join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EDITS = 3;
const PAGE = { file: join(ROOT, 'docs/reference/engine/schema/columns.md'), path: '/reference/engine/schema/columns' };

export interface StartFigures {
  variant: string;
  /** Seconds from the command to the first page's h1 shown, per run. */
  firstPageSeconds: number[];
  /** Seconds from a save to the change shown, every edit of every run. */
  editSeconds: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Bare `docusaurus start`, as a DevServer: the same wait for the first answer as startDevServer. */
async function startBareDocusaurus(): Promise<DevServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], { cwd: ROOT, detached: true, stdio: 'ignore' });
  for (;;) {
    const ok = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) }).then((response) => response.ok, () => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`docusaurus start exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  return { url, readySeconds: (Date.now() - started) / 1000, output: () => '', stop };
}

async function measureRun(start: () => Promise<DevServer>): Promise<{ firstPage: number; edits: number[] }> {
  const started = Date.now();
  const server = await start();
  const browser = await launchBrowser();
  const original = readFileSync(PAGE.file, 'utf8');
  try {
    const page = await browser.newPage();
    await page.goto(server.url + PAGE.path);
    await page.locator('article h1').first().waitFor({ timeout: 120_000 });
    const firstPage = (Date.now() - started) / 1000;
    const edits: number[] = [];
    for (let edit = 0; edit < EDITS; edit++) {
      const marker = `Benchmark edit ${edit} ${Date.now()}.`;
      const saved = Date.now();
      writeFileSync(PAGE.file, `${original.trimEnd()}\n\n${marker}\n`);
      await page.getByText(marker).waitFor({ timeout: 60_000 });
      edits.push((Date.now() - saved) / 1000);
    }
    return { firstPage, edits };
  } finally {
    writeFileSync(PAGE.file, original);
    await browser.close();
    await server.stop();
  }
}

export async function benchStart(): Promise<StartFigures[]> {
  const variants: [string, () => Promise<DevServer>][] = [
    ['npm start', () => startDevServer({ cwd: ROOT })],
    ['PLAIN_DOCUSAURUS=1 npm start', () => startDevServer({ cwd: ROOT, env: { ...process.env, PLAIN_DOCUSAURUS: '1' } })],
    ['docusaurus start (bare)', startBareDocusaurus],
  ];
  const figures: StartFigures[] = [];
  for (const [variant, start] of variants) {
    const result: StartFigures = { variant, firstPageSeconds: [], editSeconds: [] };
    for (let run = 0; run < RUNS; run++) {
      const { firstPage, edits } = await measureRun(start);
      result.firstPageSeconds.push(firstPage);
      result.editSeconds.push(...edits);
      console.error(`start: ${variant}, run ${run + 1}: first page ${firstPage.toFixed(1)} s, edits ${edits.map((s) => s.toFixed(1)).join(' / ')} s`);
    }
    figures.push(result);
  }
  console.log('\n| command | first page shown (median) | save to shown (median, range) |\n| --- | --- | --- |');
  for (const { variant, firstPageSeconds, editSeconds } of figures) {
    console.log(`| \`${variant}\` | ${median(firstPageSeconds).toFixed(1)} s | ${median(editSeconds).toFixed(1)} s (${Math.min(...editSeconds).toFixed(1)}–${Math.max(...editSeconds).toFixed(1)}) |`);
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStart();
