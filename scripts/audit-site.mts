// Quality audit of the production build (`npm run audit:site`, and the `audit` step of `npm test`).
// Crawls every route of the contract that the build produced, and every 2.x page, in Chromium, served with the
// headers of static/_headers, several pages at a time in one browser, and fails on:
//   - a response other than HTTP 200 for the page, a 2.x page the build lacks;
//   - an h1 or <title> other than the page's title (the contract's, or the front matter's);
//   - a console error or warning, an uncaught exception, a Content Security Policy violation;
//   - a failed request (network error or HTTP status >= 400) made by the page;
//   - an internal link to a missing page, or to an anchor that its target page does not have;
//   - an image without alt text;
//   - an axe-core violation of impact serious or critical, WCAG 2.1 A/AA rules.
// axe-core is evaluated through the DevTools protocol (page.evaluate), to which the page's
// Content Security Policy does not apply: page.addScriptTag would insert an inline script that
// the policy blocks, which is a violation the audit must report, not cause. Its two rules that
// compare colours (STYLE_RULES, three quarters of axe's time) depend only on how an element is
// styled, so they check an element only when no page before had one styled the same way that
// passed them (an element's style key, in the page script below; BENCHMARKS.md, "Test suite").
// Prints the number of pages crawled and the violations grouped by rule, with example pages, and
// writes them to test-results/audit.json, and the routes served without a problem of the first
// three kinds to test-results/routes.json (the `routes served: N of 500` line of `npm test`). AUDIT_CONCURRENCY sets the number of parallel pages
// (default 4: as fast as 6 on two cores, with 10 % less CPU; BENCHMARKS.md, "Test suite"), AUDIT_LIMIT
// crawls only the first N routes (for a quick look; the count is printed).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../tests/e2e/support/browser.mts';
import { routesToCheck, titleProblems } from '../tests/e2e/support/route-checks.mts';
import { BUILD_DIR, ROOT, serveBuild, type ContractRoute } from '../tests/e2e/support/site.mts';
import { resolveFile } from './lib/static-server.mts';

const require = createRequire(import.meta.url);
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A stylesheet that renders every block an article defers (content-visibility in src/css/custom.css). */
export const RENDER_EVERYTHING_CSS = '* { content-visibility: visible !important; }';
export const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** The axe rules whose result follows from an element's computed style and what lies behind it. */
const STYLE_RULES = ['color-contrast', 'link-in-text-block'];
const CONCURRENCY = Math.max(1, Number(process.env.AUDIT_CONCURRENCY ?? 4));
const LIMIT = process.env.AUDIT_LIMIT ? Number(process.env.AUDIT_LIMIT) : Infinity;
const NAVIGATION_TIMEOUT = 30_000;

export interface Violation {
  rule: string;
  page: string;
  detail: string;
}

interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

interface PageFacts {
  ids: string[];
  links: string[];
  imagesWithoutAlt: string[];
  cspViolations: string[];
  axe: AxeResult[];
  /** Style keys of the elements this page checked with STYLE_RULES that passed (the key of none failed). */
  passedStyles: string[];
}

/** Ids (anchors) of a built HTML file that was not crawled, read from its markup. */
function idsInHtml(file: string): Set<string> {
  const html = readFileSync(file, 'utf8');
  const ids = new Set<string>();
  // The build's HTML minifier leaves simple values unquoted (`id=3-the-cli`).
  for (const match of html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|([^\s"'>=`]+))/g)) {
    ids.add((match[1] ?? match[2])!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  }
  return ids;
}

/** The number of HTML pages in the build, to print beside the number crawled. */
function builtPages(): number {
  return readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
}

/**
 * Gathers, in the page, what the checks need: anchors, internal links, images, CSP reports, axe
 * results. STYLE_RULES check only the elements whose style key is not in `passedStyles`.
 */
async function collectFacts(page: Page, passedStyles: string[]): Promise<PageFacts> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ([tags, renderEverythingCss, styleRules, passedStyleList]: [string[], string, string[], string[]]) => {
    const origin = location.origin;
    const ids = Array.from(document.querySelectorAll('[id]')).map((element) => element.id);
    ids.push(...Array.from(document.querySelectorAll('a[name]')).map((element) => element.getAttribute('name') ?? ''));
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((link) => link.origin === origin && (link.protocol === 'http:' || link.protocol === 'https:'))
      .map((link) => link.pathname + link.hash);
    const imagesWithoutAlt = Array.from(document.querySelectorAll('img:not([alt])')).map((image) => image.getAttribute('src') ?? '(no src)');
    const cspViolations = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).slice();
    // An article's blocks far from the viewport have not rendered yet (content-visibility in
    // src/css/custom.css), and axe cannot tell the colours of text that has not rendered: it would
    // check less. The audit renders every block, as scrolling through the page does.
    const renderEverything = new CSSStyleSheet();
    renderEverything.replaceSync(renderEverythingCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, renderEverything];
    type Run = (context: Document | { include: Element[] }, options: unknown) => Promise<{ violations: (Omit<AxeResult, 'nodes'> & { nodes: { target: unknown[]; element?: Element }[] })[] }>;
    const axe = (window as unknown as { axe: { run: Run; setup(node: Document): void; teardown(): void; commons: { dom: { isInTextBlock(element: Element): boolean } } } }).axe;
    // Unique selectors are the costly part of a run: compute them only for the rules that fail.
    const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], selectors: false, ancestry: false, xpath: false };
    const styleRulesOff = Object.fromEntries(styleRules.map((id) => [id, { enabled: false }]));
    let { violations } = await axe.run(document, { ...options, rules: styleRulesOff });

    // An element's style key: what STYLE_RULES read of it (its colours, text size and weight,
    // decoration, whether it has text of its own, is disabled or hidden, a link in a block of
    // text) and the backgrounds, opacities and filters of it and its ancestors. Elements are
    // listed parents first, so each one's layers extend its parent's.
    const layers = new Map<Element, string>();
    const keys = new Map<Element, string>();
    // isInTextBlock reads axe's tree of the page, which a run builds and clears.
    axe.setup(document);
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const own = `${style.backgroundColor} ${style.backgroundImage} ${style.opacity} ${style.filter} ${style.mixBlendMode}`;
      const parentLayers = (element.parentElement && layers.get(element.parentElement)) ?? '';
      layers.set(element, own === 'rgba(0, 0, 0, 0) none 1 none normal' ? parentLayers : `${own}|${parentLayers}`);
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      let inTextBlock = '';
      if (element.matches('a[href], [role=link]')) {
        try {
          inTextBlock = String(axe.commons.dom.isInTextBlock(element));
        } catch {
          inTextBlock = String(Math.random()); // unknown: a key of its own, so that the link is always checked
        }
      }
      const parent = element.parentElement ? getComputedStyle(element.parentElement) : style;
      keys.set(element, [
        element.tagName, element.getAttribute('type'), element.getAttribute('role'), ownText, inTextBlock,
        element.matches(':disabled, [aria-disabled="true"]'), element.closest('[aria-hidden="true"], [inert]') !== null,
        style.color, style.getPropertyValue('-webkit-text-fill-color'), style.fontSize, style.fontWeight, style.textShadow,
        style.textDecorationLine, style.textDecorationColor, style.borderBottomStyle, style.borderBottomColor,
        style.visibility, style.display, style.position, parent.color, parent.fontWeight, layers.get(element),
      ].join(';'));
    }
    axe.teardown();
    const passed = new Set(passedStyleList);
    const unchecked = Array.from(keys).filter(([, key]) => !passed.has(key)).map(([element]) => element);
    const newlyPassed = new Set<string>();
    if (unchecked.length) {
      const styleRun = await axe.run({ include: unchecked }, { ...options, runOnly: { type: 'rule', values: styleRules }, elementRef: true });
      const failedElements = styleRun.violations.flatMap((violation) => violation.nodes.map((node) => node.element));
      // Without a reference to each failing element, no key of this page counts as passed.
      if (failedElements.every((element) => element !== undefined)) {
        const failed = new Set(failedElements.map((element) => keys.get(element!)));
        for (const element of unchecked) if (!failed.has(keys.get(element))) newlyPassed.add(keys.get(element)!);
      }
      violations = [...violations, ...styleRun.violations];
    }
    if (violations.length) {
      ({ violations } = await axe.run(document, { ...options, runOnly: { type: 'rule', values: violations.map(({ id }) => id) }, selectors: true }));
    }
    const axeViolations = violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
    return { ids, links, imagesWithoutAlt, cspViolations, axe: axeViolations, passedStyles: [...newlyPassed] };
  }, [AXE_TAGS, RENDER_EVERYTHING_CSS, STYLE_RULES, passedStyles] as [string[], string, string[], string[]]);
}

async function newAuditContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // CSP violations reach the page as events as well as console errors; keep both.
  await context.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''}`);
    });
  });
  return context;
}

/** Rules of a route that is not served as it should be (the `routes served` count). */
const NOT_SERVED_RULES = new Set(['http-status', 'not-built', 'title', 'console-error', 'uncaught-exception', 'crawl-error']);

export interface AuditResult {
  pages: number;
  violations: Violation[];
  seconds: number;
  /** Routes of the contract served with status, title and no console error, of the contract's total. */
  routesServed: { served: number; total: number; otherVersions: number };
}

export async function auditSite(): Promise<AuditResult> {
  const started = Date.now();
  const { routes: allRoutes, contract, otherVersions, notBuilt, expectedTitle } = routesToCheck();
  const routes = allRoutes.slice(0, LIMIT);
  const site = await serveBuild();
  const browser = await launchBrowser({ compilers: 'check' });
  const context = await newAuditContext(browser);
  const violations: Violation[] = [];
  const add = (rule: string, page: string, detail: string) => violations.push({ rule, page, detail });
  for (const path of notBuilt) add('not-built', path, 'a page of docs/ or versioned_docs/ that the build lacks');
  /** Anchors of crawled pages, by decoded path. */
  const anchors = new Map<string, Set<string>>();
  /** Internal links found on each page, checked once every page is crawled. */
  const linksByPage = new Map<string, string[]>();
  /** Style keys that passed STYLE_RULES on some page (collectFacts). */
  const passedStyles = new Set<string>();
  let next = 0;
  let done = 0;

  async function auditRoute(page: Page, route: ContractRoute, events: string[]): Promise<void> {
    const { path } = route;
    const response = await page.goto(site.url + path, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT });
    if (response?.status() !== 200) add('http-status', path, `HTTP ${response?.status() ?? 'no response'}`);
    await waitForHydration(page, NAVIGATION_TIMEOUT);
    // The head is final once the page has hydrated.
    for (const problem of await titleProblems(page, expectedTitle(route))) add('title', path, problem);
    // Let lazy chunks settle so their failures are attributed to this page.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const facts = await collectFacts(page, [...passedStyles]);
    for (const key of facts.passedStyles) passedStyles.add(key);
    anchors.set(decodeURIComponent(path), new Set(facts.ids));
    linksByPage.set(path, facts.links);
    for (const src of facts.imagesWithoutAlt) add('img-alt', path, `<img src="${src}"> has no alt attribute`);
    for (const report of facts.cspViolations) add('csp-violation', path, report);
    for (const result of facts.axe) {
      if (!result.impact || !FAILING_IMPACTS.has(result.impact)) continue;
      const targets = result.nodes.slice(0, 3).map((node) => JSON.stringify(node.target)).join(', ');
      add(`axe:${result.id}`, path, `${result.impact}: ${result.help} (${result.nodes.length} nodes, e.g. ${targets})`);
    }
    for (const event of events) {
      const [rule, ...rest] = event.split('\u0000');
      add(rule!, path, rest.join(''));
    }
  }

  async function worker(): Promise<void> {
    const page = await context.newPage();
    let events: string[] | null = null;
    let firstRequestOfRoute = 0;
    const record = (rule: string, detail: string) => events?.push(`${rule}\u0000${detail}`);
    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      const text = message.text();
      record(/^Refused to /.test(text) ? 'csp-violation' : `console-${type}`, `${text}${message.location().url ? ` (${message.location().url})` : ''}`);
    });
    page.on('pageerror', (error) => record('uncaught-exception', error.message));
    // Requests numbered as they start, so that a request the crawler itself aborted by moving on
    // to the next route (a prefetch still in flight) is not reported as the site's failure.
    const requestNumbers = new WeakMap<Request, number>();
    let requestCount = 0;
    page.on('request', (request) => requestNumbers.set(request, requestCount++));
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? 'failed';
      const abortedByCrawler = error === 'net::ERR_ABORTED' && (requestNumbers.get(request) ?? Infinity) < firstRequestOfRoute;
      if (!abortedByCrawler) record('request-failed', `${request.url()}: ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) record('request-failed', `${response.url()}: HTTP ${response.status()}`);
    });
    while (next < routes.length) {
      const route = routes[next++]!;
      const pageEvents: string[] = [];
      events = pageEvents;
      firstRequestOfRoute = requestCount;
      try {
        await auditRoute(page, route, pageEvents);
      } catch (error) {
        add('crawl-error', route.path, (error as Error).message.split('\n')[0]!);
      }
      events = null;
      done++;
      if (done % 50 === 0) console.error(`audit: ${done} of ${routes.length} pages, ${violations.length} violations, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await page.close();
  }

  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await context.close();
    await browser.close();
    await site.close();
  }

  // Internal links: the target must be a page (or file) of the build, and its anchor must exist.
  const htmlAnchors = new Map<string, Set<string>>();
  for (const [page, links] of linksByPage) {
    for (const link of new Set(links)) {
      const hashAt = link.indexOf('#');
      const rawPath = hashAt === -1 ? link : link.slice(0, hashAt);
      const anchor = hashAt === -1 ? '' : decodeURIComponent(link.slice(hashAt + 1));
      let path: string;
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        add('broken-link', page, `${link}: malformed URL`);
        continue;
      }
      const file = resolveFile(BUILD_DIR, path.replace(/\.html$/, '').replace(/(.)\/$/, '$1'));
      if (!file) {
        add('broken-link', page, `${link}: no such page in the build`);
        continue;
      }
      if (!anchor) continue;
      let ids = anchors.get(path);
      if (!ids && file.endsWith('.html')) {
        ids = htmlAnchors.get(file) ?? idsInHtml(file);
        htmlAnchors.set(file, ids);
      }
      if (ids && !ids.has(anchor)) add('missing-anchor', page, `${link}: ${relative(BUILD_DIR, file)} has no element with id "${anchor}"`);
    }
  }

  const notServed = new Set(violations.filter((violation) => NOT_SERVED_RULES.has(violation.rule)).map((violation) => violation.page));
  const served = routes.filter((route) => !otherVersions.has(route.path) && !notServed.has(route.path)).length;
  return { pages: routes.length, violations, seconds: (Date.now() - started) / 1000, routesServed: { served, total: contract.length, otherVersions: otherVersions.size } };
}

export function report(pages: number, violations: Violation[], seconds: number, totalHtml: number): string {
  const lines = [`audit: ${pages} pages crawled (of ${totalHtml} HTML files in build/) in ${seconds.toFixed(0)} s, ${violations.length} violations`];
  const byRule = new Map<string, Violation[]>();
  for (const violation of violations) byRule.set(violation.rule, [...(byRule.get(violation.rule) ?? []), violation]);
  for (const [rule, list] of [...byRule].sort((a, b) => b[1].length - a[1].length)) {
    const pagesHit = new Set(list.map((violation) => violation.page));
    lines.push(`\n${rule}: ${list.length} on ${pagesHit.size} pages`);
    for (const violation of list.slice(0, 5)) lines.push(`  ${violation.page}: ${violation.detail}`);
    if (list.length > 5) lines.push(`  … and ${list.length - 5} more (test-results/audit.json)`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages, violations, seconds, routesServed } = await auditSite();
  console.log(report(pages, violations, seconds, builtPages()));
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(join(ROOT, 'test-results', 'audit.json'), `${JSON.stringify({ pages, seconds, violations }, null, 2)}\n`);
  if (LIMIT === Infinity) writeFileSync(join(ROOT, 'test-results', 'routes.json'), JSON.stringify(routesServed));
  if (pages === 0) console.error('audit: no route of the contract is in build/; run `npm run build` first.');
  process.exitCode = violations.length || pages === 0 ? 1 : 0;
}
