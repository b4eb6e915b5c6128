// Every content API block of both docs versions that the examples check runs on the server engine,
// run on the browser engine with the same runner and comparison (plugins/engine/src/examples.mts):
// the pages' documented responses must match, expected failures must fail as documented, and no
// other block may fail.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docsPages, DOCS_FOLDERS } from '../../code-samples/src/pages.mts';
import { runExamplesOn } from '../../engine/src/examples.mts';
import { discoverProjects } from '../../engine/src/projects.mts';
import { browserTarget } from '../src/conformance.mts';

test('the content API blocks of the docs answer on the browser engine as the pages show', { timeout: 600_000 }, async () => {
  const started = performance.now();
  const projects = await discoverProjects();
  const target = await browserTarget();
  try {
    const report = await runExamplesOn(target, docsPages(DOCS_FOLDERS), projects);
    const problems = report.problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`);
    const seconds = (performance.now() - started) / 1000;
    const setup = target.setupMs.reduce((sum, ms) => sum + ms, 0) / 1000;
    console.log(
      `conformance: ${report.executed} content API blocks run on ${target.setupMs.length} pages' engines ` +
        `(${report.responsesCompared} responses compared, ${report.failuresConfirmed} expected failures confirmed, ${report.validated} validated), ` +
        `${report.unsupported} blocks of other APIs or identities left to the server engine, ${problems.length} problems; ` +
        `${seconds.toFixed(1)} s (${setup.toFixed(1)} s building engines), rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    );
    assert.deepEqual(problems, []);
    assert.ok(report.executed > 0, 'no block ran');
  } finally {
    await target.close();
  }
});
