import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { INDEX_FILE, PLUGIN_NAME } from '../src/constants.ts';
import { normalizeOptions, validateOptions } from '../src/options.ts';
import { shortcutOf } from '../src/client/shortcuts.ts';
import { createLocalBackend } from '../src/client/local.ts';
import { buildIndex } from '../src/indexer/records.ts';
import { pageFromHtml } from '../src/indexer/html.ts';
import { FIXTURE_PAGES, docHtml } from './fixtures/site.mts';

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

test('local backend: fetches the index once, reports a failed load, and retries after it', async () => {
  const index = buildIndex(FIXTURE_PAGES.map((page) => pageFromHtml(docHtml(page), page.url)!));
  const original = globalThis.fetch;
  let calls = 0;
  let fail = true;
  globalThis.fetch = (async () => {
    calls++;
    if (fail) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(index), { status: 200 });
  }) as typeof fetch;
  try {
    const backend = createLocalBackend('/search-index.json');
    await assert.rejects(backend.search('columns', { apiVersion: null }));
    fail = false;
    const result = await backend.search('columns', { apiVersion: null });
    assert.equal(result.pages[0]?.url, '/reference/engine/schema/columns');
    await backend.search('api key', { apiVersion: null });
    assert.equal(calls, 2);
    globalThis.fetch = (async () => new Response('{"format":2}', { status: 200 })) as typeof fetch;
    await assert.rejects(createLocalBackend('/x.json').search('a', { apiVersion: null }), /malformed/);
    globalThis.fetch = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await assert.rejects(createLocalBackend('/x.json').search('a', { apiVersion: null }), /HTTP 404/);
  } finally {
    globalThis.fetch = original;
  }
});
