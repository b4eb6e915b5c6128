// A long article renders only the blocks near the viewport (content-visibility in
// src/css/custom.css): the reader still lands on a linked heading, finds text that has not
// rendered yet, and scrolls a page of about the right height.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { RENDER_EVERYTHING_CSS } from '../../scripts/audit-site.mts';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

/** A long written page: about thirty code blocks over some twenty screens. */
const LONG_PAGE = '/reference/engine/content/queries';
/** Text of a paragraph near the end of LONG_PAGE. */
const LATE_TEXT = 'An editing UI can use it';
const article = '.theme-doc-markdown';

const site = setUpBuiltSite();

/** Whether each of the article's top-level code blocks has rendered its code. */
function renderedCodeBlocks(page: Page): Promise<boolean[]> {
  // checkVisibility's contentVisibilityAuto option counts content the browser skips as hidden.
  return page
    .locator(`${article} > .theme-code-block pre`)
    .evaluateAll((blocks) => blocks.map((block) => block.checkVisibility({ contentVisibilityAuto: true })));
}

/** The page's height as laid out now, and once every block has rendered. */
function heights(page: Page): Promise<{ estimated: number; rendered: number }> {
  return page.evaluate((css) => {
    const estimated = document.documentElement.scrollHeight;
    const renderEverything = new CSSStyleSheet();
    renderEverything.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, renderEverything];
    const rendered = document.documentElement.scrollHeight;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== renderEverything);
    return { estimated, rendered };
  }, RENDER_EVERYTHING_CSS);
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`a long article renders the blocks near the viewport first, on a ${viewport.width} px screen`, async () => {
    const page = await site.browser.newPage({ viewport });
    const errors = collectErrors(page);
    await page.goto(site.url + LONG_PAGE);
    await waitForHydration(page);

    const atLoad = await renderedCodeBlocks(page);
    assert.ok(atLoad.length >= 20, `the page has ${atLoad.length} top-level code blocks`);
    assert.ok(atLoad.filter(Boolean).length <= 3, `only the code blocks near the top render (${atLoad.filter(Boolean).length})`);
    // The estimates stand in for the blocks not rendered yet: the scroll bar tells the length.
    const { estimated, rendered } = await heights(page);
    assert.ok(Math.abs(estimated / rendered - 1) < 0.15, `estimated height ${estimated} px, rendered ${rendered} px`);

    // Find in page reaches text that has not rendered, and scrolls to it.
    const found = await page.evaluate((text) => (window as unknown as { find(text: string): boolean }).find(text), LATE_TEXT);
    assert.equal(found, true);
    const paragraph = page.locator(`${article} > p`).filter({ hasText: LATE_TEXT });
    assert.equal(await paragraph.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })), true);
    const box = await paragraph.boundingBox();
    assert.ok(box && box.y >= 0 && box.y < viewport.height, `the found paragraph is in view (at ${box?.y} px)`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`a link to a heading far down a long article lands on it, and the text holds still as the blocks above render, on a ${viewport.width} px screen`, async () => {
    const first = await site.browser.newPage({ viewport });
    await first.goto(site.url + LONG_PAGE);
    // The last heading but one: the page can scroll it to the top (the last one sits too near the end).
    const id = (await first.locator(`${article} h2[id]`).evaluateAll((headings) => headings.map((heading) => heading.id))).at(-2)!;
    await first.close();

    const page = await site.browser.newPage({ viewport });
    const errors = collectErrors(page);
    await page.goto(`${site.url}${LONG_PAGE}#${id}`);
    await waitForHydration(page);
    const top = () => page.locator(`[id="${id}"]`).evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
    const landed = await top();
    assert.ok(landed >= 0 && landed < 150, `the heading is at the top of the screen (${landed} px)`);
    await page.waitForTimeout(500);
    assert.equal(await top(), landed, 'the heading holds still while the blocks around it render');
    // Scrolling up renders blocks never seen, whose height was estimated: the text moves by the scroll only.
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    for (const step of [1, 2]) {
      await page.mouse.wheel(0, -400);
      await page.waitForFunction(([target, expected]) => Math.abs(document.getElementById(target!)!.getBoundingClientRect().top - expected!) < 2, [id, landed + 400 * step] as const, { timeout: 3000 });
    }
    if (viewport.width >= 997) {
      // The desktop table of contents jumps to it from the top of the page just as well.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`).click();
      await page.waitForTimeout(500);
      const jumped = await top();
      assert.ok(jumped >= 0 && jumped < 150, `the table of contents brings the heading to the top (${jumped} px)`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the last section renders at load: no link of the article reaches into the pagination below it, on a 390 px screen', async () => {
  // An API page whose last section ("Related") is one paragraph of some fifty links, several
  // screens tall on a phone, much taller than the estimate of a paragraph.
  const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = collectErrors(page);
  await page.goto(site.url + '/2.x/reference/interface/api/ui-kit-datagrid/DataGrid');
  await waitForHydration(page);
  const { paginationTop, lowestLink } = await page.evaluate((selector) => ({
    paginationTop: document.querySelector('.pagination-nav')!.getBoundingClientRect().top,
    lowestLink: Math.max(...[...document.querySelectorAll(`${selector} a`)].map((link) => link.getBoundingClientRect().bottom)),
  }), article);
  assert.ok(lowestLink <= paginationTop, `the article's lowest link ends at ${lowestLink} px, the pagination starts at ${paginationTop} px`);
  assert.deepEqual(errors, []);
  await page.close();
});
