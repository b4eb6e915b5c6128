// Route scripts (plugins/lean-bundle, "Route scripts"): a page's HTML names every script its first
// load runs before it is live, so the browser fetches them beside main.js rather than a round trip
// later, from script.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const PAGES = [
  { kind: 'home page', path: '/' },
  { kind: 'written page', path: '/reference/engine/content/queries' },
  { kind: 'API page', path: '/reference/admin/api/v1.2/Data%20grid/DataGrid' },
  { kind: 'example page', path: '/reference/admin/examples/SelectField' },
  { kind: '2.x written page', path: '/2.x/intro/interface' },
  { kind: 'search page', path: '/search' },
];

const site = setUpBuiltSite();

for (const { kind, path } of PAGES) {
  test(`${kind}: every script fetched before the page is live is named in its HTML`, async () => {
    const page = await site.browser.newPage();
    const errors = collectErrors(page);
    // The moment Docusaurus marks the page live, on the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        (window as unknown as { liveAt: number }).liveAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    const response = await page.goto(site.url + path);
    // The webpack runtime removes the script elements of chunks once they have loaded: read the HTML as served.
    const html = (await response?.text()) ?? '';
    const named = [...html.matchAll(/<script src="?([^" >]+\.js)"? defer/g)].map((match) => match[1]!);
    await waitForHydration(page);
    const fetched = await page.evaluate(() => {
      const liveAt = (window as unknown as { liveAt: number }).liveAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < liveAt)
        .map((entry) => new URL(entry.name).pathname);
    });
    assert.ok(named.length > 2, `${path} names more than runtime~main and main: ${named.join(' ')}`);
    assert.ok(fetched.length >= named.length, `${path} fetched ${fetched.length} scripts before it was live`);
    // An article's behaviours (copy buttons, tabs) load once the page has hydrated, in the frame
    // before Docusaurus marks it live (lean-bundle README, "HTML articles").
    const fromScript = fetched.filter((script) => !named.includes(script) && !script.includes('article-behaviour'));
    assert.deepEqual(fromScript, [], `scripts ${path} fetched from script before it was live`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
