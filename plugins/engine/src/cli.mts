// `npm run engine`: starts PostgreSQL and Contember Engine, deploys one project per docs page that
// defines a model, prints how to reach them and keeps running until Ctrl+C or SIGTERM.
//   ENGINE_PORT / ENGINE_POSTGRES_PORT   fixed ports (free ones otherwise)
//   ENGINE_EXIT_AFTER_DEPLOY=1           stop right after the deploy (measurements, smoke tests)
import { contentPath, deployProjects } from './deploy.mts';
import { startEngine, type Engine } from './engine.mts';
import { portFromEnv } from './ports.mts';
import { discoverProjects } from './projects.mts';
import { removeEngineState, STATE_FILE, writeEngineState } from './state.mts';

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
  const starting = startEngine({ port: await portFromEnv('ENGINE_PORT'), postgresPort: await portFromEnv('ENGINE_POSTGRES_PORT') });
  // Models are built while PostgreSQL and the engine start (they are other processes).
  const projects = discoverProjects();
  engine = await starting;
  const { postgres, engine: engineSeconds } = engine.startSeconds;
  console.log(`Contember Engine ${engine.version} answers at ${engine.url} (PostgreSQL ${postgres.toFixed(2)} s, engine ${engineSeconds.toFixed(2)} s)`);
  const deployStarted = performance.now();
  await deployProjects(engine, projects);
  console.log(`${projects.length} projects deployed in ${((performance.now() - deployStarted) / 1000).toFixed(2)} s`);
  const summary = projects.map((project) => ({ slug: project.slug, page: project.page, contentUrl: `${engine!.url}${contentPath(project)}` }));
  writeEngineState({ pid: process.pid, url: engine.url, rootToken: engine.rootToken, version: engine.version, projects: summary });
  for (const project of summary) console.log(`  ${project.contentUrl}  (${project.page})`);
  console.log(`Ready in ${seconds()} s. Token: ${engine.rootToken}`);
  console.log(`State for other processes: ${STATE_FILE}. Ctrl+C stops the engine and PostgreSQL.`);
  if (process.env.ENGINE_EXIT_AFTER_DEPLOY === '1') await shutdown(0);
} catch (error) {
  console.error(`npm run engine: ${(error as Error).message}`);
  await shutdown(1);
}
