// Runs every GraphQL example of both docs versions against a real Contember Engine (plugins/engine): starts
// PostgreSQL and the engine, deploys one project per page with a model, runs and compares the
// blocks, validates every block against the API schema the engine serves, stops everything.
//   npm run check:examples                       all pages
//   npm run check:examples -- docs/intro/x.md    some pages or folders
import { docsPages, DOCS_FOLDERS } from '../plugins/code-samples/src/pages.mts';
import { deployProjects } from '../plugins/engine/src/deploy.mts';
import { startDocsEngine } from '../plugins/engine/src/docs-engine.mts';
import type { Engine } from '../plugins/engine/src/engine.mts';
import { runExamples } from '../plugins/engine/src/examples.mts';
import { discoverProjects } from '../plugins/engine/src/projects.mts';

const targets = process.argv.slice(2).length ? process.argv.slice(2) : DOCS_FOLDERS;
const files = docsPages(targets);
const started = Date.now();
let engine: Engine | null = null;
const stop = () => void engine?.stop().then(() => process.exit(1));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
try {
  const docsEngine = await startDocsEngine({ pages: files });
  engine = docsEngine.engine;
  const onPages = docsEngine.projects;
  // The system and actions APIs need a project even for pages without a model.
  const projects = onPages.length ? onPages : (await discoverProjects()).slice(0, 1);
  if (!onPages.length) await deployProjects(engine, projects);
  const report = await runExamples(engine, files, projects);
  for (const problem of report.problems) console.error(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
  console.log(
    `examples: ${report.executed} executed against Contember Engine ${engine.version} in ${onPages.length} projects ` +
      `(${report.responsesCompared} responses compared, ${report.failuresConfirmed} expected failures confirmed, ${report.mailsCompared} mails compared), ` +
      `${report.optedOut.length} opted out with norun, ${report.validated} blocks validated against the engine's schemas, ` +
      `${report.problems.length} problems in ${files.length} pages (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exitCode = report.problems.length ? 1 : 0;
} catch (error) {
  console.error(`examples: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await engine?.stop();
}
