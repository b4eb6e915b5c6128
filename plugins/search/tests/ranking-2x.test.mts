// Ranking set for the 2.x docs: Interface 2 components, Engine 2 features and CLI commands.
// The index is built from the Markdown sources of versioned_docs/version-2.x (the indexer the
// dev server uses), so the set runs without a site build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine } from '../src/engine/engine.ts';
import { buildIndex } from '../src/indexer/records.ts';
import { pagesOf2xDocs, RANKING_2X as EXPECTED_FIRST } from './fixtures/docs-2x.mts';

const REQUIRED_HITS = 9;

test(`2.x ranking set: the expected page is first for at least ${REQUIRED_HITS} of ${EXPECTED_FIRST.length} queries`, async () => {
  const engine = SearchEngine.create(buildIndex(await pagesOf2xDocs()));
  const misses = EXPECTED_FIRST.filter(([query, url]) => engine.search(query, { apiVersion: 'v2.0' }).pages[0]?.url !== url)
    .map(([query, url]) => `${query} → ${engine.search(query, { apiVersion: 'v2.0' }).pages[0]?.url} (expected ${url})`);
  assert.ok(EXPECTED_FIRST.length - misses.length >= REQUIRED_HITS, `misses:\n${misses.join('\n')}`);
  assert.ok(EXPECTED_FIRST.length >= 10);
});
