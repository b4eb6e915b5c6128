// The `search` part of `npm run bench`: the local search index (size per docs version, time to
// load it, query latency in Node) and, in Chromium against the production build, the time from
// the first keystroke (Ctrl+K on a freshly loaded page) to the first result and the bytes
// downloaded for it, without throttling and with two emulated mobile networks.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { DOCS_VERSIONS, versionUrl } from '../plugins/docs-versions/src/versions.ts';
import { SplitIndex, type SplitManifest } from '../plugins/search/src/engine/split.ts';
import { manifestFileOf } from '../plugins/search/src/constants.ts';
import { launchBrowser, waitForHydration } from '../tests/e2e/support/browser.mts';
import { BUILD_DIR } from '../tests/e2e/support/site.mts';
// A cycle (bench.mts runs this part), safe for a function declaration.
import { median } from './bench.mts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Single words, two words, API names, a CLI command and typos. */
export const SEARCH_QUERIES = ['PersistButton', 'DataGrid', 'notNull', 'routing', 'migration', 'api key', 'data grid', 'has many', 'select field', 'migrations:diff', 'colums', 'pasword'];

/** Chromium network emulation (CDP `Network.emulateNetworkConditions`), throughput in Mbit/s. */
export const NETWORKS = {
  none: null,
  '4G': { mbps: 9, latencyMs: 85 },
  'slow 4G': { mbps: 1.6, latencyMs: 150 },
} as const;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const brotliSize = (file: string) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Index files (manifest, term shards, text chunks), load time and query latency in Node, per docs version. */
export async function benchSearchIndex(buildDir = BUILD_DIR) {
  const typed = ['PersistButton', 'notNull', 'assume identity', 'api key', 'many has many', 'data grid column', 'has one', 'select field options', 'access rules', 'migration', 'HasManySelectCell'];
  // Every prefix, as the dialog searches while the reader types.
  const queries = typed.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)).filter((prefix) => prefix.trim()));
  const versions = [];
  for (const { release } of DOCS_VERSIONS) {
    const file = join(buildDir, manifestFileOf(release));
    const json = readFileSync(file, 'utf8');
    let started = performance.now();
    const manifest = JSON.parse(json) as SplitManifest;
    const index = new SplitIndex(manifest, async (name) => JSON.parse(readFileSync(join(buildDir, name), 'utf8')) as unknown, () => undefined);
    const loadMs = performance.now() - started;
    const sizes = (files: string[]) => files.map((name) => brotliSize(join(buildDir, name))).sort((a, b) => a - b);
    const shards = sizes(manifest.terms.map(([, name]) => name));
    const chunks = sizes(manifest.texts.map(([, name]) => name));
    const times: number[] = [];
    for (const query of queries) await index.prepare(query);
    for (let round = 0; round < 3; round++) {
      for (const query of queries) {
        started = performance.now();
        index.search(query, { apiVersion: null, docsVersion: release }, { limit: 8, sectionsPerPage: 3 });
        times.push(performance.now() - started);
      }
    }
    const sorted = times.sort((a, b) => a - b);
    versions.push({
      release,
      file: manifestFileOf(release),
      pages: manifest.pages.length,
      sections: manifest.sections.length,
      rawKb: kb(Buffer.byteLength(json)),
      brotliKb: kb(brotliSize(file)),
      shards: shards.length,
      shardMedianKb: kb(median(shards)),
      shardMaxKb: kb(shards[shards.length - 1]!),
      chunks: chunks.length,
      chunkMedianKb: kb(median(chunks)),
      chunkMaxKb: kb(chunks[chunks.length - 1]!),
      totalKb: kb(brotliSize(file) + shards.reduce((sum, size) => sum + size, 0) + chunks.reduce((sum, size) => sum + size, 0)),
      loadMs: Math.round(loadMs),
      p50Ms: Math.round(median(sorted) * 100) / 100,
      p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)]! * 100) / 100,
      queries: times.length,
    });
  }
  return versions;
}

interface QueryRun {
  firstResultMs: number;
  bytes: number;
  /** Until the snippets of the first results are there (the split index fetches their texts after the results). */
  completeMs: number;
  completeBytes: number;
  /** Later keys answered from the shards already there. */
  laterKeystrokeMs: number[];
  /** Later keys whose change of the results came with a file of the index (a shard, a text chunk, the other version's manifest) that arrived first. */
  laterFetchingMs: number[];
}

/** A fresh page (new context: empty cache), Ctrl+K, the query typed at once: time from Ctrl+K to the first result. */
async function runQuery(browser: Browser, url: string, query: string, network: (typeof NETWORKS)[keyof typeof NETWORKS]): Promise<QueryRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page: Page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const bytesPerSecond = (network.mbps * 1_000_000) / 8;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: network.latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    }
    // A throttled page load on the shared machine can take long: the page must be idle before the search.
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await waitForHydration(page);
    await page.evaluate(() => {
      const w = window as unknown as { __bench: { start: number; first: number; complete: number } };
      w.__bench = { start: 0, first: 0, complete: 0 };
      // Entries of the page load could fill the buffer (250): only what the search fetches counts.
      performance.clearResourceTimings();
      performance.setResourceTimingBufferSize(2_000);
      new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"] [role="option"]')) return;
        w.__bench.first ||= performance.now();
        // Complete: no snippet of the results shown is still on its way.
        if (!w.__bench.complete && !document.querySelector('[role="dialog"] [data-search-pending]')) w.__bench.complete = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Ctrl+K and the query's keys in one task of the page, as a reader typing faster than the
    // dialog's chunk arrives: the keys typed before the dialog shows are its query (plugins/search,
    // typeAhead.ts). Typing through the harness would let a fast network show a prefix's results
    // first; waiting for the field would add the harness's own round trips (about 90 ms).
    await page.evaluate((keys) => {
      // Before the first key: the requests it starts are timed (and counted) from here.
      (window as unknown as { __bench: { start: number } }).__bench.start = performance.now();
      for (const key of ['Control+k', ...keys]) {
        const [modifier, letter] = key.length > 1 ? key.split('+') : [null, key];
        window.dispatchEvent(new KeyboardEvent('keydown', { key: letter, ctrlKey: modifier === 'Control', bubbles: true, cancelable: true }));
      }
    }, [...query]);
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.waitFor();
    assert.equal(await input.inputValue(), query, 'the keys typed ahead are the query');
    await page.waitForFunction(() => (window as unknown as { __bench: { first: number } }).__bench.first > 0, undefined, { timeout: 30_000 });
    // Snippets that never come (a chunk lost) leave the run without a complete time.
    await page.waitForFunction(() => (window as unknown as { __bench: { complete: number } }).__bench.complete > 0, undefined, { timeout: 15_000 }).catch(() => undefined);
    // Bytes of the responses that ended between the first keystroke and the first result, and the snippets (as transferred).
    const { start, first, firstBytes, complete, completeBytes } = await page.evaluate(() => {
      const { start, first, complete } = (window as unknown as { __bench: { start: number; first: number; complete: number } }).__bench;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // No named function in here: the bundler would wrap it in a helper the page does not have.
      // The text chunks (`x-….json`) are the snippets': on a fast network one can land before the
      // results' first paint, but the results do not wait for them.
      const firstBytes = entries
        .filter((entry) => entry.startTime >= start && entry.responseEnd <= first && !/\/search-index-[^/]+\/x-/.test(entry.name))
        .reduce((sum, entry) => sum + entry.transferSize, 0);
      const completeBytes = entries.filter((entry) => entry.startTime >= start && entry.responseEnd <= complete).reduce((sum, entry) => sum + entry.transferSize, 0);
      return { start, first, firstBytes, complete: complete || Number.NaN, completeBytes };
    });
    // Later keystrokes: the query's shards are there; each key of the query typed again, time to the
    // next change of the results. Not timed: the keys that change no word the engine searches (a
    // space; a lone letter after another word, which it ignores), which leave the results as they
    // are. Counted apart: keys whose change came with a file of the index arriving (snippets, the
    // other version's pages), which waited for the network.
    const laterKeystrokeMs: number[] = [];
    const laterFetchingMs: number[] = [];
    await input.fill('');
    for (const [at, key] of [...query].entries()) {
      const before = query.slice(0, at).trim();
      const after = query.slice(0, at + 1).trim();
      const changesWords = after !== before && !/\s\S$/.test(after);
      // The page records the time to the change in `__benchKeystroke`, which is polled: awaiting a
      // promise that only an observer or a timer settles failed now and then with Chromium's
      // "Resulting promise was garbage collected".
      await page.evaluate((character) => {
        const state: { started: number; elapsed: number | null } = { started: performance.now(), elapsed: null };
        (window as unknown as { __benchKeystroke: typeof state }).__benchKeystroke = state;
        const results = document.querySelector('[role="dialog"] [id^="search-listbox"]')?.parentElement;
        if (!results) {
          state.elapsed = -1;
          return;
        }
        const input = document.querySelector<HTMLInputElement>('[role="dialog"] [role="combobox"]')!;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          state.elapsed ??= performance.now() - state.started;
        });
        observer.observe(results, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          state.elapsed ??= -1;
        }, 1_000);
        // What a keystroke does to a controlled input: the value changes and an input event fires.
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, input.value + character);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, key);
      await page.waitForFunction(() => (window as unknown as { __benchKeystroke: { elapsed: number | null } }).__benchKeystroke.elapsed !== null, undefined, { timeout: 5_000 });
      const { elapsed, fetched } = await page.evaluate(() => {
        const { started, elapsed } = (window as unknown as { __benchKeystroke: { started: number; elapsed: number } }).__benchKeystroke;
        const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
          (entry) => entry.name.includes('/search-index-') && entry.responseEnd >= started && entry.responseEnd <= started + elapsed,
        );
        return { elapsed, fetched };
      });
      if (changesWords && elapsed >= 0) (fetched ? laterFetchingMs : laterKeystrokeMs).push(elapsed);
    }
    return { firstResultMs: first - start, bytes: firstBytes, completeMs: complete - start, completeBytes, laterKeystrokeMs, laterFetchingMs };
  } finally {
    await context.close();
  }
}

/** Median of RUNS fresh pages per docs version, network and query. */
export async function benchSearchBrowser(siteUrl: string) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const version of DOCS_VERSIONS) {
      const url = siteUrl + versionUrl(version, '');
      for (const [network, conditions] of Object.entries(NETWORKS)) {
        for (const query of SEARCH_QUERIES) {
          const runs: QueryRun[] = [];
          for (let run = 0; run < RUNS; run++) runs.push(await runQuery(browser, url, query, conditions));
          const later = runs.flatMap((r) => r.laterKeystrokeMs);
          const fetching = runs.flatMap((r) => r.laterFetchingMs);
          rows.push({
            version: version.release,
            network,
            query,
            firstResultMs: Math.round(median(runs.map((r) => r.firstResultMs))),
            kb: kb(median(runs.map((r) => r.bytes))),
            completeMs: Math.round(median(runs.map((r) => r.completeMs))),
            completeKb: kb(median(runs.map((r) => r.completeBytes))),
            laterMedianMs: later.length ? Math.round(median(later)) : null,
            laterMaxMs: later.length ? Math.round(Math.max(...later)) : null,
            fetchingKeys: fetching.length,
            fetchingMaxMs: fetching.length ? Math.round(Math.max(...fetching)) : null,
          });
          const last = rows[rows.length - 1]!;
          console.log(`search ${last.version} ${network} ${JSON.stringify(query)}: ${last.firstResultMs} ms, ${last.kb} KB; snippets ${last.completeMs} ms, ${last.completeKb} KB; later keys ${last.laterMedianMs} ms (max ${last.laterMaxMs}); keys changed by a file arriving ${last.fetchingKeys} (max ${last.fetchingMaxMs ?? '–'} ms)`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export type SearchIndexFigures = Awaited<ReturnType<typeof benchSearchIndex>>;
export type SearchBrowserFigures = Awaited<ReturnType<typeof benchSearchBrowser>>;

export function searchMarkdown(index: SearchIndexFigures, browser: SearchBrowserFigures): string[] {
  const lines = [
    '| manifest | pages, sections | raw | brotli | term shards (median / max brotli) | text chunks (median / max brotli) | all files brotli | manifest load (Node) | query p50 / p95 (Node) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const v of index) {
    lines.push(
      `| \`${v.file}\` | ${v.pages}, ${v.sections} | ${v.rawKb} KB | ${v.brotliKb} KB | ${v.shards} (${v.shardMedianKb} / ${v.shardMaxKb} KB) | ${v.chunks} (${v.chunkMedianKb} / ${v.chunkMaxKb} KB) | ${v.totalKb} KB | ${v.loadMs} ms | ${v.p50Ms} / ${v.p95Ms} ms (${v.queries} queries) |`,
    );
  }
  lines.push('', '| from | network | query | first result | downloaded | with snippets | downloaded | later keys median / max | keys changed by an arriving file (max) |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of browser) {
    lines.push(`| ${r.version} | ${r.network} | \`${r.query}\` | ${r.firstResultMs} ms | ${r.kb} KB | ${r.completeMs} ms | ${r.completeKb} KB | ${r.laterMedianMs ?? '–'} / ${r.laterMaxMs ?? '–'} ms | ${r.fetchingKeys} (${r.fetchingMaxMs ?? '–'} ms) |`);
  }
  return lines;
}
