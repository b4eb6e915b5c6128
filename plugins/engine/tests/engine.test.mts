// Starts a real engine on a throwaway PostgreSQL cluster (Debian's postgresql package).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { contentPath, deployProject, graphqlRequest, resetProjectData } from '../src/deploy.mts';
import { startEngine, type Engine } from '../src/engine.mts';
import { discoverProjects, type DocsProject } from '../src/projects.mts';

let engine: Engine;
let project: DocsProject;

before(async () => {
  [project] = discoverProjects(join(import.meta.dirname, 'fixtures', 'docs')) as [DocsProject];
  engine = await startEngine();
});

after(async () => {
  await engine?.stop();
});

const authors = async () =>
  (await graphqlRequest(engine, contentPath(project), '{ listAuthor { name articles { title } } }')).data?.listAuthor;

test('a deployed project serves the seed data, and deploying again changes nothing', async () => {
  await deployProject(engine, project);
  assert.deepEqual(await authors(), [{ name: 'Jane Doe', articles: [{ title: 'Hello' }] }]);
  await deployProject(engine, project);
  assert.deepEqual(await authors(), [{ name: 'Jane Doe', articles: [{ title: 'Hello' }] }]);
});

test('resetProjectData restores the seed after a mutation', async () => {
  const created = await graphqlRequest(engine, contentPath(project), 'mutation { createAuthor(data: { name: "John", email: "john@example.com" }) { ok } }');
  assert.deepEqual(created.data, { createAuthor: { ok: true } });
  assert.equal((await authors() as unknown[]).length, 2);
  await resetProjectData(engine, project);
  assert.deepEqual(await authors(), [{ name: 'Jane Doe', articles: [{ title: 'Hello' }] }]);
});

test('stop() ends the engine and PostgreSQL and removes their files', async () => {
  const folder = engine.postgres.folder;
  const url = engine.url;
  await engine.stop();
  assert.equal(existsSync(folder), false);
  await assert.rejects(fetch(url));
  await engine.stop();
});
