// The docs menu on a phone: the hamburger opens the navbar's mobile sidebar, whose secondary
// panel holds the docs sidebar (on a doc page it opens first, the current page marked and its
// category expanded), and following one of its links lands on that page.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const PHONE = { width: 390, height: 844 };
const PAGES = [
  { kind: 'written page', path: '/reference/engine/schema/columns' },
  { kind: 'API page', path: '/reference/admin/api/v1.2/Data%20grid/DataGrid' },
  { kind: 'home page', path: '/' },
];
/** The docs sidebar has well over this many links on every page (it lists every section). */
const MIN_SIDEBAR_LINKS = 10;

const site = setUpBuiltSite();

/** The secondary panel of the mobile sidebar: the docs tree. */
const secondaryPanel = (page: Page) => page.locator('.navbar-sidebar .navbar-sidebar__item').nth(1);

async function openMenu(page: Page): Promise<void> {
  await page.locator('.navbar__toggle').click();
  await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
}

/** A phone-sized page at `path` (loaded anew in the file's phone tab), live, with its menu open; errors collects its console errors. */
async function openMenuOn(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await site.tab({ viewport: PHONE });
  await page.goto(site.url + path, { waitUntil: 'load' });
  await waitForHydration(page);
  await openMenu(page);
  return { page, errors };
}

for (const { kind, path } of PAGES) {
  describe(`phone docs menu on the ${kind}`, () => {
    test('opens on the docs sidebar, with the current page marked and its category expanded', async () => {
      const { page, errors } = await openMenuOn(path);

      // Docusaurus shows the secondary panel first when it has content.
      await page.locator('.navbar-sidebar__items--show-secondary').waitFor({ state: 'attached', timeout: 5000 });
      const panel = secondaryPanel(page);
      const links = panel.locator('a[href]');
      // The docs tree loads when the menu opens (plugins/lean-bundle, "Sidebars on demand").
      await panel.locator('a.menu__link[aria-current="page"]').waitFor({ state: 'attached', timeout: 5000 });
      const count = await links.count();
      assert.ok(count >= MIN_SIDEBAR_LINKS, `the docs sidebar in the phone menu has ${count} links`);
      assert.ok(await links.first().isVisible(), 'its links are visible');

      const current = panel.locator('a.menu__link[aria-current="page"]');
      assert.equal(await current.count(), 1, 'exactly one link is marked as the current page');
      assert.equal(decodeURI(new URL((await current.getAttribute('href'))!, site.url).pathname), decodeURI(path));
      assert.ok(await current.isVisible(), 'the current page is visible: every category above it is expanded');
      const collapsedAncestors = await current.evaluate((link) => {
        let collapsed = 0;
        for (let item = link.parentElement?.closest('li'); item; item = item.parentElement?.closest('li')) {
          if (item.classList.contains('menu__list-item--collapsed')) collapsed++;
        }
        return collapsed;
      });
      assert.equal(collapsedAncestors, 0, 'no category above the current page is collapsed');
      assert.deepEqual(errors, []);
    });

    test('a link of the docs sidebar leads to its page and closes the menu', async () => {
      const { page, errors } = await openMenuOn(path);

      const panel = secondaryPanel(page);
      // A visible page link other than the current page (category headers may only toggle).
      const target = panel.locator('a.menu__link:not([aria-current]):not(.menu__link--sublist-caret):not([role="button"])').filter({ visible: true }).first();
      const href = await target.getAttribute('href', { timeout: 5000 });
      assert.ok(href, 'the docs sidebar offers another page');
      const label = (await target.textContent())?.trim();
      await target.click();
      const expected = new URL(href, site.url).pathname;
      await page.waitForURL((url) => decodeURI(url.pathname) === decodeURI(expected));
      await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
      const title = (await page.locator('article h1').first().textContent())?.trim();
      assert.ok(title, `the page at ${expected} has a title`);
      assert.ok(label, 'the link has a label');
      assert.deepEqual(errors, []);
    });
  });
}

// plugins/lean-bundle, "Deferred hydration of the shell": the theme renders the phone menu, hidden,
// as the navbar hydrates; the scheme renders it when the reader reaches for the menu button.
describe('phone menu on demand', () => {
  test('is not on the page until the reader reaches for the button; focusing it renders the menu hidden, Enter opens it', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + PAGES[0]!.path, { waitUntil: 'load' });
    await waitForHydration(page);
    assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'no menu before the reader reaches for it');
    const button = page.locator('.navbar__toggle');
    await button.focus();
    await page.locator('.navbar-sidebar').waitFor({ state: 'attached', timeout: 5000 });
    assert.equal(await page.locator('.navbar-sidebar').isVisible(), false, 'rendered hidden');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('Enter');
    await page.locator('.navbar-sidebar').waitFor({ state: 'visible', timeout: 5000 });
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    // The primary panel holds the navbar's links.
    assert.ok(await page.locator('.navbar-sidebar .menu__link', { hasText: 'Blog' }).count() >= 1, 'the navbar links are in the menu');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a tap on the button opens the menu', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/', { waitUntil: 'load' });
    await waitForHydration(page);
    await page.locator('.navbar__toggle').tap();
    await page.locator('.navbar-sidebar').waitFor({ state: 'visible', timeout: 5000 });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
