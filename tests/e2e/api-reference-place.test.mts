// Every component and hook page of the Interface 2.0 reference shows where it sits, as a 1.x API
// page does: breadcrumbs ending in its group, then its own name, and the sidebar with its group
// open and the page marked current, in the server's HTML and after a client-side navigation
// (plugins/api-reference/README.md, "Pages and routes").
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { load } from 'cheerio';
import type { Page } from 'playwright-core';
import { API2_REFERENCE_PATH } from '../../plugins/api-reference/src/route.ts';
import { waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';
import { BUILD_DIR } from './support/site.mts';

interface Leaf {
  group: string;
  name: string;
  path: string;
}

/** The built leaf pages, `/2.x/reference/interface/api/{group}/{Name}`, by group. */
function builtLeaves(): Map<string, Leaf[]> {
  const root = join(BUILD_DIR, API2_REFERENCE_PATH);
  const groups = new Map<string, Leaf[]>();
  if (!existsSync(root)) return groups;
  for (const group of readdirSync(root).filter((entry) => statSync(join(root, entry)).isDirectory())) {
    const names = readdirSync(join(root, group)).filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -'.html'.length));
    groups.set(group, names.map((name) => ({ group, name, path: `${API2_REFERENCE_PATH}/${group}/${name}` })));
  }
  return groups;
}

/** The markup of the first element that opens with `opening` (a tag and the start of its class), with its closing tag. */
function elementMarkup(html: string, opening: string, closing: string): string {
  const start = html.indexOf(opening);
  if (start === -1) return '';
  const end = html.indexOf(closing, start);
  return end === -1 ? html.slice(start) : html.slice(start, end + closing.length);
}

/**
 * What the server's HTML shows of a page's place: breadcrumb items, the current sidebar link, the
 * open groups. Only the breadcrumbs and the sidebar are parsed: the whole page of each of the 400
 * leaves took most of this file's time.
 */
function serverPlace(html: string): { trail: string[]; current: string[]; openGroups: string[] } {
  const $ = load(elementMarkup(html, '<nav class="theme-doc-breadcrumbs', '</nav>') + elementMarkup(html, '<aside class="theme-doc-sidebar-container', '</aside>'));
  return {
    trail: $('.theme-doc-breadcrumbs .breadcrumbs__item').map((_i, item) => $(item).text().trim()).get(),
    current: $('.theme-doc-sidebar-container a[aria-current="page"]').map((_i, a) => $(a).attr('href') ?? '').get(),
    openGroups: $('.theme-doc-sidebar-container .theme-doc-sidebar-item-category:not(.menu__list-item--collapsed) > div > a').map((_i, a) => $(a).attr('href') ?? '').get(),
  };
}

const leaves = builtLeaves();
const allLeaves = [...leaves.values()].flat();

test('every built 2.x reference leaf page has breadcrumbs to its group and itself, and its sidebar place', () => {
  assert.ok(allLeaves.length > 400, `${allLeaves.length} leaf pages built`);
  for (const leaf of allLeaves) {
    assertPlace(serverPlace(readFileSync(join(BUILD_DIR, `${leaf.path}.html`), 'utf8')), leaf);
  }
});

const SIDEBAR = '.theme-doc-sidebar-container';

async function place(page: Page): Promise<ReturnType<typeof serverPlace>> {
  return page.evaluate((sidebar) => ({
    trail: [...document.querySelectorAll('.theme-doc-breadcrumbs .breadcrumbs__item')].map((item) => item.textContent?.trim() ?? ''),
    current: [...document.querySelectorAll(`${sidebar} a[aria-current="page"]`)].map((a) => a.getAttribute('href') ?? ''),
    openGroups: [...document.querySelectorAll(`${sidebar} .theme-doc-sidebar-item-category:not(.menu__list-item--collapsed) > div > a`)].map((a) => a.getAttribute('href') ?? ''),
  }), SIDEBAR);
}

function assertPlace(actual: ReturnType<typeof serverPlace>, leaf: Leaf): void {
  assert.ok(actual.trail.length >= 3, `${leaf.path}: ${JSON.stringify(actual.trail)}`);
  assert.equal(actual.trail.at(-1), leaf.name, leaf.path);
  assert.ok(actual.current.includes(leaf.path), `${leaf.path}: current ${JSON.stringify(actual.current)}`);
  assert.ok(actual.openGroups.includes(`${API2_REFERENCE_PATH}/${leaf.group}`), `${leaf.path}: open ${JSON.stringify(actual.openGroups)}`);
}

describe('2.x reference pages in the browser, one sample of each group', () => {
  const site = setUpBuiltSite();
  for (const [group, pages] of leaves) {
    test(`${group}: the page's place on load, and the next page's after a client-side navigation`, async () => {
      const [first, second] = [pages[0]!, pages[pages.length - 1]!];
      // One tab for every group: the pages share the site's scripts, as a reader's visits do.
      const { page, errors } = await site.tab({ viewport: { width: 1280, height: 900 } });
      await page.goto(site.url + first.path);
      await waitForHydration(page);
      assertPlace(await place(page), first);
      // Navigate in the page: pointing at the sidebar loads it, then its link to the other page is followed.
      await page.locator(SIDEBAR).hover();
      await page.locator(`${SIDEBAR} a[href="${second.path}"]`).click();
      await page.waitForURL(site.url + second.path);
      await page.waitForFunction((name) => document.querySelector('article h1, header h1')?.textContent?.trim() === name, second.name);
      assertPlace(await place(page), second);
      assert.deepEqual(errors, []);
    });
  }
});
