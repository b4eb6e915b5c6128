// Ranking set for the 2.x docs: Interface 2 components, Engine 2 features and CLI commands.
// The index is built from the Markdown sources of versioned_docs/version-2.x (the indexer the
// dev server uses), so the set runs without a site build.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { SearchEngine } from '../src/engine/engine.ts';
import { pageFromMarkdown } from '../src/indexer/markdown.ts';
import { buildIndex, type PageRecord } from '../src/indexer/records.ts';

const DOCS_DIR = join(import.meta.dirname, '../../../versioned_docs/version-2.x');
const REQUIRED_HITS = 9;

const EXPECTED_FIRST: ReadonlyArray<readonly [query: string, url: string]> = [
  ['data grid', '/2.x/reference/interface/ui-kit/data-grid'],
  ['block repeater', '/2.x/reference/interface/editors/block-repeaters'],
  ['upload fields', '/2.x/reference/interface/editors/uploads'],
  ['select field', '/2.x/reference/interface/forms/select'],
  ['routing', '/2.x/reference/interface/pages/routing'],
  ['passwordless', '/2.x/reference/engine/tenant/passwordless'],
  ['identity providers', '/2.x/reference/engine/tenant/idp'],
  ['actions definition', '/2.x/reference/engine/actions/definition'],
  ['data export', '/2.x/reference/engine/content/transfer'],
  ['migrations:diff', '/2.x/reference/cli'],
  ['project:validate', '/2.x/reference/cli'],
  ['contember cli', '/2.x/reference/cli'],
];

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.mdx?$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

function titleOf(source: string): string {
  return /^title:\s*(.+)$/m.exec(source)?.[1]?.trim().replace(/^['"]|['"]$/g, '') ?? /^# (.+)$/m.exec(source)?.[1] ?? '';
}

async function pagesOfVersion(): Promise<PageRecord[]> {
  const pages: PageRecord[] = [];
  for (const file of await markdownFiles(DOCS_DIR)) {
    const path = relative(DOCS_DIR, file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
    const source = await readFile(file, 'utf8');
    pages.push(pageFromMarkdown(source, encodeURI(`/2.x/${path}`), titleOf(source)));
  }
  return pages;
}

test(`2.x ranking set: the expected page is first for at least ${REQUIRED_HITS} of ${EXPECTED_FIRST.length} queries`, async () => {
  const engine = SearchEngine.create(buildIndex(await pagesOfVersion()));
  const misses = EXPECTED_FIRST.filter(([query, url]) => engine.search(query, { apiVersion: 'v2.0' }).pages[0]?.url !== url)
    .map(([query, url]) => `${query} → ${engine.search(query, { apiVersion: 'v2.0' }).pages[0]?.url} (expected ${url})`);
  assert.ok(EXPECTED_FIRST.length - misses.length >= REQUIRED_HITS, `misses:\n${misses.join('\n')}`);
  assert.ok(EXPECTED_FIRST.length >= 10);
});
