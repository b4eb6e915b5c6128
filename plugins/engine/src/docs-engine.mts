// The engine with the docs' projects deployed: what `npm run engine`, `npm start`, the examples
// check and the benchmark start. The models are built while PostgreSQL starts (initdb is another
// process; discoverProjects lets the event loop run between pages), then the projects deploy as
// soon as the engine answers.
import { deployProjects } from './deploy.mts';
import { startEngine, type Engine, type EngineOptions } from './engine.mts';
import { discoverProjects, type DocsProject } from './projects.mts';

export interface DocsEngineOptions extends EngineOptions {
  /** Pages or folders whose projects to deploy; all of docs/ when omitted. */
  pages?: string[];
}

export interface DocsEngine {
  engine: Engine;
  projects: DocsProject[];
  /** Seconds from the call until: every model built, PostgreSQL ready, the engine answering, every project deployed (ready). */
  seconds: { projectsBuilt: number; postgres: number; engine: number; ready: number };
}

export async function startDocsEngine({ pages, ...engineOptions }: DocsEngineOptions = {}): Promise<DocsEngine> {
  const started = performance.now();
  const since = () => (performance.now() - started) / 1000;
  const starting = startEngine(engineOptions);
  // Awaited below; a failure while the models build is reported then, not as an unhandled rejection.
  starting.catch(() => undefined);
  let projects: DocsProject[];
  try {
    projects = await discoverProjects(pages);
  } catch (error) {
    await starting.then((engine) => engine.stop(), () => undefined);
    throw error;
  }
  const projectsBuilt = since();
  const engine = await starting;
  const engineReady = since();
  try {
    await deployProjects(engine, projects);
  } catch (error) {
    await engine.stop();
    throw error;
  }
  return { engine, projects, seconds: { projectsBuilt, postgres: engine.startSeconds.postgres, engine: engineReady, ready: since() } };
}
