// The development server, as authors run it (`npm start`, README): pages of both docs versions,
// an API page and an example page render in Chromium without a page error; client-side
// navigation, search, the version dropdown and a live preview (on the engine in the browser, as on
// a machine without PostgreSQL) work; an edit of a Markdown page
// shows in the open page. Prints the time to the first page and from the save to the change shown
// (BENCHMARKS.md, "Development server", measures them as medians).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startDevServer, type DevServer } from '../../scripts/lib/dev-server.mts';
import { collectErrors, launchBrowser } from '../e2e/support/browser.mts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The page the edit test changes, and restores. */
const EDITED_PAGE = { file: join(ROOT, 'docs/reference/engine/schema/columns.md'), path: '/reference/engine/schema/columns' };
/** The server answers once it has compiled the site; a page then shows within seconds, even on a loaded machine. */
const PAGE_TIMEOUT = 30_000;

let server: DevServer;
let browser: Browser;
let started = 0;

before(async () => {
  started = Date.now();
  // As on a machine without PostgreSQL: the previews run the engine in the browser, as on the deployed site.
  server = await startDevServer({ cwd: ROOT, env: { ...process.env, POSTGRES_BIN: join(ROOT, 'no-postgresql-here') } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens `path` and waits for its article: the page's h1 and its text. */
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  await page.goto(server.url + path, { timeout: PAGE_TIMEOUT });
  await page.locator('article h1, main h1').first().waitFor({ timeout: PAGE_TIMEOUT });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, { timeout: PAGE_TIMEOUT });
  return { page, errors };
}

const articleText = async (page: Page) => (await page.locator('article').first().innerText()).replace(/\s+/g, ' ');

test('written pages of both versions, an API page and an example page render their article', async () => {
  const pages: [path: string, h1: string, text: RegExp][] = [
    ['/reference/engine/schema/columns', 'Columns', /c\.stringColumn\(\)/],
    ['/2.x/reference/interface/forms/select', 'Select', /SelectField/],
    ['/reference/admin/api/v1.2/Data grid/DataGrid', 'DataGrid', /Props/],
    ['/reference/admin/examples/SelectField', 'SelectField', /Run live preview/],
  ];
  for (const [index, [path, h1, text]] of pages.entries()) {
    const { page, errors } = await openPage(path);
    if (index === 0) console.log(`dev-server: first page shown ${((Date.now() - started) / 1000).toFixed(1)} s after \`npm start\` (server answered after ${server.readySeconds.toFixed(1)} s)`);
    assert.equal((await page.locator('article h1').first().textContent())?.trim(), h1, path);
    assert.match(await articleText(page), text, path);
    assert.deepEqual(errors, [], path);
    await page.close();
  }
});

test('client-side navigation, the version dropdown and search', async () => {
  const { page, errors } = await openPage('/reference/engine/schema/columns');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('.pagination-nav__link--next').click();
  // The next page's chunks load after the address changes: wait for its heading.
  await page.waitForFunction(() => !location.pathname.endsWith('/columns') && document.querySelector('article h1')?.textContent?.trim() !== 'Columns', undefined, { timeout: PAGE_TIMEOUT });
  assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'no full page load');

  const versions = page.locator('.navbar__items--right .dropdown').filter({ has: page.locator('.dropdown__menu a', { hasText: '1.x' }) });
  assert.equal((await versions.locator('.navbar__link').first().textContent())?.trim(), '1.x');
  await versions.hover();
  await versions.locator('.dropdown__menu a', { hasText: '2.x' }).click();
  await page.waitForURL(/\/2\.x\//, { timeout: PAGE_TIMEOUT });

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox', { name: 'Search docs' }).fill('PersistButton');
  await dialog.getByRole('option').first().waitFor({ timeout: PAGE_TIMEOUT });
  assert.match((await dialog.getByRole('option').first().textContent()) ?? '', /PersistButton/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('without PostgreSQL, a live preview runs on the engine in the browser, on the seeded data', async () => {
  assert.match(server.output(), /Live previews: the engine in your browser \(PostgreSQL is not installed\)/);
  const { page, errors } = await openPage('/reference/admin/examples/SelectField');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Run live preview' }).first().click();
  const frame = page.frameLocator('iframe[title="Live preview of the example"]');
  // The first Run starts the worker: WebAssembly PostgreSQL, the project's migration and seed.
  await frame.getByText('Releases').waitFor({ timeout: 60_000 });
  await frame.getByText('Draft').waitFor();
  assert.ok(requests.some((path) => /^\/browser-engine\/[0-9a-f]{12}\/engine-worker\.js$/.test(path)), 'the worker comes from the development server');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an edit of a Markdown page shows in the open page', async () => {
  const { page, errors } = await openPage(EDITED_PAGE.path);
  const original = readFileSync(EDITED_PAGE.file, 'utf8');
  const marker = `Edited while the development server runs ${Date.now()}.`;
  const restore = () => writeFileSync(EDITED_PAGE.file, original);
  process.once('SIGINT', restore);
  try {
    const saved = Date.now();
    writeFileSync(EDITED_PAGE.file, `${original.trimEnd()}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: PAGE_TIMEOUT });
    console.log(`dev-server: an edit shown ${((Date.now() - saved) / 1000).toFixed(1)} s after the save`);
  } finally {
    restore();
    process.off('SIGINT', restore);
  }
  await page.getByText(marker).waitFor({ state: 'detached', timeout: PAGE_TIMEOUT });
  assert.deepEqual(errors, []);
  await page.close();
});
