// The CLI block runner on a real project and engine: a fixture page passes as written, and the same
// page with one output line changed, or with an option the CLI does not know, fails. Needs the
// project that `npm run check:cli` keeps in .cache/ (made on first use, about a minute) or
// CLI_PROJECT_DIR; the getting-started run passes its own project.
//   node --import tsx --test plugins/getting-started/tests/cli-run.engine.mts
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SITE_ROOT, startEngine, type Engine } from '../../engine/src/engine.mts';
import { cachedCliProject } from '../src/cli-project.mts';
import { CLI_ENGINE_OPTIONS, runPageCliBlocks } from '../src/cli-run.mts';

const FIXTURE = 'plugins/getting-started/tests/fixtures/cli-page.md';
/** A page whose model changes between its commands (cli-model blocks), with an answered prompt. */
const MODEL_FIXTURE = 'plugins/getting-started/tests/fixtures/cli-model-page.md';
const variants = mkdtempSync(join(SITE_ROOT, '.cache', 'cli-fixture-'));
let engine: Engine;
let projectDir: string;

before(async () => {
  [projectDir, engine] = await Promise.all([process.env.CLI_PROJECT_DIR || cachedCliProject(), startEngine(CLI_ENGINE_OPTIONS)]);
});
after(async () => {
  await engine?.stop();
  rmSync(variants, { recursive: true, force: true });
});

/** The fixture with one replacement, as a page of its own (its own folder and engine project). */
function variant(name: string, from: string, to: string, page = FIXTURE): string {
  const source = readFileSync(join(SITE_ROOT, page), 'utf8');
  assert.ok(source.includes(from), `the fixture has "${from}"`);
  const file = join(variants, `${name}.md`);
  writeFileSync(file, source.replace(from, to));
  return file;
}

describe('CLI blocks on a real project', () => {
  it('runs the fixture page as written: output compared, the expected failure confirmed, the norun block skipped', async () => {
    const results = await runPageCliBlocks(projectDir, engine, FIXTURE);
    assert.deepEqual(
      results.map((result) => `${result.line} ${result.status}${result.message ? `: ${result.message}` : ''}`),
      ['8 compared', '16 ran', '20 compared', '32 not run: the fixture\'s reason'],
    );
  });

  it('fails when an output line differs from what the CLI prints', async () => {
    const results = await runPageCliBlocks(projectDir, engine, variant('changed-line', 'Migration executed', 'Migrations executed'));
    const problem = results.find((result) => result.status === 'problem');
    assert.equal(problem?.line, 20);
    assert.match(problem?.message ?? '', /line 5: the page shows "Migrations executed", the CLI printed "Migration executed"/);
  });

  it('fails when a command has an option the CLI does not know', async () => {
    const results = await runPageCliBlocks(projectDir, engine, variant('wrong-option', 'migrations:execute --yes', 'migrations:execute --yes --dry-run'));
    const problem = results.find((result) => result.status === 'problem');
    assert.equal(problem?.line, 20);
    assert.match(problem?.message ?? '', /exited with [1-9]/);
  });

  it('fails when a block marked failing succeeds', async () => {
    const results = await runPageCliBlocks(projectDir, engine, variant('no-failure', 'migrations:describe 2000-01-01-000000', 'migrations:blank add-second-note json'));
    assert.match(results.find((result) => result.line === 16)?.message ?? '', /the page says this fails with "Undefined migration"; it succeeded/);
  });

  it('runs each command with the model of the cli-model blocks above it, and shows an answered prompt as its answer', async () => {
    const results = await runPageCliBlocks(projectDir, engine, MODEL_FIXTURE);
    assert.deepEqual(results.map((result) => `${result.line} ${result.status}${result.message ? `: ${result.message}` : ''}`), ['16 compared', '36 compared']);
  });

  it('fails when the model change between two commands is missing', async () => {
    const page = variant('no-model-change', '\ttitle = c.stringColumn()\n', '', MODEL_FIXTURE);
    const results = await runPageCliBlocks(projectDir, engine, page);
    assert.match(results.find((result) => result.line === 35)?.message ?? '', /the page shows "Add field Note.title \[createColumn\]", the CLI printed "Nothing to do"/);
  });
});
