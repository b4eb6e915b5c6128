// Launches Debian's Chromium through playwright-core. Browser downloads do not work on our
// machines, so there is no fallback: a missing Chromium stops the run with instructions.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
}

/**
 * How V8 compiles the pages of a launched Chromium.
 * - `reader`: Chromium's defaults, as in a reader's browser. For what measures speed: the
 *   benchmarks, the search's long-task tests, the development server's edit-to-shown time.
 * - `check`: no optimising compiler: JavaScript runs in V8's interpreter and baseline compiler
 *   (`--max-opt=1`), WebAssembly in its baseline compiler (`--liftoff-only`). A check's page
 *   lives a few seconds, so optimising its code costs more CPU than it saves: about a tenth of the
 *   audit's CPU time and a fifth of the render check's (BENCHMARKS.md, "Test suite"), which is what
 *   the suite on two cores is bound by. What the code does is the same under either.
 */
export type Compilers = 'reader' | 'check';

const COMPILER_FLAGS: Record<Compilers, string[]> = {
  reader: [],
  check: ['--js-flags=--max-opt=1 --liftoff-only'],
};

const argsOf = (compilers: Compilers) => [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  ...COMPILER_FLAGS[compilers],
];

export async function launchBrowser({ compilers = 'reader' }: { compilers?: Compilers } = {}): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: argsOf(compilers) });
}

/**
 * Chromium with its profile in `userDataDir`, as a reader's everyday browser has one. The contexts
 * of `launchBrowser` are private windows, in which Chromium keeps no compiled WebAssembly between
 * page loads (its code cache is not used there).
 */
export async function launchProfile(userDataDir: string, options: BrowserContextOptions = {}, { compilers = 'reader' }: { compilers?: Compilers } = {}): Promise<BrowserContext> {
  assertChromiumInstalled();
  return chromium.launchPersistentContext(userDataDir, { ...options, executablePath: CHROMIUM_PATH, headless: true, args: argsOf(compilers) });
}

/** Collects console errors and uncaught exceptions of a page, for "no console error" assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the server-rendered page is live. Docusaurus renders `data-has-hydrated="false"`
 * on the server and sets it to "true" in the browser; before that, clicks do nothing and the head
 * is not final. A doc article's interactive islands hydrate after that, in later tasks, and mark
 * the article with `data-islands-hydrated` (plugins/lean-bundle/src/client/islands/hydrate-article.ts), and the parts of the
 * shell that hydrate in later tasks mark <html> with `data-deferred-hydration="done"`
 * (HydrateLater.tsx beside it).
 */
export async function waitForHydration(page: Page, timeout = 15000): Promise<void> {
  await page.waitForFunction(
    () => {
      const article = document.querySelector<HTMLElement>('.theme-doc-markdown');
      const shellHydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
      const deferred = document.documentElement.dataset.deferredHydration;
      // Without the attribute no part of the shell waits: the hydration scheme is off.
      if (deferred === undefined) return shellHydrated;
      return shellHydrated && deferred === 'done' && (article === null || article.dataset.islandsHydrated !== undefined);
    },
    undefined,
    { timeout },
  );
}

/**
 * Clicks `target` once the article around it has settled. A click scrolls its target into view,
 * and the article's blocks that come into view then render (content-visibility) and take their
 * real height in the next frame; a press that lands in between goes down on the target and comes
 * up on whatever moved under the pointer, which is no click (seen in the GraphQL playground's
 * e2e test: mousedown on "Try it", mouseup on the code 14 px lower).
 */
export async function clickWhenSettled(target: Locator): Promise<void> {
  // A trial click waits until the target can be clicked and scrolls it into view, and looks the
  // target up again when a hydrating part replaces it (scrollIntoViewIfNeeded gives up instead).
  await target.click({ trial: true });
  await target.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await target.click();
}
