import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { INDEX_FILE, PLUGIN_NAME } from '../src/constants.ts';
import { normalizeOptions, validateOptions } from '../src/options.ts';
import { shortcutOf } from '../src/client/shortcuts.ts';
import { createLocalBackend } from '../src/client/local.ts';
import { buildIndex } from '../src/indexer/records.ts';
import { pageFromHtml } from '../src/indexer/html.ts';
import { SearchEngine } from '../src/engine/engine.ts';
import { FIXTURE_PAGES, docHtml, type FixturePage } from './fixtures/site.mts';

test('hosted DocSearch is used only when app id, key and index name are all set', () => {
  assert.equal(normalizeOptions(undefined).docSearch, null);
  assert.equal(normalizeOptions({ docSearch: { appId: null, apiKey: null, indexName: 'docs-contember' } }).docSearch, null);
  assert.equal(normalizeOptions({ docSearch: { appId: 'APP', apiKey: null, indexName: 'docs-contember' } }).docSearch, null);
  assert.equal(normalizeOptions({ docSearch: { appId: 'APP', apiKey: '  ', indexName: 'docs-contember' } }).docSearch, null);
  assert.deepEqual(normalizeOptions({ docSearch: { appId: 'APP', apiKey: 'KEY', indexName: 'docs-contember' } }).docSearch, {
    appId: 'APP',
    apiKey: 'KEY',
    indexName: 'docs-contember',
  });
});

test('validateOptions keeps the plugin id and rejects wrong types and unknown options', () => {
  const validate = (options: unknown) => validateOptions({ validate: () => { throw new Error('unused'); }, options: options as never });
  assert.equal(validate(undefined).id, 'default');
  assert.equal(validate({ id: 'other' }).id, 'other');
  assert.throws(() => validate({ docSearch: { appId: 42 } }), /docSearch\.appId must be a string/);
  assert.throws(() => validate({ docSearch: 'APP' }), /docSearch must be an object/);
  assert.throws(() => validate({ docsearch: {} }), /unknown option\(s\) docsearch/);
});

test('the development index module the browser imports is the file the plugin writes', () => {
  // import() needs a literal, so src/client/local.ts spells the path out.
  const source = readFileSync(new URL('../src/client/local.ts', import.meta.url), 'utf8');
  const imported = [...source.matchAll(/import\('(@generated\/[^']+)'\)/g)].map((match) => match[1]);
  assert.deepEqual(imported, [`@generated/${PLUGIN_NAME}/default/${INDEX_FILE}`]);
  const declared = readFileSync(new URL('../src/client/generated.d.ts', import.meta.url), 'utf8');
  assert.ok(declared.includes(`declare module '@generated/${PLUGIN_NAME}/default/${INDEX_FILE}'`));
});

test('shortcuts: Ctrl/Cmd+K toggle, "/" opens outside text fields, Escape closes', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}) => shortcutOf({ key: k, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, target: null, ...extra });
  assert.equal(key('k', { ctrlKey: true }), 'toggle');
  assert.equal(key('k', { metaKey: true }), 'toggle');
  assert.equal(key('K', { ctrlKey: true, shiftKey: true }), null);
  assert.equal(key('k'), null);
  assert.equal(key('/'), 'open');
  assert.equal(key('/', { ctrlKey: true }), null);
  assert.equal(key('Escape'), 'close');
  assert.equal(key('a'), null);
});

const shardOf = (pages: FixturePage[], release: string) =>
  SearchEngine.shardOf(buildIndex(pages.map((page) => pageFromHtml(docHtml(page), page.url)!)), release);
const COLUMNS_2X: FixturePage = { url: '/2.x/reference/engine/schema/columns', title: 'Columns', intro: '<p>Columns of an entity in Engine 2.</p>' };
const SHARD_URLS = { '1.x': '/search-index-1.x.json', '2.x': '/search-index-2.x.json' };

test('local backend: loads the index of the version searched from once, then the others; reports a failed load and retries', async () => {
  const bodies: Record<string, string> = {
    [SHARD_URLS['1.x']]: JSON.stringify(shardOf(FIXTURE_PAGES, '1.x')),
    [SHARD_URLS['2.x']]: JSON.stringify(shardOf([COLUMNS_2X], '2.x')),
  };
  const original = globalThis.fetch;
  const requested: string[] = [];
  let fail = true;
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    if (fail) throw new TypeError('Failed to fetch');
    return new Response(bodies[url] ?? 'nope', { status: bodies[url] ? 200 : 404 });
  }) as typeof fetch;
  const fromV1 = { apiVersion: null, docsVersion: '1.x' };
  try {
    const backend = createLocalBackend(SHARD_URLS);
    await assert.rejects(backend.search('columns', fromV1));
    fail = false;
    requested.length = 0;
    const first = await backend.search('columns', fromV1);
    assert.deepEqual(requested.slice(0, 1), [SHARD_URLS['1.x']], 'the version searched from is fetched first');
    assert.deepEqual(first.pages.map((page) => page.url), ['/reference/engine/schema/columns'], 'the first answer comes from its index alone');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const merged = await backend.search('columns', fromV1);
    assert.deepEqual(merged.pages.map((page) => page.url), ['/reference/engine/schema/columns', COLUMNS_2X.url], 'the other version joins, ranked below');
    const only = await backend.search('columns', { ...fromV1, onlyDocsVersion: true });
    assert.deepEqual(only.pages.map((page) => page.url), ['/reference/engine/schema/columns']);
    await backend.search('api key', fromV1);
    assert.deepEqual([...requested].sort(), [SHARD_URLS['1.x'], SHARD_URLS['2.x']], 'each index is fetched once');
    globalThis.fetch = (async () => new Response('{"format":1,"pages":[],"sections":[]}', { status: 200 })) as typeof fetch;
    await assert.rejects(createLocalBackend(SHARD_URLS).search('a', fromV1), /malformed/);
    globalThis.fetch = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await assert.rejects(createLocalBackend(SHARD_URLS).search('a', fromV1), /HTTP 404/);
  } finally {
    globalThis.fetch = original;
  }
});
