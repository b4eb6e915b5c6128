import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { test } from 'node:test';
import { announcementBarFromEnv, apiReferenceSampleFromEnv, DEFAULT_EDIT_URL, editUrlFromEnv, hashString, hydrationSchemeFromEnv, liveExampleEngineFromEnv, searchPluginOptionsFromEnv } from '../../src/config/env.ts';
import { DEFAULT_DOCSEARCH_INDEX, normalizeOptions } from '../../plugins/search/src/options.ts';
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

test('search options default to the built-in index and the DocSearch index name', () => {
  const options = searchPluginOptionsFromEnv({});
  assert.equal(options.docSearch?.appId, null);
  assert.equal(DEFAULT_DOCSEARCH_INDEX, 'docs-contember');
  assert.equal(normalizeOptions(options).docSearch, null);
  const partial = normalizeOptions(searchPluginOptionsFromEnv({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key' }));
  assert.equal(partial.docSearch?.indexName, DEFAULT_DOCSEARCH_INDEX);
});

test('search options and the preview engine are read from their variables', () => {
  const env = {
    CONTEMBER_API_BASE_URL: 'https://api.example.com',
    CONTEMBER_PROJECT_NAME: 'blog',
    CONTEMBER_READ_TOKEN: 'token',
    DOCSEARCH_APP_ID: 'APP',
    DOCSEARCH_API_KEY: 'key',
    DOCSEARCH_INDEX_NAME: 'custom',
  };
  assert.equal(liveExampleEngineFromEnv(env)?.token, 'token');
  assert.deepEqual(normalizeOptions(searchPluginOptionsFromEnv(env)).docSearch, {
    appId: 'APP',
    apiKey: 'key',
    indexName: 'custom',
  });
});

test('edit links point at the source file in the docs repository, or at EDIT_URL', () => {
  assert.equal(editUrlFromEnv({})({ docPath: 'intro/quickstart.md', versionDocsDirPath: 'docs' }), `${DEFAULT_EDIT_URL}docs/intro/quickstart.md`);
  assert.equal(DEFAULT_EDIT_URL, 'https://github.com/contember/docs/edit/main/');
  const fork = editUrlFromEnv({ EDIT_URL: 'https://example.com/fork/edit/next' });
  assert.equal(fork({ docPath: 'guides/deploy.mdx', versionDocsDirPath: 'docs' }), 'https://example.com/fork/edit/next/docs/guides/deploy.mdx');
});

test('edit links of 2.x pages point at their file in versioned_docs/', () => {
  assert.equal(
    editUrlFromEnv({})({ docPath: 'intro/installation.md', versionDocsDirPath: 'versioned_docs/version-2.x' }),
    `${DEFAULT_EDIT_URL}versioned_docs/version-2.x/intro/installation.md`,
  );
});

test('generated API pages get no edit link', () => {
  assert.equal(editUrlFromEnv({})({ docPath: 'reference/admin/api/v1.2/Data grid/DataGrid.mdx', versionDocsDirPath: 'docs' }), undefined);
  assert.equal(
    editUrlFromEnv({})({ docPath: 'reference/admin/introduction.md', versionDocsDirPath: 'docs' }),
    `${DEFAULT_EDIT_URL}docs/reference/admin/introduction.md`,
  );
});

test('PLAIN_DOCUSAURUS turns the hydration scheme off', () => {
  assert.equal(hydrationSchemeFromEnv({}), true);
  assert.equal(hydrationSchemeFromEnv({ PLAIN_DOCUSAURUS: '0' }), true);
  assert.equal(hydrationSchemeFromEnv({ PLAIN_DOCUSAURUS: '1' }), false);
  assert.equal(hydrationSchemeFromEnv({ PLAIN_DOCUSAURUS: 'TRUE' }), false);
});

test('the development server is plain Docusaurus; production builds have the scheme', () => {
  assert.equal(hydrationSchemeFromEnv({ NODE_ENV: 'development' }), false);
  assert.equal(hydrationSchemeFromEnv({ NODE_ENV: 'production' }), true);
  assert.equal(hydrationSchemeFromEnv({ NODE_ENV: 'production', PLAIN_DOCUSAURUS: '1' }), false);
});

test('API_REFERENCE_SAMPLE builds a sample of the generated API pages; by default the build has them all', () => {
  assert.equal(apiReferenceSampleFromEnv({}), false);
  assert.equal(apiReferenceSampleFromEnv({ API_REFERENCE_SAMPLE: '0' }), false);
  assert.equal(apiReferenceSampleFromEnv({ API_REFERENCE_SAMPLE: '1' }), true);
  assert.equal(apiReferenceSampleFromEnv({ API_REFERENCE_SAMPLE: 'true' }), true);
});

test('the live previews engine needs a URL and a token', () => {
  const env = { CONTEMBER_API_BASE_URL: 'https://api.example.com/', CONTEMBER_PROJECT_NAME: 'docs', CONTEMBER_READ_TOKEN: 'token' };
  assert.deepEqual(liveExampleEngineFromEnv(env), { apiBaseUrl: 'https://api.example.com', projectPrefix: 'docs', token: 'token' });
  assert.equal(liveExampleEngineFromEnv({ CONTEMBER_API_BASE_URL: 'https://api.example.com' }), null);
  assert.equal(liveExampleEngineFromEnv({ CONTEMBER_READ_TOKEN: 'token' }), null);
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
  for (const path of ['/2.x', '/2.x/intro/installation', '/2.x/reference/engine/schema/columns']) assert.ok(active.test(path), path);
  assert.equal(active.test('/2.xintro'), false);
});

test('the bundle analysis config names every local plugin by an absolute path that exists', async () => {
  const { default: config } = await import('../../scripts/lib/bundle-stats.config.ts');
  const names = (config.plugins ?? []).map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin)).filter((name): name is string => typeof name === 'string');
  assert.ok(names.length > 0, 'the site has local plugins');
  for (const name of names) {
    assert.ok(isAbsolute(name), `${name} is relative: Docusaurus would resolve it from scripts/lib/`);
    assert.ok(existsSync(name), `${name} does not exist`);
  }
});
