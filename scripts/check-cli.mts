// Runs the `contember` command blocks of some 2.x pages (plugins/getting-started, src/cli-run.mts)
// with the CLI of a project made by @contember/create, on a throwaway engine. The project is made
// once and kept in .cache/ (about a minute to make, 300 MB); CLI_PROJECT_DIR names another one. The
// getting-started run runs the same blocks in the project it made.
//   npm run check:cli -- versioned_docs/version-2.x/reference/cli.md
//   npm run check:cli                                 all of versioned_docs/version-2.x
//   CLI_SHOW_OUTPUT=1 npm run check:cli -- <page>      also what each block without an output block printed
import { startEngine, type Engine } from '../plugins/engine/src/engine.mts';
import { cachedCliProject } from '../plugins/getting-started/src/cli-project.mts';
import { CLI_ENGINE_OPTIONS, cliPages, formatCliResult, runCliPages } from '../plugins/getting-started/src/cli-run.mts';

const targets = process.argv.slice(2);
const pages = cliPages(targets);
if (!pages.length) {
  console.log('check:cli: no page with contember command blocks');
  process.exit(0);
}
const started = performance.now();
const projectDir = process.env.CLI_PROJECT_DIR || (await cachedCliProject());
let engine: Engine | null = null;
try {
  engine = await startEngine(CLI_ENGINE_OPTIONS);
  const { results, counts } = await runCliPages(projectDir, engine, pages);
  for (const result of results) {
    if (result.status === 'problem' || process.env.CLI_SHOW_ALL) console.log(formatCliResult(result));
    // CLI_SHOW_OUTPUT=1: what a block with no output block printed, for writing one.
    if (result.output !== undefined && process.env.CLI_SHOW_OUTPUT) console.log(`${result.output.replace(/^/gm, '    ')}\n`);
  }
  const total = results.length;
  const compared = counts.compared;
  console.log(`${pages.length} page(s), ${total} CLI blocks: ${compared} output compared, ${counts.ran} ran (no output shown), ${counts['not run']} not run (reason given), ${counts.problem} problems; ${((100 * (compared + counts.ran)) / Math.max(total, 1)).toFixed(1)} % ran (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = counts.problem ? 1 : 0;
} finally {
  await engine?.stop();
}
