// Engines of several projects in one PGlite instance, each in its own stage schema, as the worker
// keeps the projects of a reader's tab: each sees its own seed data, saves and resets only its own.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pageProject } from '../../engine/src/projects.mts';
import { openNodeDatabase } from '../src/database-files.mts';
import { createBrowserEngine, type BrowserEngine } from '../src/engine.mts';

const DOCS = join(import.meta.dirname, '../../../docs/reference/admin/examples');
const db = await openNodeDatabase();
let select: BrowserEngine;
let multiSelect: BrowserEngine;

async function engineOf(page: string, stageSchema: string): Promise<BrowserEngine> {
  const project = pageProject(join(DOCS, page));
  assert.ok(project, `${page} defines a model`);
  return createBrowserEngine({ model: project, seed: project.seed?.code, db, stageSchema });
}

const titles = async (engine: BrowserEngine) => ((await engine.execute('{ listArticle { title } }')).data?.listArticle as { title: string }[]).map((article) => article.title);
const tags = async (engine: BrowserEngine) => ((await engine.execute('{ listTag { name } }')).data?.listTag as { name: string }[]).map((tag) => tag.name).sort();

before(async () => {
  select = await engineOf('SelectField.mdx', 'stage_live_1');
  multiSelect = await engineOf('MultiSelectField.mdx', 'stage_live_2');
}, { timeout: 120_000 });
after(async () => {
  await select?.close();
  await multiSelect?.close();
  await db.close();
});

test('each engine answers on its own seed data', async () => {
  assert.deepEqual(await titles(multiSelect), ['What is new in the release']);
  assert.notDeepEqual(await titles(select), await titles(multiSelect));
});

test('a save in one engine leaves the other alone; a reset restores only its own', async () => {
  const multiSelectSeed = await tags(multiSelect);
  const selectSeed = await titles(select);
  const created = await multiSelect.execute('mutation { createTag(data: { name: "saved in one project" }) { ok } }');
  assert.equal((created.data?.createTag as { ok: boolean }).ok, true, JSON.stringify(created));
  await select.execute('mutation { createArticle(data: { title: "another article" }) { ok } }');

  await select.reset();
  assert.deepEqual(await titles(select), selectSeed);
  assert.deepEqual(await tags(multiSelect), [...multiSelectSeed, 'saved in one project'].sort(), 'the other engine kept its save');
  await multiSelect.reset();
  assert.deepEqual(await tags(multiSelect), multiSelectSeed);
});

test('an engine started later in the same instance leaves the running ones their data', async () => {
  await select.execute('mutation { createArticle(data: { title: "before the third engine" }) { ok } }');
  const third = await engineOf('MultiSelectField.mdx', 'stage_live_3');
  assert.ok((await titles(select)).includes('before the third engine'));
  assert.deepEqual(await titles(third), ['What is new in the release']);
  await third.close();
  await select.reset();
});

test('a stage schema name that is not a plain SQL identifier is refused', async () => {
  const project = pageProject(join(DOCS, 'SelectField.mdx'))!;
  await assert.rejects(createBrowserEngine({ model: project, db, stageSchema: 'stage"; DROP SCHEMA system; --' }), /not a stage schema name/);
});
