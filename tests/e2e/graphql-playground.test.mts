// The GraphQL playground (plugins/graphql-playground) in Chromium, on the production build and a
// real engine started here: "Try it" on every block the examples check runs, completion from the
// page's schema, Run on the seed data, an unknown field underlined and refused by the engine,
// Reset query, the schema browser, axe with the editor open, and what a build without an engine
// says. The build has no engine configured; the test gives the frames' config.json.
// PLAYGROUND_SCREENSHOTS=<dir> also saves the open playground at 1280 and 390 px, light and dark.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { parse } from 'graphql';
import type { Page } from 'playwright-core';
import { extractBlocks, metaFlags, parseMeta, SEED_FLAG } from '../../plugins/code-samples/src/blocks.mts';
import { docsPages } from '../../plugins/code-samples/src/pages.mts';
import { resetProjectData } from '../../plugins/engine/src/deploy.mts';
import { pageProject } from '../../plugins/engine/src/projects.mts';
import { AXE_SOURCE, AXE_TAGS, FAILING_IMPACTS } from '../../scripts/audit-site.mts';
import { clickWhenSettled, collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSiteWithEngine } from './support/harness.mts';
import { BUILD_DIR, ROOT } from './support/site.mts';

const PAGE = '/2.x/reference/engine/content/queries';
const PAGE_FILE = 'versioned_docs/version-2.x/reference/engine/content/queries.mdx';
const BLOCK_TEXT = 'getArticle(by: { slug: "hello-contember" }) {';

const site = setUpBuiltSiteWithEngine(PAGE_FILE);

/** The build's own config.json: with no engine server configured, the engine in the reader's browser. */
const BROWSER_ENGINE = 'browser engine';

/**
 * Opens a page with the frames' config.json answering `config` (the engine server), 404 (no
 * engine) or, for BROWSER_ENGINE, as the build wrote it.
 */
async function openPage(config: object | null | typeof BROWSER_ENGINE, options: { width?: number; dark?: boolean; path?: string } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.dark ? 'dark' : 'light' });
  const errors = collectErrors(page);
  // Where each press went down, came up and clicked: what whyNotOpen reports.
  await page.addInitScript(() => {
    const log: string[] = ((window as unknown as { __pointer: string[] }).__pointer = []);
    for (const type of ['mousedown', 'mouseup', 'click']) {
      document.addEventListener(type, (event) => {
        const target = event.target as Element;
        const box = target.getBoundingClientRect();
        const { clientX, clientY } = event as MouseEvent;
        log.push(`${type} on ${target.tagName}.${String(target.className).slice(0, 30)} "${(target.textContent ?? '').slice(0, 15)}" at ${Math.round(performance.now())} ms, (${clientX}, ${clientY}); target at (${Math.round(box.x)}, ${Math.round(box.y)})`);
      }, true);
    }
  });
  if (config !== BROWSER_ENGINE) {
    await page.route(/\/live-preview[^/]*\/config\.json$/, (route) => (config ? route.fulfill({ json: config }) : route.fulfill({ status: 404, body: 'not found' })));
  }
  await page.goto(site.url + (options.path ?? PAGE));
  await waitForHydration(page);
  return { page, errors };
}

const withEngine = () => site.engineConfig;

/** What the page shows and logged when a playground did not open: the failure says why. */
async function whyNotOpen(page: Page, errors: string[]): Promise<string> {
  const state = await page.evaluate(() => ({
    alerts: Array.from(document.querySelectorAll('[role="alert"]'), (node) => node.textContent),
    tryIt: Array.from(document.querySelectorAll('[data-graphql-try]'), (node) => `${node.textContent}${node.getAttribute('aria-busy') ? ' (busy)' : ''}${(node as HTMLElement).hidden ? ' (hidden)' : ''}${node.isConnected ? '' : ' (detached)'}`),
    regions: Array.from(document.querySelectorAll('section[aria-label^="GraphQL playground"]'), (node) => node.outerHTML.slice(0, 300)),
    islands: document.querySelector('.theme-doc-markdown')?.getAttribute('data-islands-hydrated') ?? null,
    pointer: (window as unknown as { __pointer?: string[] }).__pointer ?? [],
  }));
  return JSON.stringify({ ...state, errors }, null, 1);
}

async function openPlayground(page: Page, errors: string[] = []) {
  const block = page.locator('.theme-code-block').filter({ hasText: BLOCK_TEXT }).first();
  await clickWhenSettled(block.getByRole('button', { name: 'Try it' }));
  const playground = page.getByRole('region', { name: 'GraphQL playground, content API' });
  await playground.locator('.cm-content').first().waitFor().catch(async (error: Error) => {
    throw new Error(`${error.message.split('\n')[0]}\nThe page: ${await whyNotOpen(page, errors)}`);
  });
  // The schema arrives: completion and lint work from then on (the engine in the browser starts first).
  await playground.getByText('The schema is loaded').waitFor({ timeout: 60_000 });
  return { block, playground, editor: playground.locator('.cm-content').first() };
}

test('every block the examples check runs has "Try it", in the built pages of both versions', () => {
  // The examples check runs a GraphQL request of a page with a project (content, system, actions
  // and tenant API), and a tenant API block of any docs page; not seed data, norun or excerpts.
  const expected = new Map<string, number>();
  for (const absolute of docsPages([join(ROOT, 'docs'), join(ROOT, 'versioned_docs')])) {
    const source = readFileSync(absolute, 'utf8');
    if (!/```(graphql|gql)/.test(source)) continue;
    const slug = pageProject(absolute)?.slug ?? null;
    for (const block of extractBlocks(source)) {
      if (block.lang !== 'graphql' && block.lang !== 'gql') continue;
      const api = parseMeta(block.meta).api ?? 'content';
      if (block.norunReason !== null || metaFlags(block.meta).has(SEED_FLAG) || (!slug && api !== 'tenant')) continue;
      let operation = false;
      try {
        operation = parse(block.code).definitions.some((definition) => definition.kind === 'OperationDefinition');
      } catch {
        continue;
      }
      if (!operation) continue;
      const key = `${api} ${slug ?? relative(ROOT, absolute)}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
  }
  const found = new Map<string, number>();
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith('.html')) {
        // The HTML minifier quotes the attribute with ' or ", whichever needs less escaping.
        for (const match of readFileSync(path, 'utf8').matchAll(/data-graphql-try=(?:'([^']*)'|"([^"]*)")/g)) {
          const value = (match[1] ?? match[2]!).replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
          const block = JSON.parse(value) as { api: string; project: string | null };
          const key = `${block.api} ${block.project ?? 'no project'}`;
          found.set(key, (found.get(key) ?? 0) + 1);
        }
      }
    }
  };
  visit(BUILD_DIR);
  const byProject = (counts: Map<string, number>) => [...counts].filter(([key]) => !key.includes('/')).sort();
  assert.deepEqual(byProject(found).filter(([key]) => !key.endsWith('no project')), byProject(expected));
  const total = (counts: Map<string, number>, api: string) => [...counts].filter(([key]) => key.startsWith(`${api} `)).reduce((sum, [, count]) => sum + count, 0);
  for (const api of ['content', 'tenant', 'system', 'actions']) assert.equal(total(found, api), total(expected, api), `${api} API blocks`);
  const content = total(found, 'content');
  assert.ok(content > 150, `${content} content API blocks with "Try it"`);
  console.log(`"Try it" on ${content} content, ${total(found, 'tenant')} tenant, ${total(found, 'system')} system and ${total(found, 'actions')} actions API blocks`);
});

/**
 * The whole round on a page's `getArticle` block: a completion from the page schema, Run on the seed
 * data, an unknown field underlined and refused by the engine, Reset query.
 */
async function completeRunAndReset(config: object | typeof BROWSER_ENGINE, path: string): Promise<void> {
  const { page, errors } = await openPage(config, { path });
  const { block, playground, editor } = await openPlayground(page, errors);
  assert.equal(await block.isVisible(), false, 'the editor takes the static block’s place');
  const original = await editor.innerText();

  // Type a prefix of a field of the page's model, and accept the completion with Enter.
  await editor.getByText('title', { exact: true }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('lea');
  const option = page.locator('.cm-tooltip-autocomplete li', { hasText: 'lead' }).first();
  await option.waitFor({ timeout: 10_000 });
  // CodeMirror ignores Enter for 75 ms after the list opens (interactionDelay), as a reader would not press it sooner.
  await page.waitForTimeout(200);
  await page.keyboard.press('Enter');
  assert.match(await editor.innerText(), /\blead\b/);

  await page.keyboard.press('Control+Enter');
  const status = playground.getByRole('status').last();
  await playground.getByText(/Response in \d+ ms/).waitFor({ timeout: 15_000 });
  const response = playground.getByLabel('Response');
  const text = await response.innerText();
  assert.match(text, /"title": "Hello Contember"/);
  assert.match(text, /"lead": null/);

  // An unknown field: underlined as it is typed, and the engine's error when it runs.
  await page.keyboard.press('Enter');
  await page.keyboard.type('nonexistentField');
  await page.keyboard.press('Escape');
  await playground.locator('.cm-lintRange-error').first().waitFor({ timeout: 10_000 });
  await playground.getByRole('button', { name: 'Run' }).click();
  await playground.getByText(/The engine returned 1 error/).waitFor({ timeout: 15_000 });
  assert.match(await response.innerText(), /"errors"[\s\S]*nonexistentField/);
  assert.match((await status.innerText()) + (await playground.getByText(/The engine returned/).innerText()), /nonexistentField/);

  await playground.getByRole('button', { name: 'Reset query' }).click();
  assert.equal(await editor.innerText(), original);
  // The engine answers the refused query with HTTP 400, which Chromium logs; nothing else may fail.
  assert.deepEqual(errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error)), []);
  await page.close();
}

test('a completion from the page schema, Run on the seed data, an unknown field underlined and refused, Reset query', async () => {
  await resetProjectData(site.engine, site.project);
  await completeRunAndReset(withEngine(), PAGE);
});

test('the same on the engine in the browser, on a 2.x and a 1.x page', async () => {
  await completeRunAndReset(BROWSER_ENGINE, PAGE);
  await completeRunAndReset(BROWSER_ENGINE, '/reference/engine/content/queries');
});


test('a block with variables gets a variables editor; a wrong variable type gives the engine\'s error, variables that are not JSON are not sent', async () => {
  const { page, errors } = await openPage(withEngine());
  const block = page.locator('.theme-code-block').filter({ hasText: 'query HomePage($category: String!' }).first();
  await clickWhenSettled(block.getByRole('button', { name: 'Try it' }));
  const playground = page.getByRole('region', { name: 'GraphQL playground, content API' });
  const variables = playground.getByRole('textbox', { name: 'Variables (JSON)' });
  await variables.waitFor();
  assert.match(await variables.innerText(), /"limit": 3/);
  await playground.getByRole('button', { name: 'Run' }).click();
  await playground.getByText(/Response in \d+ ms/).waitFor({ timeout: 15_000 });
  assert.match(await playground.getByLabel('Response').innerText(), /"inCategory"/);

  await variables.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('{ "category": "engineering", "limit": "three" }');
  await page.keyboard.press('Control+Enter');
  await playground.getByText(/The engine returned \d+ errors?: .*limit/i).waitFor({ timeout: 15_000 });
  assert.match(await playground.getByLabel('Response').innerText(), /"errors"/);

  await variables.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(',');
  await page.keyboard.press('Control+Enter');
  await playground.getByText(/The variables are not JSON: .*Nothing was sent\./).waitFor();
  assert.deepEqual(errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error)), []);
  await page.close();
});

test('the schema browser lists the entities of the page model and searches fields', async () => {
  const { page } = await openPage(withEngine());
  const { playground } = await openPlayground(page);
  await playground.getByRole('button', { name: 'Schema' }).click();
  const search = playground.getByRole('searchbox', { name: 'Search types and fields' });
  assert.equal(await search.evaluate((element) => element === document.activeElement), true);
  for (const entity of ['Article', 'Author', 'Category', 'Tag', 'Comment', 'Image']) {
    await search.fill(entity);
    await playground.getByRole('heading', { name: `type ${entity}`, exact: true }).waitFor();
  }
  await search.fill('publishedAt');
  await playground.getByText(/types?\./).first().waitFor();
  await page.close();
});

test('with the editor and a response open, axe finds no serious or critical violation', async () => {
  const { page } = await openPage(withEngine());
  const { playground } = await openPlayground(page);
  await playground.getByRole('button', { name: 'Run' }).click();
  await playground.getByText(/Response in \d+ ms/).waitFor({ timeout: 15_000 });
  await playground.getByRole('button', { name: 'Schema' }).click();
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags: string[]) => {
    const axe = (window as unknown as { axe: { run(context: Element, options: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
    const { violations: found } = await axe.run(document.querySelector('main') ?? document.body, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return found.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map(({ target }) => JSON.stringify(target)) }));
  }, AXE_TAGS);
  const failing = violations.filter(({ impact }) => impact !== null && FAILING_IMPACTS.has(impact));
  assert.deepEqual(failing, [], JSON.stringify(failing));
  const shots = process.env.PLAYGROUND_SCREENSHOTS;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    for (const width of [1280, 390]) {
      for (const dark of [false, true]) {
        const other = await openPage(withEngine(), { width, dark });
        const opened = await openPlayground(other.page);
        await opened.playground.getByRole('button', { name: 'Run' }).click();
        await opened.playground.getByText(/Response in \d+ ms/).waitFor({ timeout: 15_000 });
        await opened.playground.scrollIntoViewIfNeeded();
        await other.page.screenshot({ path: join(shots, `playground-${width}-${dark ? 'dark' : 'light'}.png`) });
        await opened.playground.getByRole('button', { name: 'Schema' }).click();
        await opened.playground.getByRole('searchbox').fill('ArticleWhere');
        await opened.playground.getByRole('heading', { name: 'input ArticleWhere', exact: true }).waitFor();
        await other.page.getByRole('searchbox', { name: 'Search types and fields' }).scrollIntoViewIfNeeded();
        await other.page.screenshot({ path: join(shots, `schema-${width}-${dark ? 'dark' : 'light'}.png`) });
        await other.page.close();
      }
    }
  }
  await page.close();
});

test('without an engine, "Try it" says why it cannot run and the recorded response stays', async () => {
  const { page, errors } = await openPage(null);
  const block = page.locator('.theme-code-block').filter({ hasText: BLOCK_TEXT }).first();
  const tryIt = block.getByRole('button', { name: 'Try it' });
  await clickWhenSettled(tryIt);
  const cannot = block.getByRole('button', { name: 'Cannot run here' });
  await cannot.waitFor();
  assert.match((await cannot.getAttribute('aria-describedby')) ?? '', /graphql-playground-unavailable/);
  await page.getByText(/Try it needs a Contember Engine/).waitFor();
  assert.equal(await block.isVisible(), true);
  assert.equal(await page.locator('.cm-content').count(), 0);
  assert.deepEqual(errors.filter((error) => !/404/.test(error)), []);
  await page.close();
});
