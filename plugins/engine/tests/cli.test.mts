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

test('the runner of `npm run engine` and `npm start` lets a busy process handle SIGTERM', async () => {
  const scripts = (JSON.parse(readFileSync(join(SITE_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  for (const name of ['engine', 'start']) {
    // The command after `exec`, with the fixture in place of the script.
    const runner = /exec (.+?) \S+\.mts$/.exec(scripts[name]!)?.[1];
    assert.ok(runner, `the ${name} script execs a runner: ${scripts[name]}`);
    // As npm runs it: a shell, with the packages' commands on the PATH.
    const env = { ...process.env, PATH: `${join(SITE_ROOT, 'node_modules', '.bin')}:${process.env.PATH}` };
    const child = spawn('sh', ['-c', `exec ${runner} ${join(import.meta.dirname, 'fixtures', 'busy-until-sigterm.mts')}`], { cwd: SITE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      assert.ok(await waitUntil(() => output.includes('busy'), 30_000), `the fixture did not start under ${runner}:\n${output}`);
      // Well into the busy stretches.
      await new Promise((resolve) => setTimeout(resolve, 500));
      child.kill('SIGTERM');
      assert.ok(await waitUntil(() => child.exitCode !== null || child.signalCode !== null, 15_000), `${runner} did not exit after SIGTERM`);
      assert.match(output, /SIGTERM handled/, `${runner} (npm run ${name}) ended the process before its SIGTERM handler ran`);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
  }
});

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
    const processes = { 'the CLI': pid, 'the engine': enginePid, PostgreSQL: postgres.pid };
    await waitUntil(() => !Object.values(processes).some(isAlive), 15_000);
    const running = Object.entries(processes).filter(([, processId]) => isAlive(processId)).map(([name]) => name);
    assert.deepEqual(running, [], `still running 15 s after SIGTERM to npm: ${running.join(', ')}`);
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
