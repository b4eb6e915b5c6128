import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { announcementBarFromEnv, DEFAULT_DOCSEARCH_INDEX, hashString, liveExampleEngineFromEnv, siteCustomFieldsFromEnv } from '../../src/config/env.ts';
import { docExists, folderHasDocs, introGroups } from '../../src/config/sidebar.ts';

test('no announcement bar without content', () => {
  assert.equal(announcementBarFromEnv({}), undefined);
  assert.equal(announcementBarFromEnv({ ANNOUNCEMENT_CONTENT: '   ' }), undefined);
});

test('announcement bar from environment variables', () => {
  const bar = announcementBarFromEnv({
    ANNOUNCEMENT_CONTENT: 'Engine 2.0 is out',
    ANNOUNCEMENT_ID: 'engine-2',
    ANNOUNCEMENT_BACKGROUND_COLOR: '#000',
    ANNOUNCEMENT_TEXT_COLOR: '#fff',
    ANNOUNCEMENT_CLOSEABLE: 'false',
  });
  assert.deepEqual(bar, { id: 'engine-2', content: 'Engine 2.0 is out', backgroundColor: '#000', textColor: '#fff', isCloseable: false });
});

test('announcement id changes with the content, so a changed announcement reappears', () => {
  const first = announcementBarFromEnv({ ANNOUNCEMENT_CONTENT: 'One' });
  const second = announcementBarFromEnv({ ANNOUNCEMENT_CONTENT: 'Two' });
  assert.ok(first && second);
  assert.notEqual(first.id, second.id);
  assert.equal(first.isCloseable, true);
  assert.equal(hashString('One'), hashString('One'));
});

test('custom fields default to null and the DocSearch index name', () => {
  const fields = siteCustomFieldsFromEnv({});
  assert.equal(fields.docSearchIndexName, DEFAULT_DOCSEARCH_INDEX);
  assert.equal(DEFAULT_DOCSEARCH_INDEX, 'docs-contember');
  assert.equal(fields.docSearchAppId, null);
});

test('custom fields are read from their variables', () => {
  const fields = siteCustomFieldsFromEnv({
    CONTEMBER_API_BASE_URL: 'https://api.example.com',
    CONTEMBER_PROJECT_NAME: 'blog',
    CONTEMBER_READ_TOKEN: 'token',
    DOCSEARCH_APP_ID: 'APP',
    DOCSEARCH_API_KEY: 'key',
    DOCSEARCH_INDEX_NAME: 'custom',
  });
  assert.deepEqual(fields, {
    docSearchAppId: 'APP',
    docSearchApiKey: 'key',
    docSearchIndexName: 'custom',
  });
});

test('the live previews engine needs a URL and a token, and stays out of the custom fields', () => {
  const env = { CONTEMBER_API_BASE_URL: 'https://api.example.com/', CONTEMBER_PROJECT_NAME: 'docs', CONTEMBER_READ_TOKEN: 'token' };
  assert.deepEqual(liveExampleEngineFromEnv(env), { apiBaseUrl: 'https://api.example.com', projectPrefix: 'docs', token: 'token' });
  assert.equal(liveExampleEngineFromEnv({ CONTEMBER_API_BASE_URL: 'https://api.example.com' }), null);
  assert.equal(liveExampleEngineFromEnv({ CONTEMBER_READ_TOKEN: 'token' }), null);
  assert.ok(!JSON.stringify(siteCustomFieldsFromEnv(env)).includes('token'));
});

test('docExists and folderHasDocs see only written docs', () => {
  const docs = mkdtempSync(join(tmpdir(), 'docs-'));
  mkdirSync(join(docs, 'guides', 'empty'), { recursive: true });
  mkdirSync(join(docs, 'engine', 'schema'), { recursive: true });
  writeFileSync(join(docs, 'guides', '_category_.json'), '{}');
  writeFileSync(join(docs, 'guides', '_partial.md'), 'not a doc');
  writeFileSync(join(docs, 'engine', 'schema', 'columns.mdx'), '# Columns');
  assert.equal(docExists(docs, 'engine/schema/columns'), true);
  assert.equal(docExists(docs, 'engine/schema/missing'), false);
  assert.equal(folderHasDocs(docs, 'engine'), true);
  assert.equal(folderHasDocs(docs, 'guides'), false);
  assert.equal(folderHasDocs(docs, 'nowhere'), false);
});

test('every intro page belongs to exactly one sidebar group', () => {
  const grouped = Object.values(introGroups).flat();
  assert.equal(new Set(grouped).size, grouped.length);
  const routes = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'routes.json'), 'utf8')) as {
    content: { route: string }[];
  };
  const introRoutes = routes.content.map(({ route }) => route.slice(1)).filter((id) => id.startsWith('intro/'));
  assert.deepEqual([...grouped].sort(), introRoutes.sort());
});

test('the navbar Docs item is active on every sidebar page of the route contract and nowhere else', async () => {
  const { docsNavbarActivePattern } = await import('../../src/config/sidebar.ts');
  const { readFileSync } = await import('node:fs');
  const contract = JSON.parse(readFileSync(new URL('../../../shared/routes.json', import.meta.url), 'utf8')) as { content: { route: string }[] };
  const active = new RegExp(docsNavbarActivePattern());
  const outside = new Set(['/workshop', '/starter-kits/headless-cms']);
  for (const { route } of contract.content) assert.equal(active.test(route), !outside.has(route), route);
  assert.ok(active.test('/reference/admin/api/v1.2/Data grid/DataGrid'));
  assert.equal(active.test('/search'), false);
  assert.equal(active.test('/intro-missing'), false);
});
