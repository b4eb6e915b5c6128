// The site works without JavaScript: the server-rendered HTML of each kind of page carries the
// whole content (title, headings, code blocks, tables), the navbar and the sidebar. Each page is
// loaded twice, with JavaScript off and on (hydrated), and what a reader sees must be the same.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const DESKTOP = { width: 1280, height: 800 };

interface Sample {
  path: string;
  h1: string;
  /** Lower bounds for what the page is known to contain, so an empty page cannot pass. */
  minHeadings: number;
  minCodeBlocks: number;
  minTables: number;
  hasSidebar: boolean;
}

const SAMPLES: Sample[] = [
  { path: '/', h1: '', minHeadings: 2, minCodeBlocks: 0, minTables: 0, hasSidebar: true },
  { path: '/reference/engine/content/queries', h1: 'GraphQL Queries', minHeadings: 5, minCodeBlocks: 3, minTables: 1, hasSidebar: true },
  { path: '/reference/admin/api/v1.2/Data%20grid/DataGrid', h1: 'DataGrid', minHeadings: 2, minCodeBlocks: 1, minTables: 1, hasSidebar: true },
  { path: '/search', h1: 'Search', minHeadings: 0, minCodeBlocks: 0, minTables: 0, hasSidebar: false },
];

const NAVBAR_LINKS = [
  { text: 'Docs', href: '/' },
  { text: 'Blog', href: 'https://blog.contember.com' },
  { text: 'Support', href: 'https://github.com/orgs/contember/discussions' },
  // The docs version menu: the server renders the version of the URL (1.x for these pages).
  { text: '1.x', href: '/' },
  { text: 'GitHub', href: 'https://github.com/contember' },
  { text: 'YouTube', href: 'https://www.youtube.com/@cntmbr' },
];

interface Snapshot {
  h1: string[];
  headings: string[];
  codeBlocks: string[];
  tables: number[];
  mainText: string;
  navbarLinks: { text: string; href: string }[];
  sidebarLinks: { text: string; href: string }[];
}

const site = setUpBuiltSite();

async function snapshot(page: Page): Promise<Snapshot> {
  const texts = (selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()));
  const links = (selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => ({ text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(), href: element.getAttribute('href') ?? '' })),
    );
  return {
    h1: await texts('main h1'),
    headings: await texts('main article h2, main article h3'),
    codeBlocks: await texts('main pre'),
    tables: await page.locator('main table').evaluateAll((tables) => tables.map((table) => table.querySelectorAll('tr').length)),
    mainText: (await texts('main'))
      .join(' ')
      .replace(/\s+/g, ' '),
    navbarLinks: await links('nav.navbar .navbar__items a.navbar__link, nav.navbar .navbar__items a.navbar__item'),
    // Category headers link to their first page in the server HTML (so they work without
    // JavaScript) and become toggles (`#`) once hydrated: compare the page links only.
    sidebarLinks: await links('.theme-doc-sidebar-container a.menu__link:not(.menu__link--sublist)'),
  };
}

async function load(path: string, javaScriptEnabled: boolean): Promise<Snapshot> {
  const { page } = await site.tab({ viewport: DESKTOP, javaScriptEnabled });
  const response = await page.goto(site.url + path, { waitUntil: 'load' });
  assert.equal(response?.status(), 200, `${path}: HTTP ${response?.status()}`);
  if (javaScriptEnabled) await waitForHydration(page);
  else assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated') === 'true'), false, 'JavaScript ran');
  return snapshot(page);
}

describe('without JavaScript', () => {
  for (const sample of SAMPLES) {
    test(`${decodeURIComponent(sample.path)} has its full content, the navbar and the sidebar`, async () => {
      const noScript = await load(sample.path, false);
      const hydrated = await load(sample.path, true);

      assert.equal(noScript.h1.length, 1, `one h1, got ${JSON.stringify(noScript.h1)}`);
      if (sample.h1) assert.equal(noScript.h1[0], sample.h1);
      assert.ok(noScript.headings.length >= sample.minHeadings, `at least ${sample.minHeadings} h2/h3, got ${noScript.headings.length}`);
      assert.ok(noScript.codeBlocks.length >= sample.minCodeBlocks, `at least ${sample.minCodeBlocks} code blocks, got ${noScript.codeBlocks.length}`);
      assert.ok(noScript.codeBlocks.every((code) => code.length > 0), 'no empty code block');
      assert.ok(noScript.tables.length >= sample.minTables, `at least ${sample.minTables} tables, got ${noScript.tables.length}`);
      assert.deepEqual(noScript.navbarLinks, NAVBAR_LINKS);
      if (sample.hasSidebar) assert.ok(noScript.sidebarLinks.length >= 5, `sidebar links: ${noScript.sidebarLinks.length}`);

      // The server-rendered page is the page: hydration adds no content.
      assert.deepEqual(noScript.h1, hydrated.h1);
      assert.deepEqual(noScript.headings, hydrated.headings);
      assert.deepEqual(noScript.codeBlocks, hydrated.codeBlocks);
      assert.deepEqual(noScript.tables, hydrated.tables);
      assert.deepEqual(noScript.sidebarLinks, hydrated.sidebarLinks);
      if (sample.path !== '/search') assert.equal(noScript.mainText, hydrated.mainText);
    });
  }

  test('every sidebar page can be reached without JavaScript', async () => {
    // Collapsed categories render their items only once opened, which needs JavaScript; a
    // category is reachable without it when it is a link (to its index page) or is expanded.
    const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/reference/engine/content/queries`, { waitUntil: 'load' });
    const deadEnds = await page.locator('.theme-doc-sidebar-container .menu__list-item-collapsible').evaluateAll((categories) =>
      categories
        .filter((category) => {
          const link = category.querySelector('a.menu__link');
          const href = link?.getAttribute('href');
          const expanded = !category.parentElement?.classList.contains('menu__list-item--collapsed');
          return !expanded && (!href || href === '#');
        })
        .map((category) => (category.textContent ?? '').trim()),
    );
    await context.close();
    assert.deepEqual(deadEnds, [], 'collapsed sidebar categories without a link cannot be opened without JavaScript');
  });

  test('without JavaScript Copy page is disabled and the Markdown link still opens the page as Markdown', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/intro/quickstart`, { waitUntil: 'load' });
    const copy = page.getByRole('button', { name: 'Copy page' });
    assert.equal(await copy.isDisabled(), true, 'Copy page cannot work without JavaScript, so it is disabled');
    const href = await page.getByRole('link', { name: 'Markdown of this page' }).getAttribute('href');
    assert.equal(href, '/intro/quickstart.md');
    const response = await page.goto(site.url + href, { waitUntil: 'load' });
    assert.equal(response?.status(), 200);
    await context.close();
  });

  test('the search page says that search needs JavaScript', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/search`, { waitUntil: 'load' });
    const visibleText = await page.locator('main').innerText();
    await context.close();
    assert.match(visibleText, /JavaScript/i, `the /search page without JavaScript shows only: ${JSON.stringify(visibleText.slice(0, 200))}`);
  });
});
