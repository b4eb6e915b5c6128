// The split index (manifest, term shards, text chunks) against the index built in place: same
// pages, sections and scores for every query, while a query loads only the shards of its terms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine } from '../src/engine/engine.ts';
import { anchorsOfPage, slugger } from '../src/engine/anchors.ts';
import { decodePostings, encodePostings, shardsOfRange, SplitIndex, StaleShardError, TERM_SHARD_BOUNDS, termShardBoundOf, termShardFileOf, termShardFilesOfQuery, type TermShardFile } from '../src/engine/split.ts';
import type { SearchIndexData, SearchResponse, SectionMetaEntry } from '../src/engine/types.ts';
import { pageFromHtml } from '../src/indexer/html.ts';
import { buildIndex } from '../src/indexer/records.ts';
import { splitIndex } from '../src/indexer/split.ts';
import { pagesOf2xDocs, RANKING_2X } from './fixtures/docs-2x.mts';
import { FIXTURE_PAGES, docHtml } from './fixtures/site.mts';

test('postings survive their encoding; shard ranges; anchors derived as Docusaurus writes them', () => {
  const postings = new Map([[0, 1], [3, 2], [4, 1], [90, 7]]);
  assert.deepEqual(encodePostings(postings), [0, -2, 3, 1, -7, 86]);
  assert.deepEqual(decodePostings(encodePostings(postings)), postings);
  const terms: Array<[string, string]> = [['a', 'f0'], ['data', 'f1'], ['dataz', 'f2'], ['grid', 'f3']];
  assert.deepEqual(shardsOfRange(terms, 'data', 'data\uffff'), [1, 2]);
  assert.deepEqual(shardsOfRange(terms, 'dat', 'dat'), [0]);
  assert.deepEqual(shardsOfRange(terms, 'zebra', 'zebra\uffff'), [3]);
  assert.deepEqual(shardsOfRange(terms, '0', '0'), [0]);
  const slug = slugger();
  assert.deepEqual(['Props', 'Props', 'Use `notNull()`!', 'Props', 'Čeština a další'].map(slug), ['props', 'props-1', 'use-notnull', 'props-2', 'čeština-a-další']);
  const sections: SectionMetaEntry[] = [[0, '', 0, '', 1], [0, 0, 2, 'Props', 1], [0, 'custom', 2, 'Props', 0], [0, 0, 2, 'Props', 1], [1, 0, 3, 'Props', 1]];
  assert.deepEqual([...anchorsOfPage(sections, 2)], [[0, ''], [1, 'props'], [2, 'custom'], [3, 'props-2']]);
  assert.deepEqual([...anchorsOfPage(sections, 4)], [[4, 'props']]);
});

/** A split index served from memory, with the files each query made it fetch. */
function splitOf(data: SearchIndexData, targets?: Parameters<typeof splitIndex>[3]) {
  const { manifest, files } = splitIndex(data, '2.x', 'search-index-2.x', targets);
  const bodies = new Map(files.map((file) => [file.name, file.json]));
  const fetched: string[] = [];
  const index = new SplitIndex(JSON.parse(JSON.stringify(manifest)), async (file) => {
    fetched.push(file);
    return JSON.parse(bodies.get(file)!) as unknown;
  }, () => undefined);
  return { manifest, index, fetched };
}

/** The same pages, sections and (to rounding: terms are summed in another order) scores. */
function assertSameAnswer(actual: SearchResponse, expected: SearchResponse, query: string): void {
  const shape = (response: SearchResponse) => response.pages.map((page) => [page.url, page.sections.map((section) => section.url), page.title]);
  assert.deepEqual(shape(actual), shape(expected), query);
  actual.pages.forEach((page, i) => assert.ok(Math.abs(page.score - expected.pages[i]!.score) <= 1e-9 * expected.pages[i]!.score, `${query}: score of ${page.url}`));
}

const QUERIES = [
  ...RANKING_2X.map(([query]) => query),
  'PersistButton', 'notNull', 'not null', 'api key', 'has many', 'HasManySelectCell', 'dat', 'da', 'd', 'x',
  // Typos, which the search allows when nothing matches as typed.
  'colums', 'pasword', 'entites', 'permisions acl', 'relationsips',
  // Bad input.
  '<script>alert(1)</script>', '.*+?^${}()|[]\\', '🚀 emoji', 'مرحبا', 'a'.repeat(1000), 'data grid '.repeat(100), '', '__proto__ constructor',
];

test('the split 2.x index answers every query like the index built in place, loading only its terms’ shards', async () => {
  const data = buildIndex(await pagesOf2xDocs());
  const full = SearchEngine.create(data);
  const { manifest, index, fetched } = splitOf(data);
  assert.ok(manifest.terms.length >= 10, `${manifest.terms.length} shards`);
  const context = { apiVersion: 'v2.0', docsVersion: '2.x' };
  for (const query of QUERIES) {
    // Asked once before its shards are there: what that answered must not outlive their arrival.
    index.search(query, context);
    fetched.length = 0;
    await index.prepare(query);
    const shards = fetched.length;
    assert.ok(shards <= 6, `${query}: ${shards} shards`);
    assert.equal(index.isReady(query), true, query);
    assertSameAnswer(index.search(query, context), full.search(query, context), query);
  }
  // Shards already loaded are not fetched again; the fuzzy shards of a typo only when it matches nothing.
  fetched.length = 0;
  await index.prepare('data grid');
  assert.deepEqual(fetched.filter((file) => file.includes('/t-')), []);
});

test('snippets: pending (null) until the chunks of the shown sections arrive, then as the full index gives them', async () => {
  const data = buildIndex(FIXTURE_PAGES.map((page) => pageFromHtml(docHtml(page), page.url)!));
  const full = SearchEngine.create(data);
  let arrived = 0;
  const { manifest, files } = splitIndex(data, '1.x', 'search-index-1.x', { textChunkBytes: 300 });
  const bodies = new Map(files.map((file) => [file.name, file.json]));
  const fetched: string[] = [];
  const index = new SplitIndex(manifest, async (file) => (fetched.push(file), JSON.parse(bodies.get(file)!) as unknown), () => arrived++);
  assert.ok(manifest.texts.length > 2);
  for (const query of ['many has many', 'PersistButton', 'api key']) {
    await index.prepare(query);
    fetched.length = 0;
    const first = index.search(query, { apiVersion: null }, { limit: 2, sectionsPerPage: 2 });
    await index.textsLoaded();
    const chunks = fetched.filter((file) => file.includes('/x-'));
    assert.ok(chunks.length <= 2, `${query}: the chunks of two pages, ${chunks.length}`);
    const again = index.search(query, { apiVersion: null }, { limit: 2, sectionsPerPage: 2 });
    assert.ok(again.pages.every((page) => page.sections.every((section) => section.snippet !== null)), query);
    assert.deepEqual(again.pages.map((page) => page.sections.map((section) => section.snippet)), full.search(query, { apiVersion: null }, { limit: 2, sectionsPerPage: 2 }).pages.map((page) => page.sections.map((section) => section.snippet)));
    if (first.pages.some((page) => page.sections.some((section) => section.snippet === null))) assert.ok(arrived > 0);
  }
  // A section without text or keywords needs no chunk.
  assert.ok(manifest.sections.every(([, , , , hasBody], id) => hasBody === (data.sections[id]![4] || data.sections[id]![5] ? 1 : 0)));
});

test('term shards by rule: the browser names a word’s shard as the indexer does, typo candidates share it, sizes stay bounded', async () => {
  const data = buildIndex(await pagesOf2xDocs());
  const { manifest, files } = splitIndex(data, '2.x', 'search-index-2.x');
  assert.deepEqual(manifest.terms.map(([bound]) => bound), [...TERM_SHARD_BOUNDS], 'every bound has its file, listed in the manifest');
  const fileOfTerm = new Map<string, string>();
  const sizes: number[] = [];
  for (const file of files.filter((candidate) => candidate.name.includes('/t-'))) {
    const body = JSON.parse(file.json) as TermShardFile;
    assert.equal(body.build, manifest.build, file.name);
    body.terms.forEach(([term]) => fileOfTerm.set(term, file.name));
    sizes.push(file.json.length);
  }
  assert.ok(fileOfTerm.size > 4_000, `${fileOfTerm.size} terms`);
  const byPrefix = new Map<string, Set<string>>();
  for (const [term, file] of fileOfTerm) {
    assert.equal(termShardFileOf('search-index-2.x', termShardBoundOf(term)), file, term);
    const prefix = term.slice(0, 2);
    byPrefix.set(prefix, (byPrefix.get(prefix) ?? new Set()).add(file));
  }
  for (const [prefix, shards] of byPrefix) assert.equal(shards.size, 1, `the terms beginning with ${prefix} are in one shard`);
  // The whole identifier and its camelCase parts (persist, button); a typo's candidates are in its word's shard.
  assert.deepEqual(termShardFilesOfQuery('PersistButton colums', 'search-index-2.x'), ['search-index-2.x/t-pe.json', 'search-index-2.x/t-bi.json', 'search-index-2.x/t-co.json']);
  // The 2.x Markdown sources are a little smaller than the built pages (README, "Index format").
  const largest = Math.max(...sizes);
  const median = [...sizes].sort((a, b) => a - b)[sizes.length >> 1]!;
  assert.ok(largest <= 40_000 && median <= 14_000, `term shard JSON: largest ${largest}, median ${median} bytes`);
});

test('a term shard of another build (fixed names, a stale cache) is fetched again past the cache; one that stays stale fails', async () => {
  const data = buildIndex(await pagesOf2xDocs());
  const full = SearchEngine.create(data);
  const { manifest, files } = splitIndex(data, '2.x', 'search-index-2.x');
  const bodies = new Map(files.map((file) => [file.name, file.json]));
  const stale = (json: string) => JSON.stringify({ ...(JSON.parse(json) as TermShardFile), build: 'an-older-build', terms: [] });
  const fetched: string[] = [];
  let fresh = true;
  const index = new SplitIndex(manifest, async (file) => {
    fetched.push(file);
    const [name, version] = file.split('?v=');
    const json = bodies.get(name!)!;
    return JSON.parse(version === manifest.build && fresh ? json : stale(json)) as unknown;
  }, () => undefined);
  const context = { apiVersion: 'v2.0', docsVersion: '2.x' };
  await index.prepare('PersistButton');
  const shards = termShardFilesOfQuery('PersistButton', 'search-index-2.x');
  assert.deepEqual([...fetched].sort(), [...shards, ...shards.map((file) => `${file}?v=${manifest.build}`)].sort());
  assertSameAnswer(index.search('PersistButton', context), full.search('PersistButton', context), 'PersistButton');
  fresh = false;
  await assert.rejects(index.prepare('data grid'), StaleShardError);
});
