// The live previews on the engine in the reader's browser (plugins/browser-engine): the production
// build as it is, with no engine server configured, served by the static server with the site's
// own `_headers`. On a 1.2, a 1.1 and a 2.x example the seed data shows, a save survives the
// frame's reload, Reset data restores the seed, a second tab has its own data, a Run on another page
// reached by a link reuses the tab's worker, the worker starts from its page's prepared database
// (and without it when that is damaged), and a seed block that fails shows the engine's message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { DATABASE_FILES } from '../../plugins/browser-engine/src/database.mts';
import { clickWhenSettled, collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const site = setUpBuiltSite();

/** A 1.2 example page: its seed article is a draft (`Draft` in the select), in the release category. */
const V1_PAGE = '/reference/admin/examples/SelectField';
/** The slug of V1_PAGE's project (plugins/engine, projects.mts). */
const V1_PROJECT = 'reference-admin-examples-selectfield';
/** Its second live example, the same form in Interface 1.1 (`interface=1.1`). */
const V1_1_EXAMPLE = 1;
/** A 2.x page whose first live example is a kit form of the seeded article. */
const V2_PAGE = '/2.x/reference/interface/forms/overview';
const V2_SEEDED_TITLE = 'Opening hours over the holidays';
const FRAME = 'iframe[title="Live preview of the example"]';
/** The first Run starts the worker: WebAssembly PostgreSQL, the migration, the seed block. */
const FIRST_RUN_MS = 60_000;

async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + path);
  await waitForHydration(page);
  return { page, errors };
}

/** Runs the page's `example`th live example (0: the first) and waits for `shown` in its frame. */
async function run(page: Page, shown: string, example = 0): Promise<FrameLocator> {
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).nth(example));
  const frame = page.frameLocator(FRAME);
  await frame.getByText(shown, { exact: true }).first().waitFor({ timeout: FIRST_RUN_MS });
  return frame;
}

/**
 * Sets the state to Published and saves. The option is chosen with the keyboard, as a reader can:
 * a click on it was twice refused in CI as "outside of the viewport" while it showed in the menu
 * (the click on the option is tested on the server engine, tests/e2e/live-preview.test.mts).
 */
async function publish(frame: FrameLocator): Promise<void> {
  await frame.getByText('Draft', { exact: true }).click();
  const search = frame.getByRole('combobox').first();
  await search.pressSequentially('Publ');
  await search.press('Enter');
  await frame.getByText('Published', { exact: true }).waitFor();
  await frame.getByRole('button', { name: 'Save' }).click();
  await frame.getByText('Success!').or(frame.getByText('Saved')).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
}

test('a 1.2 preview runs on the seed data in the browser; a save survives the frame reload; Reset data restores the seed', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await open(context, V1_PAGE);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  let frame = await run(page, 'Draft');
  assert.ok(requests.some((path) => /^\/browser-engine\/[0-9a-f]{12}\/engine-worker\.js$/.test(path)), 'the worker comes from its content-hashed folder');
  assert.ok(!requests.some((path) => path.startsWith('/__browser-engine')), 'no request of the admin leaves the browser');
  const engineFiles = requests.filter((path) => /^\/browser-engine\/[0-9a-f]{12}\//.test(path) && !path.endsWith('.js')).map((path) => path.split('/').pop());
  assert.deepEqual(engineFiles.sort(), [...DATABASE_FILES].sort(), "PostgreSQL starts from the build's data directory: no initdb module is fetched");
  const prepared = requests.filter((path) => path.startsWith('/browser-engine/prepared/'));
  assert.deepEqual(prepared.map((path) => path.replace(/\.[0-9a-f]{12}\.gz$/, '')), [`/browser-engine/prepared/${V1_PROJECT}`], "the page's project comes migrated and seeded, in its prepared data directory");
  assert.deepEqual(requests.filter((path) => path.endsWith('/config.json')), ['/live-preview/config.json'], "the Run reads its frame's config once");
  assert.equal(requests.filter((path) => /^\/assets\/js\/.*browser-engine_theme_client/.test(path)).length, 1, "the engine's page side is one file");

  await publish(frame);
  // Closed and run again: a new frame, the same engine of the page.
  await page.getByRole('button', { name: 'Close preview' }).click();
  frame = await run(page, 'Published');
  assert.equal(await frame.getByText('Draft', { exact: true }).count(), 0);

  await page.getByRole('button', { name: 'Reset data' }).click();
  await frame.getByText('Draft', { exact: true }).waitFor({ timeout: 15_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 1.1 preview (the 1.1 example of the same page) runs, saves and resets on the same engine', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await open(context, V1_PAGE);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  let frame = await run(page, 'Draft', V1_1_EXAMPLE);
  assert.ok(requests.some((path) => path.startsWith('/live-preview-1.1/')), 'the frame of Interface 1.1 renders it');
  await publish(frame);
  await page.getByRole('button', { name: 'Close preview' }).click();
  frame = await run(page, 'Published', V1_1_EXAMPLE);
  await page.getByRole('button', { name: 'Reset data' }).click();
  await frame.getByText('Draft', { exact: true }).waitFor({ timeout: 15_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('two tabs keep separate data: the second starts from the seed, without the first tab\'s edits', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const first = await open(context, V1_PAGE);
  await publish(await run(first.page, 'Draft'));
  await first.page.getByRole('button', { name: 'Close preview' }).click();
  await run(first.page, 'Published');
  const second = await open(context, V1_PAGE);
  const frame = await run(second.page, 'Draft');
  assert.equal(await frame.getByText('Published', { exact: true }).count(), 0, 'the second tab starts from the seed');
  await first.page.getByRole('button', { name: 'Close preview' }).click();
  await run(first.page, 'Published');
  assert.deepEqual([...first.errors, ...second.errors], []);
  await context.close();
});

test('no worker starts with the page; the pointer on "Run live preview" starts it before the click', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await open(context, V1_PAGE);
  await page.waitForLoadState('networkidle');
  assert.equal(page.workers().length, 0, 'the first load starts no worker');
  const started = page.waitForEvent('worker', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Run live preview' }).first().hover();
  const worker = new URL((await started).url());
  assert.match(worker.pathname, /^\/browser-engine\/[0-9a-f]{12}\/engine-worker\.js$/);
  assert.equal(worker.searchParams.get('project'), `${site.url}/browser-engine/projects/${V1_PROJECT}.json`, "the worker knows the page's project, whose prepared directory it starts from");
  assert.equal(await page.locator(FRAME).count(), 0, 'no preview before the click');
  await run(page, 'Draft');
  assert.equal(page.workers().length, 1, 'the Run uses the worker the pointer started');
  assert.deepEqual(errors, []);
  await context.close();
});

/** The 1.2 example linked from V1_PAGE's article: another project, in the same frame. */
const LINKED_PAGE = '/reference/admin/examples/MultiSelectField';
const LINKED_SEEDED_TITLE = 'What is new in the release';

test("a Run after a client-side navigation reuses the tab's worker on its own page's seed data; the first page keeps its data", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await open(context, V1_PAGE);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await publish(await run(page, 'Draft'));

  await page.locator(`article a[href="${LINKED_PAGE}"]`).first().click();
  await page.waitForURL((url) => url.pathname === LINKED_PAGE);
  await waitForHydration(page);
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  const title = page.frameLocator(FRAME).getByLabel('Title');
  await title.waitFor({ timeout: FIRST_RUN_MS });
  assert.equal(await title.inputValue(), LINKED_SEEDED_TITLE);
  assert.equal(page.workers().length, 1, 'one engine worker in the tab');
  assert.equal(requests.filter((path) => path.endsWith('/engine-worker.js')).length, 1, 'the worker started once');
  assert.equal(requests.filter((path) => path.endsWith('/pglite.wasm')).length, 1, 'PostgreSQL was fetched once');
  assert.ok(requests.includes('/browser-engine/projects/reference-admin-examples-multiselectfield.json'), "the second page's project was fetched");
  // The worker started from the first page's prepared directory: the second page's project migrates in it.
  assert.ok(!requests.some((path) => path.startsWith('/browser-engine/prepared/reference-admin-examples-multiselectfield')), "the second page's project is not prepared for this worker");

  // Back on the first page: its project kept the saved value, in its own schema of the same database.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === V1_PAGE);
  await waitForHydration(page);
  const frame = await run(page, 'Published');
  assert.equal(await frame.getByText('Draft', { exact: true }).count(), 0);
  await page.getByRole('button', { name: 'Reset data' }).click();
  await frame.getByText('Draft', { exact: true }).waitFor({ timeout: 15_000 });
  assert.equal(page.workers().length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 2.x preview runs the kit on the seed data in the browser', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await open(context, V2_PAGE);
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  const title = page.frameLocator(FRAME).getByLabel('Title');
  await title.waitFor({ timeout: FIRST_RUN_MS });
  assert.equal(await title.inputValue(), V2_SEEDED_TITLE);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a seed block the engine refuses shows its message in the preview', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/\/browser-engine\/projects\/[^/]+\.json$/, async (route) => {
    const project = (await (await route.fetch()).json()) as { seed: string };
    // Without its prepared directory, as a build writes a project whose seed block fails (src/prepared-projects.mts).
    await route.fulfill({ json: { ...project, prepared: undefined, seed: 'mutation { createArticle(data: { noSuchField: "x" }) { ok } }' } });
  });
  const { page } = await open(context, V1_PAGE);
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  const alert = page.frameLocator(FRAME).getByRole('alert');
  await alert.waitFor({ timeout: FIRST_RUN_MS });
  assert.match(await alert.innerText(), /could not start[\s\S]*seed block failed[\s\S]*noSuchField/);
  await context.close();
});

test('a host that serves the WebAssembly without its type (application/wasm) still runs the preview', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  let served = 0;
  await context.route(/\/pglite\.wasm$/, async (route) => {
    served++;
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  const { page, errors } = await open(context, V1_PAGE);
  await run(page, 'Draft');
  assert.ok(served > 0, 'the WebAssembly went through the route');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a damaged prepared database: the page's project migrates instead, and the preview shows the seed data", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  let served = 0;
  await context.route(/\/browser-engine\/prepared\//, (route) => {
    served++;
    return route.fulfill({ body: gzipSync(Buffer.from('not a difference of data directories')), contentType: 'application/gzip' });
  });
  const { page, errors } = await open(context, V1_PAGE);
  const frame = await run(page, 'Draft');
  assert.equal(served, 1, "the worker asked for the page's prepared database");
  await publish(frame);
  await page.getByRole('button', { name: 'Reset data' }).click();
  await frame.getByText('Draft', { exact: true }).waitFor({ timeout: 15_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a file of PostgreSQL's that cannot be loaded is named in the preview", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/\/database\.tar$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const { page } = await open(context, V1_PAGE);
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  const alert = page.frameLocator(FRAME).getByRole('alert');
  await alert.waitFor({ timeout: FIRST_RUN_MS });
  assert.match(await alert.innerText(), /database\.tar could not be loaded \(404\)/);
  await context.close();
});

/** A 2.x page with a live preview of a Page form and a "Try it" block that lists the pages. */
const SHARED_PAGE = '/2.x/reference/interface/editors/block-repeaters';
const SHARED_SEEDED_TITLE = 'About us';

async function openPlayground(page: Page, blockText: string) {
  const block = page.locator('.theme-code-block').filter({ hasText: blockText }).first();
  await clickWhenSettled(block.getByRole('button', { name: 'Try it' }));
  const playground = page.getByRole('region', { name: 'GraphQL playground, content API' });
  await playground.getByRole('button', { name: 'Schema' }).waitFor({ timeout: FIRST_RUN_MS });
  return { playground, editor: playground.locator('.cm-content').first() };
}

/** Replaces the playground's query, runs it and returns the response it shows. */
async function runInPlayground(page: Page, playground: ReturnType<Page['locator']>, editor: ReturnType<Page['locator']>, query: string): Promise<string> {
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(query);
  await playground.getByRole('button', { name: 'Run' }).click();
  await playground.getByText(/Response in \d+ ms/).waitFor({ timeout: 15_000 });
  return playground.getByLabel('Response').innerText();
}

test('the playground runs on the same engine as the page preview: its mutation shows there, Reset data resets both', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await open(context, SHARED_PAGE);
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  const title = page.frameLocator(FRAME).getByLabel('Title').first();
  await title.waitFor({ timeout: FIRST_RUN_MS });
  assert.equal(await title.inputValue(), SHARED_SEEDED_TITLE);

  const { playground, editor } = await openPlayground(page, 'listPage');
  assert.match(await playground.innerText(), /in your browser/);
  const listed = JSON.parse(await runInPlayground(page, playground, editor, '{ listPage { id title } }')) as { data: { listPage: { id: string; title: string }[] } };
  assert.equal(listed.data.listPage[0]?.title, SHARED_SEEDED_TITLE);
  const updated = await runInPlayground(page, playground, editor, `mutation { updatePage(by: { id: "${listed.data.listPage[0]!.id}" }, data: { title: "Renamed in the playground" }) { ok } }`);
  assert.match(updated, /"ok": true/);

  await page.getByRole('button', { name: 'Close preview' }).click();
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  await page.frameLocator(FRAME).getByLabel('Title').first().waitFor();
  assert.equal(await page.frameLocator(FRAME).getByLabel('Title').first().inputValue(), 'Renamed in the playground');

  await playground.getByRole('button', { name: 'Reset data' }).click();
  assert.match(await runInPlayground(page, playground, editor, '{ listPage { title } }'), new RegExp(`"title": "${SHARED_SEEDED_TITLE}"`));
  await page.getByRole('button', { name: 'Close preview' }).click();
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  await page.frameLocator(FRAME).getByLabel('Title').first().waitFor();
  assert.equal(await page.frameLocator(FRAME).getByLabel('Title').first().inputValue(), SHARED_SEEDED_TITLE);
  assert.deepEqual(errors, []);
  await context.close();
});

/** A 1.2 page whose second live example lists the articles with "news" in their title, beside the "Try it" block of that query. */
const SHARED_V1_PAGE = '/reference/admin/data-binding/query-language';

test('on a 1.x page too: a mutation in the playground shows in the preview, Reset data resets both', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await open(context, SHARED_V1_PAGE);
  const runGrid = async (rows: string[]) => {
    await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).nth(1));
    const frame = page.frameLocator(FRAME);
    for (const row of rows) await frame.getByText(row, { exact: true }).waitFor({ timeout: FIRST_RUN_MS });
    return frame;
  };
  let frame = await runGrid(['News from the spring release']);
  assert.equal(await frame.getByText('Draft: roles and permissions', { exact: true }).count(), 0);

  const { playground, editor } = await openPlayground(page, 'containsCI: "news"');
  const updated = await runInPlayground(page, playground, editor, 'mutation { updateArticle(by: { slug: "roles-and-permissions" }, data: { title: "More news on roles" }) { ok } }');
  assert.match(updated, /"ok": true/);
  await page.getByRole('button', { name: 'Close preview' }).click();
  frame = await runGrid(['News from the spring release', 'More news on roles']);

  await playground.getByRole('button', { name: 'Reset data' }).click();
  assert.doesNotMatch(await runInPlayground(page, playground, editor, '{ listArticle(filter: { title: { containsCI: "news" } }) { title } }'), /More news on roles/);
  await page.getByRole('button', { name: 'Close preview' }).click();
  frame = await runGrid(['News from the spring release']);
  assert.equal(await frame.getByText('More news on roles', { exact: true }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const path of ['/2.x/reference/engine/schema/tenant-acl', '/reference/engine/schema/tenant-acl']) {
  test(`a tenant API block says why it does not run in the browser, and keeps its recorded response (${path})`, async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await open(context, path);
    const block = page.locator('.theme-code-block').filter({ has: page.locator('[data-graphql-try*="tenant"]') }).first();
    await clickWhenSettled(block.getByRole('button', { name: 'Try it' }));
    await block.getByRole('button', { name: 'Cannot run here' }).waitFor({ timeout: 15_000 });
    await page.getByText(/needs the tenant, system or actions API, which the engine in your browser does not have/).first().waitFor();
    assert.equal(await block.isVisible(), true);
    assert.equal(await page.locator('.cm-content').count(), 0);
    await context.close();
  });
}
