// Static articles (plugins/lean-bundle, "Static articles and islands"): on the first load a doc article keeps its
// server-rendered DOM and only its islands hydrate; links, tabs, copy buttons and client-side
// navigation still work, and articles rendered after a navigation work too.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const WRITTEN_PAGE = '/reference/engine/content/queries';
const TABS_PAGE = '/reference/admin/examples/SelectField';

const site = setUpBuiltSite();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + path);
  await waitForHydration(page);
  return { page, errors };
}

const article = '.theme-doc-markdown';

describe('first load', () => {
  test('the article stays static and every top-level island hydrates', async () => {
    const { page, errors } = await open(WRITTEN_PAGE);
    const { marked, topLevel } = await page.evaluate((selector) => {
      const root = document.querySelector<HTMLElement>(selector)!;
      const islands = Array.from(root.querySelectorAll('[data-island]')).filter((element) => element.parentElement?.closest('[data-island]') == null);
      return { marked: root.dataset.islandsHydrated, topLevel: islands.length };
    }, article);
    assert.ok(topLevel >= 20, `the written page has its code blocks as islands (found ${topLevel})`);
    assert.equal(marked, String(topLevel));
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

  test('tabs switch panels', async () => {
    const { page, errors } = await open(TABS_PAGE);
    const tabs = page.locator(article).getByRole('tab');
    const second = tabs.nth(1);
    assert.equal(await second.getAttribute('aria-selected'), 'false');
    await second.click();
    assert.equal(await second.getAttribute('aria-selected'), 'true');
    const visiblePanels = await page.locator(`${article} [role=tabpanel]:not([hidden])`).count();
    assert.ok(visiblePanels >= 1);
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
