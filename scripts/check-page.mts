// What the suite checks for one page (or a few), for authors (`npm run check -- <file>`,
// CONTRIBUTING.md "Check a page"): originality, the code samples, the GraphQL examples on a real
// engine, on Interface pages the renders of its examples and, on 2.x pages, its `contember` command
// blocks (scripts/check-cli.mts). The engine checks run side by side,
// each with its own throwaway engine; every check's output is printed as it ends.
//   npm run check -- docs/reference/engine/content/queries.mdx
//   npm run check -- versioned_docs/version-2.x/reference/interface/forms/select.md docs/intro
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { cliBlocksMustRun } from '../plugins/code-samples/src/cli-blocks.mts';
import { pageCliBlocks } from '../plugins/getting-started/src/cli-run.mts';
import { docsPages } from '../plugins/code-samples/src/pages.mts';
import { SITE_ROOT } from '../plugins/engine/src/engine.mts';
import { isInterfacePage } from '../plugins/live-preview/src/render-targets.mts';

interface Check {
  name: string;
  command: string[];
}

interface CheckResult {
  name: string;
  passed: boolean;
  seconds: number;
}

const targets = process.argv.slice(2);
if (!targets.length) {
  console.error('Usage: npm run check -- <page.md|page.mdx|folder> [...]  (pages of docs/ or versioned_docs/)');
  process.exit(2);
}
const missing = targets.filter((target) => !existsSync(target));
if (missing.length) {
  console.error(`check: no such file or folder: ${missing.join(', ')}`);
  process.exit(2);
}
const pages = docsPages(targets);
if (!pages.length) {
  console.error(`check: no page of docs/ or versioned_docs/ in ${targets.join(', ')}`);
  process.exit(2);
}
const relativePages = pages.map((page) => relative(SITE_ROOT, page));
const interfacePages = relativePages.filter((page) => isInterfacePage(page));
// The 2.x pages with `contember` command blocks (the others have none to run).
const cliPages = relativePages.filter((page) => cliBlocksMustRun(page) && pageCliBlocks(page).cliBlocks.length > 0);
const tsx = (script: string, files: string[]) => ['npx', 'tsx', script, ...files];

const checks: Check[] = [
  { name: 'originality', command: ['node', '../shared/tools/originality.mjs', ...relativePages] },
  { name: 'samples', command: tsx('scripts/check-samples.mts', relativePages) },
  { name: 'examples', command: tsx('scripts/check-examples.mts', relativePages) },
  ...(interfacePages.length ? [{ name: 'renders', command: tsx('scripts/check-renders.mts', interfacePages) }] : []),
  ...(cliPages.length ? [{ name: 'cli', command: tsx('scripts/check-cli.mts', cliPages) }] : []),
];

/** Runs a check with its output collected, printed in one piece when it ends (checks run side by side). */
function run(check: Check): Promise<CheckResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const [program, ...args] = check.command as [string, ...string[]];
    const child = spawn(program, args, { cwd: SITE_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${check.name} (${seconds.toFixed(1)} s): ${check.command.join(' ')}\n${output.trimEnd()}`);
      resolve({ name: check.name, passed: code === 0, seconds });
    });
  });
}

const started = Date.now();
console.log(`check: ${relativePages.length} page(s): ${relativePages.join(', ')}`);
const results = await Promise.all(checks.map(run));
console.log('\nSummary');
for (const result of results) console.log(`  ${(result.passed ? 'passed' : 'failed').padEnd(7)} ${result.name.padEnd(12)} ${result.seconds.toFixed(1)} s`);
const failed = results.filter((result) => !result.passed).length;
console.log(`${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exitCode = failed ? 1 : 0;
