// "Edit this page": every written page of the route contract links to its source file in the docs
// repository (EDIT_URL, default in src/config/env.ts); generated API pages link to none.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { docsPages } from '../../plugins/code-samples/src/pages.mts';
import { pagePathOfFile } from '../../plugins/docs-versions/src/counterparts.mts';
import { DOCS_V2, versionUrl } from '../../plugins/docs-versions/src/versions.ts';
import { editUrlFromEnv } from '../../src/config/env.ts';
import { API2_REFERENCE_PATH } from '../../plugins/api-reference/src/route.ts';
import { allContractRoutes, BUILD_DIR, builtFileFor, ROOT } from './support/site.mts';

const EDIT_LINK = /<a href=("?)([^"\s>]+)\1[^>]*class="?theme-edit-this-page/g;

/** The Markdown source of a written route, relative to the repository root. */
function sourceOf(route: string): string | null {
  const base = route === '/' ? 'docs/index' : `docs${route}`;
  for (const candidate of [`${base}.md`, `${base}.mdx`, `${base}/index.md`, `${base}/index.mdx`]) {
    if (existsSync(join(ROOT, candidate))) return candidate;
  }
  return null;
}

function editLinksOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(EDIT_LINK)].map((match) => match[2]!);
}

/** The build reads EDIT_URL as the test does. */
const editUrl = editUrlFromEnv(process.env);

test('every written page links to its source file', () => {
  const wrong: string[] = [];
  let checked = 0;
  for (const route of allContractRoutes().filter((entry) => entry.kind === 'content')) {
    const html = builtFileFor(route.path);
    const source = sourceOf(route.path);
    if (!html || !source) continue;
    checked++;
    const links = editLinksOf(html);
    if (links.length !== 1 || links[0] !== editUrl({ docPath: source.slice('docs/'.length), versionDocsDirPath: 'docs' })) wrong.push(`${route.path}: ${links.join(', ') || 'no edit link'}`);
  }
  assert.deepEqual(wrong, []);
  assert.ok(checked > 50, `${checked} written pages checked`);
});

test('generated API pages have no edit link', () => {
  const api = allContractRoutes().filter((entry) => entry.kind === 'api');
  assert.ok(api.length > 100, 'the contract lists the API pages');
  const withLink = api.map((entry) => builtFileFor(entry.path)).filter((file): file is string => file !== null && editLinksOf(file).length > 0);
  assert.deepEqual(withLink, []);
});

test('the generated Interface 2.0 pages have no edit link', (t) => {
  const root = join(BUILD_DIR, API2_REFERENCE_PATH);
  if (!existsSync(root)) return t.skip('the 2.x API reference is not built');
  const files = [`${root}.html`, ...readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).map((f) => join(root, f))];
  assert.ok(files.length > 500, `${files.length} pages`);
  assert.deepEqual(files.filter((file) => editLinksOf(file).length > 0), []);
});

test('every 2.x page links to its source file in versioned_docs/', () => {
  const folder = join(ROOT, DOCS_V2.folder);
  const wrong: string[] = [];
  let checked = 0;
  for (const file of docsPages([folder])) {
    const relativeFile = relative(folder, file);
    const html = builtFileFor(versionUrl(DOCS_V2, pagePathOfFile(relativeFile)));
    if (!html) {
      wrong.push(`${relativeFile}: not built`);
      continue;
    }
    checked++;
    const links = editLinksOf(html);
    const expected = editUrl({ docPath: relativeFile.split(sep).join('/'), versionDocsDirPath: DOCS_V2.folder });
    if (links.length !== 1 || links[0] !== expected) wrong.push(`${relativeFile}: ${links.join(', ') || 'no edit link'}`);
  }
  assert.deepEqual(wrong, []);
  assert.ok(checked > 0, 'the 2.x version has pages');
});
