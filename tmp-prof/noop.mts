import { launchBrowser } from '../tests/e2e/support/browser.mts';
void launchBrowser;
