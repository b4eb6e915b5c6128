// `npm run engine`: starts PostgreSQL and Contember Engine, deploys one project per docs page that
// defines a model, prints how to reach them and keeps running until Ctrl+C or SIGTERM.
//   npm run engine                         the projects of the Interface pages (the live previews)
//   npm run engine -- [pages or folders]   the projects of those pages (`docs versioned_docs`: all)
//   ENGINE_PORT / ENGINE_POSTGRES_PORT     fixed ports (free ones otherwise)
//   ENGINE_EXIT_AFTER_DEPLOY=1             stop right after the deploy (measurements, smoke tests)
import { docsPages } from '../../code-samples/src/pages.mts';
import { interfacePages } from '../../live-preview/src/render-targets.mts';
import { startDocsEngine } from './docs-engine.mts';
import { SITE_ROOT, type Engine } from './engine.mts';
import { portFromEnv } from './ports.mts';
import { engineState, removeEngineState, STATE_FILE, writeEngineState } from './state.mts';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
let engine: Engine | null = null;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    removeEngineState();
    await engine?.stop();
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const pages = process.argv.slice(2);
  const docsEngine = await startDocsEngine({ port: await portFromEnv('ENGINE_PORT'), postgresPort: await portFromEnv('ENGINE_POSTGRES_PORT'), pages: pages.length ? pages : interfacePages(SITE_ROOT, docsPages) });
  engine = docsEngine.engine;
  const state = engineState(engine, docsEngine.projects);
  writeEngineState(state);
  const at = Object.fromEntries(Object.entries(docsEngine.seconds).map(([step, value]) => [step, value.toFixed(2)]));
  console.log(`Contember Engine ${engine.version} at ${engine.url} (PostgreSQL port ${engine.postgres.port})`);
  for (const project of state.projects) console.log(`  ${project.contentUrl}  (${project.page})`);
  console.log(`Timeline: models built at ${at.projectsBuilt} s, PostgreSQL ready at ${at.postgres} s, engine at ${at.engine} s, ${state.projects.length} projects deployed at ${at.ready} s.`);
  console.log(`Ready in ${seconds()} s. Token: ${engine.rootToken}`);
  console.log(`State for other processes: ${STATE_FILE}. Ctrl+C stops the engine and PostgreSQL.`);
  if (process.env.ENGINE_EXIT_AFTER_DEPLOY === '1') await shutdown(0);
} catch (error) {
  console.error(`npm run engine: ${(error as Error).message}`);
  await shutdown(1);
}
