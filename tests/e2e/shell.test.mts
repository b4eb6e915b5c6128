// The documentation shell: navbar, sidebar, footer, table of contents, colour modes, widths,
// skip link, not-found page, `.html` normalisation, hash scrolling, crash screen, progress bar
// and the wrong-base-URL banner.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';
import { allContractRoutes, builtFileFor } from './support/site.mts';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const LONG_PAGE = '/reference/engine/schema/columns';
const OTHER_PAGE = '/intro/installation';

const site = setUpBuiltSite();

/** `path` loaded anew, live, in the file's tab of these options (desktop unless they say otherwise). */
async function open(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await site.tab({ viewport: DESKTOP, ...options });
  await page.goto(site.url + path, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, errors };
}

/** `path`, live, in a context of its own: for a test that routes the page's requests. */
async function openInOwnContext(path: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(site.url + path, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, context };
}

describe('navbar and footer', () => {
  test('has exactly the five links and the docs version menu, in their groups', async () => {
    const { page, errors } = await open('/');
    const linksIn = (selector: string) =>
      page.locator(`${selector} a.navbar__link, ${selector} a.navbar__item`).evaluateAll((links) =>
        links.map((link) => ({ label: link.textContent?.trim(), href: link.getAttribute('href') })),
      );
    assert.deepEqual(await linksIn('.navbar__items:not(.navbar__items--right)'), [
      { label: 'Docs', href: '/' },
      { label: 'Blog', href: 'https://blog.contember.com' },
      { label: 'Support', href: 'https://github.com/orgs/contember/discussions' },
    ]);
    assert.deepEqual(await linksIn('.navbar__items--right'), [
      { label: '1.x', href: '/' },
      { label: 'GitHub', href: 'https://github.com/contember' },
      { label: 'YouTube', href: 'https://www.youtube.com/@cntmbr' },
    ]);
    assert.deepEqual(errors, []);
  });

  test('footer shows the copyright line with the current year', async () => {
    const { page } = await open('/');
    const copyright = await page.locator('footer .footer__copyright').textContent();
    assert.equal(copyright?.trim(), `Copyright © ${new Date().getFullYear()} Contember`);
  });

  test('has no colour mode switch', async () => {
    const { page } = await open('/');
    assert.equal(await page.locator('[class*="colorModeToggle"], button[title*="dark" i]').count(), 0);
  });

  test('hides on scroll down and reappears on scroll up', async () => {
    const { page } = await open(LONG_PAGE);
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(640, 400);
    // The navbar compares each scroll position with the previous one, so scroll in steps.
    for (let step = 0; step < 5; step++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(50);
    }
    await page.waitForFunction(() => document.querySelector('nav.navbar')?.classList.contains('navbarHidden') || document.querySelector('nav.navbar')?.className.includes('Hidden'));
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.querySelector('nav.navbar')?.className.includes('Hidden'));
    assert.ok(await navbar.isVisible());
  });
});

/** Records the head's mutations as window.headChanges, one array per batch ("-" removed, "+" added). */
const RECORD_HEAD_CHANGES = `
  const batches = [];
  window.headChanges = batches;
  // Helmet writes structured data with its keys in another order: compare it parsed.
  const sorted = (value) => Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(value[key])])) : value;
  const describeNode = (node) => {
    if (!(node instanceof Element)) return 'text:' + node.textContent;
    if (node.type === 'application/ld+json') return 'ld+json:' + JSON.stringify(sorted(JSON.parse(node.textContent)));
    return node.outerHTML.replace(' data-rh="true"', '');
  };
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((records) => {
      const changes = [];
      for (const record of records) {
        for (const node of record.removedNodes) changes.push('-' + describeNode(node));
        for (const node of record.addedNodes) changes.push('+' + describeNode(node));
      }
      // Not metadata: script and preload elements the bundler adds for its chunks, and the
      // server-only script of Docusaurus's wrong-base-URL banner, which goes once the site runs.
      const metadata = changes.filter((entry) => !/^[-+]<(script|link)[^>]* (src|href)="\\/assets\\//.test(entry) && !/^-<script>.*insertBanner/s.test(entry));
      if (metadata.length) batches.push(metadata);
    }).observe(document.head, { childList: true, subtree: true });
  });
`;

describe('metadata', () => {
  test('pages carry social metadata and the canonical URL', async () => {
    const { page } = await open(OTHER_PAGE);
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    assert.match((await meta('meta[property="og:title"]')) ?? '', /\| Contember$/);
    assert.ok(((await meta('meta[name="description"]')) ?? '').length > 20, 'a description');
    assert.ok(((await meta('meta[property="og:description"]')) ?? '').length > 20, 'an Open Graph description');
    assert.match((await meta('meta[property="og:image"]')) ?? '', /\/img\/social-card\.jpg$/);
    assert.equal(await meta('meta[name="twitter:card"]'), 'summary_large_image');
    assert.match((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '', new RegExp(`${OTHER_PAGE}$`));
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
  });

  test('the head keeps its server-rendered tags while the page hydrates in parts', async () => {
    // Parts of the page hydrate in later tasks (HydrateLater). A <Head> inside a part that waits
    // would drop its tags from the head until the part hydrates; React Helmet may only rewrite
    // a tag as it was.
    // The first page of its folder, so that the plain build's sample of API pages has it (API_REFERENCE_SAMPLE).
    const API_PAGE = '/reference/admin/api/v1.2/Data%20grid/BooleanCell';
    for (const path of ['/', '/reference/engine/content/queries', API_PAGE]) {
      const context = await site.browser.newContext({ viewport: MOBILE });
      const page = await context.newPage();
      // A string, not a function: the test runner's compiler would add helpers the page lacks.
      await page.addInitScript(RECORD_HEAD_CHANGES);
      await page.goto(site.url + path, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const batches = await page.evaluate(() => (window as unknown as { headChanges: string[][] }).headChanges);
      const inParts = await page.evaluate(() => document.documentElement.dataset.deferredHydration !== undefined);
      // Plain Docusaurus (PLAIN_DOCUSAURUS=1) hydrates in React 18 transitions, and React Helmet
      // rewrites the head in steps while it does: there, only the head it ends with is compared.
      for (const changes of inParts ? batches : [batches.flat()]) {
        const removed = changes.filter((entry) => entry.startsWith('-')).map((entry) => entry.slice(1)).sort();
        const added = changes.filter((entry) => entry.startsWith('+')).map((entry) => entry.slice(1)).sort();
        assert.deepEqual(added, removed, `${path}: the head changed while the page hydrated`);
      }
      if (path === API_PAGE) assert.equal(await page.locator('meta[name="docsearch:api_version"]').getAttribute('content'), 'v1.2');
      await context.close();
    }
  });

  test('a client-side navigation gives the head the next page\'s title, description, canonical URL and breadcrumbs', async () => {
    const serverHead = (html: string) => ({
      title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
      description: /<meta data-rh=true name=description content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
      canonical: /<link data-rh=true rel=canonical href=([^ >]+)/.exec(html)?.[1],
      breadcrumbs: JSON.parse(/<script data-rh=true type=application\/ld\+json>([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as unknown,
    });
    const { page, errors } = await open(LONG_PAGE);
    const next = page.locator('a.pagination-nav__link--next');
    const target = new URL((await next.getAttribute('href'))!, site.url).pathname;
    const expected = serverHead(readFileSync(builtFileFor(target)!, 'utf8'));
    assert.ok(expected.title && expected.description && expected.canonical && expected.breadcrumbs, `${target} has all four in its built head`);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await next.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.waitForFunction((title) => document.title === title, expected.title);
    assert.equal(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), true, 'no full page load');
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      breadcrumbs: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as unknown,
    }));
    // The structured data as data: the build writes its keys in another order.
    assert.deepEqual(head, expected);
    assert.equal(await page.locator('script[type="application/ld+json"]').count(), 1, 'one structured data script');
    assert.deepEqual(errors, []);
  });

  test('the sitemap lists every built page of the contract', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    assert.equal(response.status, 200);
    const locations = new Set([...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
    const missing = allContractRoutes()
      .filter((route) => route.kind !== 'search' && builtFileFor(route.path))
      .map((route) => route.path)
      .filter((path) => !locations.has(path) && !locations.has(decodeURIComponent(path)));
    assert.deepEqual(missing, []);
  });
});

describe('sidebar and table of contents', () => {
  test('the sidebar starts with Overview, pointing at the home page, and cannot be hidden', async () => {
    const { page } = await open(OTHER_PAGE);
    const first = page.locator('.theme-doc-sidebar-menu > li').first().locator('a').first();
    assert.equal((await first.textContent())?.trim(), 'Overview');
    assert.equal(await first.getAttribute('href'), '/');
    assert.equal(await page.locator('button[title="Collapse sidebar"], button[aria-label="Collapse sidebar"]').count(), 0);
    const categories = await page.locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category > div a, .theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category > div button').allTextContents();
    for (const label of ['Getting started', 'Interface', 'Engine', 'Guides']) {
      assert.ok(categories.some((text) => text.trim() === label), `sidebar has the category ${label}: ${categories.join(', ')}`);
    }
  });

  test('starter kit and workshop pages are not in the sidebar', async () => {
    const { page } = await open(OTHER_PAGE);
    const hrefs = await page.locator('.theme-doc-sidebar-menu a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(!hrefs.includes('/workshop'));
    assert.ok(!hrefs.includes('/starter-kits/headless-cms'));
  });

  test('the table of contents lists h2 and h3 headings only', async () => {
    const { page } = await open(LONG_PAGE);
    const tocTargets = await page.locator('.table-of-contents a.table-of-contents__link').evaluateAll((links) =>
      links.map((link) => document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))?.tagName),
    );
    assert.ok(tocTargets.length > 0, 'the page has a table of contents');
    assert.ok(tocTargets.every((tag) => tag === 'H2' || tag === 'H3'), `TOC targets: ${tocTargets.join(', ')}`);
    const headings = await page.locator('article :is(h2, h3)[id]').count();
    assert.equal(tocTargets.length, headings, 'every h2 and h3 is in the table of contents');
  });
});

describe('colour modes and widths', () => {
  test('light by default and dark under prefers-color-scheme: dark', async () => {
    const light = await open('/', { colorScheme: 'light' });
    assert.equal(await light.page.getAttribute('html', 'data-theme'), 'light');
    const dark = await open('/', { colorScheme: 'dark' });
    assert.equal(await dark.page.getAttribute('html', 'data-theme'), 'dark');
    const background = await dark.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.notEqual(background, 'rgb(255, 255, 255)');
  });

  test('desktop at 997 px: sidebar visible, no hamburger', async () => {
    const { page } = await open(OTHER_PAGE, { viewport: { width: 997, height: 800 } });
    assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible());
    assert.ok(!(await page.locator('.navbar__toggle').isVisible()));
  });

  test('mobile at 996 px and below: hamburger, primary and secondary menus, closes on navigation', async () => {
    for (const viewport of [{ width: 996, height: 800 }, MOBILE]) {
      const { page, errors } = await open(OTHER_PAGE, { viewport });
      assert.ok(!(await page.locator('.theme-doc-sidebar-container').isVisible()), 'desktop sidebar hidden');
      await page.locator('.navbar__toggle').click();
      const sidebar = page.locator('.navbar-sidebar');
      await sidebar.waitFor({ state: 'visible' });
      // On a doc page the secondary menu (the docs sidebar) opens first.
      const back = sidebar.getByRole('button', { name: /back to main menu/i });
      await back.waitFor({ state: 'visible' });
      await back.click();
      const primary = await sidebar.locator('.navbar-sidebar__item.menu').first().locator('a').allTextContents();
      for (const label of ['Docs', 'Blog', 'Support', 'GitHub', 'YouTube']) assert.ok(primary.some((text) => text.includes(label)), `primary menu has ${label}`);
      await sidebar.locator('a', { hasText: 'Docs' }).first().click();
      await page.waitForURL(`${site.url}/`);
      await page.waitForFunction(() => !document.documentElement.classList.contains('navbar-sidebar--show') && !document.querySelector('.navbar-sidebar--show'));
      assert.deepEqual(errors, []);
    }
  });
});

describe('accessibility helpers and navigation', () => {
  test('the skip link is the first focusable element and moves focus to the main content', async () => {
    const { page } = await open(OTHER_PAGE);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(focused, 'Skip to main content');
    await page.keyboard.press('Enter');
    // The link moves the focus navigation starting point to <main>: the next Tab lands inside it.
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() => document.activeElement?.closest('main') != null);
    assert.ok(insideMain, 'the next focusable element is inside the main content');
  });

  test('unknown paths show the not-found page with HTTP 404', async () => {
    const { page } = await open('/');
    const response = await page.goto(`${site.url}/this/page/does-not-exist`);
    assert.equal(response?.status(), 404);
    assert.match((await page.locator('h1').first().textContent()) ?? '', /Page Not Found/i);
  });

  test('paths ending in .html or /index.html reach the clean page', async () => {
    const { page } = await open('/');
    await page.goto(`${site.url}${OTHER_PAGE}.html`);
    assert.equal(new URL(page.url()).pathname, OTHER_PAGE);
    await page.goto(`${site.url}${OTHER_PAGE}/index.html`);
    assert.equal(new URL(page.url()).pathname, OTHER_PAGE);
    await page.goto(`${site.url}/index.html`);
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal((await page.locator('article h1').first().textContent())?.trim(), 'Introduction');
  });

  test('scrolls to the hash target on load and after client-side navigation', async () => {
    const { page } = await open(`${LONG_PAGE}`);
    const lastHeading = page.locator('article h2[id]').last();
    const id = await lastHeading.getAttribute('id');
    // Scrolled to the target: it is in view, and the page is scrolled (near the end, as far as it goes).
    const scrolledTo = (target: string | null) => {
      const top = document.getElementById(target!)?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && top >= 0 && top < window.innerHeight - 50;
    };
    await page.goto(`${site.url}${LONG_PAGE}#${id}`);
    await waitForHydration(page);
    await page.waitForFunction(scrolledTo, id);
    // Client-side: follow a TOC link after scrolling back to the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(`.table-of-contents a[href="#${id}"]`).first().click();
    await page.waitForFunction(scrolledTo, id);
    // A route change without a hash scrolls to the top.
    await page.locator('.theme-doc-sidebar-menu a[href="/"]').first().click();
    await page.waitForURL(`${site.url}/`);
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('loading states and failures', () => {
  test('shows the progress bar while the next page loads', async () => {
    const { page, context } = await openInOwnContext('/');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.locator(`a[href="${OTHER_PAGE}"]`).first().click();
    await page.locator('#nprogress').waitFor({ state: 'attached', timeout: 3000 });
    await page.waitForURL(`${site.url}${OTHER_PAGE}`);
    await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });

  test('a page that throws shows the crash screen, and Try again recovers', async () => {
    const { page, context } = await openInOwnContext('/');
    // Make the next page's MDX component throw while a flag is set.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      if (body.includes(`"permalink":"${OTHER_PAGE}"`)) {
        body = body.replace(/default:\(\)=>([A-Za-z_$][\w$]*)/, (_match, component: string) =>
          `default:()=>(p)=>{if(window.__simulateCrash)throw new Error("Simulated rendering failure");return ${component}(p)}`,
        );
      }
      await route.fulfill({ response, body });
    });
    await page.evaluate(() => ((window as unknown as { __simulateCrash: boolean }).__simulateCrash = true));
    await page.locator(`a[href="${OTHER_PAGE}"]`).first().click();
    await page.getByText('This page crashed.').waitFor();
    assert.ok(await page.getByText('Simulated rendering failure').first().isVisible());
    await page.evaluate(() => ((window as unknown as { __simulateCrash: boolean }).__simulateCrash = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('article h1').waitFor();
    assert.equal(await page.getByText('This page crashed.').count(), 0);
    await context.close();
  });

  test('shows the base URL banner when the site scripts cannot load', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // A wrong base URL makes every asset 404; simulate it by failing scripts and styles.
    await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(site.url + '/');
    await page.getByText('did not load properly').waitFor();
    assert.match((await page.locator('#__docusaurus-base-url-issue-banner').textContent()) ?? '', /baseUrl/);
    await context.close();
  });
});
