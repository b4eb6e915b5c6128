import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pageProject } from '../../engine/src/projects.mts';
import { createBrowserEngine, type BrowserEngine } from '../src/engine.mts';

const PAGE = join(import.meta.dirname, '../../../docs/reference/admin/components/select-field.mdx');
let engine: BrowserEngine;

before(async () => {
  const project = pageProject(PAGE);
  assert.ok(project, 'the page defines a model');
  engine = await createBrowserEngine({ model: project, seed: project.seed?.code });
}, { timeout: 120_000 });
after(async () => { await engine?.close(); });

test('the seed block ran: its article is listed', async () => {
  const result = await engine.execute('{ listArticle { id } }');
  assert.equal(result.errors, undefined);
  assert.equal((result.data?.listArticle as unknown[]).length, 1);
});

test('a create mutation answers ok and its row is read back', async () => {
  const created = await engine.execute('mutation { createTag(data: { name: "browser" }) { ok errorMessage node { id name } } }');
  const payload = created.data?.createTag as { ok: boolean; node: { name: string } };
  assert.equal(payload.ok, true, JSON.stringify(created));
  assert.equal(payload.node.name, 'browser');
});

test('a field the model lacks gets the GraphQL validation error', async () => {
  const result = await engine.execute('{ listArticle { noSuchField } }');
  assert.match(result.errors?.[0]?.message ?? '', /Cannot query field "noSuchField"/);
});

test('reset() restores the seed data with the same ids', async () => {
  const before = await engine.execute('{ listArticle { id } }');
  await engine.execute('mutation { createTag(data: { name: "gone after reset" }) { ok } }');
  const articleId = (before.data?.listArticle as { id: string }[])[0]!.id;
  const deleted = await engine.execute(`mutation { deleteArticle(by: { id: "${articleId}" }) { ok } }`);
  assert.equal((deleted.data?.deleteArticle as { ok: boolean }).ok, true, JSON.stringify(deleted));
  await engine.reset();
  assert.deepEqual(await engine.execute('{ listArticle { id } }'), before);
  // The tags created by this test and the one before it are gone.
  const tags = await engine.execute('{ listTag { name } }');
  assert.deepEqual((tags.data?.listTag as { name: string }[]).filter((tag) => ['browser', 'gone after reset'].includes(tag.name)), []);
});

test('schema() is the content API as SDL', () => {
  assert.match(engine.schema(), /type Query \{[^}]*listArticle\(/);
});
