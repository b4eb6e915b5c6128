import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine, parseQuery } from '../src/engine/engine.ts';
import { highlightParts, snippetAround, fromTaggedString } from '../src/engine/highlight.ts';
import { camelParts, indexTerms, normalizeTerm } from '../src/engine/tokenize.ts';
import { pageFromHtml } from '../src/indexer/html.ts';
import { buildIndex } from '../src/indexer/records.ts';
import { pageFromMarkdown } from '../src/indexer/markdown.ts';
import { apiVersionOfPath, parseApiRoute } from '../../api-reference/src/route.ts';
import { pagesFromDocSearchHits } from '../src/client/algolia.ts';
import { FIXTURE_PAGES, docHtml } from './fixtures/site.mts';

const records = FIXTURE_PAGES.map((page) => pageFromHtml(docHtml(page), page.url)!);
const index = buildIndex(records);
const engine = SearchEngine.create(index);
const top = (query: string, apiVersion: string | null = null) => engine.search(query, { apiVersion }).pages[0]?.url;

test('tokenizer: camelCase parts, plurals, unicode', () => {
  assert.deepEqual(camelParts('HasManySelectCell'), ['Has', 'Many', 'Select', 'Cell']);
  assert.deepEqual(camelParts('notNull'), ['not', 'Null']);
  assert.deepEqual(camelParts('API'), []);
  assert.deepEqual(indexTerms('PersistButtons'), ['persistbutton', 'persist', 'button']);
  assert.equal(normalizeTerm('keys'), 'key');
  assert.equal(normalizeTerm('entities'), 'entity');
  assert.equal(normalizeTerm('has'), 'has');
  assert.equal(normalizeTerm('class'), 'class');
  assert.equal(normalizeTerm('v1s'), 'v1s');
});

test('indexer: reads title, headings, anchors, code identifiers and props from built HTML', () => {
  const columns = records.find((r) => r.url === '/reference/engine/schema/columns')!;
  assert.equal(columns.title, 'Columns');
  assert.equal(columns.kind, 'doc');
  assert.deepEqual(
    columns.sections.map((s) => [s.level, s.anchor, s.heading]),
    [[0, '', ''], [2, 'column-types', 'Column types'], [2, 'not-null', 'Required columns'], [3, 'defaults', 'Default values'], [2, 'enums', 'Enums']],
  );
  const required = columns.sections[2]!;
  assert.ok(required.keywords.includes('notNull'));
  assert.ok(!required.text.includes('\u200b'));
  assert.ok(!required.text.includes('export class'), 'code blocks are not prose');
  const grid = records.find((r) => r.url.endsWith('/v1.1/Data%20grid/DataGrid'))!;
  assert.equal(grid.kind, 'api');
  assert.equal(grid.apiVersion, 'v1.1');
  assert.equal(grid.category, 'Data grid');
  assert.ok(grid.sections[1]!.keywords.includes('itemsPerPage'));
  assert.equal(pageFromHtml('<html><body><main><h1>Not found</h1></main></body></html>', '/404'), null);
  assert.equal(pageFromHtml(docHtml(FIXTURE_PAGES[0]!).replace('<head>', '<head><meta name="robots" content="noindex">'), '/'), null);
});

test('indexer: Markdown sources for the dev server', () => {
  const md = `---\ntitle: Columns\n---\nimport X from 'y';\n\nColumns hold values.\n\n## Required columns\n\nCall \`notNull()\` to require it.\n\n\`\`\`ts\nconst title = def.stringColumn().notNull()\n\`\`\`\n\n| Prop | Type |\n| --- | :-: |\n| \`field\` | string |\n\n### Custom id {#my-id}\n\n<VersionNote product="Engine" since="1.3">Text</VersionNote>\n`;
  const page = pageFromMarkdown(md, '/reference/engine/schema/columns', 'Columns');
  assert.deepEqual(page.sections.map((s) => s.anchor), ['', 'required-columns', 'my-id']);
  assert.ok(page.sections[1]!.keywords.includes('notNull'));
  assert.ok(page.sections[1]!.keywords.includes('stringColumn'));
  assert.ok(!page.sections[2]!.text.includes('<'));
  assert.ok(!page.sections[0]!.text.includes('import'));
  assert.ok(!page.sections[1]!.text.includes('---'), 'table delimiter rows are dropped');
  assert.ok(page.sections[1]!.text.includes('Prop Type'));
});

test('index: compact and knows the latest API version', () => {
  assert.equal(index.latest, 'v1.2');
  assert.equal(index.pages.length, FIXTURE_PAGES.length);
  assert.deepEqual(parseApiRoute('/reference/admin/api/v1.2/Data%20grid/DataGrid'), { version: 'v1.2', category: 'Data grid', component: 'DataGrid' });
  assert.equal(parseApiRoute('/reference/engine/schema/columns'), null);
});

test('ranking: the reference queries put the right page first', () => {
  assert.equal(top('PersistButton'), '/reference/admin/api/v1.2/Action%20buttons/PersistButton');
  assert.equal(top('persistbutton'), '/reference/admin/api/v1.2/Action%20buttons/PersistButton');
  assert.equal(top('notNull'), '/reference/engine/schema/columns');
  assert.equal(top('not null'), '/reference/engine/schema/columns');
  assert.equal(top('assume identity'), '/reference/engine/content/advanced/assume-identity');
  assert.equal(top('api key'), '/reference/engine/tenant/api-keys');
  assert.equal(top('API keys'), '/reference/engine/tenant/api-keys');
  assert.equal(top('many has many'), '/reference/engine/schema/relationships');
  assert.equal(top('datagrid'), '/reference/admin/api/v1.2/Data%20grid/DataGrid');
  assert.equal(top('itemsPerPage'), '/reference/admin/api/v1.2/Data%20grid/DataGrid');
});

test('ranking: typing a prefix already finds the page', () => {
  assert.equal(top('Persist'), '/reference/admin/api/v1.2/Action%20buttons/PersistButton');
  assert.equal(top('assume ide'), '/reference/engine/content/advanced/assume-identity');
  assert.equal(top('relationsh'), '/reference/engine/schema/relationships');
});

test('results: grouped by page, with heading path, anchor and highlighted snippet', () => {
  const result = engine.search('many has many');
  const page = result.pages[0]!;
  assert.equal(new Set(result.pages.map((p) => p.url)).size, result.pages.length, 'one group per page');
  const section = page.sections.find((s) => s.url.endsWith('#many-has-many'))!;
  assert.ok(section, 'the matching heading is listed');
  assert.deepEqual(section.path, ['Many has many']);
  assert.ok(section.snippet!.ranges.length > 0);
  const owning = engine.search('owning inverse').pages[0]!.sections[0]!;
  assert.deepEqual(owning.path, ['Many has many', 'Owning and inverse sides']);
  assert.ok(owning.url.endsWith('#owning-and-inverse-sides'));
  const marked = highlightParts(owning.heading!).filter((p) => p.marked).map((p) => p.text);
  assert.deepEqual(marked, ['Owning', 'inverse']);
});

test('version context: the reader’s API version ranks first, the other one below', () => {
  const inV11 = engine.search('PersistButton', { apiVersion: 'v1.1' }).pages.map((p) => p.url);
  assert.equal(inV11[0], '/reference/admin/api/v1.1/Action%20buttons/PersistButton');
  assert.ok(inV11.indexOf('/reference/admin/api/v1.2/Action%20buttons/PersistButton') > 0);
  const inV12 = engine.search('DataGrid', { apiVersion: 'v1.2' }).pages.map((p) => p.url);
  assert.equal(inV12[0], '/reference/admin/api/v1.2/Data%20grid/DataGrid');
  assert.ok(inV12.includes('/reference/admin/api/v1.1/Data%20grid/DataGrid'));
  const only = engine.search('DataGrid', { apiVersion: 'v1.1', onlyContextVersion: true }).pages;
  assert.ok(only.length > 0);
  assert.ok(only.every((p) => p.apiVersion === null || p.apiVersion === 'v1.1'));
  assert.equal(apiVersionOfPath('/reference/admin/api/v1.1/Data%20grid/DataGrid'), 'v1.1');
  assert.equal(apiVersionOfPath('/reference/admin/api/v1.2'), 'v1.2');
  assert.equal(apiVersionOfPath('/reference/engine/schema/columns'), null);
});

test('bad input never throws and never yields markup', () => {
  const inputs = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '.*+?^${}()|[]\\',
    '"many has many"',
    "'; DROP TABLE articles; --",
    '🚀 emoji 👩‍💻',
    'مرحبا بالعالم',
    'שלום',
    'a'.repeat(1000),
    'persist '.repeat(150),
    '',
    '   ',
    '\u0000\u200b\uFEFF',
    '__proto__ constructor',
  ];
  for (const input of inputs) {
    const result = engine.search(input);
    assert.ok(Array.isArray(result.pages), input);
    for (const page of result.pages) {
      for (const part of [page.title, ...page.sections.flatMap((s) => [s.snippet!, ...(s.heading ? [s.heading] : [])])]) {
        for (const [start, end] of part.ranges) assert.ok(start >= 0 && end <= part.text.length && start < end);
      }
    }
  }
  assert.equal(engine.search('<script>alert(1)</script>').pages.some((p) => p.title.text.includes('<script')), false);
  assert.equal(parseQuery('a'.repeat(1000)).leaves.length, 1);
  assert.ok(parseQuery('w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14').leaves.length <= 12);
  assert.ok(engine.search('"many has many"').pages[0]?.url.endsWith('/relationships'));
});

test('highlight: text stays text, ranges split it into parts', () => {
  const parts = highlightParts({ text: 'a <b>bold</b> move', ranges: [[3, 4], [0, 1]] });
  assert.deepEqual(parts, [
    { text: 'a', marked: true },
    { text: ' <', marked: false },
    { text: 'b', marked: true },
    { text: '>bold</b> move', marked: false },
  ]);
  assert.deepEqual(highlightParts({ text: 'abc', ranges: [[1, 10], [0, 2]] }), [
    { text: 'ab', marked: true },
    { text: 'c', marked: true },
  ]);
  const long = { text: 'word '.repeat(100) + 'target ' + 'word '.repeat(100), ranges: [[500, 506]] as Array<[number, number]> };
  const snippet = snippetAround(long, 80);
  assert.ok(snippet.text.length <= 90);
  const [s, e] = snippet.ranges[0]!;
  assert.equal(snippet.text.slice(s, e), 'target');
  assert.ok(snippet.text.startsWith('… ') && snippet.text.endsWith(' …'));
});

test('hosted results: tagged highlights are unescaped into text, grouped by page and version-ranked', () => {
  const value = fromTaggedString('a &lt;script&gt; __cs_mark__key__/cs_mark__ &amp; more', '__cs_mark__', '__/cs_mark__');
  assert.equal(value.text, 'a <script> key & more');
  assert.deepEqual(value.ranges, [[11, 14]]);
  const hit = (url: string, lvl1: string) => ({ url: `https://docs.contember.com${url}`, hierarchy: { lvl0: 'Docs', lvl1 }, content: 'text' });
  const pages = pagesFromDocSearchHits(
    [
      hit('/reference/admin/api/v1.2/Action%20buttons/PersistButton', 'PersistButton'),
      hit('/reference/admin/api/v1.2/Action%20buttons/PersistButton#props', 'PersistButton'),
      hit('/reference/admin/api/v1.1/Action%20buttons/PersistButton', 'PersistButton'),
    ],
    'v1.1',
  );
  assert.equal(pages.length, 2);
  assert.equal(pages[0]!.apiVersion, 'v1.1');
  assert.equal(pages[1]!.sections.length, 2);
});

test('the chunked browser build gives the same results as the one-shot build', async () => {
  const chunked = await SearchEngine.createAsync(index, 3);
  for (const query of ['PersistButton', 'api key', 'many has many', 'notNull', 'data grid']) {
    assert.deepEqual(
      chunked.search(query).pages.map((p) => [p.url, p.score]),
      engine.search(query).pages.map((p) => [p.url, p.score]),
      query,
    );
  }
});

test('docs versions: the version being read ranks first, the other is marked, a filter keeps one', () => {
  const page = (url: string) =>
    pageFromHtml(docHtml({ url, title: 'Installation', intro: '<p>Install Contember with npm create and start the engine.</p>', sections: [] }), url)!;
  const versions = SearchEngine.create(buildIndex([page('/intro/installation'), page('/2.x/intro/installation')]));
  const urls = (docsVersion: string | null, onlyDocsVersion = false) =>
    versions.search('installation', { apiVersion: null, docsVersion, onlyDocsVersion }).pages.map((hit) => `${hit.docsVersion} ${hit.url}`);
  assert.deepEqual(urls('2.x'), ['2.x /2.x/intro/installation', '1.x /intro/installation']);
  assert.deepEqual(urls('1.x'), ['1.x /intro/installation', '2.x /2.x/intro/installation']);
  assert.deepEqual(urls(null), ['2.x /2.x/intro/installation', '1.x /intro/installation'], 'the latest version without a context');
  assert.deepEqual(urls('1.x', true), ['1.x /intro/installation']);
});

test('Interface 2.0 reference pages: version v2.0 and the group from the URL, preferred on 2.x pages only', () => {
  assert.deepEqual(parseApiRoute('/2.x/reference/interface/api/react-binding/useField'), { version: 'v2.0', category: 'react-binding', component: 'useField' });
  assert.equal(parseApiRoute('/2.x/reference/interface/api/react-binding'), null, 'a group index is a written-like page');
  assert.equal(apiVersionOfPath('/2.x/reference/interface/api/ui-kit-datagrid/DataGrid'), 'v2.0');
  assert.equal(apiVersionOfPath('/2.x/reference/interface/introduction'), null);
  const api = (url: string) =>
    pageFromHtml(docHtml({ url, title: 'PersistButton', intro: '<p>A button that persists the changes of the form.</p>', sections: [] }), url)!;
  const mixed = SearchEngine.create(
    buildIndex([
      api('/reference/admin/api/v1.1/Action%20buttons/PersistButton'),
      api('/reference/admin/api/v1.2/Action%20buttons/PersistButton'),
      api('/2.x/reference/interface/api/ui-kit-binding/PersistButton'),
    ]),
  );
  assert.equal(mixed.latest, 'v2.0');
  const first = (docsVersion: string) => mixed.search('PersistButton', { apiVersion: null, docsVersion }).pages[0]?.url;
  assert.equal(first('2.x'), '/2.x/reference/interface/api/ui-kit-binding/PersistButton');
  assert.equal(first('1.x'), '/reference/admin/api/v1.2/Action%20buttons/PersistButton', 'v1.2 stays the newest reference of the 1.x docs');
});
