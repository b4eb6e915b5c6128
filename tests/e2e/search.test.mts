// Documentation search in real Chromium against the production build: the navbar button and
// its shortcuts, the dialog, keyboard navigation, recent searches, /search?q=, the messages,
// bad input, contextual (API version) ranking and the reference ranking queries.
// SEARCH_E2E_BUILD_DIR serves another build (a scratch site) instead of build/.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DOCS_V1, LATEST_DOCS_VERSION } from '../../plugins/docs-versions/src/versions.ts';
import { manifestFileOf } from '../../plugins/search/src/constants.ts';
import type { SplitManifest } from '../../plugins/search/src/engine/split.ts';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { dialog, input, options, search } from './support/search-dialog.mts';
import { setUpBuiltSite } from './support/harness.mts';
import { assertMostRunsClean, inRuns, longTasksDuring } from './support/long-tasks.mts';
import { BUILD_DIR } from './support/site.mts';

const buildDir = process.env.SEARCH_E2E_BUILD_DIR ?? BUILD_DIR;
const INDEX_GLOB = `**/${manifestFileOf('*')}`;
/** The manifest of a docs version's index. */
const isIndexUrl = (url: string) => /\/search-index-[^/]+\.json$/.test(url);
/** Any file of the search index: a manifest, a term shard or a text chunk. */
const isIndexFile = (url: string) => /\/search-index-[^/]+(\.json$|\/)/.test(url);

// Chromium's own compilers: the long-task tests measure what a reader's browser does.
const site = setUpBuiltSite({ buildDir, compilers: 'reader' });
// One browser context for the whole file, made on first use (the harness starts the browser in
// its before hook); closing the browser closes it.
let context: BrowserContext | undefined;

async function newPage(): Promise<Page> {
  if (!context) {
    if (!existsSync(join(buildDir, manifestFileOf(LATEST_DOCS_VERSION.release)))) throw new Error(`No search index in ${buildDir}: run the production build first.`);
    context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  }
  return context.newPage();
}

/** A new page at `path`, with the errors it logs and the URLs it requests from the start. */
async function openPage(path = '/', waitUntil: 'load' | 'networkidle' = 'load'): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await newPage();
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(site.url + path, { waitUntil });
  return { page, errors, requests };
}

/** The path of the first result of a query, without the anchor. */
async function firstResultPath(page: Page, query: string): Promise<string | null> {
  await search(page, query);
  const href = await options(page).first().getAttribute('href');
  return href ? decodeURIComponent(href.split('#')[0]!) : null;
}

describe('search button and shortcuts', () => {
  test('the navbar has a "Search docs" button; no search code or index is loaded before use', async () => {
    const { page, errors, requests } = await openPage('/', 'networkidle');
    const button = page.getByRole('button', { name: 'Search docs' });
    await button.waitFor();
    assert.match((await button.textContent()) ?? '', /Search docs/);
    assert.equal(requests.some((url) => isIndexFile(url)), false, 'index fetched on first load');
    const scriptsBefore = requests.filter((url) => url.endsWith('.js')).length;
    // A hover that lands before React has hydrated the button is not seen; a reader moves the
    // pointer again, and so does the test.
    for (let attempt = 0; attempt < 3 && !requests.some((url) => isIndexUrl(url)); attempt++) {
      await page.mouse.move(0, 0);
      await button.hover();
      await page.waitForRequest((request) => isIndexUrl(request.url()), { timeout: 5_000 }).catch(() => undefined);
    }
    assert.ok(requests.some((url) => isIndexUrl(url)), 'hovering the button fetches the index');
    assert.ok(requests.filter((url) => url.endsWith('.js')).length > scriptsBefore, 'the dialog chunk loads on hover');
    // Only the index of the page's version, once: the engine's fetch takes the preloaded response.
    await page.waitForTimeout(1_000);
    assert.deepEqual(requests.filter((url) => isIndexFile(url)), [`${site.url}/${manifestFileOf(DOCS_V1.release)}`]);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('Ctrl+K, Cmd+K, "/" and the button open the dialog; Escape closes it and focus returns', async () => {
    const { page, errors } = await openPage('/');
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(shortcut);
      await dialog(page).waitFor();
      // Focused in the task that shows the dialog: a key typed as soon as it is visible reaches it.
      assert.equal(await input(page).evaluate((el) => el === document.activeElement), true, `${shortcut}: input focused as it shows`);
      assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
      // An opaque panel: the page must not show through the results (light mode's Infima default is transparent).
      assert.match(await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor), /^rgb\(/, `${shortcut}: the dialog has an opaque background`);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'detached' });

    const button = page.getByRole('button', { name: 'Search docs' });
    await button.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await button.evaluate((el) => el === document.activeElement), true, 'focus returns to the button');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('keys typed right after Ctrl+K, before the dialog\'s code has arrived, become the query', async () => {
    const { page, errors } = await openPage('/2.x/', 'networkidle');
    await waitForHydration(page);
    // Every script requested from now on is the dialog's: held until the reader has typed.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      held++;
      await typed;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    // A slip corrected before the dialog shows: Backspace is kept too.
    await page.keyboard.type('data gridd');
    await page.keyboard.press('Backspace');
    assert.ok(held > 0, 'the dialog chunk was requested and held');
    assert.equal(await dialog(page).count(), 0, 'the dialog is not shown yet');
    release();
    await dialog(page).waitFor();
    assert.equal(await input(page).inputValue(), 'data grid');
    await options(page).first().waitFor();
    // Typing goes on in the field.
    await page.keyboard.type('s');
    assert.equal(await input(page).inputValue(), 'data grids');
    // Closed, the keys are the page's again: "/" opens the search, with an empty field.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.unroute('**/assets/js/*.js');
    await page.keyboard.press('/');
    await dialog(page).waitFor();
    assert.equal(await input(page).inputValue(), '');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('"/" typed in a text field does not open the dialog', async () => {
    const { page } = await openPage('/search');
    // The shortcut listener exists only once the page is live.
    await waitForHydration(page);
    const field = page.getByRole('searchbox', { name: 'Search docs' });
    await field.click();
    await page.keyboard.type('a/b');
    assert.equal(await field.inputValue(), 'a/b');
    assert.equal(await dialog(page).count(), 0);
    await page.close();
  });
});

describe('search dialog', () => {
  test('results appear as you type, grouped by page, with heading path and highlighted snippet', async () => {
    const { page, errors } = await openPage('/');
    await search(page, 'PersistButton');
    const groups = dialog(page).getByRole('group');
    assert.ok((await groups.count()) >= 1);
    const first = options(page).first();
    assert.match((await first.textContent()) ?? '', /PersistButton/);
    assert.ok((await dialog(page).locator('mark').count()) > 0, 'matches are highlighted');
    assert.equal(await input(page).getAttribute('aria-expanded'), 'true');
    const hrefs = await options(page).evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    assert.ok(hrefs.every((href) => href && href.startsWith('/')));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('arrows move the active result, which stays visible; Enter opens it; recent searches are kept', async () => {
    const { page, errors } = await openPage('/');
    await search(page, 'api');
    const count = await options(page).count();
    assert.ok(count >= 3, `only ${count} results`);
    const activeId = () => input(page).getAttribute('aria-activedescendant');
    const firstId = await activeId();
    await page.keyboard.press('ArrowDown');
    const secondId = await activeId();
    assert.notEqual(secondId, firstId);
    assert.equal(await page.locator(`[id="${secondId}"]`).getAttribute('aria-selected'), 'true');
    for (let i = 0; i < count + 2; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const id = await activeId();
    const visible = await page.evaluate((optionId) => {
      const option = document.getElementById(optionId!)!.getBoundingClientRect();
      const box = document.getElementById(optionId!)!.closest('[role="dialog"] > div:nth-last-child(3), [role="dialog"]')!;
      const scroller = box.querySelector('[role="listbox"]')!.parentElement!.getBoundingClientRect();
      return option.top >= scroller.top - 1 && option.bottom <= scroller.bottom + 1;
    }, id);
    assert.ok(visible, 'the active result is scrolled into view');
    await page.keyboard.press('Home');
    // Enter opens the active result.
    const target = await page.locator(`[id="${id}"]`).getAttribute('href');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname + url.hash === decodeURI(target!) || url.pathname + url.hash === target);
    const stored = await page.evaluate(() => localStorage.getItem('contember-docs:recent-searches'));
    assert.ok(stored && stored.includes('"query":"api"'));
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    assert.equal(await dialog(page).getByText('Recent', { exact: true }).count(), 1);
    assert.ok((await options(page).count()) >= 1, 'recent searches are listed');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('focus stays inside the dialog (Tab cycles)', async () => {
    const { page } = await openPage('/');
    await search(page, 'schema');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), true, `Tab ${i + 1} left the dialog`);
    }
    await page.close();
  });

  test('no results: the message, suggestions and the feedback link', async () => {
    const { page, errors } = await openPage('/');
    await search(page, 'qwxzvkj');
    const text = (await dialog(page).textContent()) ?? '';
    assert.match(text, /No results for “qwxzvkj”/);
    assert.match(text, /Try searching for/);
    assert.match(text, /Believe this query should return results\?/);
    const link = dialog(page).getByRole('link', { name: 'Let us know.' });
    assert.equal(await link.getAttribute('href'), 'https://github.com/orgs/contember/discussions');
    await dialog(page).getByRole('button', { name: 'schema' }).click();
    await options(page).first().waitFor();
    assert.equal(await input(page).inputValue(), 'schema');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('after a query with no results, the next one is not said to have none while its shard is on its way', async () => {
    const { page, errors } = await openPage('/');
    await search(page, 'qwxzvkj');
    assert.match((await dialog(page).textContent()) ?? '', /No results for “qwxzvkj”/);
    // The shards of the next query's word arrive a second late.
    let held = 0;
    await page.route(/\/search-index-[^/]+\/t-[^/]+\.json/, async (route) => {
      held++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const shown: string[] = [];
    await input(page).fill('migration');
    for (let at = 0; at < 40 && (await options(page).count()) === 0; at++) {
      shown.push((await dialog(page).textContent()) ?? '');
      await page.waitForTimeout(50);
    }
    assert.ok(held > 0, 'the query needed a shard not fetched yet');
    assert.ok((await options(page).count()) > 0, 'the results came');
    assert.equal(shown.filter((text) => text.includes('No results for “migration”')).length, 0, 'no "No results" for the pending query');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a failed index load shows "Unable to fetch results"', async () => {
    const page = await newPage();
    await page.route(INDEX_GLOB, (route) => route.abort('internetdisconnected'));
    await page.goto(site.url + '/', { waitUntil: 'load' });
    await search(page, 'schema');
    const text = (await dialog(page).textContent()) ?? '';
    assert.match(text, /Unable to fetch results/);
    assert.match(text, /You might want to check your network connection\./);
    // Retry once the network is back.
    await page.unroute(INDEX_GLOB);
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await options(page).first().waitFor();
    await page.close();
  });

  test('bad input gives results or the no-results message, never an error or markup', async () => {
    const { page, errors } = await openPage('/');
    await page.evaluate(() => ((window as unknown as { __xss: number }).__xss = 0));
    const inputs = [
      '<script>window.__xss=1</script>',
      '<img src=x onerror="window.__xss=1">',
      '.*+?^${}()|[]\\ (',
      '"many has many"',
      "it's \"quoted\"",
      '🚀 👩‍💻 emoji',
      'مرحبا بالعالم',
      'שלום עולם',
      'a'.repeat(1000),
      'data grid '.repeat(100),
    ];
    for (const query of inputs) {
      await search(page, query);
      const state = await page.evaluate(() => ({
        xss: (window as unknown as { __xss: number }).__xss,
        injected: document.querySelectorAll('[role="dialog"] img, [role="dialog"] script').length,
      }));
      assert.deepEqual(state, { xss: 0, injected: 0 }, query.slice(0, 40));
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('typing never blocks the main thread for more than 50 ms once the index is loaded', async () => {
    const runs = await inRuns(async () => {
      const { page } = await openPage('/');
      await search(page, 'x');
      await input(page).fill('');
      const long = await longTasksDuring(page, async () => {
        await input(page).pressSequentially('data grid column', { delay: 40 });
        await page.waitForTimeout(300);
      });
      await page.close();
      return long;
    });
    assertMostRunsClean(runs);
  });
});

describe('loading the index', () => {
  test('the first search loads and builds the index without a long task over 50 ms', async () => {
    const runs = await inRuns(async () => {
      const page = await newPage();
      await page.goto(site.url + '/reference/engine/schema/columns', { waitUntil: 'networkidle' });
      const long = await longTasksDuring(page, async () => {
        await search(page, 'PersistButton');
        await page.waitForTimeout(200);
      });
      await page.close();
      return long;
    });
    assertMostRunsClean(runs);
  });

  test('a query loads the manifest of the page’s version, the shards of its words and the texts of the results shown', async () => {
    const { page, errors, requests } = await openPage('/2.x', 'networkidle');
    await search(page, 'PersistButton');
    // Snippets fill in once the texts are there; then the 1.x index joins.
    await page.waitForFunction(() => document.querySelector('[role="dialog"] [data-search-pending]') === null, undefined, { timeout: 10_000 });
    assert.ok(((await options(page).first().textContent()) ?? '').length > 'PersistButton'.length, 'the first result has its snippet');
    const files = requests.filter((url) => isIndexFile(url)).map((url) => url.slice(site.url.length));
    assert.equal(files[0], `/${manifestFileOf('2.x')}`);
    const manifest = JSON.parse(readFileSync(join(buildDir, manifestFileOf('2.x')), 'utf8')) as SplitManifest;
    const shards = files.filter((url) => url.startsWith('/search-index-2.x/t-'));
    assert.ok(shards.length >= 1 && shards.length <= 3, `term shards of 2.x fetched: ${shards.length} of ${manifest.terms.length}`);
    const firstOther = files.findIndex((url) => url.includes('-1.x'));
    assert.ok(firstOther === -1 || firstOther > files.findIndex((url) => url.startsWith('/search-index-2.x/x-')), `1.x after the 2.x texts: ${files.join(' ')}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('search page', () => {
  test('/search without a query fetches the index when the field is focused, not on load', async () => {
    const { page, errors, requests } = await openPage('/search', 'networkidle');
    await waitForHydration(page);
    assert.equal(requests.some((url) => isIndexUrl(url)), false, 'index fetched on load');
    const indexRequest = page.waitForRequest((request) => isIndexUrl(request.url()), { timeout: 5_000 });
    await page.getByRole('searchbox', { name: 'Search docs' }).focus();
    await indexRequest;
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('/search?q=data%20grid shows the results and typing writes q', async () => {
    const { page, errors } = await openPage('/search?q=data%20grid');
    assert.equal((await page.locator('main h1').textContent())?.trim(), 'Search');
    const field = page.getByRole('searchbox', { name: 'Search docs' });
    await page.waitForFunction(() => (document.querySelector('#search-page-input') as HTMLInputElement | null)?.value === 'data grid');
    await page.locator('main ol li h2 a').first().waitFor();
    assert.ok((await page.locator('main ol li h2 a').count()) > 0);
    assert.match(await page.title(), /^Search \| Contember$/);
    await field.fill('assume identity');
    await page.waitForURL((url) => url.searchParams.get('q') === 'assume identity');
    await page.goto(site.url + '/search?q=qwxzvkj');
    await page.getByText('Believe this query should return results?').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a query typed before the page is live is kept and searched', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    // Hold main.js until the reader has typed into the server-rendered field.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/main.*.js', async (route) => {
      await typed;
      await route.continue();
    });
    // DOMContentLoaded waits for deferred scripts: wait for the field instead.
    await page.goto(site.url + '/search', { waitUntil: 'commit' });
    const field = page.getByRole('searchbox', { name: 'Search docs' });
    await field.click();
    await page.keyboard.type('data grid');
    release();
    await waitForHydration(page);
    await page.waitForURL((url) => url.searchParams.get('q') === 'data grid');
    assert.equal(await field.inputValue(), 'data grid');
    await page.locator('main ol li h2 a').first().waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('contextual and reference ranking', () => {
  const v11 = '/reference/admin/api/v1.1/Action%20buttons/PersistButton';
  const v12 = '/reference/admin/api/v1.2/Action%20buttons/PersistButton';
  const built = (path: string) => existsSync(join(buildDir, `${decodeURIComponent(path)}.html`));

  test('on a v1.1 API page v1.1 ranks first and v1.2 below; on v1.2 the reverse', async (t) => {
    if (!built(v11) || !built(v12)) return t.skip('the PersistButton API pages are not built');
    for (const [here, other] of [[v11, v12], [v12, v11]] as const) {
      const { page } = await openPage(here);
      await search(page, 'PersistButton');
      const hrefs = (await options(page).evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))).map((h) => decodeURIComponent(h.split('#')[0]!));
      assert.equal(hrefs[0], decodeURIComponent(here));
      assert.ok(hrefs.indexOf(decodeURIComponent(other)) > 0, `${other} is listed below`);
      assert.match((await dialog(page).textContent()) ?? '', /API pages are shown first/);
      await page.close();
    }
  });

  const expectations: Array<[string, string]> = [
    ['PersistButton', decodeURIComponent(v12)],
    ['notNull', '/reference/engine/schema/columns'],
    ['assume identity', '/reference/engine/content/advanced/assume-identity'],
    ['api key', '/reference/engine/tenant/api-keys'],
    ['many has many', '/reference/engine/schema/relationships'],
  ];
  for (const [query, expected] of expectations) {
    test(`"${query}" returns ${expected} first`, async (t) => {
      if (!built(expected)) return t.skip(`${expected} is not built yet`);
      const { page } = await openPage('/');
      assert.equal(await firstResultPath(page, query), expected);
      await page.close();
    });
  }
});
