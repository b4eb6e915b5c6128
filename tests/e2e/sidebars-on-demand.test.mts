// Sidebars on demand (plugins/lean-bundle, "Sidebars on demand"): a doc page's first load brings no
// docs sidebar data; the sidebar shows its server HTML and comes alive when the reader reaches for
// it, the breadcrumbs and their structured data are whole from the start, the phone menu loads the
// docs tree when it opens, and a client-side navigation brings the next page's sidebar and
// breadcrumbs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const PAGES = [
  { kind: '1.x API page', path: '/reference/admin/api/v1.2/Data%20grid/DataGrid' },
  { kind: '1.x written page', path: '/reference/engine/schema/columns' },
  { kind: '2.x written page', path: '/2.x/intro/interface' },
];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SIDEBAR = '.theme-doc-sidebar-container';

const site = setUpBuiltSite();

/** The sidebars files this page has requested so far. */
const sidebarRequests = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/sidebars-[^/]*\.js$/.test(entry.name)).length);

/** What a reader sees of the breadcrumbs and what search engines read of them in the head (parsed). */
const breadcrumbs = (page: Page) =>
  page.evaluate(() => ({
    trail: [...document.querySelectorAll('.theme-doc-breadcrumbs .breadcrumbs__item')].map((item) => item.textContent?.trim() ?? ''),
    structured: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as { '@type': string }).filter((data) => data['@type'] === 'BreadcrumbList'),
  }));

/** The breadcrumbs structured data of a page's server-rendered HTML. */
async function serverStructuredBreadcrumbs(path: string): Promise<{ html: string; structured: unknown }> {
  const html = await (await fetch(site.url + path)).text();
  const scripts = [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string });
  return { html, structured: scripts.find((data) => data['@type'] === 'BreadcrumbList') };
}

async function openPage(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return { page, errors };
}

for (const { kind, path } of PAGES) {
  describe(`sidebar on demand on the ${kind}`, () => {
    test('the first load brings no sidebar data; sidebar and breadcrumbs are those the server rendered', async () => {
      const context = await site.browser.newContext({ viewport: DESKTOP });
      const { page, errors } = await openPage(context, path);
      const server = await serverStructuredBreadcrumbs(path);
      assert.equal(await sidebarRequests(page), 0, 'no sidebars file loaded');

      const active = page.locator(`${SIDEBAR} a.menu__link--active`).last();
      assert.equal(decodeURI(new URL((await active.getAttribute('href'))!, site.url).pathname), decodeURI(path), 'the current page is marked in the sidebar');
      assert.ok((await page.locator(`${SIDEBAR} a.menu__link`).count()) > 10, 'the sidebar shows its links');

      const { trail, structured } = await breadcrumbs(page);
      assert.ok(trail.length >= 2, `breadcrumbs: ${trail.join(' / ')}`);
      for (const label of trail.slice(1)) assert.ok(server.html.includes(`>${label}<`), `"${label}" is a breadcrumb of the server's HTML`);
      assert.equal(structured.length, 1, 'the head keeps the breadcrumbs structured data');
      assert.deepEqual(structured[0], server.structured, 'the structured data is the server\'s');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('pointing at the sidebar loads it; a category then opens and closes', async () => {
      const context = await site.browser.newContext({ viewport: DESKTOP });
      const { page, errors } = await openPage(context, path);
      const before = await breadcrumbs(page);
      // A collapsed category: its toggle is the caret button, or the category's link when it has no page.
      const item = await page.locator(`${SIDEBAR} li.menu__list-item--collapsed`).first().elementHandle();
      assert.ok(item, 'the sidebar has a collapsed category');
      // Once live, the theme renders a category link without a page anew (its server HTML links to
      // the category's first page, for readers without JavaScript): find the toggle each time.
      const toggleOf = async () => {
        const toggle = (await item.$(':scope > .menu__list-item-collapsible > .menu__caret')) ?? (await item.$(':scope > .menu__list-item-collapsible > .menu__link--sublist-caret'));
        assert.ok(toggle, 'the category has a toggle');
        return toggle;
      };
      // Playwright points at the element, then clicks at once: the click may come before the
      // sidebar is live, and is then replayed.
      await (await toggleOf()).click();
      await page.waitForFunction((element) => !element.classList.contains('menu__list-item--collapsed'), item);
      assert.equal(await sidebarRequests(page), 1, 'pointing at the sidebar loaded its file');
      await (await toggleOf()).click();
      await page.waitForFunction((element) => element.classList.contains('menu__list-item--collapsed'), item);
      assert.equal(decodeURI(new URL(page.url()).pathname), decodeURI(path), 'the toggle did not navigate');
      assert.equal(await sidebarRequests(page), 1, 'one sidebars file');
      assert.deepEqual(await breadcrumbs(page), before, 'the breadcrumbs from the whole sidebar are those of the trail');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('sidebar on demand across pages and widths', () => {
  test('a click on the sidebar before anything pointed at it is replayed once the sidebar is live', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context, '/reference/engine/schema/columns');
    const item = await page.locator(`${SIDEBAR} li.menu__list-item--collapsed:has(> .menu__list-item-collapsible > .menu__link--sublist-caret)`).first().elementHandle();
    assert.ok(item, 'a collapsed category whose link toggles it');
    // A click with no pointer movement first (as from assistive technology): the sidebar loads then.
    await item.$eval(':scope > .menu__list-item-collapsible > a', (link) => (link as HTMLElement).click());
    await page.waitForFunction((element) => !element.classList.contains('menu__list-item--collapsed'), item);
    assert.equal(await sidebarRequests(page), 1);
    assert.equal(new URL(page.url()).pathname, '/reference/engine/schema/columns', 'the held click toggled the category, not the link of its server HTML');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a client-side navigation from the article marks the next page in the sidebar and gives its breadcrumbs', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context, '/reference/engine/content/queries');
    await page.evaluate(() => ((window as { loadMarker?: number }).loadMarker = 1));
    await page.locator('.theme-doc-markdown a[href="/reference/engine/content/overview"]').first().click();
    await page.waitForURL(/\/reference\/engine\/content\/overview$/);
    await page.waitForFunction(() => document.querySelector('.theme-doc-sidebar-container a.menu__link--active[aria-current="page"]')?.getAttribute('href') === '/reference/engine/content/overview');
    assert.equal(await page.evaluate(() => (window as { loadMarker?: number }).loadMarker), 1, 'the page did not reload');
    assert.equal(await page.locator(`${SIDEBAR} a.menu__link[aria-current="page"]`).count(), 1, 'only the new page is marked');
    const { trail, structured } = await breadcrumbs(page);
    const server = await serverStructuredBreadcrumbs('/reference/engine/content/overview');
    for (const label of trail.slice(1)) assert.ok(server.html.includes(`>${label}<`), `"${label}" is a breadcrumb of the page's own HTML`);
    assert.deepEqual(structured, [server.structured], 'the structured data is the page\'s');
    assert.equal(await sidebarRequests(page), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`on a phone (${colorScheme}), the docs menu loads its tree when it opens`, async () => {
      const context = await site.browser.newContext({ viewport: PHONE, colorScheme });
      const { page, errors } = await openPage(context, '/reference/engine/schema/columns');
      assert.equal(await sidebarRequests(page), 0, 'no sidebars file before the menu opens');
      await page.locator('.navbar__toggle').click();
      // The secondary panel of the mobile sidebar: the docs tree.
      const current = page.locator('.navbar-sidebar .navbar-sidebar__item').nth(1).locator('a.menu__link[aria-current="page"]');
      await current.waitFor({ state: 'visible' });
      assert.equal(await current.getAttribute('href'), '/reference/engine/schema/columns');
      assert.equal(await page.getByRole('status').filter({ hasText: 'Loading the docs menu' }).count(), 0, 'the loading line is gone');
      assert.equal(await sidebarRequests(page), 1);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('on a phone, a menu whose tree cannot load says so and offers a reload', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    await context.route(/\/sidebars-[^/]*\.js$/, (route) => route.fulfill({ status: 503, body: '' }));
    const page = await context.newPage();
    await page.goto(`${site.url}/reference/engine/schema/columns`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.locator('.navbar__toggle').click();
    const status = page.locator('.navbar-sidebar [role="status"]').filter({ hasText: 'The docs menu did not load.' });
    await status.waitFor({ state: 'visible' });
    assert.equal(await status.getByRole('link', { name: 'Reload the page' }).count(), 1);
    await context.close();
  });
});
