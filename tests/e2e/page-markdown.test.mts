// Pages as Markdown (plugins/llms-txt): the Copy page control copies the page's Markdown, and the
// Markdown link and the llms.txt files are served with their text types.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const site = setUpBuiltSite();

for (const path of ['/intro/quickstart', '/reference/admin/api/v1.2/Data%20grid/DataGrid', '/2.x/reference/interface/api/ui-kit-datagrid/DataGrid']) {
  test(`Copy page on ${path} copies the page's Markdown; the Markdown link serves text/markdown`, async () => {
    const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + path);
    await waitForHydration(page);
    const title = (await page.locator('article h1').first().textContent())!.trim();

    const link = page.getByRole('link', { name: 'Markdown of this page' });
    const href = await link.getAttribute('href');
    assert.equal(href, `${path}.md`);
    const response = await page.request.get(site.url + href);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'text/markdown; charset=utf-8');
    const markdown = await response.text();
    assert.ok(markdown.startsWith(`# ${title}\n\n> `), markdown.slice(0, 200));

    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('status').filter({ hasText: 'Page copied as Markdown.' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), markdown);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the home page has its Markdown at /index.md, and the llms files are plain text', async () => {
  const page = await site.browser.newPage();
  await page.goto(site.url + '/');
  await waitForHydration(page);
  assert.equal(await page.getByRole('link', { name: 'Markdown of this page' }).getAttribute('href'), '/index.md');
  for (const file of ['/llms.txt', '/llms-full.txt', '/llms-api-v1.1.txt', '/llms-api-v1.2.txt']) {
    const response = await page.request.get(site.url + file);
    assert.equal(response.status(), 200, file);
    assert.equal(response.headers()['content-type'], 'text/plain; charset=utf-8', file);
  }
  const index = await (await page.request.get(site.url + '/llms.txt')).text();
  assert.match(index, /^# Contember\n\n> /);
  assert.match(index, /\(http[^)]+\/intro\/quickstart\.md\)/);
  await page.close();
});
