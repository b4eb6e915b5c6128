// The hosted DocSearch backend (plugins/search, "Hosted DocSearch") in real Chromium against the
// production build, as a build with DOCSEARCH_APP_ID and DOCSEARCH_API_KEY set serves it: the
// settings in the site's global data and the search API's origin in the pages' connect-src
// (scripts/csp-hashes.mts). The build at hand has no settings, so the test adds both: the main
// bundle's global data is answered with them, and the served `_headers` get the origin the way the
// build adds it. Algolia's API is answered by a fake index of a few records, shaped as DocSearch's
// crawler writes them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { docSearchOrigin, type DocSearchSettings } from '../../plugins/search/src/constants.ts';
import { withDocSearchOrigin } from '../../scripts/csp-hashes.mts';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';
import { dialog, input, options, search } from './support/search-dialog.mts';

const SETTINGS: DocSearchSettings = { appId: 'TESTAPP42', apiKey: 'search-only-test-key', indexName: 'docs-contember' };
const site = setUpBuiltSite({ headers: (headers) => withDocSearchOrigin(headers, SETTINGS.appId) });

interface FakeRecord {
  path: string;
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  content: string;
}

/** The fake index: pages of the build, and one record whose text holds markup. */
const RECORDS: FakeRecord[] = [
  { path: '/reference/engine/schema/columns#column-types', lvl0: 'Engine', lvl1: 'Columns', lvl2: 'Column types', content: 'Each column of an entity has a type.' },
  { path: '/reference/engine/schema/columns#column-options', lvl0: 'Engine', lvl1: 'Columns', lvl2: 'Column options', content: 'A column may be nullable or unique.' },
  { path: '/2.x/reference/engine/schema/columns#column-types', lvl0: 'Engine', lvl1: 'Columns', lvl2: 'Column types', content: 'Column types of Engine 2.' },
  { path: '/reference/admin/api/v1.2/Action%20buttons/PersistButton#props', lvl0: 'Admin API', lvl1: 'PersistButton', lvl2: 'Props', content: 'Saves the column values of the form.' },
  { path: '/reference/admin/api/v1.1/Action%20buttons/PersistButton#props', lvl0: 'Admin API', lvl1: 'PersistButton', lvl2: 'Props', content: 'Saves the column values of the form.' },
  { path: '/reference/engine/schema/columns#markup', lvl0: 'Engine', lvl1: 'Columns', lvl2: 'Markup', content: 'A column note <img src=x onerror="document.title=1"> <b>bold</b>' },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What Algolia answers: the records holding every word, highlighted with the request's tags (HTML escaped, as Algolia does). */
function answer(params: URLSearchParams): unknown {
  const words = (params.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const [pre, post] = [params.get('highlightPreTag') ?? '<em>', params.get('highlightPostTag') ?? '</em>'];
  const mark = (text: string) => {
    let marked = escapeHtml(text);
    for (const word of words) marked = marked.replace(new RegExp(escapeHtml(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (found) => `${pre}${found}${post}`);
    return marked;
  };
  const hits = RECORDS.filter((record) => words.length > 0 && words.every((word) => `${record.lvl1} ${record.lvl2 ?? ''} ${record.content}`.toLowerCase().includes(word))).map((record) => ({
    url: `https://docs.contember.com${record.path}`,
    content: record.content,
    type: 'content',
    hierarchy: { lvl0: record.lvl0, lvl1: record.lvl1, lvl2: record.lvl2 ?? null },
    _highlightResult: { hierarchy: { lvl1: { value: mark(record.lvl1) }, lvl2: { value: mark(record.lvl2 ?? '') } } },
    _snippetResult: { content: { value: mark(record.content) } },
  }));
  return { results: [{ hits, nbHits: hits.length, query: params.get('query') }] };
}

interface SearchCall {
  url: URL;
  headers: Record<string, string>;
  params: URLSearchParams;
  indexName: string;
}

let context: BrowserContext | undefined;
const calls: SearchCall[] = [];
let failing = false;

/** A page of the build with the hosted settings, its errors, and the URLs it requests. */
async function openPage(path: string): Promise<{ page: Page; errors: string[]; requested: string[] }> {
  if (!context) {
    context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    // What a build with the settings has in its global data.
    await context.route('**/assets/js/main.*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      assert.ok(body.includes('"docSearch":null'), 'the main bundle holds the search settings');
      // The body is decoded here: sent as it is, without the original's encoding and length.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
      await route.fulfill({ status: response.status(), headers, body: body.replace('"docSearch":null', `"docSearch":${JSON.stringify(SETTINGS)}`) });
    });
    await context.route(`${docSearchOrigin(SETTINGS.appId)}/**`, async (route) => {
      const request = route.request();
      const { requests } = JSON.parse(request.postData() ?? '{}') as { requests: Array<{ indexName: string; params: string }> };
      const params = new URLSearchParams(requests[0]!.params);
      calls.push({ url: new URL(request.url()), headers: request.headers(), params, indexName: requests[0]!.indexName });
      const cors = { 'access-control-allow-origin': '*' };
      if (failing) await route.fulfill({ status: 500, headers: cors, json: { message: 'down' } });
      else await route.fulfill({ headers: cors, json: answer(params) });
    });
  }
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requested: string[] = [];
  page.on('request', (request: Request) => requested.push(request.url()));
  await page.goto(site.url + path);
  await waitForHydration(page);
  return { page, errors, requested };
}

describe('hosted DocSearch backend', () => {
  test('the dialog answers from the hosted index: one simple request per query, results by page, highlights; Enter opens one and it is kept as a recent search', async () => {
    const { page, errors, requested } = await openPage('/');
    calls.length = 0;
    await search(page, 'column types');
    const call = calls.at(-1)!;
    assert.equal(call.params.get('query'), 'column types');
    assert.equal(call.indexName, SETTINGS.indexName);
    // Credentials in the URL and a CORS-safelisted type: no preflight.
    assert.equal(call.url.searchParams.get('x-algolia-application-id'), SETTINGS.appId);
    assert.equal(call.url.searchParams.get('x-algolia-api-key'), SETTINGS.apiKey);
    assert.equal(Object.keys(call.headers).some((name) => name.startsWith('x-algolia-')), false, 'no custom header');
    assert.equal(call.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(requested.some((url) => /\/search-index-/.test(url)), false, 'the local index is not fetched');

    // The 1.x page first on a 1.x page, the 2.x one below it, each a group with its section.
    const hrefs = await options(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    assert.equal(hrefs[0], '/reference/engine/schema/columns#column-types');
    assert.ok(hrefs.includes('/2.x/reference/engine/schema/columns#column-types'), 'the other version is listed');
    assert.deepEqual(await dialog(page).locator('mark').allTextContents().then((marks) => [...new Set(marks.map((mark) => mark.toLowerCase()))].sort()), ['column', 'types']);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/reference/engine/schema/columns');
    await page.keyboard.press('Control+k');
    await dialog(page).getByText('Recent', { exact: true }).waitFor();
    assert.match((await options(page).first().textContent()) ?? '', /Columns/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('on a v1.1 API page the request boosts v1.1, and its page ranks above the v1.2 one', async () => {
    const { page, errors } = await openPage('/reference/admin/api/v1.1/Action%20buttons/PersistButton');
    calls.length = 0;
    await search(page, 'PersistButton');
    assert.equal(calls.at(-1)!.params.get('optionalFilters'), JSON.stringify(['api_version:v1.1']));
    const hrefs = await options(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    const v11 = hrefs.findIndex((href) => href.includes('/v1.1/'));
    const v12 = hrefs.findIndex((href) => href.includes('/v1.2/'));
    assert.ok(v11 >= 0 && v12 > v11, `v1.1 above v1.2: ${hrefs.join(', ')}`);
    assert.match((await dialog(page).textContent()) ?? '', /API pages are shown first/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('/search?q= lists the hosted results, and ?version=2.x keeps the 2.x pages only', async () => {
    const { page, errors } = await openPage('/search?q=column%20types');
    const links = page.locator('main ol li h2 a');
    await links.first().waitFor();
    const all = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    assert.ok(all.some((href) => href?.startsWith('/reference/engine/schema/columns')) && all.some((href) => href?.startsWith('/2.x/')), all.join(', '));
    await page.goto(`${site.url}/search?q=column%20types&version=2.x`);
    await waitForHydration(page);
    await links.first().waitFor();
    const only = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    assert.ok(only.length > 0 && only.every((href) => href.startsWith('/2.x/')), only.join(', '));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('markup in results and queries stays text; a 1,000-character query is sent cut to 500 characters', async () => {
    const { page, errors } = await openPage('/');
    await search(page, 'column note');
    assert.match((await dialog(page).textContent()) ?? '', /<img src=x onerror="document.title=1"> <b>bold<\/b>/);
    assert.equal(await dialog(page).locator('img, b').count(), 0, 'no element from the record');
    const query = '<script>alert(1)</script>';
    await search(page, query);
    // The last results stay while the next answer is on its way.
    await dialog(page).getByText('No results for').first().waitFor();
    assert.match((await dialog(page).textContent()) ?? '', /No results for.*<script>alert\(1\)<\/script>/);
    assert.equal(await dialog(page).locator('script').count(), 0);
    calls.length = 0;
    await input(page).fill('x'.repeat(1_000));
    for (let waited = 0; waited < 10_000 && calls.length === 0; waited += 50) await page.waitForTimeout(50);
    assert.equal(calls.at(-1)?.params.get('query'), 'x'.repeat(500));
    assert.notEqual(await page.title(), '1');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a failing search service shows "Unable to fetch results"', async () => {
    const { page } = await openPage('/');
    failing = true;
    try {
      await search(page, 'columns');
      await dialog(page).getByText('Unable to fetch results').waitFor();
    } finally {
      failing = false;
    }
    await page.close();
  });
});
