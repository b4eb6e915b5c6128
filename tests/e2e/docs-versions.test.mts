// The two docs versions (plugins/docs-versions): the version dropdown keeps the page, query and
// hash, or goes to the other version's home page; the choice persists; 1.x pages link to the same
// topic in 2.x; search ranks the version being read first, marks the other's results, and /search
// filters by version. On a desktop and a phone, in light and dark mode.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

/** A topic both versions have. */
const V1_PAGE = '/intro/installation';
const V2_PAGE = '/2.x/intro/installation';
/** A 1.x page that 2.x has not: the generated Interface 1.2 API reference. */
const V1_ONLY = '/reference/admin/api/v1.2/Data%20grid/DataGrid';
/** The theme's storage key of the preferred version of the docs plugin `default`; site storage namespacing (Docusaurus v4 behaviour) may add a suffix. */
const PREFERENCE_KEY = 'docs-preferred-version-default';

async function storedPreference(page: Page): Promise<string | null> {
  return page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((name) => name === prefix || name.startsWith(`${prefix}-`));
    return key ? localStorage.getItem(key) : null;
  }, PREFERENCE_KEY);
}

/** The label of the dropdown, once it reads `expected` (it updates when the navigated page publishes its version). */
async function waitForLabel(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (label) => [...document.querySelectorAll('.navbar__items--right .dropdown > .navbar__link')].some((link) => link.textContent?.trim() === label),
    expected,
    { timeout: 10_000 },
  );
}

const site = setUpBuiltSite();

async function open(path: string, options: { phone?: boolean; dark?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await site.browser.newContext({
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + path, { waitUntil: 'load' });
  await waitForHydration(page);
  return { context, page, errors };
}

const dropdown = (page: Page) => page.locator('.navbar__items--right .dropdown').filter({ has: page.locator('.dropdown__menu a', { hasText: '1.x' }) });

/** Waits until the page stops scrolling: the jump to the hash target can come late on a busy machine. */
async function waitForScrollToSettle(page: Page): Promise<void> {
  let last = Number.NaN;
  for (let check = 0; check < 20; check++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(250);
  }
}

/** Brings the navbar back the way a reader does: the navbar hides on the way down and after a jump to an anchor (hideOnScroll). */
async function revealNavbar(page: Page): Promise<void> {
  await waitForScrollToSettle(page);
  for (let attempt = 0; attempt < 5 && (await dropdown(page).boundingBox())!.y < 0; attempt++) {
    await page.mouse.wheel(0, 120);
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(400);
  }
}

/** Picks a version in the desktop navbar's dropdown and waits for the address to change. */
async function pickVersion(page: Page, label: string): Promise<URL> {
  const before = page.url();
  for (let attempt = 1; ; attempt++) {
    await revealNavbar(page);
    try {
      await dropdown(page).hover({ timeout: 5000 });
      break;
    } catch (error) {
      // The navbar hid again between the check and the hover (a late scroll); reveal it again.
      if (attempt === 3) throw error;
    }
  }
  // Enter on the focused item follows the same link as a click; a click at the item's coordinates
  // missed it when a late scroll to the page's anchor hid the navbar between hover and click.
  await dropdown(page).locator('.dropdown__menu a', { hasText: label }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url());
}

describe('version dropdown', () => {
  test('switches to the same page of the other version, keeping query and hash, and back', async () => {
    const { context, page, errors } = await open(`${V1_PAGE}?from=test#requirements`);
    assert.equal((await dropdown(page).locator('.navbar__link').first().textContent())?.trim(), '1.x', 'shows the version being read');
    const to2 = await pickVersion(page, '2.x (current)');
    assert.equal(`${to2.pathname}${to2.search}${to2.hash}`, `${V2_PAGE}?from=test#requirements`);
    await waitForLabel(page, '2.x (current)');
    const back = await pickVersion(page, '1.x');
    assert.equal(`${back.pathname}${back.search}${back.hash}`, `${V1_PAGE}?from=test#requirements`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('shows the version of the page from the server render on, without switching while the page hydrates', async () => {
    // The page tells the dropdown its version once it has hydrated; the navbar hydrates first. A
    // label that switched meanwhile (to the latest version and back) shifted the navbar's items.
    for (const path of [V1_PAGE, V1_ONLY]) {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(`
        window.versionLabels = [];
        document.addEventListener('DOMContentLoaded', () => {
          const record = () => {
            const label = document.querySelector('.navbar__items--right .dropdown > .navbar__link')?.textContent.trim();
            if (label !== window.versionLabels.at(-1)) window.versionLabels.push(label);
          };
          record();
          new MutationObserver(record).observe(document.querySelector('nav.navbar'), { subtree: true, childList: true, characterData: true });
        });
      `);
      await page.goto(site.url + path, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForTimeout(500);
      assert.deepEqual(await page.evaluate('window.versionLabels'), ['1.x'], path);
      await context.close();
    }
  });

  test("goes to the other version's home page when it has no such page", async () => {
    const { context, page } = await open(`${V1_ONLY}?q=1#props`);
    const to2 = await pickVersion(page, '2.x (current)');
    assert.equal(to2.pathname, '/2.x');
    await context.close();
  });

  test('the choice persists: stored per docs plugin, and shown on pages outside the docs', async () => {
    const { context, page } = await open(V1_PAGE);
    await pickVersion(page, '2.x (current)');
    assert.equal(await storedPreference(page), '2.x');
    await page.goto(`${site.url}/search`, { waitUntil: 'load' });
    await waitForHydration(page);
    await waitForLabel(page, '2.x (current)');
    await page.goto(`${site.url}${V2_PAGE}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await pickVersion(page, '1.x');
    assert.equal(await storedPreference(page), 'current');
    await page.goto(`${site.url}/search`, { waitUntil: 'load' });
    await waitForHydration(page);
    await waitForLabel(page, '1.x');
    await context.close();
  });

  test('the phone menu lists both versions and switches to the same page', async () => {
    const { context, page, errors } = await open(`${V1_PAGE}#requirements`, { phone: true, dark: true });
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
    // The menu opens on the docs tree; the main menu (with the version list) is one step back.
    const back = page.locator('.navbar-sidebar__back');
    if (await back.isVisible()) await back.click();
    const versions = page.locator('.navbar-sidebar .menu__list-item', { hasText: 'Docs version' });
    await versions.locator('.menu__link').first().click();
    const link = versions.locator('a.menu__link', { hasText: '2.x (current)' });
    await link.waitFor({ state: 'visible' });
    await link.click();
    await page.waitForURL((url) => url.pathname === V2_PAGE);
    assert.equal(new URL(page.url()).hash, '#requirements');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('1.x notice', () => {
  for (const dark of [false, true]) {
    test(`a 1.x page links to its topic in 2.x (${dark ? 'dark' : 'light'} mode)`, async () => {
      const { context, page } = await open(V1_PAGE, { dark });
      const notice = page.locator('.theme-doc-version-banner');
      assert.ok(await notice.isVisible());
      assert.match((await notice.textContent()) ?? '', /You are reading the docs of Contember 1\.x/);
      const link = notice.getByRole('link', { name: 'Read this page for Contember 2.x' });
      assert.equal(await link.getAttribute('href'), V2_PAGE);
      const colours = await notice.evaluate((element) => {
        const style = getComputedStyle(element);
        return { text: style.color, background: style.backgroundColor };
      });
      assert.notEqual(colours.text, colours.background, 'the notice text is readable');
      await context.close();
    });
  }

  test('a 1.x page without a 2.x page links to the 2.x docs; 2.x pages and the home page have no notice', async () => {
    const { context, page } = await open(V1_ONLY);
    assert.equal(await page.locator('.theme-doc-version-banner').getByRole('link', { name: 'Go to the Contember 2.x docs' }).getAttribute('href'), '/2.x');
    for (const path of [V2_PAGE, '/']) {
      await page.goto(site.url + path, { waitUntil: 'load' });
      assert.equal(await page.locator('.theme-doc-version-banner').count(), 0, `${path} has no notice`);
    }
    await context.close();
  });

  test('the home page presents both versions, 2.x first', async () => {
    const { context, page } = await open('/');
    const cards = page.locator('.theme-doc-markdown a', { hasText: /^Contember [12]\.x/ });
    assert.deepEqual((await cards.allTextContents()).map((text) => text.slice(0, 'Contember 2.x'.length)), ['Contember 2.x', 'Contember 1.x']);
    assert.equal(await cards.first().getAttribute('href'), '/2.x');
    await context.close();
  });
});

describe('search by version', () => {
  /** The results once `otherVersionPage` is among them: the other version's index joins after the first answer. */
  async function results(page: Page, query: string, otherVersionPage: string): Promise<{ href: string; text: string }[]> {
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Search docs' }).fill(query);
    await dialog.locator('[role="option"]').first().waitFor({ timeout: 10_000 });
    await dialog.locator(`[role="group"] a[href^="${otherVersionPage}"]`).first().waitFor({ timeout: 10_000 });
    return dialog.locator('[role="group"]').evaluateAll((groups) =>
      groups.map((group) => ({ href: group.querySelector('a')?.getAttribute('href')?.split('#')[0] ?? '', text: group.textContent ?? '' })),
    );
  }

  test('on a 2.x page, 2.x results come first and 1.x results are marked', async () => {
    const { context, page } = await open(V2_PAGE);
    const found = await results(page, 'installation', V1_PAGE);
    assert.equal(found[0]?.href, V2_PAGE);
    const v1 = found.find((result) => result.href === V1_PAGE);
    assert.ok(v1, 'the 1.x page is found too');
    assert.match(v1.text, /Contember 1\.x/);
    assert.doesNotMatch(found[0]!.text, /Contember 2\.x/, 'results of the version being read have no badge');
    await context.close();
  });

  test('on a 1.x page, 1.x results come first', async () => {
    const { context, page } = await open(V1_PAGE);
    const found = await results(page, 'installation', V2_PAGE);
    assert.equal(found[0]?.href, V1_PAGE);
    assert.match(found.find((result) => result.href === V2_PAGE)?.text ?? '', /Contember 2\.x/);
    await context.close();
  });

  test('/search filters by version', async () => {
    const { context, page } = await open('/search?q=installation&version=1.x');
    await page.locator('ol li h2 a').first().waitFor({ timeout: 10_000 });
    const hrefs = await page.locator('ol li h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    assert.ok(hrefs.includes(V1_PAGE));
    assert.deepEqual(hrefs.filter((href) => href.startsWith('/2.x')), [], 'no 2.x page with the 1.x filter');
    await page.getByLabel('Version').selectOption('2.x');
    await page.waitForURL((url) => url.searchParams.get('version') === '2.x');
    await page.waitForFunction(() => document.querySelector('ol li h2 a')?.getAttribute('href')?.startsWith('/2.x'));
    const filtered = await page.locator('ol li h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    assert.deepEqual(filtered.filter((href) => !href.startsWith('/2.x')), [], 'only 2.x pages with the 2.x filter');
    await context.close();
  });
});

describe('both versions in the site files', () => {
  test('the sitemap lists the pages of both versions', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const path of [V1_PAGE, V2_PAGE, '/2.x']) assert.match(sitemap, new RegExp(`<loc>[^<]*${path.replace(/\./g, '\\.')}</loc>`), path);
  });

  test('a 2.x page has its Markdown copy and llms.txt lists both versions, 2.x first', async () => {
    const markdown = await fetch(`${site.url}${V2_PAGE}.md`);
    assert.equal(markdown.status, 200);
    assert.match(markdown.headers.get('content-type') ?? '', /^text\/markdown/);
    assert.match(await markdown.text(), /^# Installation\n/);
    const index = await (await fetch(`${site.url}/llms.txt`)).text();
    const first2 = index.indexOf('(2.x)');
    assert.ok(first2 > 0 && first2 < index.indexOf('(1.x)'), 'the 2.x sections come first');
    assert.match(index, /\/2\.x\/intro\/installation\.md\)/);
    assert.equal((await fetch(`${site.url}/llms-full-2.x.txt`)).status, 200);
  });

  test('an unknown 2.x path shows the not-found page with status 404', async () => {
    const response = await fetch(`${site.url}/2.x/no/such/page`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /Page Not Found/);
  });
});
