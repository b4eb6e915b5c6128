import { launchBrowser } from '../tests/e2e/support/browser.mts';
for (let i = 0; i < 5; i++) { const b = await launchBrowser(); const c = await b.newContext(); const p = await c.newPage(); await p.goto('about:blank'); await b.close(); }
