import { readFileSync } from 'node:fs';
import { launchBrowser, waitForHydration, clickWhenSettled } from '../tests/e2e/support/browser.mts';
import { serveBuild } from '../tests/e2e/support/site.mts';
const site = await serveBuild();
const browser = await launchBrowser();
const PAGE = process.argv[2] ?? '/reference/admin/examples/SelectField';
const SHOWN = process.argv[3] ?? 'Draft';
const c = await browser.newContext();
for (let i = 0; i < 2; i++) {
  const page = await c.newPage();
  await page.goto(site.url + PAGE); await waitForHydration(page);
  if (i === 1) await browser.startTracing(page, { path: '/tmp/t/trace.json', categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink', 'loading'] });
  const t0 = Date.now();
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  await page.frameLocator('iframe[title="Live preview of the example"]').getByText(SHOWN, { exact: true }).first().waitFor({ timeout: 60000 });
  console.log('run', i, Date.now() - t0, 'ms');
  if (i === 1) await browser.stopTracing();
  await page.waitForTimeout(3000);
  await page.close();
}
await browser.close(); await site.close();
