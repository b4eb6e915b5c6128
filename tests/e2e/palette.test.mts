// The palette generator on the theming page works in a real browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const PAGE = '/reference/admin/theming/pallettes';

const site = setUpBuiltSite();

test('changing a colour changes the preview and the CSS output', async () => {
  const page = await site.browser.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + PAGE);
  await waitForHydration(page);
  const output = page.getByLabel(/Add this after the admin styles/);
  // The light-scheme preview's primary button takes its colours from the edited theme.
  const preview = page.locator('figure').first().getByText('Publish');
  const cssBefore = await output.inputValue();
  const previewBefore = await preview.getAttribute('style');
  assert.match(cssBefore, /--cui-theme-\w+--rgb-500: \d+, \d+, \d+;/);

  const middle = page.getByRole('textbox', { name: 'Middle colour', exact: true });
  await middle.fill('#cc3300');
  await page.waitForFunction((before) => (document.querySelector('textarea') as HTMLTextAreaElement).value !== before, cssBefore);
  assert.notEqual(await output.inputValue(), cssBefore);
  assert.notEqual(await preview.getAttribute('style'), previewBefore);

  // Invalid input is announced and does not break the page.
  await middle.fill('not a colour');
  assert.equal(await middle.getAttribute('aria-invalid'), 'true');
  assert.ok(await page.getByText('Enter a hex colour such as #3366ff.').isVisible());
  assert.deepEqual(errors, []);
  await page.close();
});

test('the generator is operable with the keyboard', async () => {
  const page = await site.browser.newPage();
  await page.goto(site.url + PAGE);
  await waitForHydration(page);
  const middle = page.getByRole('textbox', { name: 'Middle colour', exact: true });
  await middle.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('#2255aa');
  assert.equal(await middle.inputValue(), '#2255aa');
  const copy = page.getByRole('button', { name: 'Copy CSS' });
  await copy.focus();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Copy CSS');
  await page.close();
});

test('Copy CSS puts the CSS output on the clipboard and says so', async () => {
  const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(site.url + PAGE);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy CSS' }).click();
  await page.getByText('CSS copied to the clipboard.').waitFor();
  const css = await page.getByLabel(/Add this after the admin styles/).inputValue();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), css);
  await context.close();
});
