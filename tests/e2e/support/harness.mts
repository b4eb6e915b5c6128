// The shared setup of the e2e test files: the production build served on 127.0.0.1 and one
// Chromium for the file, started before its first test and closed after its last.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { deployProject } from '../../../plugins/engine/src/deploy.mts';
import { startEngine, type Engine } from '../../../plugins/engine/src/engine.mts';
import { pageProject, type DocsProject } from '../../../plugins/engine/src/projects.mts';
import { withEngineOrigin } from '../../../scripts/csp-hashes.mts';
import { readHeaderRules, startStaticServer, type RunningServer } from '../../../scripts/lib/static-server.mts';
import { collectErrors, launchBrowser, type Compilers } from './browser.mts';
import { BUILD_DIR, ROOT, serveBuild } from './site.mts';

export interface BuiltSite {
  readonly browser: Browser;
  /** Base URL of the served build, without a trailing slash. */
  readonly url: string;
  /**
   * The file's tab for these context options (viewport, colour scheme, JavaScript…), for tests that
   * load a page anew and need nothing of a fresh context: the first call opens it, later calls with
   * the same options get it back, its errors emptied (collectErrors). A new tab per page load costs
   * about 0.3 CPU s more (BENCHMARKS.md, "Test suite"). Closed with the browser.
   */
  tab(options?: BrowserContextOptions): Promise<Tab>;
}

export interface Tab {
  page: Page;
  /** Console errors and uncaught exceptions since this call. */
  errors: string[];
}

/** Tabs by their context options, for BuiltSite's `tab`. */
function tabsOf(browser: () => Browser): (options?: BrowserContextOptions) => Promise<Tab> {
  const tabs = new Map<string, Promise<Tab>>();
  return async (options = {}) => {
    const key = JSON.stringify(options);
    if (!tabs.has(key)) {
      tabs.set(key, (async () => {
        const page = await (await browser().newContext(options)).newPage();
        return { page, errors: collectErrors(page) };
      })());
    }
    const tab = await tabs.get(key)!;
    tab.errors.length = 0;
    return tab;
  };
}

/**
 * `buildDir` serves another build than build/ (a scratch site); `headers` edits its `_headers`
 * first, as the build would for a configuration the build at hand was not made with. `compilers`:
 * how the file's Chromium compiles (launchBrowser); `check` unless the file measures speed.
 */
export function setUpBuiltSite(options: { buildDir?: string; headers?: (headers: string) => string; compilers?: Compilers } = {}): BuiltSite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let headersDir: string | undefined;
  before(async () => {
    const { headers } = options;
    if (headers) {
      const root = options.buildDir ?? BUILD_DIR;
      headersDir = mkdtempSync(join(tmpdir(), 'e2e-headers-'));
      writeFileSync(join(headersDir, '_headers'), headers(readFileSync(join(root, '_headers'), 'utf8')));
      server = await startStaticServer({ root, headerRules: readHeaderRules(join(headersDir, '_headers')) });
    } else server = await serveBuild(options.buildDir);
    browser = await launchBrowser({ compilers: options.compilers ?? 'check' });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (headersDir) rmSync(headersDir, { recursive: true, force: true });
  });
  const startedBrowser = (): Browser => {
    if (!browser) throw new Error('The browser starts in the before hook; use it inside tests.');
    return browser;
  };
  return {
    get browser() {
      return startedBrowser();
    },
    tab: tabsOf(startedBrowser),
    get url() {
      if (!server) throw new Error('The server starts in the before hook; use it inside tests.');
      return server.url;
    },
  };
}

export interface BuiltSiteWithEngine extends BuiltSite {
  /** An Engine 2.0.8 started for the file, with the project of its page deployed. */
  readonly engine: Engine;
  readonly project: DocsProject;
  /** What a build with CONTEMBER_API_BASE_URL writes into the frames' config.json, for this engine. */
  readonly engineConfig: { apiBaseUrl: string; token: string; projectPrefix: null };
}

/**
 * The production build served as a deployment with an engine server is: an engine started here
 * with the project of `pageFile` (relative to the site) deployed, and its origin in the
 * connect-src of the pages and the frames (scripts/csp-hashes.mts). Tests answer the frames'
 * config.json with `engineConfig`; the build itself has none.
 */
export function setUpBuiltSiteWithEngine(pageFile: string): BuiltSiteWithEngine {
  let engine: Engine | undefined;
  let project: DocsProject | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let headersDir: string | undefined;
  before(async () => {
    engine = await startEngine();
    project = pageProject(join(ROOT, pageFile))!;
    await deployProject(engine, project);
    headersDir = mkdtempSync(join(tmpdir(), 'e2e-engine-headers-'));
    writeFileSync(join(headersDir, '_headers'), withEngineOrigin(readFileSync(join(BUILD_DIR, '_headers'), 'utf8'), engine.url));
    server = await startStaticServer({ root: BUILD_DIR, headerRules: readHeaderRules(join(headersDir, '_headers')) });
    browser = await launchBrowser({ compilers: 'check' });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await engine?.stop();
    if (headersDir) rmSync(headersDir, { recursive: true, force: true });
  });
  const started = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The engine, server and browser start in the before hook; use them inside tests.');
    return value;
  };
  return {
    get browser() {
      return started(browser);
    },
    tab: tabsOf(() => started(browser)),
    get url() {
      return started(server).url;
    },
    get engine() {
      return started(engine);
    },
    get project() {
      return started(project);
    },
    get engineConfig() {
      const running = started(engine);
      return { apiBaseUrl: running.url, token: running.rootToken, projectPrefix: null };
    },
  };
}
