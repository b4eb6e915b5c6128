import { launchBrowser } from '../tests/e2e/support/browser.mts';
import { serveBuild } from '../tests/e2e/support/site.mts';
const site = await serveBuild();
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
await page.goto(site.url + process.argv[2], { waitUntil: 'networkidle' });
const info = await page.evaluate(() => {
  const nav = document.querySelector('nav.pagination-nav')!.getBoundingClientRect();
  const ps = [...document.querySelectorAll('article .theme-doc-markdown > *')].slice(-3).map(e => { const r = e.getBoundingClientRect(); return [e.tagName, r.top + scrollY, r.bottom + scrollY, getComputedStyle(e).contentVisibility, (e.textContent||'').slice(0,60)]; });
  return { nav: [nav.top + scrollY, nav.bottom + scrollY], ps };
});
console.log(JSON.stringify(info, null, 1));
await page.evaluate(() => document.querySelector('nav.pagination-nav')!.scrollIntoView());
await page.screenshot({ path: '/tmp/shot-bottom.png' });
await browser.close(); await site.close();
