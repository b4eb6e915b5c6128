// Which GraphQL blocks get "Try it" (src/runnable.mts, src/remark-graphql-playground.mts): the
// requests the examples check runs, and nothing else.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { blocksMustRun, extractBlocks } from '../../code-samples/src/blocks.mts';
import { docsPages } from '../../code-samples/src/pages.mts';
import { SITE_ROOT } from '../../code-samples/src/versions.mts';
import { pageProject, projectSlug } from '../../engine/src/projects.mts';
import remarkGraphqlPlayground from '../src/remark-graphql-playground.mts';
import { playgroundBlockOf, TRY_IT_PROPERTY } from '../src/runnable.mts';

const withProject = { hasProject: true, mustRun: true, project: 'v2-x-reference-engine-content-queries' };
const withoutProject = { hasProject: false, mustRun: true, project: null };
const query = 'query { listArticle { title } }';

test('a content API request of a page with a project gets "Try it", with its variables', () => {
  assert.deepEqual(playgroundBlockOf({ lang: 'graphql', meta: '', code: query }, withProject), { api: 'content', project: withProject.project, variables: null });
  assert.deepEqual(playgroundBlockOf({ lang: 'graphql', meta: `variables='{"slug": "hello"}'`, code: 'query($slug: String!) { getArticle(by: { slug: $slug }) { title } }' }, withProject), {
    api: 'content',
    project: withProject.project,
    variables: '{"slug": "hello"}',
  });
});

test('seed data, norun, schema excerpts, broken blocks and other languages get none', () => {
  assert.equal(playgroundBlockOf({ lang: 'graphql', meta: 'seed', code: 'mutation { createArticle(data: { title: "A" }) { ok } }' }, withProject), null);
  assert.equal(playgroundBlockOf({ lang: 'graphql', meta: 'norun="needs S3"', code: query }, withProject), null);
  assert.equal(playgroundBlockOf({ lang: 'graphql', meta: '', code: 'type Article { title: String }' }, withProject), null);
  assert.equal(playgroundBlockOf({ lang: 'graphql', meta: '', code: 'query { listArticle { title }' }, withProject), null);
  assert.equal(playgroundBlockOf({ lang: 'graphql', meta: 'api=unknown', code: query }, withProject), null);
  assert.equal(playgroundBlockOf({ lang: 'json', meta: 'response', code: '{}' }, withProject), null);
});

test('without a project only tenant API blocks of the docs run (on the tenant API, with no project)', () => {
  assert.equal(playgroundBlockOf({ lang: 'graphql', meta: '', code: query }, withoutProject), null);
  assert.equal(playgroundBlockOf({ lang: 'graphql', meta: 'api=system', code: 'query { stages { name } }' }, withoutProject), null);
  assert.deepEqual(playgroundBlockOf({ lang: 'graphql', meta: 'api=tenant', code: 'query { me { id } }' }, withoutProject), { api: 'tenant', project: null, variables: null });
  assert.equal(playgroundBlockOf({ lang: 'graphql', meta: 'api=tenant', code: 'query { me { id } }' }, { ...withoutProject, mustRun: false }), null);
  assert.deepEqual(playgroundBlockOf({ lang: 'gql', meta: 'api=system', code: 'query { stages { name } }' }, withProject)?.api, 'system');
});

test('the remark plugin marks the code element of each runnable block with its project', () => {
  const page = 'versioned_docs/version-2.x/reference/engine/content/queries.mdx';
  const model = { type: 'code', lang: 'ts', meta: '', value: "import { c } from '@contember/schema-definition'\nexport class Article { title = c.stringColumn() }" };
  const request = { type: 'code', lang: 'graphql', meta: '', value: query } as { type: string; lang: string; meta: string; value: string; data?: { hProperties?: Record<string, unknown> } };
  const seed = { ...request, meta: 'seed', data: undefined };
  remarkGraphqlPlayground()({ type: 'root', children: [model, seed, request] }, { path: join(SITE_ROOT, page), data: {} });
  assert.deepEqual(JSON.parse(String(request.data?.hProperties?.[TRY_IT_PROPERTY])), { api: 'content', project: projectSlug(page), variables: null });
  assert.equal(seed.data, undefined);
});

test('the build decides "page with a project" as the examples check does, on every page of both versions', () => {
  // The remark plugin knows a page's project from its model blocks or model_from:; the examples
  // check from pageProject() (the model built). They must agree wherever a block would run.
  const disagreements: string[] = [];
  let runnable = 0;
  for (const absolute of docsPages([join(SITE_ROOT, 'docs'), join(SITE_ROOT, 'versioned_docs')])) {
    const file = relative(SITE_ROOT, absolute);
    const source = readFileSync(absolute, 'utf8');
    if (!/```(graphql|gql)/.test(source)) continue;
    const project = pageProject(absolute);
    const expected = { hasProject: project !== null, mustRun: blocksMustRun(file), project: project?.slug ?? null };
    const tree = { type: 'root', children: extractBlocks(source).map((block) => ({ type: 'code', lang: block.lang, meta: block.meta, value: block.code })) as { type: string; lang: string; meta: string; value: string; data?: { hProperties?: Record<string, unknown> } }[] };
    const frontMatter = /^---\n[\s\S]*?\nmodel_from:/.test(source) ? { model_from: true } : {};
    remarkGraphqlPlayground()(tree, { path: absolute, data: { frontMatter } });
    tree.children.forEach((node, index) => {
      const marked = node.data?.hProperties?.[TRY_IT_PROPERTY];
      const block = extractBlocks(source)[index]!;
      const runs = playgroundBlockOf({ lang: block.lang, meta: block.meta, code: block.code }, expected);
      if (JSON.stringify(runs) !== (marked ?? 'null')) disagreements.push(`${file}:${block.startLine - 1}: build ${marked ?? 'none'}, examples ${JSON.stringify(runs)}`);
      if (runs) runnable++;
    });
  }
  assert.deepEqual(disagreements, []);
  assert.ok(runnable > 150, `only ${runnable} runnable blocks found`);
});
