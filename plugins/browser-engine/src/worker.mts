// The Web Worker that holds one reader's engine for one page's project: requests in (from the page,
// and from preview frames on ports the page hands over), one at a time, since the engine serves one
// request at a time over a single PGlite backend; each reply carries its request's id.
import { createBrowserEngine, type BrowserEngine, type EngineModel, type GraphqlResult } from './engine.mts';
import { executeTenant } from './identity.mts';
import type { ConnectMessage, EngineReply, EngineRequest, ProjectData } from './protocol.ts';

let project: ProjectData | undefined;
let engine: Promise<BrowserEngine> | undefined;
let queue: Promise<unknown> = Promise.resolve();

const start = (data: ProjectData) => createBrowserEngine({ model: data as unknown as EngineModel, seed: data.seed });

async function handle(request: EngineRequest): Promise<GraphqlResult | undefined> {
  switch (request.type) {
    case 'start': {
      const response = await fetch(request.projectUrl);
      if (!response.ok) throw new Error(`The model of this page could not be loaded (${response.status} ${request.projectUrl}).`);
      project = (await response.json()) as ProjectData;
      engine = start(project);
      await engine;
      return undefined;
    }
    case 'reset': {
      if (!engine) throw new Error('The engine has not been started.');
      await (await engine).reset();
      return undefined;
    }
    case 'tenant': {
      if (!project) throw new Error('The engine has not been started.');
      return executeTenant(project.slug, request.query, request.variables);
    }
    case 'execute': {
      if (!engine) throw new Error('The engine has not been started.');
      return (await engine).execute(request.query, request.variables);
    }
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
    data.port.onmessage = ({ data: request }: MessageEvent<EngineRequest>) => serve(request, (reply) => data.port.postMessage(reply));
    return;
  }
  serve(data, (reply) => scope.postMessage(reply));
};
