// Every component and hook page of the Interface 2.0 reference shows where it sits, as a 1.x API
// page does: breadcrumbs ending in its group, then its own name, and the sidebar with its group
// open and the page marked current, in the server's HTML and after a client-side navigation
// (plugins/api-reference/README.md, "Pages and routes").
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { API2_REFERENCE_PATH } from '../../plugins/api-reference/src/route.ts';
import { collectErrors, waitForHydration } from './support/browser.mts';
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
    groups.set(group, names.map((name) => ({ group, name, path: `/${API2_REFERENCE_PATH}/${group}/${name}` })));
  }
  return groups;
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim();

/** The breadcrumb items' text of a page's HTML (the home icon's item is empty). */
function breadcrumbTrail(html: string): string[] {
  const nav = /<nav[^>]*class="?[^">]*theme-doc-breadcrumbs[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<li[^>]*class="?[^">]*breadcrumbs__item[\s\S]*?<\/li>/g)].map((item) => text(item[0]));
}

const leaves = builtLeaves();
const allLeaves = [...leaves.values()].flat();

test('every built 2.x reference leaf page has breadcrumbs to its group and itself, and its sidebar place', () => {
  assert.ok(allLeaves.length > 400, `${allLeaves.length} leaf pages built`);
  for (const leaf of allLeaves) {
    const html = readFileSync(join(BUILD_DIR, `${leaf.path}.html`), 'utf8');
    const trail = breadcrumbTrail(html);
    assert.ok(trail.length >= 3, `${leaf.path}: ${JSON.stringify(trail)}`);
    assert.equal(trail.at(-1), leaf.name, leaf.path);
    const groupLink = `/${API2_REFERENCE_PATH}/${leaf.group}`;
    const sidebar = /<aside[^>]*theme-doc-sidebar-container[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    const active = [...sidebar.matchAll(/<a [^>]*menu__link--active[^>]*>/g)].map((match) => match[0]);
    assert.ok(active.some((a) => a.includes(`href="${leaf.path}"`) && a.includes('aria-current="page"')), `${leaf.path}: current in the sidebar`);
    assert.ok(active.some((a) => a.includes(`href="${groupLink}"`)), `${leaf.path}: its group is active`);
    // The group's category is open: its list is rendered and not collapsed.
    const category = new RegExp(`<li class="[^"]*theme-doc-sidebar-item-category[^"]*"><div[^>]*><a [^>]*href="${groupLink}"`).exec(sidebar)?.[0];
    assert.ok(category && !category.includes('menu__list-item--collapsed'), `${leaf.path}: group open`);
  }
});

const SIDEBAR = '.theme-doc-sidebar-container';

async function place(page: Page) {
  return page.evaluate((sidebar) => ({
    trail: [...document.querySelectorAll('.theme-doc-breadcrumbs .breadcrumbs__item')].map((item) => item.textContent?.trim() ?? ''),
    current: [...document.querySelectorAll(`${sidebar} a[aria-current="page"]`)].map((a) => a.getAttribute('href')),
    openGroups: [...document.querySelectorAll(`${sidebar} .theme-doc-sidebar-item-category:not(.menu__list-item--collapsed) > div > a`)].map((a) => a.getAttribute('href')),
  }), SIDEBAR);
}

function assertPlace(actual: Awaited<ReturnType<typeof place>>, leaf: Leaf): void {
  assert.ok(actual.trail.length >= 3, `${leaf.path}: ${JSON.stringify(actual.trail)}`);
  assert.equal(actual.trail.at(-1), leaf.name, leaf.path);
  assert.ok(actual.current.includes(leaf.path), `${leaf.path}: current ${JSON.stringify(actual.current)}`);
  assert.ok(actual.openGroups.includes(`/${API2_REFERENCE_PATH}/${leaf.group}`), `${leaf.path}: open ${JSON.stringify(actual.openGroups)}`);
}

describe('2.x reference pages in the browser, one sample of each group', () => {
  const site = setUpBuiltSite();
  for (const [group, pages] of leaves) {
    test(`${group}: the page's place on load, and the next page's after a client-side navigation`, async () => {
      const [first, second] = [pages[0]!, pages[pages.length - 1]!];
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(site.url + first.path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      assertPlace(await place(page), first);
      // Navigate in the page: pointing at the sidebar loads it, then its link to the other page is followed.
      await page.locator(SIDEBAR).hover();
      await page.locator(`${SIDEBAR} a[href="${second.path}"]`).click();
      await page.waitForURL(site.url + second.path);
      await page.waitForFunction((name) => document.querySelector('article h1, header h1')?.textContent?.trim() === name, second.name);
      assertPlace(await place(page), second);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
