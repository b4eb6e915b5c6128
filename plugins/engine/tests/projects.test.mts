import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { extractBlocks } from '../../code-samples/src/blocks.mts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { discoverProjects, pageProject, projectSlug, seedBlock } from '../src/projects.mts';

const docs = join(import.meta.dirname, 'fixtures', 'docs');

test('a page path becomes a slug the engine accepts as URL segment, database and env name', () => {
  assert.equal(projectSlug('docs/reference/engine/content/queries.mdx'), 'reference-engine-content-queries');
  assert.equal(projectSlug('/work/site/docs/reference/admin/examples/AnyUploadField.mdx'), 'reference-admin-examples-anyuploadfield');
  assert.equal(projectSlug('docs/tenant.md'), 'page-tenant', 'the engine forbids a project named tenant');
  assert.equal(projectSlug('docs/2024/notes.md'), 'page-2024-notes');
  const long = projectSlug(`docs/${'very-long-folder-name/'.repeat(5)}page.md`);
  assert.ok(long.length <= 63, long);
  assert.notEqual(long, projectSlug(`docs/${'very-long-folder-name/'.repeat(5)}other.md`));
  assert.match(long, /^[a-z][a-z0-9-]*[a-z0-9]$/);
});

test('one project per page with a model: migration from the model, seed from the seed block', async () => {
  const projects = await discoverProjects(docs);
  assert.deepEqual(projects.map((project) => project.slug), ['guides-blog', 'guides-setup-flow'], 'the tenant flow page has no model');
  const [project] = projects;
  assert.equal(project!.page, 'plugins/engine/tests/fixtures/docs/guides/blog.md');
  assert.deepEqual(Object.keys(project!.schema.model.entities).sort(), ['Article', 'Author']);
  const modifications = project!.migrations[0]!.modifications as { modification: string }[];
  assert.ok(modifications.some((modification) => modification.modification === 'createEntity'));
  assert.equal(project!.seed?.line, 21);
  assert.match(project!.seed!.code, /createAuthor/);
});

test('seed_from: a page with the model and seed data of another page shares its project; with a seed of its own, it has its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-from-'));
  try {
    const modelPage = '/reference/admin/examples/api-reference-model';
    const borrowed = join(dir, 'borrowed.md');
    writeFileSync(borrowed, `---\nmodel_from: ${modelPage}\nseed_from: ${modelPage}\n---\n\nText.\n`);
    const shared = pageProject(borrowed)!;
    assert.equal(shared.slug, projectSlug('docs/reference/admin/examples/api-reference-model.mdx'));
    assert.equal(shared.modelPage, 'docs/reference/admin/examples/api-reference-model.mdx');
    assert.match(shared.seed!.code, /createBottleVolume/);
    const own = join(dir, 'own.md');
    writeFileSync(own, `---\nmodel_from: ${modelPage}\nseed_from: ${modelPage}\n---\n\n\`\`\`graphql seed\nmutation { createTag(data: { name: "Own" }) { ok } }\n\`\`\`\n`);
    const separate = pageProject(own)!;
    assert.notEqual(separate.slug, shared.slug);
    assert.match(separate.seed!.code, /createTag/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a page has at most one seed block', () => {
  const blocks = extractBlocks('```graphql seed\nmutation { a }\n```\n\n```graphql seed title="Again"\nmutation { b }\n```\n');
  assert.throws(() => seedBlock(blocks, 'docs/x.md'), /docs\/x\.md:5: a page has at most one seed block/);
  assert.equal(seedBlock(extractBlocks('```graphql title="seed"\nquery { a }\n```\n'), 'docs/x.md'), null, 'a title is not the flag');
});

test('tenant API requests run in the page project: projectSlug, mailProject and projectBySlug(slug:) name it', async () => {
  const { inProject, documentedProject } = await import('../src/examples.mts');
  const { parse } = await import('graphql');
  const document = parse('mutation { a: createApiKey(projectSlug: "blog", description: "x") { ok } b: addMailTemplate(template: { projectSlug: "blog", type: RESET_PASSWORD_REQUEST }) { ok } c: createResetPasswordRequest(email: "e", options: { mailProject: "blog" }) { ok } } query { projectBySlug(slug: "blog") { slug } }');
  assert.equal(documentedProject(document), 'blog');
  const printed = inProject(document, 'page-slug');
  assert.equal(printed.match(/"page-slug"/g)?.length, 4, printed);
  assert.ok(!printed.includes('"blog"'));
});
