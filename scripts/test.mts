// The whole test suite, in the order a failure is cheapest to find:
//   npx tsx scripts/test.mts            all steps (what `npm test` and CI run)
//   npx tsx scripts/test.mts unit e2e   only the named steps
// Every step runs even when an earlier one failed (except those that need the build), and the
// run ends with a summary and the `routes served: N of 500` line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assertChromiumInstalled } from '../tests/e2e/support/browser.mts';

const ROOT = join(import.meta.dirname, '..');

/** Test files below a folder, found without shell globs (Node 20's test runner does not expand them). */
function testFiles(dir: string): string[] {
  const full = join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.mts') && !file.includes('node_modules'))
    .map((file) => relative(ROOT, join(full, file)))
    .sort();
}

function pluginTestFiles(): string[] {
  const plugins = join(ROOT, 'plugins');
  if (!existsSync(plugins)) return [];
  return readdirSync(plugins).flatMap((plugin) => testFiles(join('plugins', plugin, 'tests')));
}

interface Step {
  name: string;
  /** The step of the build it needs; skipped when that step failed. */
  needsBuild?: 'build' | 'plain-build';
  /** Environment variables of its command, added to this process's. */
  env?: Record<string, string>;
  command: () => string[] | null;
}

/** Where the build with the hydration scheme off goes (plugins/lean-bundle, "Turning the scheme off"). */
const PLAIN_BUILD_DIR = 'build-plain';

const nodeTest = (files: string[], ...flags: string[]) =>
  files.length ? ['node', '--import', 'tsx', '--test', '--test-reporter=spec', ...flags, ...files] : null;

const STEPS: Step[] = [
  { name: 'typecheck', command: () => ['npx', 'tsc', '--noEmit'] },
  { name: 'lint', command: () => ['npx', 'eslint', '--max-warnings=0', '.'] },
  { name: 'unit', command: () => nodeTest([...testFiles('tests/unit'), ...pluginTestFiles()]) },
  { name: 'originality', command: () => ['node', '../shared/tools/originality.mjs', 'docs', 'versioned_docs', 'src'] },
  { name: 'samples', command: () => (existsSync(join(ROOT, 'scripts/check-samples.mts')) ? ['npx', 'tsx', 'scripts/check-samples.mts'] : null) },
  // Needs Debian's postgresql package (.ci/run installs it): starts a throwaway engine (plugins/engine).
  { name: 'examples', command: () => ['npx', 'tsx', 'scripts/check-examples.mts'] },
  // Every Interface tsx block of both docs versions that exports a component, rendered in the live
  // preview frame of its Interface version (built here when stale: 1.2, 1.1, 2) in Chromium on a
  // real engine (plugins/live-preview, "Render check"): needs PostgreSQL and Chromium.
  {
    name: 'renders',
    command: () => {
      assertChromiumInstalled();
      return ['npx', 'tsx', 'scripts/check-renders.mts'];
    },
  },
  // The 2.x getting-started path in a project made by @contember/create 2.0.8 (plugins/getting-started):
  // needs the npm registry (the project's npm install), PostgreSQL and Chromium; 40 s to 2 minutes.
  {
    name: 'getting-started',
    command: () => {
      assertChromiumInstalled();
      return ['npx', 'tsx', 'plugins/getting-started/src/cli.mts'];
    },
  },
  { name: 'build', command: () => ['npm', 'run', 'build'] },
  {
    name: 'e2e',
    needsBuild: 'build',
    command: () => {
      assertChromiumInstalled();
      return nodeTest(testFiles('tests/e2e'), '--test-concurrency=1');
    },
  },
  {
    name: 'audit',
    needsBuild: 'build',
    command: () => {
      assertChromiumInstalled();
      return ['npx', 'tsx', 'scripts/audit-site.mts'];
    },
  },
  // The site as plain Docusaurus on React DOM: the routes and the shell must work without the scheme.
  { name: 'plain-build', command: () => ['npm', 'run', 'build:plain'] },
  {
    name: 'plain-e2e',
    needsBuild: 'plain-build',
    env: { E2E_BUILD_DIR: PLAIN_BUILD_DIR },
    command: () => {
      assertChromiumInstalled();
      return nodeTest(['tests/e2e/routes.test.mts', 'tests/e2e/shell.test.mts'], '--test-concurrency=1');
    },
  },
];

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const steps = requested.length ? STEPS.filter((step) => requested.includes(step.name)) : STEPS;

const results: { name: string; status: 'passed' | 'failed' | 'skipped'; seconds: number; note?: string }[] = [];
const failedSteps = new Set<string>();
for (const file of ['routes.json', `routes-${PLAIN_BUILD_DIR}.json`]) rmSync(join(ROOT, 'test-results', file), { force: true });

for (const step of steps) {
  if (step.needsBuild && failedSteps.has(step.needsBuild)) {
    results.push({ name: step.name, status: 'skipped', seconds: 0, note: `${step.needsBuild} failed` });
    continue;
  }
  const started = Date.now();
  let command: string[] | null;
  try {
    command = step.command();
  } catch (error) {
    console.error(`\n${step.name}: ${(error as Error).message}`);
    results.push({ name: step.name, status: 'failed', seconds: 0, note: (error as Error).message });
    continue;
  }
  if (!command) {
    results.push({ name: step.name, status: 'skipped', seconds: 0, note: 'nothing to run' });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${command.join(' ')}`);
  const [program, ...args] = command as [string, ...string[]];
  const run = spawnSync(program, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const passed = run.status === 0;
  if (!passed) failedSteps.add(step.name);
  results.push({ name: step.name, status: passed ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000 });
}

console.log('\nSummary');
for (const result of results) {
  console.log(`  ${result.status.padEnd(7)} ${result.name.padEnd(15)} ${result.seconds.toFixed(1)} s${result.note ? `  (${result.note})` : ''}`);
}
const routesFile = join(ROOT, 'test-results', 'routes.json');
if (existsSync(routesFile)) {
  const { served, total } = JSON.parse(readFileSync(routesFile, 'utf8')) as { served: number; total: number };
  console.log(`routes served: ${served} of ${total}`);
} else if (steps.some((step) => step.name === 'e2e')) {
  console.log('routes served: 0 of 500 (the route test did not run)');
}
const plainRoutesFile = join(ROOT, 'test-results', `routes-${PLAIN_BUILD_DIR}.json`);
if (existsSync(plainRoutesFile)) {
  const { served, total } = JSON.parse(readFileSync(plainRoutesFile, 'utf8')) as { served: number; total: number };
  console.log(`routes served by the plain Docusaurus build: ${served} of ${total}`);
}
const failed = results.filter((result) => result.status === 'failed');
console.log(`${results.filter((r) => r.status === 'passed').length} passed, ${failed.length} failed`);
process.exitCode = failed.length ? 1 : 0;
