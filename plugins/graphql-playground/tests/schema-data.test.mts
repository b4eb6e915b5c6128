// The schema browser's data (theme/schema-data.ts) on the schema Contember Engine 2.0.8's content
// API generates for the model of the 2.x queries page: every entity with its fields, root fields,
// input types and enums, and the search.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { extractBlocks } from '../../code-samples/src/blocks.mts';
import { pageModels } from '../../code-samples/src/graphql-schema.mts';
import { SITE_ROOT } from '../../code-samples/src/versions.mts';
import { pageProject } from '../../engine/src/projects.mts';
import { schemaEntries, searchSchema, typeNamesIn } from '../theme/schema-data.ts';

const PAGE = 'versioned_docs/version-2.x/reference/engine/content/queries.mdx';
const project = pageProject(join(SITE_ROOT, PAGE))!;
const { models } = pageModels(extractBlocks(readFileSync(join(SITE_ROOT, PAGE), 'utf8'), '2.0'), PAGE, '2.0');
// The page's deployed model: the union of its blocks when it has several (pageProject picks the same).
const schema = models.at(-1)!.schema;
const entries = schemaEntries(schema);

test('the schema browser lists every entity of the page model with all its fields', () => {
  const model = project.schema.model as { entities: Record<string, { fields: Record<string, unknown> }> };
  assert.ok(Object.keys(model.entities).length >= 3);
  for (const [entity, { fields }] of Object.entries(model.entities)) {
    const entry = entries.find((candidate) => candidate.name === entity);
    assert.equal(entry?.kind, 'object', entity);
    for (const field of Object.keys(fields)) assert.ok(entry!.members.some((member) => member.name === field), `${entity}.${field}`);
  }
});

test('root fields come first, with their arguments and types; then inputs and enums', () => {
  assert.equal(entries[0]!.kind, 'query');
  assert.equal(entries[1]!.kind, 'mutation');
  const list = entries[0]!.members.find((member) => member.name === 'listArticle');
  assert.match(list!.signature, /^\(filter: ArticleWhere, orderBy: \[ArticleOrderBy!\], offset: Int, limit: Int\): \[Article!\]!$/);
  assert.ok(entries.some((entry) => entry.kind === 'input' && entry.name === 'ArticleWhere'));
  assert.ok(!entries.some((entry) => entry.name.startsWith('__') || entry.name === 'String'));
  const kinds = entries.map((entry) => entry.kind);
  assert.ok(kinds.lastIndexOf('object') < kinds.indexOf('input') && kinds.lastIndexOf('input') < kinds.indexOf('enum'));
  assert.deepEqual(entries.find((entry) => entry.name === 'OrderDirection')?.members.map((member) => member.name).sort(), ['asc', 'ascNullsFirst', 'desc', 'descNullsLast'].sort());
});

test('search keeps a type whose name matches whole, and only the matching fields of others; an exact name comes first', () => {
  const byField = searchSchema(entries, 'publishedat');
  const article = byField.find((entry) => entry.name === 'Article')!;
  assert.deepEqual(article.members.map((member) => member.name), ['publishedAt']);
  const exact = searchSchema(entries, 'article');
  assert.equal(exact[0]!.name, 'Article');
  assert.equal(exact[0]!.members.length, entries.find((entry) => entry.name === 'Article')!.members.length);
  assert.deepEqual(searchSchema(entries, 'no such thing'), []);
  assert.equal(searchSchema(entries, '  ').length, entries.length);
});

test('type names in a signature become links', () => {
  assert.deepEqual(typeNamesIn('(filter: ArticleWhere, orderBy: [ArticleOrderBy!], limit: Int): [Article!]!'), ['ArticleWhere', 'ArticleOrderBy', 'Int', 'Article']);
});
