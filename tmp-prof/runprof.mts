import { launchBrowser, waitForHydration, clickWhenSettled } from '../tests/e2e/support/browser.mts';
import { serveBuild } from '../tests/e2e/support/site.mts';
const site = await serveBuild();
const browser = await launchBrowser();
const PAGE = '/reference/admin/examples/SelectField';
const c = await browser.newContext();
for (let i = 0; i < 4; i++) {
  const page = await c.newPage();
  const session = await c.newCDPSession(page);
  await page.goto(site.url + PAGE); await waitForHydration(page);
  const t0 = Date.now();
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  await page.frameLocator('iframe[title="Live preview of the example"]').getByText('Draft', { exact: true }).first().waitFor({ timeout: 60000 });
  const marks = await page.evaluate(() => 0);
  console.log('run', i, Date.now() - t0, 'ms');
  await page.waitForTimeout(3000);
  await page.close();
}
await browser.close(); await site.close();
