// Runs every GraphQL example of both docs versions against a real Contember Engine (plugins/engine): starts
// PostgreSQL and the engine, deploys one project per page with a model, runs and compares the
// blocks, validates every block against the API schema the engine serves, stops everything.
// Each docs version gets an engine of its own: the tenant (people, identity providers, mail
// templates) is shared by every project of an engine, and the pages of one version list it as if
// they were alone.
//   npm run check:examples                       all pages
//   npm run check:examples -- docs/intro/x.md    some pages or folders
import { relative } from 'node:path';
import { docsPages, DOCS_FOLDERS } from '../plugins/code-samples/src/pages.mts';
import { DOCS_VERSIONS, docsVersionOfFile } from '../plugins/docs-versions/src/versions.ts';
import { deployProjects } from '../plugins/engine/src/deploy.mts';
import { startDocsEngine } from '../plugins/engine/src/docs-engine.mts';
import { SITE_ROOT, type Engine } from '../plugins/engine/src/engine.mts';
import { runExamples, type ExamplesReport } from '../plugins/engine/src/examples.mts';
import { discoverProjects } from '../plugins/engine/src/projects.mts';

const targets = process.argv.slice(2).length ? process.argv.slice(2) : DOCS_FOLDERS;
const files = docsPages(targets);
const started = Date.now();
/** The engine running now, if any (stopped on SIGINT and SIGTERM). */
const running: { engine: Engine | null } = { engine: null };
const stop = () => void running.engine?.stop().then(() => process.exit(1));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

/** Starts an engine for the pages of one docs version, runs their examples, stops it. */
async function runVersion(pages: string[]): Promise<{ report: ExamplesReport; projects: number; version: string }> {
  const docsEngine = await startDocsEngine({ pages });
  const engine = docsEngine.engine;
  running.engine = engine;
  try {
    const onPages = docsEngine.projects;
    // The system and actions APIs need a project even for pages without a model.
    const projects = onPages.length ? onPages : (await discoverProjects()).slice(0, 1);
    if (!onPages.length) await deployProjects(engine, projects);
    return { report: await runExamples(engine, pages, projects), projects: onPages.length, version: engine.version };
  } finally {
    await engine.stop();
    running.engine = null;
  }
}

try {
  const total: ExamplesReport = { executed: 0, responsesCompared: 0, failuresConfirmed: 0, mailsCompared: 0, optedOut: [], validated: 0, unsupported: 0, problems: [] };
  let projects = 0;
  let engineVersion = '';
  for (const version of DOCS_VERSIONS) {
    const pages = files.filter((file) => docsVersionOfFile(relative(SITE_ROOT, file))?.name === version.name);
    if (!pages.length) continue;
    const run = await runVersion(pages);
    projects += run.projects;
    engineVersion = run.version;
    for (const key of ['executed', 'responsesCompared', 'failuresConfirmed', 'mailsCompared', 'validated'] as const) total[key] += run.report[key];
    total.optedOut.push(...run.report.optedOut);
    total.problems.push(...run.report.problems);
  }
  for (const problem of total.problems) console.error(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
  console.log(
    `examples: ${total.executed} executed against Contember Engine ${engineVersion} in ${projects} projects ` +
      `(${total.responsesCompared} responses compared, ${total.failuresConfirmed} expected failures confirmed, ${total.mailsCompared} mails compared), ` +
      `${total.optedOut.length} opted out with norun, ${total.validated} blocks validated against the engine's schemas, ` +
      `${total.problems.length} problems in ${files.length} pages (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exitCode = total.problems.length ? 1 : 0;
} catch (error) {
  console.error(`examples: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await running.engine?.stop();
}
