// Live previews (plugins/live-preview) in Chromium, on the production build and a real engine
// started here through the engine library: the seeded data shows, an edit re-renders, a save
// reaches the content API, a broken edit shows its error (the engine's message when it refuses a
// request), and without an engine the preview says
// what to run. The build has no engine configured; the test gives the frame its config.json.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { contentPath, deployProject, graphqlRequest, resetProjectData } from '../../plugins/engine/src/deploy.mts';
import { pageProject } from '../../plugins/engine/src/projects.mts';
import { AXE_SOURCE, AXE_TAGS, FAILING_IMPACTS } from '../../scripts/audit-site.mts';
import { clickWhenSettled, collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSiteWithEngine } from './support/harness.mts';
import { ROOT } from './support/site.mts';

const PAGE = '/reference/admin/examples/SelectField';
const FRAME = 'iframe[title="Live preview of the example"]';

const site = setUpBuiltSiteWithEngine('docs/reference/admin/examples/SelectField.mdx');

/** Opens `path` with the frame's config.json answering `config` (the engine, or none). */
async function openPage(config: object, path = PAGE): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  // Every frame's config.json (/live-preview/, /live-preview-1.1/, /live-preview-2/: frame/frames.ts).
  await page.route(/\/live-preview[^/]*\/config\.json$/, (route) => route.fulfill({ json: config }));
  await page.goto(site.url + path);
  await waitForHydration(page);
  return { page, errors };
}

const withEngine = () => site.engineConfig;

async function runPreview(page: Page) {
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  const frame = page.frameLocator(FRAME);
  await frame.getByText('Releases').waitFor({ timeout: 30_000 });
  return frame;
}

test('the preview renders the example on the seeded data, and follows edits of the code', async () => {
  await resetProjectData(site.engine, site.project);
  const { page, errors } = await openPage(withEngine());
  const frame = await runPreview(page);
  await frame.getByText('Draft').waitFor();
  // The static block gives way to the editor, which holds the same code.
  const editor = page.locator('.cm-content');
  assert.match((await editor.innerText()).replace(/\s+/g, ' '), /<SelectField field="state" label="State"/);
  assert.equal(await page.locator('.theme-code-block').filter({ hasText: 'createNewForm' }).first().isVisible(), false);

  await editor.getByText('"State"', { exact: true }).dblclick();
  await page.keyboard.type('Status');
  await frame.getByText('Status', { exact: true }).waitFor({ timeout: 10_000 });
  assert.equal(await frame.getByText('State', { exact: true }).count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the frame has room for the drop-downs before its page reports a height', async () => {
  const { page, errors } = await openPage(withEngine());
  // The frame's page held back: the frame has the height the island gives it, not one reported.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => /^\/live-preview\/(index\.html)?$/.test(url.pathname), async (route) => {
    await held;
    await route.continue();
  });
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  const height = await page.locator(FRAME).evaluate((frame) => frame.getBoundingClientRect().height);
  release();
  // The frame page's least height (frame.css, 20rem): shorter, a select opened at once drops upwards, cut off.
  assert.ok(height >= 320, `the frame is ${height} px tall before its page loads`);
  await page.frameLocator(FRAME).getByText('Releases').waitFor({ timeout: 30_000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a value saved with PersistButton reaches the content API', async () => {
  await resetProjectData(site.engine, site.project);
  const { page } = await openPage(withEngine());
  const frame = await runPreview(page);
  await frame.getByText('Draft').click();
  await frame.getByText('Published', { exact: true }).click();
  // The menu has closed and the field shows the chosen value before Save is pressed.
  await frame.getByText('Draft').waitFor({ state: 'detached', timeout: 10_000 });
  await frame.getByText('Published', { exact: true }).waitFor();
  await frame.getByRole('button', { name: 'Save' }).click();
  // The admin's own feedback (persistFeedbackDictionary of @contember/admin 1.2) says the mutation
  // succeeded; a slow machine gets its time here, and the engine is asked once, afterwards.
  await frame.getByText('Successfully saved!').waitFor({ timeout: 30_000 });
  const response = await graphqlRequest(site.engine, contentPath(site.project), '{ listArticle { state } }');
  assert.deepEqual(response.data, { listArticle: [{ state: 'published' }] });
  await page.close();
});

test('broken code shows its error in the preview, and Reset restores the example', async () => {
  await resetProjectData(site.engine, site.project);
  const { page } = await openPage(withEngine());
  const frame = await runPreview(page);
  await page.locator('.cm-content').getByText('PersistButton', { exact: true }).last().dblclick();
  await page.keyboard.type('PersistButton <');
  const alert = frame.getByRole('alert');
  await alert.waitFor({ timeout: 10_000 });
  assert.match(await alert.innerText(), /does not compile[\s\S]*Syntax error/);

  await page.locator('.cm-content').getByText('"State"', { exact: true }).dblclick();
  await page.keyboard.type('Status');
  await page.getByRole('button', { name: 'Reset code' }).click();
  await frame.getByText('Releases').waitFor({ timeout: 10_000 });
  assert.equal(await frame.getByRole('alert').count(), 0);
  assert.equal(await frame.getByText('State', { exact: true }).count(), 1);
  await page.close();
});

test('a component that throws shows the message in the preview', async () => {
  const { page } = await openPage(withEngine());
  const frame = await runPreview(page);
  // A component the code does not import: it compiles, and fails when React renders it.
  await page.locator('.cm-content').getByText('PersistButton', { exact: true }).last().dblclick();
  await page.keyboard.type('PersistButtn');
  const alert = frame.getByRole('alert');
  await alert.waitFor({ timeout: 15_000 });
  assert.match(await alert.innerText(), /failed while rendering[\s\S]*PersistButtn is not defined/);
  await page.close();
});

test('a field the model lacks shows the data binding error in the preview', async () => {
  const { page } = await openPage(withEngine());
  const frame = await runPreview(page);
  await page.locator('.cm-content').getByText('"state"', { exact: true }).dblclick();
  await page.keyboard.type('stat');
  const alert = frame.getByRole('alert');
  await alert.waitFor({ timeout: 15_000 });
  assert.match(await alert.innerText(), /Field 'stat' doesn't exist on entity 'Article'/);
  await page.close();
});

test('a request the engine refuses shows the engine\'s message in the preview, not only "Network error"', async () => {
  await resetProjectData(site.engine, site.project);
  const { page } = await openPage(withEngine());
  const frame = await runPreview(page);
  // A number where the engine wants a string: the binding accepts the filter, the engine refuses
  // the query (HTTP 400 with GraphQL errors), and the admin itself shows only "Network error".
  await page.locator('.cm-content').getByText('"Category.name"', { exact: true }).dblclick();
  await page.keyboard.type('Category[name = 1]');
  assert.match((await page.locator('.cm-content').innerText()).replace(/\s+/g, ' '), /options="Category\[name = 1\]\.name"/);
  const refusal = frame.getByRole('alert').filter({ hasText: 'engine refused a request' });
  await refusal.waitFor({ timeout: 15_000 });
  assert.match(await refusal.innerText(), /String cannot represent a non string value: 1/);

  await page.getByRole('button', { name: 'Reset code' }).click();
  await frame.getByText('Releases').waitFor({ timeout: 10_000 });
  assert.equal(await frame.getByRole('alert').count(), 0, 'the fixed code starts without the old messages');
  await page.close();
});

test('without an engine the preview says what to run, and the code stays readable', async () => {
  const { page, errors } = await openPage({});
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  const status = page.locator('[data-island="LivePreview"] [role="status"]');
  await status.waitFor();
  assert.match(await status.innerText(), /npm start[\s\S]*PostgreSQL[\s\S]*CONTEMBER_API_BASE_URL/);
  assert.equal(await page.locator(FRAME).count(), 0);
  assert.equal(await page.locator('.theme-code-block').filter({ hasText: 'createNewForm' }).first().isVisible(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('with the preview open the page has no serious accessibility violation', async () => {
  const { page } = await openPage(withEngine());
  await runPreview(page);
  // axe audits the frame's document too (`iframes: true`), from a copy of axe inside it.
  await page.evaluate(AXE_SOURCE);
  await (await (await page.locator(FRAME).elementHandle())!.contentFrame())!.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags: string[]) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
    const { violations: found } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: true });
    return found.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map(({ target }) => JSON.stringify(target)) }));
  }, AXE_TAGS);
  const failing = violations.filter(({ impact }) => impact !== null && FAILING_IMPACTS.has(impact));
  assert.deepEqual(failing, [], JSON.stringify(failing));
  await page.close();
});

/** The guides with a live example, and a value of each page's seed data that its preview shows. */
const GUIDE_PREVIEWS = [
  { path: '/reference/admin/components/select-field', seeded: 'content modelling' },
  { path: '/reference/admin/components/value-rendering', seeded: 'Five things we learned running a headless CMS' },
  // The tags, each followed by a space: they do not run together.
  { path: '/reference/admin/components/relationship-components', seeded: 'Tags: modelling relations' },
  { path: '/reference/admin/pages/scopes', seeded: 'Our first year of releases' },
];

test("the guides' previews render the seed data of their pages", async () => {
  for (const { path, seeded } of GUIDE_PREVIEWS) {
    await deployProject(site.engine, pageProject(join(ROOT, 'docs', `${path}.mdx`))!);
    const { page, errors } = await openPage(withEngine(), path);
    // The first live block of the page; the render check (plugins/live-preview) renders every one of them.
    await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
    const frame = page.frameLocator(FRAME);
    await frame.getByText(seeded, { exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await frame.getByRole('alert').count(), 0, path);
    assert.deepEqual(errors, [], path);
    await page.close();
  }
});

/** A 2.x page with a live example of the template's kit (plugins/live-preview, the frame of Interface 2). */
const V2_PAGE = '/2.x/reference/interface/forms/overview';
const V2_SEEDED_TITLE = 'Opening hours over the holidays';
/** Longer than the frame takes to show the form's data on a quiet machine (about 1 s). */
const LATE_IDENTITY_MS = 2_000;

test('a 2.x preview renders the kit on the seeded data in the frame of Interface 2, saves through the content API, follows edits and resets', async () => {
  const v2Project = pageProject(join(ROOT, 'versioned_docs/version-2.x/reference/interface/forms/overview.md'))!;
  await deployProject(site.engine, v2Project);
  await resetProjectData(site.engine, v2Project);
  const { page, errors } = await openPage(withEngine(), V2_PAGE);
  // The tenant API answers who is signed in after the form's data has loaded, as it can under
  // load: the identity extends the data binding's environment, and a binding made anew under the
  // shown form once left typed values unsaved (Save data disabled) until the frame waited for it.
  await page.route(/\/tenant$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_IDENTITY_MS));
    await route.continue();
  });
  const identityAnswered = page.waitForResponse(/\/tenant$/);
  await clickWhenSettled(page.getByRole('button', { name: 'Run live preview' }).first());
  assert.match((await page.locator(FRAME).getAttribute('src')) ?? '', /\/live-preview-2\/$/);
  const frame = page.frameLocator(FRAME);
  const title = frame.getByLabel('Title');
  await title.waitFor({ timeout: 30_000 });
  assert.equal(await title.inputValue(), V2_SEEDED_TITLE);
  // Typed once the identity is in and the frame has had time to act on it.
  await identityAnswered;
  await page.waitForTimeout(500);

  // A value typed into the kit's field, saved with its PersistButton (in the layout's actions slot).
  const save = frame.getByRole('button', { name: 'Save data' });
  await title.click();
  await title.press('End');
  await page.keyboard.type(', updated');
  assert.equal(await title.inputValue(), `${V2_SEEDED_TITLE}, updated`);
  await save.click({ timeout: 5_000 });
  await page.unroute(/\/tenant$/);
  // The kit's toast (dict.persist.success of the template's admin/lib) says the mutation succeeded;
  // a slow machine gets its time here, and the engine is asked once, afterwards.
  await frame.getByText('Successfully saved').first().waitFor({ timeout: 30_000 });
  const response = await graphqlRequest(site.engine, contentPath(v2Project), '{ listArticle { title } }');
  assert.equal((response.data as { listArticle: { title: string }[] }).listArticle[0]?.title, `${V2_SEEDED_TITLE}, updated`);

  // An edit of the code re-renders the example on the saved data: the label follows.
  const editor = page.locator('.cm-content');
  await editor.getByText('"Title"', { exact: true }).dblclick();
  await page.keyboard.type('Headline');
  await frame.getByLabel('Headline').waitFor({ timeout: 10_000 });
  assert.equal(await frame.getByLabel('Headline').inputValue(), `${V2_SEEDED_TITLE}, updated`);

  // Reset code: the example as the page shows it.
  await page.getByRole('button', { name: 'Reset code' }).click();
  await frame.getByLabel('Title').waitFor({ timeout: 10_000 });
  assert.equal(await frame.getByLabel('Headline').count(), 0);
  assert.equal(await frame.getByRole('alert').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
