import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostedConfigOf } from '../src/client/backend.ts';
import { shortcutOf } from '../src/client/shortcuts.ts';
import { createLocalBackend } from '../src/client/local.ts';
import { buildIndex } from '../src/indexer/records.ts';
import { pageFromHtml } from '../src/indexer/html.ts';
import { FIXTURE_PAGES, docHtml } from './fixtures/site.mts';

test('hosted DocSearch is used only when app id, key and index name are all set', () => {
  assert.equal(hostedConfigOf(undefined), null);
  assert.equal(hostedConfigOf({ docSearchAppId: null, docSearchApiKey: null, docSearchIndexName: 'docs-contember' }), null);
  assert.equal(hostedConfigOf({ docSearchAppId: 'APP', docSearchApiKey: null, docSearchIndexName: 'docs-contember' }), null);
  assert.deepEqual(hostedConfigOf({ docSearchAppId: 'APP', docSearchApiKey: 'KEY', docSearchIndexName: 'docs-contember' }), {
    appId: 'APP',
    apiKey: 'KEY',
    indexName: 'docs-contember',
  });
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
