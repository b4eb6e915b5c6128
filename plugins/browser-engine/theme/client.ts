// The page's side of the browser engine: one worker per tab (per build of the worker), kept across
// client-side navigations, with one PostgreSQL in it; each docs page's project is an engine of its
// own in that database, shared by every preview frame and playground of the project, so a mutation
// in one shows in the others and Reset data resets them all. The worker starts when the reader
// shows the intent to run an example (warmBrowserEngine) or on the first Run. Loaded on intent only.
import type { GraphqlResult } from '../src/engine.mts';
import type { EngineReply, EngineRequest } from '../src/protocol.ts';

type Request = EngineRequest extends infer R ? (R extends EngineRequest ? Omit<R, 'id'> : never) : never;

export interface BrowserEngineClient {
  /** Starts the project's engine (and the worker) now, rather than on the first request, which waits for it anyway. */
  start(): void;
  execute(query: string, variables?: Record<string, unknown>): Promise<GraphqlResult>;
  /** Back to the page's seed data. */
  reset(): Promise<void>;
  /** A port a preview frame sends the project's requests on (transfer it with postMessage). */
  connect(): MessagePort;
  /**
   * Stops the tab's worker (a query that runs too long, a crash): the next request starts a new one,
   * on the seed data of every project.
   */
  restart(): void;
}

/** What a browser without Web Workers or WebAssembly gets instead of the engine. */
export const UNSUPPORTED_BROWSER = 'This browser cannot run the examples: the engine needs Web Workers and WebAssembly.';

interface RunningWorker {
  worker: Worker;
  /** The replies each open request waits for. */
  pending: Map<number, (reply: EngineReply) => void>;
  /** The `start` of each project (by its file's URL) asked of this worker. */
  started: Map<string, Promise<unknown>>;
}

/** The tab's worker, by the URL of its script (a new build of the site names another). */
const workers = new Map<string, RunningWorker>();
let nextId = 1;

function stop(url: string, running: RunningWorker, reason: string): void {
  running.worker.terminate();
  for (const resolve of running.pending.values()) resolve({ id: 0, ok: false, error: reason });
  running.pending.clear();
  if (workers.get(url) === running) workers.delete(url);
}

/**
 * The tab's worker of the script `url`, created for the page of `project` (the URL of its file) if it
 * does not run yet: it starts PostgreSQL from that project's prepared data directory when the build
 * made one (src/prepared-projects.mts).
 */
function runningWorker(url: string, project: string): RunningWorker {
  const existing = workers.get(url);
  if (existing) return existing;
  if (typeof Worker === 'undefined' || typeof WebAssembly === 'undefined') throw new Error(UNSUPPORTED_BROWSER);
  const script = new URL(url);
  script.searchParams.set('project', project);
  const running: RunningWorker = { worker: new Worker(script, { type: 'module' }), pending: new Map(), started: new Map() };
  running.worker.onmessage = ({ data }: MessageEvent<EngineReply>) => {
    running.pending.get(data.id)?.(data);
    running.pending.delete(data.id);
  };
  // A crash (or running out of memory): every open request gets the reason, and the next starts anew.
  running.worker.onerror = (event) => stop(url, running, `The engine stopped: ${event.message || 'the worker crashed'}. Run again to restart it.`);
  workers.set(url, running);
  return running;
}

function send(running: RunningWorker, request: Request): Promise<GraphqlResult | undefined> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    running.pending.set(id, (reply) => (reply.ok ? resolve(reply.result) : reject(new Error(reply.error))));
    running.worker.postMessage({ ...request, id });
  });
}

/**
 * Starts the tab's worker, and with it PostgreSQL, unless it runs already: for the reader's intent to
 * run an example of the project `projectUrl` (the pointer on "Run", or its focus), so that less of
 * the start is left for the Run.
 */
export function warmBrowserEngine(worker: string, projectUrl: string): void {
  if (typeof Worker !== 'undefined' && typeof WebAssembly !== 'undefined') runningWorker(new URL(worker, location.href).href, new URL(projectUrl, location.href).href);
}

/** The engine of a project in the tab's worker; `worker` and `projectUrl` are URLs of the build (assets.mts). */
export function browserEngine(worker: string, projectUrl: string): BrowserEngineClient {
  const url = new URL(worker, location.href).href;
  const project = new URL(projectUrl, location.href).href;
  const started = (): { running: RunningWorker; started: Promise<unknown> } => {
    const running = runningWorker(url, project);
    let start = running.started.get(project);
    if (!start) {
      const sent = send(running, { type: 'start', projectUrl: project });
      // One that failed (a seed block the engine refused, a network error) is asked again next time.
      sent.catch(() => running.started.get(project) === sent && running.started.delete(project));
      running.started.set(project, (start = sent));
    }
    return { running, started: start };
  };
  return {
    start() {
      void started().started.catch(() => undefined);
    },
    async execute(query, variables) {
      const { running, started: start } = started();
      await start;
      return (await send(running, { type: 'execute', projectUrl: project, query, variables })) ?? {};
    },
    async reset() {
      const { running, started: start } = started();
      await start.catch(() => undefined);
      await send(running, { type: 'reset', projectUrl: project });
    },
    connect() {
      const { running } = started();
      const channel = new MessageChannel();
      running.worker.postMessage({ type: 'connect', port: channel.port2, projectUrl: project }, [channel.port2]);
      return channel.port1;
    },
    restart() {
      const running = workers.get(url);
      if (running) stop(url, running, 'The engine was restarted.');
    },
  };
}
