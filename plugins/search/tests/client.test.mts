import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { INDEX_FILE, manifestFileOf, PLUGIN_NAME, splitFolderOf } from '../src/constants.ts';
import { normalizeOptions, validateOptions } from '../src/options.ts';
import { shortcutOf } from '../src/client/shortcuts.ts';
import { startTypeAhead } from '../src/client/typeAhead.ts';
import { createLocalBackend } from '../src/client/local.ts';
import { buildIndex } from '../src/indexer/records.ts';
import { pageFromHtml } from '../src/indexer/html.ts';
import { termShardFilesOfQuery } from '../src/engine/split.ts';
import { splitIndex } from '../src/indexer/split.ts';
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

// Small chunks, so that the fixture site has several.
const TINY = { textChunkBytes: 400 };

/** The files the build writes for a docs version, by URL: the manifest and its shards and chunks. */
function siteFiles(pages: FixturePage[], release: string): Record<string, string> {
  const { manifest, files } = splitIndex(buildIndex(pages.map((page) => pageFromHtml(docHtml(page), page.url)!)), release, splitFolderOf(release), TINY);
  return { [`/${manifestFileOf(release)}`]: JSON.stringify(manifest), ...Object.fromEntries(files.map((file) => [`/${file.name}`, file.json])) };
}
const COLUMNS_2X: FixturePage = { url: '/2.x/reference/engine/schema/columns', title: 'Columns', intro: '<p>Columns of an entity in Engine 2.</p>' };
const MANIFEST_URLS = { '1.x': `/${manifestFileOf('1.x')}`, '2.x': `/${manifestFileOf('2.x')}` };
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test('type-ahead: characters and Backspace typed before the dialog is ready are kept and not passed on; the rest passes', () => {
  const page = new EventTarget();
  const reachedPage: string[] = [];
  const press = (key: string, modifiers: { ctrlKey?: boolean; isComposing?: boolean } = {}) => {
    const event = Object.assign(new Event('keydown', { cancelable: true }), { key, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, ...modifiers });
    page.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const typeAhead = startTypeAhead(page);
  // Added after it, as a window's bubbling listeners run after its capturing ones.
  page.addEventListener('keydown', (event) => reachedPage.push((event as Event & { key: string }).key));
  for (const key of ['d', 'a', 't', 'x']) assert.equal(press(key), true, `${key} kept`);
  press('Backspace');
  for (const key of ['a', ' ', '/', '😀']) press(key);
  assert.equal(press('k', { ctrlKey: true }), false, 'Ctrl+K is the shortcut\'s');
  assert.equal(press('e', { isComposing: true }), false, 'an input method composing is left alone');
  assert.equal(press('Escape'), false);
  assert.deepEqual(reachedPage, ['k', 'e', 'Escape']);
  assert.equal(typeAhead.typed, 'data /😀');
  assert.equal(typeAhead.take(), 'data /😀');
  assert.equal(press('q'), false, 'after take, keys go their usual way');
  assert.equal(typeAhead.take(), '');
  assert.deepEqual(reachedPage, ['k', 'e', 'Escape', 'q']);
});

test('local backend: the version searched from first, then its texts, then the other version; a failed load is reported and retried', async () => {
  const bodies: Record<string, string> = { ...siteFiles(FIXTURE_PAGES, '1.x'), ...siteFiles([COLUMNS_2X], '2.x') };
  const original = globalThis.fetch;
  const requested: string[] = [];
  let fail = true;
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    if (fail) throw new TypeError('Failed to fetch');
    return new Response(bodies[url] ?? 'nope', { status: bodies[url] ? 200 : 404 });
  }) as typeof fetch;
  const fromV1 = { apiVersion: null, docsVersion: '1.x' };
  const is = (release: string) => (url: string) => url === MANIFEST_URLS[release as '1.x'] || url.startsWith(`/${splitFolderOf(release)}/`);
  try {
    const backend = createLocalBackend(MANIFEST_URLS);
    let loads = 0;
    backend.onIndexLoaded?.(() => loads++);
    await assert.rejects(backend.search('columns', fromV1));
    fail = false;
    requested.length = 0;
    const first = await backend.search('columns', fromV1);
    assert.equal(requested[0], MANIFEST_URLS['1.x'], 'the manifest of the version searched from comes first');
    assert.ok(requested.every(is('1.x')), `only 1.x files before the first answer: ${requested.join(', ')}`);
    const shards = requested.filter((url) => url.includes('/t-'));
    assert.ok(shards.length >= 1 && shards.length < JSON.parse(bodies[MANIFEST_URLS['1.x']]!).terms.length, 'only the shards of the query');
    assert.deepEqual(first.pages.map((page) => page.url), ['/reference/engine/schema/columns'], 'the first answer comes from its index alone');
    assert.equal(first.pages[0]!.sections[0]!.snippet, null, 'texts follow the answer');
    await settle();
    assert.ok(loads >= 2, 'the listeners hear of the texts and of the other version');
    const merged = await backend.search('columns', fromV1);
    assert.deepEqual(merged.pages.map((page) => page.url), ['/reference/engine/schema/columns', COLUMNS_2X.url], 'the other version joins, ranked below');
    assert.match(merged.pages[0]!.sections[0]!.snippet?.text ?? '', /Columns/, 'the snippet is there');
    const only = await backend.search('columns', { ...fromV1, onlyDocsVersion: true });
    assert.deepEqual(only.pages.map((page) => page.url), ['/reference/engine/schema/columns']);
    const before = requested.length;
    await backend.search('columns', fromV1);
    await settle();
    assert.equal(requested.length, before, 'nothing is fetched twice');
    globalThis.fetch = (async () => new Response('{"format":2,"pages":[],"sections":[]}', { status: 200 })) as typeof fetch;
    await assert.rejects(createLocalBackend(MANIFEST_URLS).search('a', fromV1), /malformed/);
    globalThis.fetch = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await assert.rejects(createLocalBackend(MANIFEST_URLS).search('a', fromV1), /HTTP 404/);
  } finally {
    globalThis.fetch = original;
  }
});

test('local backend: the shards of the query’s words are requested before the manifest arrives, and used once it has', async () => {
  const bodies = siteFiles(FIXTURE_PAGES, '1.x');
  const original = globalThis.fetch;
  const requested: string[] = [];
  let releaseManifest = () => {};
  const manifestHeld = new Promise<void>((resolve) => (releaseManifest = resolve));
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    if (url === MANIFEST_URLS['1.x']) await manifestHeld;
    return new Response(bodies[url] ?? 'nope', { status: bodies[url] ? 200 : 404 });
  }) as typeof fetch;
  try {
    const answer = createLocalBackend(MANIFEST_URLS).search('columns', { apiVersion: null, docsVersion: '1.x' }, { limit: 1 });
    await settle();
    const shards = termShardFilesOfQuery('columns', splitFolderOf('1.x')).map((file) => `/${file}`);
    assert.deepEqual(requested, [MANIFEST_URLS['1.x'], ...shards], 'the manifest, and its shard with it');
    releaseManifest();
    assert.deepEqual((await answer).pages.map((page) => page.url), ['/reference/engine/schema/columns']);
    assert.equal(requested.filter((url) => shards.includes(url)).length, shards.length, 'each shard fetched once');
  } finally {
    globalThis.fetch = original;
  }
});

test('local backend: a preload with the query typed ahead requests its shards with the manifest; the search then fetches nothing more', async () => {
  const bodies = siteFiles(FIXTURE_PAGES, '1.x');
  const original = globalThis.fetch;
  const requested: string[] = [];
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    return new Response(bodies[url] ?? 'nope', { status: bodies[url] ? 200 : 404 });
  }) as typeof fetch;
  try {
    const backend = createLocalBackend(MANIFEST_URLS);
    await backend.preload('1.x', 'columns');
    const shards = termShardFilesOfQuery('columns', splitFolderOf('1.x')).map((file) => `/${file}`);
    // Only the version's files: an earlier test's backend may still be loading the other version.
    assert.deepEqual(requested.filter((url) => url.includes('1.x')), [MANIFEST_URLS['1.x'], ...shards]);
    const answer = await backend.search('columns', { apiVersion: null, docsVersion: '1.x', onlyDocsVersion: true }, { limit: 1 });
    assert.deepEqual(answer.pages.map((page) => page.url), ['/reference/engine/schema/columns']);
    assert.equal(requested.filter((url) => shards.includes(url)).length, shards.length, 'each shard fetched once');
  } finally {
    globalThis.fetch = original;
  }
});

test('local backend: a manifest older than the shards the server has is fetched again past the cache', async () => {
  const current = siteFiles(FIXTURE_PAGES, '1.x');
  const older = siteFiles(FIXTURE_PAGES.slice(1), '1.x')[MANIFEST_URLS['1.x']]!;
  const build = (JSON.parse(current[MANIFEST_URLS['1.x']]!) as { build: string }).build;
  const original = globalThis.fetch;
  const requested: string[] = [];
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    const body = url === MANIFEST_URLS['1.x'] ? older : (current[url.replace(/\?v=.*$/, '')] ?? current[url]);
    return new Response(body ?? 'nope', { status: body ? 200 : 404 });
  }) as typeof fetch;
  try {
    const answer = await createLocalBackend(MANIFEST_URLS).search('columns', { apiVersion: null, docsVersion: '1.x' }, { limit: 1 });
    assert.deepEqual(answer.pages.map((page) => page.url), ['/reference/engine/schema/columns']);
    assert.ok(requested.includes(`${MANIFEST_URLS['1.x']}?v=${build}`), requested.join(', '));
  } finally {
    globalThis.fetch = original;
  }
});
