import { readFileSync } from 'node:fs';
import { launchBrowser, waitForHydration, clickWhenSettled } from '../tests/e2e/support/browser.mts';
import { serveBuild } from '../tests/e2e/support/site.mts';
const cg = '/sys/fs/cgroup/cpuacct/m-rc/cpuacct.usage';
const cpu = () => Number(readFileSync(cg, 'utf8')) / 1e9;
const site = await serveBuild();
const browser = await launchBrowser();
const PAGE = '/reference/admin/examples/SelectField';
async function runIn(context: any) {
  const page = await context.newPage();
  await page.goto(site.url + PAGE); await waitForHydration(page);
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  await page.frameLocator('iframe[title="Live preview of the example"]').getByText('Draft', { exact: true }).first().waitFor({ timeout: 60000 });
  return page;
}
let t = cpu();
for (let i = 0; i < 3; i++) { const c = await browser.newContext(); await runIn(c); await c.close(); }
console.log('fresh context x3', (cpu() - t).toFixed(1));
const shared = await browser.newContext();
const p0 = await runIn(shared); await p0.waitForTimeout(4000); await p0.close();
t = cpu();
for (let i = 0; i < 3; i++) { const p = await runIn(shared); await p.close(); }
console.log('same context from copy x3', (cpu() - t).toFixed(1));
t = cpu();
{ const c = await browser.newContext(); const p = await c.newPage(); await p.goto(site.url + PAGE); await waitForHydration(p); await c.close(); }
console.log('page load only x1', (cpu() - t).toFixed(1));
await browser.close(); await site.close();
