import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { blocksMustRun, compiledCode, extractBlocks, visibleCode } from '../src/blocks.mts';
import { checkSamples } from '../src/check.mts';
import remarkCodeSamples, { graphqlNoteFor, noteFor } from '../src/remark-code-samples.mts';
import { SITE_ROOT } from '../src/versions.mts';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

test('a broken example fails with the Markdown file and line of the error', () => {
  const report = checkSamples([fixture('broken.md')]);
  const typeError = report.problems.find((problem) => problem.message.startsWith('TS'));
  assert.ok(typeError, 'the typo is reported');
  assert.equal(typeError.file, 'plugins/code-samples/tests/fixtures/broken.md');
  assert.equal(typeError.line, 11);
  assert.match(typeError.message, /stringColum/);
  const graphqlError = report.problems.find((problem) => problem.message.startsWith('GraphQL'));
  assert.ok(graphqlError, 'the unbalanced GraphQL block is reported');
  // The block ends before the list is closed: the error is at the end of its last line.
  assert.equal(graphqlError.line, 19);
  assert.equal(report.checked, 1);
  assert.equal(report.graphql, 1);
});

test('blocks compile against the Interface version of the page or block', () => {
  const report = checkSamples([fixture('versions.md')]);
  assert.equal(report.checked, 2);
  const lines = report.problems.map((problem) => `${problem.line} ${problem.message.split(':')[0]}`);
  // The v1.2 block compiles; DataGridScope does not exist in 1.1; an empty reason is refused.
  assert.ok(!report.problems.some((problem) => problem.line >= 5 && problem.line <= 13), lines.join('\n'));
  assert.ok(report.problems.some((problem) => problem.line === 16 && /DataGridScope/.test(problem.message)), lines.join('\n'));
  assert.ok(report.problems.some((problem) => problem.line === 20 && /nocheck needs a reason/.test(problem.message)), lines.join('\n'));
  assert.deepEqual(report.optedOut.map((entry) => entry.reason), ['', 'pseudo-code: the shape of a handler']);
});

test('hidden lines are compiled but not shown', () => {
  const code = ['import { c } from "x"', '// ---cut---', 'shown()', '// ---cut-after---', 'hidden()'].join('\n');
  assert.equal(visibleCode(code), 'shown()');
  assert.equal(compiledCode(code).split('\n').length, 5, 'line numbers are kept');
  const [block] = extractBlocks('```tsx title="a.tsx" interface=1.1\nx\n```\n');
  assert.equal(block?.interfaceVersion, '1.1');
  assert.equal(block?.startLine, 2);
});

test('highlighting magic comments compile as blank lines: errors keep their Markdown line', () => {
  const report = checkSamples([fixture('highlighted.md')]);
  const lines = report.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`);
  assert.equal(report.problems.length, 2, lines.join('\n'));
  assert.equal(report.problems[0]?.line, 15, lines.join('\n'));
  assert.equal(report.problems[1]?.line, 24, lines.join('\n'));
  assert.match(report.problems[1]?.message ?? '', /not assignable to type 'number'/);
  const compiled = compiledCode('a\n  {/* highlight-next-line */}\nb\n// highlight-start', 'tsx');
  assert.equal(compiled, 'a\n\nb\n');
});

test('the remark plugin hides setup lines and notes the checked versions', () => {
  const tree = {
    type: 'root',
    children: [
      { type: 'code', lang: 'ts', meta: '', value: "import { c } from '@contember/schema-definition'\n// ---cut---\nexport class Tag {}" },
      { type: 'code', lang: 'ts', meta: 'nocheck="pseudo-code"', value: 'x -> y' },
      { type: 'code', lang: 'bash', meta: '', value: 'npm test' },
    ],
  };
  remarkCodeSamples()(tree, { data: {} });
  const [first, firstNote, second, secondNote, third] = tree.children as { type: string; value?: string; children?: { value: string }[] }[];
  assert.equal(first?.value, 'export class Tag {}');
  assert.match(firstNote?.children?.[0]?.value ?? '', /^Type-checked against @contember\/schema-definition 1\.4\.9$/);
  assert.equal(second?.value, 'x -> y');
  assert.equal(secondNote?.children?.[0]?.value, 'Not type-checked: pseudo-code');
  assert.equal(third?.type, 'code');
  assert.equal(tree.children.length, 5);
});

test('the remark plugin notes under the contember command blocks of a 2.x page which CLI ran them, or why not', () => {
  const children = () => [
    { type: 'code', lang: 'bash', meta: '', value: 'yarn contember migrations:status' },
    { type: 'code', lang: 'bash', meta: 'norun="reads a remote project"', value: 'yarn contember data:export contember://blog:t@example.com' },
    { type: 'code', lang: 'bash', meta: '', value: 'npm test' },
  ];
  const page = { type: 'root', children: children() };
  remarkCodeSamples()(page, { data: {}, path: join(SITE_ROOT, 'versioned_docs/version-2.x/intro/quickstart.md') });
  const texts = (page.children as { type: string; children?: { value: string }[] }[]).map((node) => (node.type === 'code' ? 'code' : node.children?.[0]?.value));
  assert.deepEqual(texts, ['code', 'Ran with @contember/cli 2.0.8', 'code', 'Not run: reads a remote project', 'code']);
  const onePage = { type: 'root', children: children() };
  remarkCodeSamples()(onePage, { data: {}, path: join(SITE_ROOT, 'docs/reference/cli.md') });
  assert.equal(onePage.children.length, 3, '1.x pages: the CLI blocks do not run, no note');
});

test('GraphQL blocks are validated against the schema of the page model', () => {
  const report = checkSamples([fixture('schema.md')]);
  assert.equal(report.graphql, 5);
  // The query with the unknown field and the createArticle mutation; signIn is declared a Tenant
  // API operation (the examples step validates it against the engine); the noschema blocks are
  // counted apart.
  assert.equal(report.graphqlValidated, 2);
  assert.equal(report.graphqlOtherApi, 1);
  assert.deepEqual(report.graphqlOptedOut.map((entry) => [entry.line, entry.reason]), [[39, 'shows a field the next release adds'], [47, '']]);
  const messages = report.problems.map((problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
  assert.equal(report.problems.length, 2, messages.join('\n'));
  const [unknownField, emptyReason] = report.problems;
  assert.equal(unknownField?.file, 'plugins/code-samples/tests/fixtures/schema.md');
  assert.equal(unknownField?.line, 18);
  assert.equal(unknownField?.column, 5);
  assert.match(unknownField?.message ?? '', /Cannot query field "subtitle" on type "Article"/);
  assert.equal(emptyReason?.line, 47);
  assert.match(emptyReason?.message ?? '', /noschema needs a reason/);
});

test('a page that spreads its model over several blocks is validated against their union', () => {
  const report = checkSamples([fixture('schema-files.md')]);
  assert.equal(report.graphqlValidated, 2);
  const messages = report.problems.map((problem) => `${problem.line} ${problem.message}`);
  assert.deepEqual(messages, ['40 GraphQL (content API of the model at line 17): Cannot query field "missing" on type "Author".']);
});

test('a misspelt root field fails instead of passing as "parsed only"', () => {
  const report = checkSamples([fixture('apis.md')]);
  const lines = report.problems.map((problem) => `${problem.line} ${problem.message}`);
  assert.ok(report.problems.some((problem) => problem.line === 13 && /no model on this page serves listArticel/.test(problem.message)), lines.join('\n'));
  assert.ok(report.problems.some((problem) => problem.line === 35 && /api=billing is not one of content, tenant, system, actions/.test(problem.message)), lines.join('\n'));
  assert.equal(report.problems.length, 2, lines.join('\n'));
  assert.equal(report.graphqlValidated, 1, 'the seed block is validated like any block');
  assert.equal(report.graphqlOtherApi, 2);
  assert.equal(report.graphqlExcerpts, 1);
});

test('meta words and attributes of GraphQL and response blocks', () => {
  const [query, response] = extractBlocks(
    '```graphql seed title="Seed data" variables=\'{"slug": "a b"}\' fails="NotFound"\nquery { a }\n```\n```json response\n{}\n```\n',
  );
  assert.deepEqual(query!.flags, ['seed']);
  assert.equal(query!.variables, '{"slug": "a b"}');
  assert.equal(query!.failsWith, 'NotFound');
  assert.deepEqual(response!.flags, ['response']);
  const [asPerson] = extractBlocks('```graphql api=content token="0000" headers=\'{"X-Contember-Assume-Membership": {"memberships": []}}\'\nquery { a }\n```\n');
  assert.equal(asPerson!.token, '0000');
  assert.equal(asPerson!.headers, '{"X-Contember-Assume-Membership": {"memberships": []}}');
  assert.equal(query!.token, null);
});

test('readers see which engine ran a GraphQL block, or why it did not run', () => {
  const text = (node: ReturnType<typeof graphqlNoteFor>) => node?.children?.[0]?.value;
  const query = 'query {\n  listArticle { title }\n}';
  assert.match(text(graphqlNoteFor(query, '', true)) ?? '', /^Ran against Contember Engine \d+\.\d+\.\d+$/);
  assert.equal(graphqlNoteFor(query, '', false), null, 'without a model nothing runs it');
  assert.equal(graphqlNoteFor('type Query {\n  listArticle: [Article!]!\n}', '', true), null, 'a schema excerpt is not a request');
  assert.equal(text(graphqlNoteFor(query, 'norun="needs S3 credentials"', true)), 'Not run: needs S3 credentials');
  assert.match(text(graphqlNoteFor(query, 'api=tenant', false, true)) ?? '', /^Ran against the tenant API of Contember Engine \d+\.\d+\.\d+$/, 'tenant API blocks run on every page of BLOCKS_MUST_RUN_IN');
  assert.match(text(graphqlNoteFor(query, 'api=tenant', false)) ?? '', /^Validated against the tenant API/, 'elsewhere, without a project, only validated');
  assert.equal(blocksMustRun('docs/intro/graphql.md'), true);
  assert.equal(blocksMustRun('versioned_docs/version-2.x/intro/graphql.md'), true);
  assert.equal(blocksMustRun('plugins/engine/tests/fixtures/docs/page.md'), false);
  assert.match(text(graphqlNoteFor(query, 'api=actions', false)) ?? '', /^Validated against the actions API of Contember Engine/, 'without a project, only validated (a problem on the pages of BLOCKS_MUST_RUN_IN)');
  assert.match(text(graphqlNoteFor(query, 'api=system', true)) ?? '', /^Ran against the system API of Contember Engine \d+\.\d+\.\d+$/, 'on a page with a model, it runs in the page project');
  assert.match(text(graphqlNoteFor(query, 'seed title="Seed data"', true)) ?? '', /^Seed data of the examples on this page/);
  assert.match(text(graphqlNoteFor(query, 'noschema="a plugin field"', true)) ?? '', /^Ran against Contember Engine/, 'not validated, but run');
  assert.equal(graphqlNoteFor(query, 'noschema="a plugin field"', false), null);
});

test('2.x samples compile against @contember/interface 2.0.8 and the template kit (@app/lib)', () => {
  const report = checkSamples([fixture('interface-2.md')]);
  assert.equal(report.checked, 2);
  assert.deepEqual(
    report.problems.map((problem) => `${problem.line} ${problem.message}`),
    ["22 TS2322: Type 'number' is not assignable to type 'string'."],
  );
});

test('notes under 2.x samples name the 2.0.8 packages and the template kit', () => {
  const code = "import { DataGridTextColumn } from '@app/lib/datagrid'\nimport { Field } from '@contember/interface'\nimport { useDataView } from '@contember/react-dataview'\n";
  const note = noteFor(code, '', '2.0');
  assert.equal(
    (note?.children?.[0] as { value?: string } | undefined)?.value,
    'Type-checked against @contember/interface 2.0.8, @contember/react-dataview 2.0.8, the admin/lib kit of @contember/create 2.0.8',
  );
});

test('a block marked with another Interface version is noted with that version', () => {
  const value = (meta: string, page: '1.2' | '2.0') => (noteFor("import { TextField } from '@contember/admin'\n", meta, page)?.children?.[0] as { value?: string } | undefined)?.value;
  assert.match(value('interface=1.2', '2.0') ?? '', /^Type-checked against @contember\/admin 1\.2\.\d+$/, 'a 1.2 block on a 2.x page');
  assert.match(value('interface=v1.1', '1.2') ?? '', /^Type-checked against @contember\/admin 1\.1\.\d+/, 'a 1.1 block on a 1.2 page');
});

test('the generated API references are not checked pages', async () => {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { docsPages } = await import('../src/pages.mts');
  const site = mkdtempSync(join(tmpdir(), 'pages-'));
  try {
    for (const file of ['docs/intro.md', 'docs/reference/admin/api/v1.2/UI/Box.mdx', 'versioned_docs/version-2.x/reference/interface/forms.md', 'versioned_docs/version-2.x/reference/interface/api/react-binding/Field.mdx']) {
      mkdirSync(join(site, file, '..'), { recursive: true });
      writeFileSync(join(site, file), '# x\n');
    }
    const found = docsPages([join(site, 'docs'), join(site, 'versioned_docs')]).map((f) => f.slice(site.length + 1)).sort();
    assert.deepEqual(found, ['docs/intro.md', 'versioned_docs/version-2.x/reference/interface/forms.md']);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('a page with model_from is validated against that page\'s model, whatever line its model block is on', () => {
  // The fixture's block starts on the line of the quickstart's model block (line 21 of its file).
  const report = checkSamples([fixture('model-from-same-line.md')]);
  assert.deepEqual(report.problems.map((problem) => `${problem.line} ${problem.message}`), []);
  assert.equal(report.graphqlValidated, 1);
});
