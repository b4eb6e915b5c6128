// Highlighted lines in a real browser (plugins/highlight, src/theme/CodeBlock): the reader sees
// a marked line, screen readers get the list of highlighted lines, and the Copy button copies
// the code without the magic comments.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

/** A page whose samples highlight the lines that set directives. */
const PAGE = '/reference/admin/layouts/directives';

const site = setUpBuiltSite();

test('a highlighted line is marked, described, and the Copy button copies the code without magic comments', async () => {
  const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + PAGE);
  await waitForHydration(page);

  const block = page.locator('.theme-code-block').filter({ hasText: 'export const list' });
  const marked = block.locator('mark.code-line--highlighted');
  assert.deepEqual(await marked.allTextContents(), [
    '    <Directives.Directive name="full-width" content={true} />\n',
    '    <Directives.Directive name="sidebar" content={false} />\n',
  ]);
  // Not colour alone: the line has a visible bar in its left margin.
  const bar = await marked.first().evaluate((line) => {
    const style = getComputedStyle(line);
    return { width: parseFloat(style.borderLeftWidth), color: style.borderLeftColor, background: style.backgroundColor };
  });
  assert.ok(bar.width >= 3, `bar width ${bar.width}px`);
  assert.notEqual(bar.color, bar.background);

  // Screen readers: the pre is described by the list of highlighted lines.
  const pre = block.locator('pre');
  const descriptionId = await pre.getAttribute('aria-describedby');
  assert.ok(descriptionId);
  assert.equal(await page.locator(`[id="${descriptionId}"]`).textContent(), 'Highlighted lines: 6–7.');

  assert.doesNotMatch((await block.textContent()) ?? '', /highlight-/);
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await block.getByRole('button', { name: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /^import \{ DataGridScope, TextCell \} from '@contember\/admin'\n/);
  assert.match(copied, / {2}<>\n {4}<Directives\.Directive name="full-width" content=\{true\} \/>\n/);
  assert.doesNotMatch(copied, /highlight-|Highlighted/);
  assert.equal(copied.split('\n').length, 12, 'one line per line of code, no line numbers');
  assert.deepEqual(errors, []);
  await context.close();
});
