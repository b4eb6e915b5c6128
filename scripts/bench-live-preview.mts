// What a live preview costs (`npm run bench:live-preview`, after `npm run build`): a measurement,
// not a test. Starts an engine (plugins/engine), deploys the project of the example's page (the
// SelectField example of Interface 1.2, or with BENCH_PREVIEW=2.x the kit form of the 2.x forms
// page, in the frame of Interface 2), serves
// build/ as a deployment with that engine would be served, and for BENCH_RUNS cold page loads
// (default 5) records the JS and CSS the page loads before "Run" and what "Run" adds (gzip level 9
// of the files in build/), and the time from the click to the seeded data in the frame.
// BENCH_ENGINE=browser measures the engine in the reader's browser instead (plugins/browser-engine:
// the build's own config.json, no engine server): the bytes the first Run downloads (brotli copies,
// as a static host serves them), the bytes a Run on another page then adds (what the earlier Runs
// did not already fetch), and the time from the click to the seeded data for each: the other page
// reached by a link of the article (a client-side navigation: the tab's worker serves it), a third
// 1.2 page loaded anew (a new worker, in the 1.2 frame), and then the 2.x page loaded anew (a new
// worker, in the frame of Interface 2, which the tab has not loaded before). BENCH_INTENT_MS: the
// pointer rests on "Run" that long before each click (a reader's way to the button; the engine's
// worker starts on it), default 0.
// BENCH_PROFILE=disk: each run in a browser with a new profile on disk, as a reader's everyday
// browser, which keeps PostgreSQL's compiled WebAssembly for the next page load; by default each run
// is a private window (a new context), which keeps none. Times run from the click event until the
// preview shows the seeded data (within 10 ms).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { deployProject } from '../plugins/engine/src/deploy.mts';
import { startEngine } from '../plugins/engine/src/engine.mts';
import { pageProject } from '../plugins/engine/src/projects.mts';
import { launchBrowser, launchProfile, waitForHydration } from '../tests/e2e/support/browser.mts';
import { BUILD_DIR, ROOT } from '../tests/e2e/support/site.mts';
import { median } from './bench.mts';
import { withPreviewEngineOrigin } from './csp-hashes.mts';
import { readHeaderRules, startStaticServer } from './lib/static-server.mts';
import type { FrameLocator, Locator, Page } from 'playwright-core';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const INTENT_MS = Number(process.env.BENCH_INTENT_MS ?? 0);
const PROFILE = process.env.BENCH_PROFILE ?? 'private';
if (PROFILE !== 'private' && PROFILE !== 'disk') throw new Error('BENCH_PROFILE: private (the default) or disk');

/** What shows in the frame once the seeded data is there: a text, or an element. */
type Seen = { text: string } | { selector: string };

/** The previews measured: a page, its source, and what shows once the seeded data is in the frame. */
const PREVIEWS: Record<string, { page: string; source: string; seen: Seen }> = {
  '1.x': { page: '/reference/admin/examples/SelectField', source: 'docs/reference/admin/examples/SelectField.mdx', seen: { text: 'Releases' } },
  '2.x': {
    page: '/2.x/reference/interface/forms/overview',
    source: 'versioned_docs/version-2.x/reference/interface/forms/overview.md',
    // The seeded title, as the value of the kit's input (React keeps the attribute in step).
    seen: { selector: 'input[value="Opening hours over the holidays"]' },
  },
};
/** The neighbour of the 1.x example, linked from its article: a Run there after a client-side navigation. */
const LINKED_PREVIEW = {
  page: '/reference/admin/examples/MultiSelectField',
  // Its seed article's title, as the value of the form's input.
  seen: { selector: 'input[value="What is new in the release"]' } as Seen,
};
/** Another 1.2 example, loaded anew after those two: a new worker, in the frame of the first Run. */
const SAME_FRAME_PREVIEW = {
  page: '/reference/admin/examples/DateField',
  seen: { selector: 'input[value="Print edition preview"]' } as Seen,
};

const FRAME = 'iframe[title="Live preview of the example"]';
const seenIn = (frame: FrameLocator, seen: Seen): Locator => ('text' in seen ? frame.getByText(seen.text) : frame.locator(seen.selector));

/**
 * Added to every frame of a browser context: in a preview frame, each change of its document (and
 * every 10 ms) looks for the top page's `__seen` (a Seen) until one is visible, and sets the top
 * page's `__seenAt` (ms since the epoch). Playwright's own wait polls at growing intervals, up to 500 ms: too coarse to
 * time with. Not animation frames: Chromium stops them in a frame scrolled out of view.
 */
const SEEN_PROBE = `(() => {
  if (window === top) {
    addEventListener('click', () => (window.__clickedAt = performance.timeOrigin + performance.now()), { capture: true });
    return;
  }
  const look = () => {
    const seen = top.__seen;
    if (!seen || top.__seenAt) return;
    let elements = [];
    if (seen.selector) elements = [...document.querySelectorAll(seen.selector)];
    else {
      const found = document.evaluate('//*[text()[contains(., ' + JSON.stringify(seen.text) + ')]]', document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let i = 0; i < found.snapshotLength; i++) elements.push(found.snapshotItem(i));
    }
    if (elements.some((element) => element.checkVisibility())) top.__seenAt = performance.timeOrigin + performance.now();
  };
  // On for good: a frame may be kept for the next Run (client-side navigations reuse it). The timer
  // sees what a stylesheet's arrival shows, which changes no node.
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  setInterval(look, 10);
})()`;

/** Clicks Run and waits for `seen` in the frame: the time from the click until the frame shows it. */
async function runUntilSeen(page: Page, button: Locator, seen: Seen, timeout: number): Promise<number> {
  await page.evaluate((next) => {
    const top = window as unknown as { __seen: unknown; __seenAt: number; __clickedAt: number };
    top.__seen = next;
    top.__seenAt = 0;
    top.__clickedAt = 0;
  }, seen);
  await button.click();
  await seenIn(page.frameLocator(FRAME), seen).waitFor({ timeout });
  await page.waitForFunction(() => (window as unknown as { __seenAt: number }).__seenAt > 0, undefined, { timeout: 10_000 }).catch(() => {
    throw new Error(`${JSON.stringify(seen)} is shown in the frame of ${page.url()}, but the frame's probe did not see it`);
  });
  return page.evaluate(() => {
    const top = window as unknown as { __seenAt: number; __clickedAt: number };
    return top.__seenAt - top.__clickedAt;
  });
}

const preview = PREVIEWS[process.env.BENCH_PREVIEW ?? '1.x'];
if (!preview) throw new Error(`BENCH_PREVIEW: one of ${Object.keys(PREVIEWS).join(', ')}`);
const PAGE = preview.page;

const gzipSize = (path: string): number => gzipSync(readFileSync(join(BUILD_DIR, path)), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

if (process.env.BENCH_ENGINE === 'browser') {
  await benchBrowserEngine();
  process.exit(0);
}
if (PROFILE !== 'private') throw new Error('BENCH_PROFILE=disk measures the engine in the browser: add BENCH_ENGINE=browser');

/** Size on the wire of a built file: its brotli copy when the build has one (scripts/compress-build.mts, plugins/browser-engine). */
function brotliSize(path: string): number {
  const file = join(BUILD_DIR, decodeURIComponent(path));
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : existsSync(file) && statSync(file).isFile() ? statSync(file).size : 0;
}

/** Resident memory of this process's descendants (Chromium's processes), from /proc, in bytes. */
function descendantsRss(): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child}/status`, 'utf8'));
        total += Number(rss?.[1] ?? 0) * 1024;
      } catch {
        // Ended meanwhile.
      }
      visit(child);
    }
  };
  visit(process.pid);
  return total;
}

async function benchBrowserEngine(): Promise<void> {
  if (process.env.BENCH_PREVIEW === '2.x') throw new Error('BENCH_ENGINE=browser starts on the 1.x example');
  const server = await startStaticServer({ root: BUILD_DIR, headerRules: readHeaderRules(join(BUILD_DIR, '_headers')) });
  const browser = PROFILE === 'private' ? await launchBrowser() : null;
  const fresh = PREVIEWS['2.x']!;
  type Run = { ms: number; bytes: number };
  const rows: { first: Run; linked: Run; sameFrame: Run; fresh: Run; workerMemory: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const viewport = { viewport: { width: 1280, height: 900 } };
    const profile = browser ? null : mkdtempSync(join(tmpdir(), 'bench-profile-'));
    const context = browser ? await browser.newContext(viewport) : await launchProfile(profile!, viewport);
    await context.addInitScript(SEEN_PROBE);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const fetched = new Set<string>();
    const runHere = async (seen: Seen): Promise<Run & { memoryGrowth: number }> => {
      await waitForHydration(page);
      const memoryBefore = descendantsRss();
      const before = requested.length;
      const button = page.getByRole('button', { name: 'Run live preview' }).first();
      if (INTENT_MS) {
        await button.hover();
        await page.waitForTimeout(INTENT_MS);
      }
      const ms = await runUntilSeen(page, button, seen, 120_000);
      await page.waitForTimeout(2000);
      const paths = [...new Set(requested.slice(before))].filter((path) => !fetched.has(path));
      for (const path of paths) fetched.add(path);
      return { ms, bytes: paths.reduce((sum, path) => sum + brotliSize(path), 0), memoryGrowth: descendantsRss() - memoryBefore };
    };
    await page.goto(server.url + PAGE, { waitUntil: 'networkidle' });
    const first = await runHere(preview!.seen);
    await page.locator(`article a[href="${LINKED_PREVIEW.page}"]`).first().click();
    await page.waitForURL((url) => url.pathname === LINKED_PREVIEW.page);
    const linked = await runHere(LINKED_PREVIEW.seen);
    await page.goto(server.url + SAME_FRAME_PREVIEW.page, { waitUntil: 'networkidle' });
    const sameFrame = await runHere(SAME_FRAME_PREVIEW.seen);
    await page.goto(server.url + fresh.page, { waitUntil: 'networkidle' });
    const loaded = await runHere(fresh.seen);
    rows.push({ first, linked, sameFrame, fresh: loaded, workerMemory: first.memoryGrowth });
    await context.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
  await browser?.close();
  await server.close();
  const figure = (values: number[], unit: (value: number) => string) => `median ${unit(median(values))} (${values.map(unit).join(', ')})`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const line = (label: string, runs: Run[]) =>
    console.log(`- ${label}: ${figure(runs.map((run) => run.bytes), mb)} downloaded (brotli); seeded data shown after ${figure(runs.map((run) => run.ms), ms)}`);
  console.log(`Engine in the browser, ${RUNS} ${PROFILE === 'private' ? 'fresh private windows (browser contexts)' : 'browsers with a new profile on disk'}, the pointer on Run ${INTENT_MS} ms before each click: Run on ${PAGE}, then on ${LINKED_PREVIEW.page} (a link of the article), then on ${SAME_FRAME_PREVIEW.page} and ${fresh.page} (each loaded anew)`);
  line('first Run', rows.map((row) => row.first));
  line('Run after the client-side navigation', rows.map((row) => row.linked));
  line('Run after a new page load, a 1.2 page', rows.map((row) => row.sameFrame));
  line('Run after a new page load, the 2.x page', rows.map((row) => row.fresh));
  console.log(`- Chromium's resident memory grown by the first Run (worker, frame and admin): ${figure(rows.map((row) => row.workerMemory), mb)}`);
}

const engine = await startEngine();
const headersDir = mkdtempSync(join(tmpdir(), 'bench-live-preview-'));
try {
  await deployProject(engine, pageProject(join(ROOT, preview.source))!);
  writeFileSync(join(headersDir, '_headers'), withPreviewEngineOrigin(readFileSync(join(BUILD_DIR, '_headers'), 'utf8'), engine.url));
  const server = await startStaticServer({ root: BUILD_DIR, headerRules: readHeaderRules(join(headersDir, '_headers')) });
  const browser = await launchBrowser();
  type Sizes = { js: number; css: number; files: number };
  const runs: { before: Sizes; run: Sizes; firstRenderMs: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(SEEN_PROBE);
    const page = await context.newPage();
    await page.route(/\/live-preview[^/]*\/config\.json$/, (route) => route.fulfill({ json: { apiBaseUrl: engine.url, token: engine.rootToken, projectPrefix: null } }));
    const loaded: string[] = [];
    page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(server.url + PAGE, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const beforeRun = loaded.length;
    const firstRenderMs = await runUntilSeen(page, page.getByRole('button', { name: 'Run live preview' }).first(), preview.seen, 60_000);
    // Not network idle: the admin keeps requests going. What loads after two seconds is lazy.
    await page.waitForTimeout(2000);
    const sizes = (paths: string[]): Sizes => ({
      js: paths.filter((path) => path.endsWith('.js')).reduce((sum, path) => sum + gzipSize(path), 0),
      css: paths.filter((path) => path.endsWith('.css')).reduce((sum, path) => sum + gzipSize(path), 0),
      files: paths.filter((path) => /\.(js|css)$/.test(path)).length,
    });
    runs.push({ before: sizes([...new Set(loaded.slice(0, beforeRun))]), run: sizes([...new Set(loaded.slice(beforeRun))]), firstRenderMs });
    await context.close();
  }
  await browser.close();
  await server.close();
  const first = runs[0]!;
  console.log(`| page \`${PAGE}\` | JS gzip | CSS gzip | JS/CSS files |`);
  console.log('| --- | --- | --- | --- |');
  console.log(`| first load, before "Run" | ${kb(first.before.js)} | ${kb(first.before.css)} | ${first.before.files} |`);
  console.log(`| added by "Run" (editor, frame, admin) | ${kb(first.run.js)} | ${kb(first.run.css)} | ${first.run.files} |`);
  const times = runs.map(({ firstRenderMs }) => firstRenderMs);
  console.log(`\n"Run" to seeded data in the frame: median ${Math.round(median(times))} ms of ${RUNS} cold loads (${times.map(Math.round).join(', ')} ms)`);
} finally {
  await engine.stop();
  rmSync(headersDir, { recursive: true, force: true });
}
