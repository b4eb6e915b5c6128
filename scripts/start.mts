// `npm start`: the development server, with a Contember Engine for the live previews when
// PostgreSQL is installed (plugins/live-preview, plugins/engine). Arguments go to
// `docusaurus start` (default --host 127.0.0.1 --port 3000).
//   - CONTEMBER_API_BASE_URL set: the previews use that engine; nothing is started.
//   - `npm run engine` already running (its state file): the previews use it.
//   - otherwise, with PostgreSQL: an engine is started and deployed here (ENGINE_PORT and
//     ENGINE_POSTGRES_PORT as for `npm run engine`) while the site compiles, and stopped with the
//     server; the previews get a "Reset data" control that restores a page's seed data. Its URL
//     and token are chosen first, since the site's config reads them when it starts.
//   - without PostgreSQL, or with LIVE_PREVIEW_ENGINE=browser: the previews run the engine in the
//     reader's browser, as on the deployed site (plugins/browser-engine).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { docsPages } from '../plugins/code-samples/src/pages.mts';
import { resetProjectData } from '../plugins/engine/src/deploy.mts';
import { startDocsEngine, type DocsEngine } from '../plugins/engine/src/docs-engine.mts';
import { SITE_ROOT } from '../plugins/engine/src/engine.mts';
import { portFromEnv } from '../plugins/engine/src/ports.mts';
import { postgresBin } from '../plugins/engine/src/postgres.mts';
import { engineState, readEngineState, removeEngineState, writeEngineState } from '../plugins/engine/src/state.mts';
import { RESET_URL_VARIABLE } from '../plugins/live-preview/src/plugin.mts';
import { choosePreviewEngine } from './lib/preview-engine.mts';
import { interfacePages } from '../plugins/live-preview/src/render-targets.mts';

const args = process.argv.slice(2);
const docusaurusArgs = ['start', ...(args.some((arg) => arg.startsWith('--host')) ? [] : ['--host', '127.0.0.1']), ...(args.some((arg) => arg.startsWith('--port')) ? [] : ['--port', '3000']), ...args];
const env: NodeJS.ProcessEnv = { ...process.env };
/** The engine started here, from the moment it starts. */
let starting: Promise<DocsEngine> | null = null;
let resetServer: Server | null = null;

function hasPostgres(): boolean {
  try {
    postgresBin();
    return true;
  } catch {
    return false;
  }
}

/** POST /<project slug> restores that project's seed data; the previews call it from "Reset data" (a request that comes while the engine starts waits for it). */
function startResetServer(engineStarting: Promise<DocsEngine>): Promise<string> {
  resetServer = createServer((req, res) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
    const slug = (req.url ?? '').replace(/^\//, '');
    engineStarting
      .then(async ({ engine: running, projects }) => {
        const project = projects.find((candidate) => candidate.slug === slug);
        if (req.method !== 'POST' || !project) return void res.writeHead(404, headers).end();
        await resetProjectData(running, project);
        res.writeHead(204, headers).end();
      })
      .catch((error: unknown) => res.writeHead(500, { ...headers, 'Content-Type': 'text/plain' }).end(String(error)));
  });
  return new Promise((resolve) => resetServer!.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(resetServer!.address() as AddressInfo).port}/`)));
}

async function stopEngine(): Promise<void> {
  resetServer?.close();
  // An engine still starting is stopped once it has started.
  const running = await starting?.catch(() => null);
  starting = null;
  if (!running) return;
  removeEngineState();
  await running.engine.stop();
}

const choice = choosePreviewEngine(env, readEngineState(), hasPostgres);
if (choice.kind === 'running') {
  Object.assign(env, { CONTEMBER_API_BASE_URL: choice.state.url, CONTEMBER_READ_TOKEN: choice.state.rootToken });
}
if (choice.kind !== 'start') {
  console.log(choice.message);
} else {
  const port = await portFromEnv('ENGINE_PORT');
  const rootToken = randomBytes(20).toString('hex');
  // The projects of the live previews: the Interface pages.
  starting = startDocsEngine({ port, postgresPort: await portFromEnv('ENGINE_POSTGRES_PORT'), rootToken, pages: interfacePages(SITE_ROOT, docsPages) });
  // The root token of a throwaway local engine: fine for the development server, which nobody
  // else reaches; a production build refuses it (plugins/live-preview/src/plugin.mts).
  Object.assign(env, { CONTEMBER_API_BASE_URL: `http://127.0.0.1:${port}`, CONTEMBER_READ_TOKEN: rootToken, [RESET_URL_VARIABLE]: await startResetServer(starting) });
  starting.then(
    ({ engine, projects, seconds }) => {
      writeEngineState(engineState(engine, projects));
      console.log(`Live previews: Contember Engine ${engine.version} at ${engine.url}, ${projects.length} projects deployed in ${seconds.ready.toFixed(1)} s.`);
    },
    (error: unknown) => console.error(`Live previews: the engine did not start: ${(error as Error).message}`),
  );
}

const server = spawn(process.execPath, [join(SITE_ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), ...docusaurusArgs], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void stopEngine().then(() => process.exit(code ?? 0));
});
