// The shared setup of the e2e test files: the production build served on 127.0.0.1 and one
// Chromium for the file, started before its first test and closed after its last.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../../scripts/lib/static-server.mts';
import { launchBrowser } from './browser.mts';
import { serveBuild } from './site.mts';

export interface BuiltSite {
  readonly browser: Browser;
  /** Base URL of the served build, without a trailing slash. */
  readonly url: string;
}

/** `buildDir` serves another build than build/ (a scratch site). */
export function setUpBuiltSite(options: { buildDir?: string } = {}): BuiltSite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await serveBuild(options.buildDir);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('The browser starts in the before hook; use it inside tests.');
      return browser;
    },
    get url() {
      if (!server) throw new Error('The server starts in the before hook; use it inside tests.');
      return server.url;
    },
  };
}
