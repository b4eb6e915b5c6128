import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readHeadersFile } from '../../../scripts/lib/static-server.mts';
import { apiVersionOf, buildLlmsFiles, type MarkdownPage } from '../src/llms.mts';
import { markdownPath, rewriteLink, siteLinks } from '../src/links.mts';
import { toMarkdown } from '../src/markdown.mts';

const siteUrl = 'https://docs.example.com';
const convert = (source: string) => toMarkdown(source, { title: 'Columns', description: 'Column types of a model.', siteUrl, diagramTitle: () => 'How a migration is made' });

test('front matter becomes a title and a summary; imports, exports and MDX comments go', () => {
  const markdown = convert(
    ["---", "title: Columns", "description: x", "---", "", "import Tabs from '@theme/Tabs';", 'import {', '  Foo,', "} from 'bar'", 'export const meta = 1;', '', '{/* internal note */}', '', 'Text.'].join('\n'),
  );
  assert.equal(markdown, '# Columns\n\n> Column types of a model.\n\nText.\n');
  const prose = convert('Declare a variable for the roles,\nexport it, and use it.');
  assert.match(prose, /Declare a variable for the roles,\nexport it, and use it\.\n$/, 'a line of a paragraph is prose');
});

test('tabs become headed sections one level below the current heading', () => {
  const markdown = convert(['## Example', '', '<Tabs groupId="x">', '<TabItem value="component" label="Component">', '', 'A', '', '</TabItem>', "<TabItem value='model'>", '', 'B', '', '</TabItem>', '</Tabs>'].join('\n'));
  assert.match(markdown, /## Example\n\n### Component\n\nA\n\n### model\n\nB\n$/);
});

test('code blocks keep their language and title, without hidden setup lines or magic comments', () => {
  const markdown = convert(
    [
      '```tsx title="admin/pages/list.tsx" {2} nocheck="x"',
      "import { DataGrid } from '@contember/admin'",
      '// ---cut---',
      '<DataGrid entities="Article">',
      '  {/* highlight-next-line */}',
      '  <TextCell field="title" />',
      '</DataGrid>',
      '// ---cut-after---',
      ')',
      '```',
      '',
      '```bash',
      '# highlight-next-line',
      'npm run build',
      '```',
    ].join('\n'),
  );
  assert.match(markdown, /```tsx title="admin\/pages\/list.tsx"\n<DataGrid entities="Article">\n {2}<TextCell field="title" \/>\n<\/DataGrid>\n```/);
  assert.match(markdown, /```bash\nnpm run build\n```/);
  assert.doesNotMatch(markdown, /highlight-|---cut|@contember\/admin/);
});

test('components become Markdown: version notes, card grids, diagrams, admonitions, details', () => {
  const markdown = convert(
    [
      "import PipelineDiagram from '@site/static/img/diagrams/pipeline.svg';",
    '',
      '<VersionNote product="Engine" since="1.3">Actions are part of the',
      '[Enterprise Edition](/cloud).</VersionNote>',
      '',
      '<CardGrid',
      '  cards={[',
      "    { title: 'Installation', to: '/intro/installation', description: 'Run it locally.' },",
      '  ]}',
      '/>',
      '',
      '<PipelineDiagram className="diagram" role="img" aria-labelledby="pipeline-title" />',
      '',
      ':::warning Data loss',
      'Back up first.',
      ':::',
      '',
      '<details>',
      '<summary>From <code>StackProps</code>: 2 props</summary>',
      '</details>',
    ].join('\n'),
  );
  assert.match(markdown, /> \*\*Requires Engine 1\.3 or newer\.\*\* Actions are part of the \[Enterprise Edition\]\(https:\/\/docs\.example\.com\/cloud\.md\)\./);
  assert.match(markdown, /- \[Installation\]\(https:\/\/docs\.example\.com\/intro\/installation\.md\): Run it locally\./);
  assert.match(markdown, /!\[How a migration is made\]\(https:\/\/docs\.example\.com\/img\/diagrams\/pipeline\.svg\)/);
  assert.match(markdown, /> \*\*Warning: Data loss\*\*\n>\n> Back up first\./);
  assert.match(markdown, /## From `StackProps`: 2 props/);
  assert.doesNotMatch(markdown, /<[A-Z]|<\/?details|<summary/);
});

test('links point at the .md pages, or at the site for files and the search page', () => {
  assert.equal(rewriteLink('/reference/engine/schema/columns#enums', siteUrl), `${siteUrl}/reference/engine/schema/columns.md#enums`);
  assert.equal(rewriteLink('/', siteUrl), `${siteUrl}/index.md`);
  assert.equal(rewriteLink('/img/diagrams/a.svg', siteUrl), `${siteUrl}/img/diagrams/a.svg`);
  assert.equal(rewriteLink('/reference/admin/api/v1.2/Layout/LayoutKit.Frame', siteUrl), `${siteUrl}/reference/admin/api/v1.2/Layout/LayoutKit.Frame.md`, 'a dotted page name is not a file');
  assert.equal(rewriteLink('/search?q=x', siteUrl), `${siteUrl}/search?q=x`);
  assert.equal(rewriteLink('https://github.com/contember', siteUrl), 'https://github.com/contember');
  assert.equal(rewriteLink('#enums', siteUrl), '#enums');
  assert.equal(markdownPath('/intro/quickstart/'), '/intro/quickstart.md');
  const markdown = convert('See [the grid](/reference/admin/api/v1.2/Data%20grid/DataGrid "grid") and\n\n[1]: /reference/cli\n\n`[not](/a link)`');
  assert.deepEqual(siteLinks(markdown, siteUrl), ['/reference/admin/api/v1.2/Data%20grid/DataGrid.md', '/reference/cli.md']);
});

const page = (id: string, route: string, title: string): MarkdownPage => ({ id, route, title, description: `About ${title}.`, markdown: `# ${title}\n` });

test('llms.txt lists the written pages by sidebar section; the API reference gets one file per version', () => {
  const pages = [
    page('index', '/', 'Introduction'),
    page('intro/quickstart', '/intro/quickstart', 'Quickstart'),
    page('api/a', '/reference/admin/api/v1.2/Data grid/DataGrid', 'DataGrid'),
    page('api/b', '/reference/admin/api/v1.1/Data grid/DataGrid', 'DataGrid'),
    page('workshop', '/workshop', 'Workshop'),
  ];
  const files = buildLlmsFiles(pages, [{ label: 'Overview', docIds: ['index'] }, { label: 'Getting started', docIds: ['intro/quickstart', 'api/a'] }], { title: 'Contember', summary: 'A platform.', siteUrl });
  assert.deepEqual(Object.keys(files), ['llms.txt', 'llms-full.txt', 'llms-api-v1.2.txt', 'llms-api-v1.1.txt']);
  const index = files['llms.txt']!;
  assert.match(index, /^# Contember\n\n> A platform\.\n/);
  assert.match(index, /## Getting started\n\n- \[Quickstart\]\(https:\/\/docs\.example\.com\/intro\/quickstart\.md\): About Quickstart\.\n/);
  assert.match(index, /## Other pages\n\n- \[Workshop\]/);
  assert.match(index, /- \[Interface v1\.2 components\]\(https:\/\/docs\.example\.com\/llms-api-v1\.2\.txt\)/);
  assert.doesNotMatch(index, /DataGrid\.md/);
  const full = files['llms-full.txt']!;
  assert.ok(full.indexOf('# Introduction') < full.indexOf('# Quickstart') && full.indexOf('# Quickstart') < full.indexOf('# Workshop'));
  assert.doesNotMatch(full, /# DataGrid/);
  assert.match(files['llms-api-v1.2.txt']!, /<!-- https:\/\/docs\.example\.com\/reference\/admin\/api\/v1\.2\/Data%20grid\/DataGrid -->\n\n# DataGrid/);
});

test('the Interface 2.0 reference of the 2.x docs gets llms-api-2.x.txt, out of llms-full-2.x.txt', () => {
  const pages = [
    page('index', '/', 'Introduction'),
    page('2.x/index', '/2.x', 'Overview'),
    page('2.x/reference/interface/api/index', '/2.x/reference/interface/api', 'Interface API reference'),
    page('2.x/reference/interface/api/react-binding/Field', '/2.x/reference/interface/api/react-binding/Field', 'Field'),
    page('api/a', '/reference/admin/api/v1.2/Data grid/DataGrid', 'DataGrid'),
  ];
  const files = buildLlmsFiles(pages, [{ label: 'Overview', docIds: ['index', '2.x/index'] }], { title: 'Contember', summary: 'A platform.', siteUrl });
  assert.ok(files['llms-api-2.x.txt'], 'llms-api-2.x.txt is written');
  assert.match(files['llms-api-2.x.txt']!, /^# Contember Interface 2\.0 API reference\n/);
  assert.match(files['llms-api-2.x.txt']!, /<!-- https:\/\/docs\.example\.com\/2\.x\/reference\/interface\/api\/react-binding\/Field -->\n\n# Field/);
  assert.match(files['llms-api-2.x.txt']!, /# Interface API reference/);
  assert.match(files['llms.txt']!, /- \[Interface 2\.0 components and hooks\]\(https:\/\/docs\.example\.com\/llms-api-2\.x\.txt\): 2 pages/);
  assert.doesNotMatch(files['llms-full-2.x.txt']!, /# Field/);
  assert.ok(files['llms.txt']!.indexOf('llms-api-2.x.txt') < files['llms.txt']!.indexOf('llms-api-v1.2.txt'), 'the 2.x reference is listed first');
  assert.equal(apiVersionOf('/2.x/reference/interface/api/ui-kit-datagrid/DataGrid'), '2.x');
  assert.equal(apiVersionOf('/2.x/reference/interface/introduction'), null);
});

test('static/_headers types the Markdown pages and the llms files', () => {
  const headers = readFileSync(join(import.meta.dirname, '..', '..', '..', 'static', '_headers'), 'utf8');
  assert.match(headers, /^\/\*\.md\n\s+Content-Type: text\/markdown; charset=utf-8$/m);
  assert.match(headers, /^\/llms\*\.txt\n\s+Content-Type: text\/plain; charset=utf-8$/m);
  assert.equal(readHeadersFile(join(import.meta.dirname, '..', '..', '..', 'static', '_headers'))['Content-Type'], undefined, 'not a header of every response');
});

test('with two docs versions, llms.txt lists 2.x first and each version gets its full file', () => {
  const pages = [
    page('intro/quickstart', '/intro/quickstart', 'Quickstart'),
    page('2.x/intro/quickstart', '/2.x/intro/quickstart', 'Quickstart 2'),
  ];
  const files = buildLlmsFiles(pages, [{ label: 'Getting started', docIds: ['intro/quickstart'] }, { label: 'Getting started', docIds: ['2.x/intro/quickstart'] }], { title: 'Contember', summary: 'A platform.', siteUrl });
  assert.deepEqual(Object.keys(files).sort(), ['llms-full-2.x.txt', 'llms-full.txt', 'llms.txt']);
  const index = files['llms.txt']!;
  assert.ok(index.indexOf('## Getting started (2.x)') >= 0 && index.indexOf('## Getting started (2.x)') < index.indexOf('## Getting started (1.x)'), index);
  assert.match(index, /## Getting started \(2\.x\)\n\n- \[Quickstart 2\]\(https:\/\/docs\.example\.com\/2\.x\/intro\/quickstart\.md\)/);
  assert.match(files['llms-full-2.x.txt']!, /# Quickstart 2/);
  assert.doesNotMatch(files['llms-full-2.x.txt']!, /# Quickstart\n/);
  assert.doesNotMatch(files['llms-full.txt']!, /Quickstart 2/);
});
