// `npm run engine` as a reader runs it: ready with the projects of the pages it is given, and
// SIGTERM to npm (what a process manager or `kill <pid>` sends) stops everything it started.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { SITE_ROOT } from '../src/engine.mts';
import { graphqlRequest } from '../src/deploy.mts';
import { isAlive, type EngineState } from '../src/state.mts';

const page = join(import.meta.dirname, 'fixtures', 'docs', 'guides', 'blog.md');
// The state file a running `npm run engine` writes (the test skips when one runs here).
const stateFile = join(SITE_ROOT, '.engine', 'state.json');

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

test('SIGTERM to `npm run engine` stops the engine and PostgreSQL and removes their files', { skip: existsSync(stateFile) && 'an `npm run engine` is running here (its state file exists)' }, async () => {
  const npm = spawn('npm', ['run', '--silent', 'engine', '--', page], { cwd: SITE_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
  let state: EngineState | null = null;
  try {
    assert.ok(await waitUntil(() => /^Ready in /m.test(output) || npm.exitCode !== null, 60_000), `not ready within 60 s:\n${output}`);
    assert.match(output, /^Ready in /m, output);
    state = JSON.parse(readFileSync(stateFile, 'utf8')) as EngineState;
    assert.deepEqual(state.projects.map((project) => project.page), ['plugins/engine/tests/fixtures/docs/guides/blog.md']);
    const authors = await graphqlRequest(state, new URL(state.projects[0]!.contentUrl).pathname, '{ listAuthor { name } }');
    assert.deepEqual(authors.data, { listAuthor: [{ name: 'Jane Doe' }] });

    npm.kill('SIGTERM');
    const { pid, enginePid, postgres } = state;
    assert.ok(await waitUntil(() => ![pid, enginePid, postgres.pid].some(isAlive), 15_000), 'the CLI, the engine or PostgreSQL still runs after SIGTERM to npm');
    assert.equal(existsSync(postgres.folder), false, 'the cluster folder is removed');
    assert.equal(existsSync(stateFile), false, 'the state file is removed');
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
    await exited;
    // When the signal did not reach it, the CLI itself still stops what it started.
    if (state && isAlive(state.pid)) {
      process.kill(state.pid, 'SIGTERM');
      await waitUntil(() => !isAlive(state!.pid), 15_000);
    }
    npm.stdout!.destroy();
    npm.stderr!.destroy();
  }
});
