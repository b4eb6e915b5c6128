import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createCounterparts, pagePathOfFile } from '../src/counterparts.mts';
import { DOCS_V1, DOCS_V2, docsVersionOfFile, docsVersionOfUrl, pathInVersion, versionUrl } from '../src/versions.ts';
import { projectSlug } from '../../engine/src/projects.mts';
import { modelPageOf } from '../../code-samples/src/pages.mts';

test('URLs map to their version and back', () => {
  assert.equal(versionUrl(DOCS_V2, 'intro/installation'), '/2.x/intro/installation');
  assert.equal(versionUrl(DOCS_V2, ''), '/2.x');
  assert.equal(versionUrl(DOCS_V1, 'intro/installation'), '/intro/installation');
  assert.equal(versionUrl(DOCS_V1, ''), '/');
  assert.equal(docsVersionOfUrl('/2.x/reference/engine/schema/columns'), DOCS_V2);
  assert.equal(docsVersionOfUrl('/2.x'), DOCS_V2);
  assert.equal(docsVersionOfUrl('/2.xyz'), DOCS_V1, 'a prefix of a segment is not the version');
  assert.equal(docsVersionOfUrl('/reference/engine/schema/columns'), DOCS_V1);
  assert.equal(pathInVersion('/2.x/intro/graphql'), 'intro/graphql');
  assert.equal(pathInVersion('/intro/graphql'), 'intro/graphql');
  assert.equal(pathInVersion('/2.x'), '');
});

test('files map to their version', () => {
  assert.equal(docsVersionOfFile('docs/intro/graphql.md'), DOCS_V1);
  assert.equal(docsVersionOfFile('versioned_docs/version-2.x/intro/graphql.md'), DOCS_V2);
  assert.equal(docsVersionOfFile('src/theme/README.md'), null);
  assert.equal(pagePathOfFile('index.mdx'), '');
  assert.equal(pagePathOfFile('reference/engine/schema/columns.md'), 'reference/engine/schema/columns');
});

test('a page links to the same topic in the other version, or to none', () => {
  const site = mkdtempSync(join(tmpdir(), 'docs-versions-'));
  try {
    const write = (file: string) => {
      mkdirSync(join(site, file, '..'), { recursive: true });
      writeFileSync(join(site, file), '---\ntitle: x\n---\n');
    };
    for (const file of ['docs/index.mdx', 'docs/intro/installation.md', 'docs/reference/engine/schema/migrations.md', 'docs/reference/cli.md']) write(file);
    for (const file of ['versioned_docs/version-2.x/index.mdx', 'versioned_docs/version-2.x/intro/installation.md', 'versioned_docs/version-2.x/reference/engine/migrations/overview.md', 'versioned_docs/version-2.x/reference/engine/migrations/basics.md']) write(file);
    const counterparts = createCounterparts(site);
    assert.equal(counterparts.of(join(site, 'docs/intro/installation.md')), '/2.x/intro/installation');
    assert.equal(counterparts.of(join(site, 'versioned_docs/version-2.x/intro/installation.md')), '/intro/installation');
    assert.equal(counterparts.of(join(site, 'docs/index.mdx')), '/2.x');
    assert.equal(counterparts.of(join(site, 'versioned_docs/version-2.x/index.mdx')), '/');
    assert.equal(counterparts.of(join(site, 'docs/reference/engine/schema/migrations.md')), '/2.x/reference/engine/migrations/overview', 'a moved topic');
    assert.equal(counterparts.of(join(site, 'versioned_docs/version-2.x/reference/engine/migrations/overview.md')), '/reference/engine/schema/migrations');
    assert.equal(counterparts.of(join(site, 'docs/reference/cli.md')), null, 'no 2.x page');
    assert.equal(counterparts.of(join(site, 'versioned_docs/version-2.x/reference/engine/migrations/basics.md')), null, 'new in 2.x');
    assert.equal(counterparts.of(join(site, 'src/pages/x.md')), null, 'not a docs page');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('2.x pages get engine projects of their own, named after the version', () => {
  assert.equal(projectSlug('docs/intro/graphql.md'), 'intro-graphql');
  assert.equal(projectSlug('versioned_docs/version-2.x/intro/graphql.md'), 'v2-x-intro-graphql');
});

test('model_from names a page of either version', () => {
  assert.throws(() => modelPageOf('---\nmodel_from: /2.x/no/such/page\n---\n', 'x.md'), /names no page of versioned_docs\/version-2\.x\//);
  assert.match(modelPageOf('---\nmodel_from: /intro/quickstart\n---\n', 'x.md') ?? '', /docs\/intro\/quickstart\.mdx?$/);
});
