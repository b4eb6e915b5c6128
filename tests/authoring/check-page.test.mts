// `npm run check -- <page>` (scripts/check-page.mts, CONTRIBUTING.md "Check a page"): a 1.x and a
// 2.x page with a model pass every check the suite makes for them, an Interface page's examples
// render, and a path that is no page is refused with a message. Prints each run's time
// (BENCHMARKS.md, "Development server" records them).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';

const ROOT = join(import.meta.dirname, '..', '..');

function check(...targets: string[]): { status: number | null; output: string; seconds: number } {
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', 'check', '--', ...targets], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}`, seconds: (Date.now() - started) / 1000 };
}

test('a 1.x page with a model: originality, samples and its GraphQL examples on the engine', () => {
  const { status, output, seconds } = check('docs/reference/engine/content/queries.mdx');
  console.log(`check: 1.x queries page in ${seconds.toFixed(1)} s`);
  assert.equal(status, 0, output);
  assert.match(output, /passed {2}originality/);
  assert.match(output, /samples: \d+ TypeScript blocks type-checked/);
  assert.match(output, /examples: [1-9]\d* executed against Contember Engine 2\.0\.8 in 1 projects/);
  assert.match(output, /3 passed, 0 failed/);
});

test('a 2.x Interface page with a model: its examples on the engine and rendered in the frame of Interface 2', () => {
  const { status, output, seconds } = check('versioned_docs/version-2.x/reference/interface/forms/select.md');
  console.log(`check: 2.x select page in ${seconds.toFixed(1)} s`);
  assert.equal(status, 0, output);
  assert.match(output, /renders: [1-9]\d* rendered, 0 not rendered \(norender\), 0 problems/);
  assert.match(output, /4 passed, 0 failed/);
});

test('a path that is no page is refused with a message', () => {
  const missing = check('docs/no-such-page.md');
  assert.equal(missing.status, 2);
  assert.match(missing.output, /no such file or folder: docs\/no-such-page\.md/);
  const notDocs = check('scripts');
  assert.equal(notDocs.status, 2);
  assert.match(notDocs.output, /no page of docs\/ or versioned_docs\//);
});
