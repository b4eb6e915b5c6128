// HTML articles (plugins/lean-bundle, "HTML articles"): a doc article reaches the browser as HTML
// only, on the first load (the server-rendered DOM) and after a client-side navigation (the next
// page's HTML); its islands hydrate from the props in their wrappers, and links, tabs, copy
// buttons and client-side navigation work in both.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const WRITTEN_PAGE = '/reference/engine/content/queries';
const TABS_PAGE = '/reference/admin/examples/SelectField';
/** A page with a live preview island, and a page linking to it from its article. */
const ISLAND_PAGE = TABS_PAGE;

const site = setUpBuiltSite();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + path);
  await waitForHydration(page);
  return { page, errors };
}

const article = '.theme-doc-markdown';

/** Clicks the second tab ("Model") of the article's first set of tabs and checks the panels. */
async function switchTabs(page: Page): Promise<void> {
  const set = page.locator(`${article} .tabs-values[data-tab-group="example-part"]`).first();
  const second = set.getByRole('tab').nth(1);
  assert.equal(await second.getAttribute('aria-selected'), 'false');
  await second.click();
  assert.equal(await second.getAttribute('aria-selected'), 'true');
  const panels = set.locator('[role=tabpanel]');
  assert.equal(await panels.nth(1).isVisible(), true, 'the second panel shows');
  assert.equal(await panels.nth(0).isVisible(), false, 'the first panel hides');
}

describe('first load', () => {
  test('the article stays as the server rendered it, and only its islands hydrate', async () => {
    const { page, errors } = await open(ISLAND_PAGE);
    await page.locator(`${article}[data-islands-hydrated]`).waitFor({ state: 'attached' });
    const { marked, islands, props } = await page.evaluate((selector) => {
      const root = document.querySelector<HTMLElement>(selector)!;
      const wrappers = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'));
      return { marked: root.dataset.islandsHydrated, islands: wrappers.length, props: wrappers.map((wrapper) => Object.keys(JSON.parse(wrapper.dataset.islandProps!) as object)) };
    }, article);
    assert.ok(islands >= 1, 'the example page has a live preview island');
    assert.equal(marked, String(islands));
    assert.deepEqual(props[0]?.sort(), ['code', 'frame', 'project'], 'an island gets only its own props');
    // The live preview hydrates on interaction: its code loads only when the reader reaches for it.
    const islandScripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /LivePreview/.test(entry.name)).length);
    assert.equal(await islandScripts(), 0, 'the live preview island loads nothing on the first load');
    // Run opens the preview (on the engine in the browser): the click made before the island was live is replayed.
    await page.locator(article).getByRole('button', { name: /Run live preview/ }).first().click();
    await page.locator(article).getByRole('button', { name: 'Close preview' }).first().waitFor({ timeout: 60_000 });
    assert.ok((await islandScripts()) > 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a code block copy button works', async () => {
    const { page, errors } = await open(WRITTEN_PAGE);
    const copy = page.locator(article).getByRole('button', { name: 'Copy code to clipboard' }).first();
    await copy.click();
    await page.locator(article).getByRole('button', { name: 'Copied' }).first().waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('tabs switch panels, move the focus with the arrow keys and keep the choice of their group', async () => {
    const { page, errors } = await open(TABS_PAGE);
    await switchTabs(page);
    const first = page.locator(`${article} .tabs-values`).first().getByRole('tab');
    await first.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await first.nth(0).evaluate((tab) => tab === document.activeElement), true, 'ArrowLeft moves the focus');
    await page.keyboard.press('Enter');
    assert.equal(await first.nth(0).getAttribute('aria-selected'), 'true', 'Enter selects');
    await first.nth(1).click();
    // The choice is kept: after a reload the group opens on the chosen tab.
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction((selector) => document.querySelector(`${selector} .tabs-values [role=tab]:nth-child(2)`)?.getAttribute('aria-selected') === 'true', article);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('an internal link in the article navigates without reloading the page', async () => {
    const { page, errors } = await open(WRITTEN_PAGE);
    await page.evaluate(() => ((window as { loadMarker?: number }).loadMarker = 1));
    const link = page.locator(`${article} a[href="/reference/engine/content/overview"]`).first();
    await link.click();
    await page.waitForURL(/\/reference\/engine\/content\/overview$/);
    await page.locator('h1').filter({ hasText: /./ }).first().waitFor();
    assert.equal(await page.evaluate(() => (window as { loadMarker?: number }).loadMarker), 1, 'the page did not reload');
    assert.notEqual(await page.locator('h1').first().textContent(), 'Queries');

    // The article rendered after the navigation is a normal one: its copy buttons work.
    const copy = page.locator(article).getByRole('button', { name: 'Copy code to clipboard' }).first();
    if ((await copy.count()) > 0) {
      await copy.click();
      await page.locator(article).getByRole('button', { name: 'Copied' }).first().waitFor();
    }

    // Back to the first article, now rendered on the client.
    await page.goBack();
    await page.waitForURL(/\/queries$/);
    await page.locator(article).getByRole('button', { name: 'Copy code to clipboard' }).first().click();
    await page.locator(article).getByRole('button', { name: 'Copied' }).first().waitFor();
    assert.equal(await page.evaluate(() => (window as { loadMarker?: number }).loadMarker), 1);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a link with a modifier key, or to an anchor on the page, is left to the browser', async () => {
    const { page, errors } = await open(WRITTEN_PAGE);
    await page.evaluate(() => ((window as { loadMarker?: number }).loadMarker = 1));
    await page.locator(`${article} a.hash-link`).nth(2).click();
    assert.match(page.url(), /\/queries#/);
    const popup = page.context().waitForEvent('page');
    await page.locator(`${article} a[href="/reference/engine/content/overview"]`).first().click({ modifiers: ['Shift'] });
    const opened = await popup;
    await opened.waitForLoadState();
    assert.match(opened.url(), /\/overview$/);
    assert.match(page.url(), /\/queries#/, 'the original page stays');
    await opened.close();
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('after a client-side navigation', () => {
  const selectFieldShown = async (page: Page) => {
    await page.waitForURL(new RegExp(`${TABS_PAGE}$`));
    // The URL changes first; the article follows once the page's route and HTML have loaded.
    await page.locator(`${article} h1`).filter({ hasText: /^SelectField$/ }).waitFor();
  };

  /** Opens the multi-select example and follows its article's link to the select example, without a reload. */
  async function navigateToTabsPage(): Promise<{ page: Page; errors: string[] }> {
    const opened = await open('/reference/admin/examples/MultiSelectField');
    await opened.page.evaluate(() => ((window as { loadMarker?: number }).loadMarker = 1));
    await opened.page.locator(`${article} a[href="${TABS_PAGE}"]`).first().click();
    await selectFieldShown(opened.page);
    return opened;
  }

  test('the article comes from the page\'s HTML: text, tabs, copy buttons and islands work', async () => {
    const { page, errors } = await navigateToTabsPage();
    await page.locator(`${article}[data-islands-hydrated]`).waitFor({ state: 'attached' });
    assert.equal(await page.evaluate(() => (window as { loadMarker?: number }).loadMarker), 1, 'the page did not reload');
    assert.match((await page.locator(`${article} h1`).first().textContent()) ?? '', /SelectField/);
    const served = await page.evaluate(async (path) => (await fetch(path).then((response) => response.text())).length, TABS_PAGE);
    assert.ok(served > 0);
    await page.locator(article).getByRole('button', { name: /Run live preview/ }).first().click();
    await page.locator(article).getByRole('button', { name: 'Close preview' }).first().waitFor({ timeout: 60_000 });
    // Closed again: the static code block, which the editor replaced, comes back with its copy button.
    await page.locator(article).getByRole('button', { name: 'Close preview' }).first().click();
    await page.locator(article).getByRole('button', { name: 'Copy code to clipboard' }).first().click();
    await page.locator(article).getByRole('button', { name: 'Copied' }).first().waitFor();
    await switchTabs(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('tabs open on the tab chosen for their group on an earlier page', async () => {
    const { page, errors } = await open('/reference/admin/examples/MultiSelectField');
    await page.locator(`${article} .tabs-values`).first().getByRole('tab', { name: 'Seed data' }).click();
    await page.locator(`${article} a[href="${TABS_PAGE}"]`).first().click();
    await selectFieldShown(page);
    const seed = page.locator(`${article} .tabs-values`).first().getByRole('tab', { name: 'Seed data' });
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-selected') === 'true', `${article} .tabs-values [role=tab]:nth-child(3)`);
    assert.equal(await seed.getAttribute('aria-selected'), 'true');
    assert.equal(await page.locator(`${article} .tabs-values`).first().locator('[role=tabpanel]').nth(2).isVisible(), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('when the next page\'s HTML cannot be loaded, the article says so and links to the page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/reference/admin/examples/MultiSelectField`);
    await waitForHydration(page);
    await page.route(`${site.url}${TABS_PAGE}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.locator(`${article} a[href="${TABS_PAGE}"]`).first().click();
    await page.waitForURL(new RegExp(`${TABS_PAGE}$`));
    const alert = page.locator(`${article} [role=alert]`);
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /could not be loaded \(Error: 503/);
    assert.equal(await alert.getByRole('link', { name: 'Reload it' }).getAttribute('href'), TABS_PAGE);
    await page.close();
  });
});
