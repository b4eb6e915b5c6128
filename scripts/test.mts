// The whole test suite (what `npm test` and CI run), two steps at a time by default:
//   npx tsx scripts/test.mts            all steps
//   npx tsx scripts/test.mts unit e2e   only the named steps (and nothing they need: build first)
//   TEST_JOBS=1 npx tsx scripts/test.mts   one step at a time, its output as it comes
// A step starts once the steps it needs have passed (it is skipped when one failed), the steps it
// comes after have ended, and no running step holds a resource it uses; the rest start in the
// order listed, the longest chains first.
// Steps running side by side print their output when they end. The run ends with a summary (each
// step's time) and the `routes served: N of 500` line.
import { spawn } from 'node:child_process';
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

/**
 * What two steps must not do at the same time. `site`: Docusaurus's generated folder
 * (.docusaurus/), which the builds and the development server each rewrite.
 */
type Resource = 'site';

interface Step {
  name: string;
  /** Steps that must pass first. */
  needs?: string[];
  /**
   * Steps that must have ended first, passed or not: a long step that would otherwise take the
   * free core while the build runs, and keep the audit or the e2e tests waiting after it.
   */
  after?: string[];
  uses?: Resource[];
  /** Environment variables of its command, added to this process's. */
  env?: Record<string, string>;
  command: () => string[] | null;
}

/** Where the build with the hydration scheme off goes (plugins/lean-bundle, "Turning the scheme off"). */
const PLAIN_BUILD_DIR = 'build-plain';
/**
 * The plain build tests the shell, not the content (the build step's onBrokenLinks, its llms-txt
 * checks and the audit check every page and link): every written page, a sample of the generated
 * API pages (plugins/api-reference/src/sample.mts).
 */
const PLAIN_BUILD_ENV = { API_REFERENCE_SAMPLE: '1' };
/** The route test of a build the audit does not crawl: a sample of each page kind. */
const PLAIN_ROUTE_TEST = join('tests', 'e2e', 'routes.test.mts');
/**
 * Unit test files running at once: many of them mostly wait (an engine, Chromium, a child
 * process), so more files than cores finish sooner (BENCHMARKS.md, "Test suite").
 */
const UNIT_FILES_AT_ONCE = 3;
/** Steps running at once: the machine's two cores (README, "Tests"). */
const JOBS = Math.max(1, Number(process.env.TEST_JOBS ?? 2));

const nodeTest = (files: string[], ...flags: string[]) =>
  files.length ? ['node', '--import', 'tsx', '--test', '--test-reporter=spec', ...flags, ...files] : null;

const withChromium = (command: string[] | null) => {
  assertChromiumInstalled();
  return command;
};

// Listed in the order they start when free to: the longest chains first (the build, then the
// audit and the e2e tests of the build), the quick checks last.
const STEPS: Step[] = [
  // The live preview frames (plugins/live-preview), which the builds, the development server and
  // the render checks would otherwise each build when stale, at the same time.
  { name: 'frames', command: () => ['npx', 'tsx', 'scripts/build-frames.mts'] },
  // The generated API reference pages (plugins/api-reference), which the builds, the render check
  // and the development server each generate when stale: once, before any of them reads them.
  { name: 'api-reference', command: () => ['npm', 'run', 'generate:api'] },
  { name: 'build', needs: ['frames', 'api-reference'], uses: ['site'], command: () => ['npm', 'run', 'build'] },
  // Every built route in Chromium once: status, title, console, links, anchors, axe (scripts/audit-site.mts).
  { name: 'audit', needs: ['build'], command: () => withChromium(['npx', 'tsx', 'scripts/audit-site.mts']) },
  // Every Interface tsx block of both docs versions that exports a component, rendered in the live
  // preview frame of its Interface version in Chromium, on the engine in the browser that the
  // deployed site's previews use (plugins/live-preview, "Render check"). The engine server's path
  // is rendered by the check's unit test and the e2e tests of the previews.
  { name: 'renders', needs: ['frames', 'api-reference'], command: () => withChromium(['npx', 'tsx', 'scripts/check-renders.mts']) },
  // Not the route test: on this build the audit makes its checks on every route (tests/e2e/routes.test.mts).
  { name: 'e2e', needs: ['build'], command: () => withChromium(nodeTest(testFiles('tests/e2e').filter((file) => file !== PLAIN_ROUTE_TEST), '--test-concurrency=1')) },
  // After `api-reference`: the reference's tests read the pages it wrote and the docs it kept.
  { name: 'unit', needs: ['frames', 'api-reference'], after: ['build'], command: () => nodeTest([...testFiles('tests/unit'), ...pluginTestFiles()], `--test-concurrency=${UNIT_FILES_AT_ONCE}`) },
  // The site as plain Docusaurus on React DOM: a sample of each page kind and the shell must work without the scheme.
  { name: 'plain-build', needs: ['frames', 'api-reference'], uses: ['site'], env: PLAIN_BUILD_ENV, command: () => ['npm', 'run', 'build:plain'] },
  // Needs Debian's postgresql package (.ci/run installs it): starts a throwaway engine (plugins/engine).
  { name: 'examples', command: () => ['npx', 'tsx', 'scripts/check-examples.mts'] },
  // The 2.x getting-started path in a project made by @contember/create 2.0.8 (plugins/getting-started):
  // needs the npm registry (the project's npm install), PostgreSQL and Chromium; 40 s to 2 minutes.
  { name: 'getting-started', after: ['build'], command: () => withChromium(['npx', 'tsx', 'plugins/getting-started/src/cli.mts']) },
  // `npm start` as authors run it (pages, navigation, search, a live preview, an edit shown) and `npm run check`.
  { name: 'authoring', needs: ['frames', 'api-reference'], uses: ['site'], command: () => withChromium(nodeTest(testFiles('tests/authoring'))) },
  {
    name: 'plain-e2e',
    needs: ['plain-build'],
    env: { ...PLAIN_BUILD_ENV, E2E_BUILD_DIR: PLAIN_BUILD_DIR },
    command: () => withChromium(nodeTest([PLAIN_ROUTE_TEST, 'tests/e2e/shell.test.mts'], '--test-concurrency=1')),
  },
  // Quick checks, last: they fill a core beside the build when the render check ends first (the
  // steps listed before them wait for it), or at the end of the run.
  { name: 'samples', command: () => ['npx', 'tsx', 'scripts/check-samples.mts'] },
  { name: 'typecheck', command: () => ['npx', 'tsc', '--noEmit'] },
  { name: 'lint', command: () => ['npx', 'eslint', '--max-warnings=0', '.'] },
  { name: 'originality', command: () => ['node', '../shared/tools/originality.mjs', 'docs', 'versioned_docs', 'src'] },
];

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const steps = requested.length ? STEPS.filter((step) => requested.includes(step.name)) : STEPS;
const stepNames = new Set(steps.map((step) => step.name));
/** Of the steps that run, those a step needs (a named step runs on what an earlier run left). */
const needsOf = (step: Step) => (step.needs ?? []).filter((name) => stepNames.has(name));
const afterOf = (step: Step) => (step.after ?? []).filter((name) => stepNames.has(name));

interface Result {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  note?: string;
}

const results = new Map<string, Result>();
const running = new Map<string, Step>();
const suiteStarted = Date.now();
for (const file of ['routes.json', `routes-${PLAIN_BUILD_DIR}.json`]) rmSync(join(ROOT, 'test-results', file), { force: true });

/** Runs one step; with others running at once its output is held and printed when it ends. */
function runStep(step: Step): Promise<Result> {
  const started = Date.now();
  let command: string[] | null;
  try {
    command = step.command();
  } catch (error) {
    console.error(`\n${step.name}: ${(error as Error).message}`);
    return Promise.resolve({ name: step.name, status: 'failed', seconds: 0, note: (error as Error).message });
  }
  if (!command) return Promise.resolve({ name: step.name, status: 'skipped', seconds: 0, note: 'nothing to run' });
  const header = `▶ ${step.name}: ${command.join(' ')}`;
  const buffered = JOBS > 1 && steps.length > 1;
  console.log(buffered ? `\n${header} (started at ${((started - suiteStarted) / 1000).toFixed(0)} s; output when it ends)` : `\n${header}`);
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, { cwd: ROOT, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...step.env } });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (buffered) console.log(`\n${header}\n${output.trimEnd()}\n◀ ${step.name}: ${code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
      resolve({ name: step.name, status: code === 0 ? 'passed' : 'failed', seconds });
    });
  });
}

/** Starts every step that may start now; resolves when all have ended. */
async function runAll(): Promise<void> {
  const pending = [...steps];
  const inFlight = new Set<Promise<void>>();
  while (pending.length || inFlight.size) {
    for (const step of [...pending]) {
      if (running.size >= JOBS) break;
      const needs = needsOf(step);
      const failedNeed = needs.find((name) => results.get(name) && results.get(name)!.status !== 'passed');
      if (failedNeed) {
        pending.splice(pending.indexOf(step), 1);
        results.set(step.name, { name: step.name, status: 'skipped', seconds: 0, note: `${failedNeed} did not pass` });
        continue;
      }
      if (!needs.every((name) => results.get(name)?.status === 'passed')) continue;
      if (!afterOf(step).every((name) => results.has(name))) continue;
      const busy = [...running.values()].some((other) => other.uses?.some((resource) => step.uses?.includes(resource)));
      if (busy) continue;
      pending.splice(pending.indexOf(step), 1);
      running.set(step.name, step);
      const run: Promise<void> = runStep(step).then((result) => {
        results.set(step.name, result);
        running.delete(step.name);
        inFlight.delete(run);
      });
      inFlight.add(run);
    }
    if (!inFlight.size) break;
    await Promise.race(inFlight);
  }
}

await runAll();

console.log(`\nSummary (${((Date.now() - suiteStarted) / 1000).toFixed(0)} s, ${JOBS} steps at a time)`);
const ordered = steps.map((step) => results.get(step.name)!);
for (const result of ordered) {
  console.log(`  ${result.status.padEnd(7)} ${result.name.padEnd(15)} ${result.seconds.toFixed(1)} s${result.note ? `  (${result.note})` : ''}`);
}
const routesFile = join(ROOT, 'test-results', 'routes.json');
if (existsSync(routesFile)) {
  const { served, total } = JSON.parse(readFileSync(routesFile, 'utf8')) as { served: number; total: number };
  console.log(`routes served: ${served} of ${total}`);
} else if (stepNames.has('audit')) {
  console.log('routes served: 0 of 500 (the audit did not crawl every route)');
}
const plainRoutesFile = join(ROOT, 'test-results', `routes-${PLAIN_BUILD_DIR}.json`);
if (existsSync(plainRoutesFile)) {
  const { served, sampled } = JSON.parse(readFileSync(plainRoutesFile, 'utf8')) as { served: number; sampled: number };
  console.log(`routes served by the plain Docusaurus build: ${served} of ${sampled} sampled (every page kind)`);
}
const failed = ordered.filter((result) => result.status === 'failed');
console.log(`${ordered.filter((r) => r.status === 'passed').length} passed, ${failed.length} failed`);
process.exitCode = failed.length || ordered.some((result) => result.status === 'skipped' && result.note !== 'nothing to run') ? 1 : 0;
