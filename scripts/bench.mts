// Benchmark of the site (`npm run bench`): a measurement, not a test, so it never fails on a budget.
//   npm run bench                    everything (several cold builds: about 15 minutes)
//   npm run bench -- pages lighthouse search   only these parts, against the existing build/
// Parts: build (cold build ×BENCH_RUNS after `docusaurus clear` and removing node_modules/.cache,
// peak RSS of the process tree sampled from /proc, then warm rebuilds ×BENCH_RUNS), output
// (total size, page count), pages (first-load JS/CSS and HTML of four page kinds, in Chromium),
// lighthouse (mobile and desktop presets, median of BENCH_LH_RUNS runs), search (index files,
// and in Chromium the first result after a keystroke on a fresh page: scripts/bench-search.mts). Writes bench/results.json (gitignored) and
// prints the figures as Markdown tables (BENCHMARKS.md records one run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../tests/e2e/support/browser.mts';
import { BUILD_DIR, ROOT, serveBuild } from '../tests/e2e/support/site.mts';
import { compressBuild } from './compress-build.mts';
import { benchSearchBrowser, benchSearchIndex, searchMarkdown, type SearchBrowserFigures, type SearchIndexFigures } from './bench-search.mts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
export const PAGE_KINDS: Record<string, string> = {
  home: '/',
  'written page': '/reference/engine/content/queries',
  'API page': '/reference/admin/api/v1.2/Data%20grid/DataGrid',
  'example page': '/reference/admin/examples/SelectField',
  search: '/search',
  // The 2.x docs version (plugins/docs-versions): the same kinds of page under /2.x.
  '2.x home': '/2.x',
  '2.x written page': '/2.x/reference/engine/content/queries',
  // The Interface 2.0 reference (plugins/api-reference, src/v2/).
  '2.x API page': '/2.x/reference/interface/api/ui-kit-datagrid/DataGrid',
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Build time and peak memory of the whole process tree.

/** RSS in bytes of a process and all its descendants, read from /proc. */
export function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces): state ppid … ; rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
      rss.set(pid, Number(fields[21]) * 4096);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export async function measureCommand(command: string, args: string[]): Promise<{ seconds: number; peakRssMb: number }> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  return { seconds: (performance.now() - started) / 1000, peakRssMb: Math.round(peak / 1024 / 1024) };
}

async function benchBuild() {
  const docusaurus = ['nice', '-n', '10', 'npx', 'docusaurus', 'build'];
  const cold: { seconds: number; peakRssMb: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    spawnSync('npx', ['docusaurus', 'clear'], { cwd: ROOT, stdio: 'ignore' });
    rmSync(join(ROOT, 'node_modules', '.cache'), { recursive: true, force: true });
    const result = await measureCommand(docusaurus[0]!, docusaurus.slice(1));
    console.log(`cold build ${run + 1}: ${result.seconds.toFixed(1)} s, peak ${result.peakRssMb} MB`);
    cold.push(result);
  }
  const warm: { seconds: number; peakRssMb: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await measureCommand(docusaurus[0]!, docusaurus.slice(1));
    console.log(`warm rebuild ${run + 1}: ${result.seconds.toFixed(1)} s, peak ${result.peakRssMb} MB`);
    warm.push(result);
  }
  const csp = await measureCommand('npx', ['tsx', 'scripts/csp-hashes.mts']);
  const compressStarted = performance.now();
  await compressBuild(BUILD_DIR);
  const compressSeconds = (performance.now() - compressStarted) / 1000;
  return {
    runs: RUNS,
    cold: { seconds: median(cold.map((r) => r.seconds)), peakRssMb: median(cold.map((r) => r.peakRssMb)), all: cold },
    warm: { seconds: median(warm.map((r) => r.seconds)), peakRssMb: median(warm.map((r) => r.peakRssMb)), all: warm },
    postBuildSeconds: csp.seconds + compressSeconds,
  };
}

// ---------------------------------------------------------------------------------------------
// Output size.

function benchOutput() {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  for (const file of readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })) {
    const full = join(BUILD_DIR, file);
    if (/\.(gz|br)$/.test(file) || !statSync(full).isFile()) continue;
    bytes += statSync(full).size;
    files++;
    if (file.endsWith('.html')) pages++;
  }
  return { totalMb: Math.round((bytes / 1024 / 1024) * 10) / 10, files, htmlPages: pages };
}

// ---------------------------------------------------------------------------------------------
// First-load JS and CSS, measured in Chromium.

function fileOfUrl(buildDir: string, url: string): string | null {
  const path = decodeURIComponent(new URL(url).pathname);
  const file = join(buildDir, path);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Raw, gzip and brotli bytes of a built file: its precompressed copies (compress-build) when present. */
function sizes(file: string): { raw: number; gzip: number; brotli: number } {
  const data = readFileSync(file);
  return {
    raw: data.length,
    gzip: existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(data, { level: 9 }).length,
    brotli: existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export interface FirstLoad {
  js: { raw: number; gzip: number; brotli: number; files: string[] };
  css: { raw: number; gzip: number; brotli: number; files: string[] };
  html: { raw: number; gzip: number; brotli: number };
  prefetched: number;
}

/** The JS and CSS a page loads before any interaction: requests until network idle, each file once, without prefetches. */
export async function firstLoad(browser: Browser, baseUrl: string, path: string, buildDir = BUILD_DIR): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  // Docusaurus prefetches the chunks of links in the viewport with <link rel=prefetch>.
  const prefetchLinks = new Set(await page.locator('link[rel=prefetch]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)));
  await context.close();
  const result: FirstLoad = { js: { raw: 0, gzip: 0, brotli: 0, files: [] }, css: { raw: 0, gzip: 0, brotli: 0, files: [] }, html: { raw: 0, gzip: 0, brotli: 0 }, prefetched: 0 };
  const seen = new Set<string>();
  for (const { url, type } of requests) {
    if (seen.has(url)) continue;
    seen.add(url);
    if (type !== 'script' && type !== 'stylesheet') {
      if (prefetchLinks.has(url)) result.prefetched++;
      continue;
    }
    const file = fileOfUrl(buildDir, url);
    if (!file) continue;
    const bucket = type === 'script' ? result.js : result.css;
    const size = sizes(file);
    bucket.raw += size.raw;
    bucket.gzip += size.gzip;
    bucket.brotli += size.brotli;
    bucket.files.push(new URL(url).pathname);
  }
  const clean = decodeURIComponent(path).replace(/^\//, '');
  const htmlFile = join(buildDir, clean === '' ? 'index.html' : `${clean}.html`);
  if (existsSync(htmlFile)) result.html = sizes(htmlFile);
  return result;
}

async function benchPages(baseUrl: string) {
  const browser = await launchBrowser();
  const results: Record<string, FirstLoad> = {};
  try {
    for (const [kind, path] of Object.entries(PAGE_KINDS)) results[kind] = await firstLoad(browser, baseUrl, path);
  } finally {
    await browser.close();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse, mobile and desktop presets.

const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LH_METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export interface LighthouseFigures {
  scores: Record<(typeof LH_CATEGORIES)[number], number>;
  metrics: Record<keyof typeof LH_METRICS, number>;
  /** Audits that cost points in a category other than performance, from the median run. */
  failing: string[];
  runs: number;
}

async function benchLighthouse(baseUrl: string) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: Record<string, Record<string, LighthouseFigures>> = {};
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      results[preset] = {};
      for (const [kind, path] of Object.entries(PAGE_KINDS)) {
        const runs: LighthouseFigures[] = [];
        // A run that could not measure (a trace error: metrics missing) is reported and run again,
        // up to as many extra attempts as runs, so medians come from complete runs only.
        for (let attempt = 0; runs.length < LH_RUNS && attempt < LH_RUNS * 2; attempt++) {
          const result = await lighthouse(
            baseUrl + path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LH_CATEGORIES] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
          const { categories, audits, runtimeError, runWarnings } = result.lhr;
          const metricsMissing = Object.values(LH_METRICS).some((id) => !Number.isFinite(audits[id]?.numericValue));
          if (runtimeError || metricsMissing || categories.performance?.score == null) {
            console.log(`lighthouse ${preset} ${kind}: run without metrics, repeated (${runtimeError?.code ?? runWarnings.join('; ').slice(0, 200) ?? 'no details'})`);
            continue;
          }
          const failing = LH_CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
            (categories[id]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${id}/${ref.id}`),
          );
          runs.push({
            scores: Object.fromEntries(LH_CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as LighthouseFigures['scores'],
            metrics: Object.fromEntries(Object.entries(LH_METRICS).map(([key, id]) => [key, audits[id]?.numericValue ?? NaN])) as LighthouseFigures['metrics'],
            failing,
            runs: 1,
          });
        }
        const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
        results[preset]![kind] = {
          scores: Object.fromEntries(LH_CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as LighthouseFigures['scores'],
          metrics: Object.fromEntries(Object.keys(LH_METRICS).map((key) => [key, median(runs.map((run) => run.metrics[key as keyof typeof LH_METRICS]))])) as LighthouseFigures['metrics'],
          failing: byPerformance[Math.floor(byPerformance.length / 2)]!.failing,
          runs: runs.length,
        };
        console.log(`lighthouse ${preset} ${kind}: ${JSON.stringify(results[preset]![kind]!.scores)}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

function machine() {
  const chromium = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    date: new Date().toISOString(),
    nproc: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium,
  };
}

type Results = {
  machine: ReturnType<typeof machine>;
  build?: Awaited<ReturnType<typeof benchBuild>>;
  output?: ReturnType<typeof benchOutput>;
  pages?: Awaited<ReturnType<typeof benchPages>>;
  lighthouse?: Awaited<ReturnType<typeof benchLighthouse>>;
  search?: { index: SearchIndexFigures; browser: SearchBrowserFigures };
};

export function markdown(results: Results): string {
  const lines: string[] = [];
  const { machine: m } = results;
  lines.push(`Machine: ${m.nproc} CPUs (${m.cpu}), ${m.memoryGb} GB, Node ${m.node}, ${m.chromium}; ${m.date}`, '');
  if (results.build) {
    const { cold, warm, runs, postBuildSeconds } = results.build;
    lines.push('| build | time (median) | peak RSS (median) |', '| --- | --- | --- |');
    lines.push(`| cold \`docusaurus build\` (${runs} runs) | ${cold.seconds.toFixed(1)} s | ${cold.peakRssMb} MB |`);
    lines.push(`| warm rebuild (${runs} runs) | ${warm.seconds.toFixed(1)} s | ${warm.peakRssMb} MB |`);
    lines.push(`| csp-hashes + compress-build | ${postBuildSeconds.toFixed(1)} s | |`, '');
  }
  if (results.output) lines.push(`Output: ${results.output.totalMb} MB in ${results.output.files} files (without .gz/.br), ${results.output.htmlPages} HTML pages.`, '');
  if (results.pages) {
    lines.push('| page | JS raw | JS gzip | JS brotli | CSS raw | CSS gzip | HTML raw | HTML gzip | JS files |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [kind, page] of Object.entries(results.pages)) {
      lines.push(
        `| ${kind} (\`${PAGE_KINDS[kind]}\`) | ${kb(page.js.raw)} KB | ${kb(page.js.gzip)} KB | ${kb(page.js.brotli)} KB | ${kb(page.css.raw)} KB | ${kb(page.css.gzip)} KB | ${kb(page.html.raw)} KB | ${kb(page.html.gzip)} KB | ${page.js.files.length} |`,
      );
    }
    lines.push('');
  }
  if (results.lighthouse) {
    lines.push('| preset | page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [preset, pages] of Object.entries(results.lighthouse)) {
      for (const [kind, figures] of Object.entries(pages)) {
        const { scores: s, metrics: x } = figures;
        lines.push(
          `| ${preset} | ${kind} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Math.round(x.fcpMs)} ms | ${Math.round(x.lcpMs)} ms | ${Math.round(x.tbtMs)} ms | ${x.cls.toFixed(3)} |`,
        );
      }
    }
    const failing = new Set(Object.values(results.lighthouse).flatMap((pages) => Object.values(pages).flatMap((figures) => figures.failing)));
    lines.push('', `Audits that cost points outside performance: ${failing.size ? [...failing].join(', ') : 'none'}.`, '');
  }
  if (results.search) lines.push(...searchMarkdown(results.search.index, results.search.browser));
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const PARTS = ['build', 'output', 'pages', 'lighthouse', 'search'];
  const requested = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = requested.filter((part) => !PARTS.includes(part));
  if (unknown.length) {
    console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}`);
    process.exit(2);
  }
  const parts = requested.length ? requested : PARTS;
  const results: Results = { machine: machine() };
  if (parts.includes('build')) results.build = await benchBuild();
  if (!existsSync(join(BUILD_DIR, 'index.html'))) {
    console.error('No production build in build/. Run `npm run build` or `npm run bench -- build` first.');
    process.exit(1);
  }
  if (!existsSync(join(BUILD_DIR, 'index.html.br'))) await compressBuild(BUILD_DIR);
  if (parts.includes('output')) results.output = benchOutput();
  if (parts.includes('pages') || parts.includes('lighthouse') || parts.includes('search')) {
    const site = await serveBuild();
    try {
      if (parts.includes('pages')) results.pages = await benchPages(site.url);
      if (parts.includes('lighthouse')) results.lighthouse = await benchLighthouse(site.url);
      if (parts.includes('search')) results.search = { index: await benchSearchIndex(), browser: await benchSearchBrowser(site.url) };
    } finally {
      await site.close();
    }
  }
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  const file = join(ROOT, 'bench', 'results.json');
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Results) : null;
  // A partial run keeps the other parts of the previous results.
  writeFileSync(file, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
  console.log(`\n${markdown(results)}`);
}
