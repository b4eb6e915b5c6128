// The Web Worker that holds one reader's engines, one per docs page's project, in one PGlite instance
// of the tab (each project in a schema of its own: its data and reset are its own). Requests come
// from the page, and from preview frames on ports the page hands over; they are served one at a
// time, since every engine works over the instance's single backend; each reply carries its
// request's id.
import { openDatabase, PREPARED_STAGE_SCHEMA } from './database.mts';
import type { BrowserEngine, EngineModel, GraphqlResult } from './engine.mts';
import type { ConnectMessage, EngineReply, EngineRequest, PortRequest, ProjectData } from './protocol.ts';

/** The worker's version: the name of its folder, which the build names by its content (assets.mts). */
const WORKER_VERSION = new URL('.', import.meta.url).pathname.split('/').at(-2) ?? '';
/** The project of the page that created the worker (theme/client.ts), by the URL of its file. */
const pageProject = new URL(location.href).searchParams.get('project');

const projects = new Map<string, Promise<ProjectData>>();

/** A project's file, fetched once (again after a failure). */
function projectData(projectUrl: string): Promise<ProjectData> {
  let project = projects.get(projectUrl);
  if (!project) {
    project = fetch(projectUrl).then(async (response) => {
      if (!response.ok) throw new Error(`The model of this page could not be loaded (${response.status} ${projectUrl}).`);
      return (await response.json()) as ProjectData;
    });
    projects.set(projectUrl, project);
    const fetched = project;
    fetched.catch(() => projects.get(projectUrl) === fetched && projects.delete(projectUrl));
  }
  return project;
}

/** The page's prepared data directory (a difference, gzip), when the build made one. */
async function preparedDirectory(projectUrl: string): Promise<Uint8Array | undefined> {
  const { prepared } = await projectData(projectUrl);
  if (!prepared) return undefined;
  const response = await fetch(new URL(prepared.directory, projectUrl));
  if (!response.ok || !response.body) return undefined;
  return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
}

// Started as the worker loads: the page creates the worker when the reader shows the intent to run
// an example, and PostgreSQL's start is most of a first Run's wait.
const database = openDatabase(pageProject ? preparedDirectory(pageProject) : Promise.resolve(undefined), WORKER_VERSION);
// The content API's packages, most of the worker's code, in a chunk of their own: they load and
// evaluate while PostgreSQL's files arrive, instead of before the worker can request them.
const engineModules = Promise.all([import('./engine.mts'), import('./identity.mts')]);
// A failure reaches the reader through the requests that wait for it.
database.catch(() => undefined);
// The admins ask `me` first: its schema is built while PostgreSQL's files still arrive, not after.
engineModules.then(([, identity]) => identity.tenantGraphqlSchema()).catch(() => undefined);

interface ProjectEngine {
  project: ProjectData;
  engine: BrowserEngine;
}

const engines = new Map<string, Promise<ProjectEngine>>();
let schemasMade = 0;
let queue: Promise<unknown> = Promise.resolve();

async function startProject(projectUrl: string): Promise<ProjectEngine> {
  const [project, { db, prepared }, [{ createBrowserEngine }]] = await Promise.all([projectData(projectUrl), database, engineModules]);
  // The page's project is in the database already when PostgreSQL started from its prepared directory.
  const attach = prepared && projectUrl === pageProject ? project.prepared?.engine : undefined;
  const stageSchema = attach ? PREPARED_STAGE_SCHEMA : `stage_live_${++schemasMade}`;
  const engine = await createBrowserEngine({ model: project as unknown as EngineModel, seed: project.seed, db, stageSchema, attach });
  return { project, engine };
}

/** The project's engine, started on its first request; one that failed to start is tried again on the next. */
function engineOf(projectUrl: string): Promise<ProjectEngine> {
  let engine = engines.get(projectUrl);
  if (!engine) {
    engine = startProject(projectUrl);
    engines.set(projectUrl, engine);
    const started = engine;
    started.catch(() => engines.get(projectUrl) === started && engines.delete(projectUrl));
  }
  return engine;
}

async function handle(request: EngineRequest): Promise<GraphqlResult | undefined> {
  const { project, engine } = await engineOf(request.projectUrl);
  switch (request.type) {
    case 'start':
      return undefined;
    case 'reset':
      await engine.reset();
      return undefined;
    case 'tenant':
      return (await engineModules)[1].executeTenant(project.slug, request.query, request.variables);
    case 'execute':
      return engine.execute(request.query, request.variables);
  }
}

function serve(request: EngineRequest, reply: (message: EngineReply) => void): void {
  queue = queue.then(async () => {
    try {
      reply({ id: request.id, ok: true, result: await handle(request) });
    } catch (error) {
      reply({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<EngineRequest | ConnectMessage>) => void) | null; postMessage(reply: EngineReply): void };
scope.onmessage = ({ data }) => {
  if (data.type === 'connect') {
    const { port, projectUrl } = data;
    port.onmessage = ({ data: request }: MessageEvent<PortRequest>) => serve({ ...request, projectUrl }, (reply) => port.postMessage(reply));
    return;
  }
  serve(data, (reply) => scope.postMessage(reply));
};
