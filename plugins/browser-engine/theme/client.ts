// The page's side of the browser engine: one worker per page and project, started on the first
// Run (a preview or the GraphQL playground), shared by every preview frame and playground of the
// page, so a mutation in one shows in the others and Reset data resets them all. Loaded on Run only.
import type { GraphqlResult } from '../src/engine.mts';
import type { EngineReply, EngineRequest } from '../src/protocol.ts';

type Request = EngineRequest extends infer R ? (R extends EngineRequest ? Omit<R, 'id'> : never) : never;

export interface BrowserEngineClient {
  execute(query: string, variables?: Record<string, unknown>): Promise<GraphqlResult>;
  /** Back to the page's seed data. */
  reset(): Promise<void>;
  /** A port a preview frame sends its requests on (transfer it with postMessage). */
  connect(): MessagePort;
  /** Stops the worker (a query that runs too long, a crash): the next request starts a new one on the seed data. */
  restart(): void;
}

/** What a browser without Web Workers or WebAssembly gets instead of the engine. */
export const UNSUPPORTED_BROWSER = 'This browser cannot run the examples: the engine needs Web Workers and WebAssembly.';

const clients = new Map<string, BrowserEngineClient>();

/** The engine of `project` on this page; `worker` and `projectUrl` are URLs of the build (assets.mts). */
export function browserEngine(worker: string, projectUrl: string): BrowserEngineClient {
  const key = `${worker} ${projectUrl}`;
  const existing = clients.get(key);
  if (existing) return existing;
  let current: { worker: Worker; started: Promise<unknown> } | undefined;
  const pending = new Map<number, (reply: EngineReply) => void>();
  let nextId = 1;

  const send = (target: Worker, request: Request): Promise<GraphqlResult | undefined> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (reply) => (reply.ok ? resolve(reply.result) : reject(new Error(reply.error))));
      target.postMessage({ ...request, id });
    });

  const running = () => {
    if (current) return current;
    if (typeof Worker === 'undefined' || typeof WebAssembly === 'undefined') throw new Error(UNSUPPORTED_BROWSER);
    const worker = new Worker(worker_url(), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<EngineReply>) => {
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    };
    worker.onerror = (event) => {
      // A crash (or running out of memory) ends the worker: every open request gets the reason.
      const message = `The engine stopped: ${event.message || 'the worker crashed'}. Run again to restart it.`;
      for (const resolve of pending.values()) resolve({ id: 0, ok: false, error: message });
      pending.clear();
      current = undefined;
    };
    current = { worker, started: send(worker, { type: 'start', projectUrl: new URL(projectUrl, location.href).href }) };
    return current;
  };
  const worker_url = () => new URL(worker, location.href).href;

  const client: BrowserEngineClient = {
    async execute(query, variables) {
      const { worker: target, started } = running();
      await started;
      return (await send(target, { type: 'execute', query, variables })) ?? {};
    },
    async reset() {
      const { worker: target, started } = running();
      await started.catch(() => undefined);
      await send(target, { type: 'reset' });
    },
    connect() {
      const { worker: target } = running();
      const channel = new MessageChannel();
      target.postMessage({ type: 'connect', port: channel.port2 }, [channel.port2]);
      return channel.port1;
    },
    restart() {
      current?.worker.terminate();
      for (const resolve of pending.values()) resolve({ id: 0, ok: false, error: 'The engine was restarted.' });
      pending.clear();
      current = undefined;
    },
  };
  clients.set(key, client);
  return client;
}
