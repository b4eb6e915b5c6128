// The sample of generated API pages that a build for the shell's tests keeps (API_REFERENCE_SAMPLE):
// each folder's index and first page, in both generated trees, as globs the docs plugin matches.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { excludeGlobsOutsideSample, pagesOutsideSample } from '../src/sample.mts';

function siteWith(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-sample-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

test('of each generated folder, the index and the first page by name stay; the other pages are left out', () => {
  const site = siteWith([
    'docs/reference/admin/api/_category_.json',
    'docs/reference/admin/api/v1.2/Data grid/TextCell.mdx',
    'docs/reference/admin/api/v1.2/Data grid/BooleanCell.mdx',
    'docs/reference/admin/api/v1.2/Data grid/DataGrid.mdx',
    'docs/reference/admin/api/v1.2/Scopes/EditScope.mdx',
    'docs/reference/engine/intro.md',
    'versioned_docs/version-2.x/reference/interface/api/index.mdx',
    'versioned_docs/version-2.x/reference/interface/api/interface/Field.mdx',
    'versioned_docs/version-2.x/reference/interface/api/interface/HasMany.mdx',
    'versioned_docs/version-2.x/reference/interface/forms.md',
  ]);
  try {
    assert.deepEqual(Object.fromEntries(pagesOutsideSample(site)), {
      docs: ['reference/admin/api/v1.2/Data grid/DataGrid.mdx', 'reference/admin/api/v1.2/Data grid/TextCell.mdx'],
      'versioned_docs/version-2.x': ['reference/interface/api/interface/HasMany.mdx'],
    });
  } finally {
    rmSync(site, { recursive: true });
  }
});

test('a tree not generated yet leaves nothing out; glob characters in a name match only that name', () => {
  const site = siteWith(['docs/reference/admin/api/v1.2/Odd (group)/A.mdx', 'docs/reference/admin/api/v1.2/Odd (group)/B[1].mdx']);
  try {
    assert.deepEqual(pagesOutsideSample(site).get('versioned_docs/version-2.x'), []);
    assert.deepEqual(excludeGlobsOutsideSample(site), ['reference/admin/api/v1.2/Odd \\(group\\)/B\\[1\\].mdx']);
  } finally {
    rmSync(site, { recursive: true });
  }
});
