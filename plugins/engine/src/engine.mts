// Starts Contember Engine 2.0.8 (`@contember/engine-server`, the engine release on the npm registry)
// on a throwaway PostgreSQL cluster, with fresh random tokens, and stops both together.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startMailbox, type Mailbox } from './mailbox.mts';
import { freePort } from './ports.mts';
import { startPostgres, type Postgres } from './postgres.mts';

export const SITE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// Its exports map hides package.json, which the engine reads its version from (CONTEMBER_PACKAGE_JSON).
const ENGINE_PACKAGE_JSON = join(SITE_ROOT, 'node_modules', '@contember', 'engine-server', 'package.json');
export const ENGINE_VERSION = (JSON.parse(readFileSync(ENGINE_PACKAGE_JSON, 'utf8')) as { version: string }).version;
// Preloaded into the engine: its servers listen on 127.0.0.1, not on every interface (the engine has no host option).
export const LOOPBACK_PRELOAD = join(dirname(fileURLToPath(import.meta.url)), 'loopback.mjs');
const START_TIMEOUT_MS = 60_000;
const ROOT_EMAIL = 'contember@localhost';
const ROOT_PASSWORD = 'contember';

export interface EngineOptions {
  /** Port of the engine's HTTP API; a free one when omitted. */
  port?: number;
  /** Port of the PostgreSQL cluster; a free one when omitted. */
  postgresPort?: number;
  /** The superadmin token; a fresh random one when omitted (`npm start` hands it to the site before the engine runs). */
  rootToken?: string;
  /**
   * Development mode, as the project template's local engine runs (NODE_ENV=development): its System
   * API has the mutations that migrations:amend, migrations:rebase and execute --force use.
   */
  development?: boolean;
}

export interface Engine {
  /** Base URL: `${url}/content/<project>/live`, `${url}/system/<project>`, `${url}/tenant`. */
  url: string;
  /** The superadmin token, fresh for every start unless EngineOptions.rootToken names it. */
  rootToken: string;
  /** The token that may only sign people in (`CONTEMBER_LOGIN_TOKEN`), what an admin's sign-in form sends; fresh for every start. */
  loginToken: string;
  version: string;
  /** Process id of the engine. */
  pid: number;
  /** Port of the engine's monitoring server (health and Prometheus metrics); like the API, on 127.0.0.1 only. */
  monitoringPort: number;
  postgres: Postgres;
  /** The SMTP server the engine sends its e-mails to (invitations, password resets), with the mails it received. */
  mailbox: Mailbox;
  /** Seconds spent starting each part. */
  startSeconds: { postgres: number; engine: number };
  /** Stops the engine and PostgreSQL and removes their files; safe to call more than once. */
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the engine exited (${child.exitCode ?? child.signalCode}) while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the engine did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

function lastLines(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

export async function startEngine(options: EngineOptions = {}): Promise<Engine> {
  const [port, monitoringPort, postgresPort, mailbox] = await Promise.all([options.port ?? freePort(), freePort(), options.postgresPort ?? freePort(), startMailbox()]);
  const started = performance.now();
  const postgres = await startPostgres({ port: postgresPort });
  const postgresReady = performance.now();
  const rootToken = options.rootToken ?? randomBytes(20).toString('hex');
  const loginToken = randomBytes(20).toString('hex');
  const logFile = join(postgres.folder, 'engine.log');
  const log = createWriteStream(logFile);
  // One copy of each @contember package, as in a real installation (dedupe-hooks.mjs); listen() on loopback (loopback.mjs).
  const dedupe = join(dirname(fileURLToPath(import.meta.url)), 'dedupe-register.mjs');
  const preloads = [dedupe, LOOPBACK_PRELOAD].flatMap((file) => ['--import', pathToFileURL(file).href]);
  const child = spawn(process.execPath, [...preloads, join(dirname(ENGINE_PACKAGE_JSON), 'dist', 'production', 'start.js')], {
    env: {
      ...process.env,
      // Development mode is the engine's debug mode: it adds the executed SQL to every response.
      NODE_ENV: options.development ? 'development' : 'production',
      CONTEMBER_PORT: String(port),
      CONTEMBER_MONITORING_PORT: String(monitoringPort),
      // The project template's local sign-in (docs/intro/installation.md), so that the pages'
      // signIn examples run as written. The engine listens on 127.0.0.1 only (LOOPBACK_PRELOAD), and its root token,
      // which can do more than this person, is in the state file anyway.
      CONTEMBER_ROOT_EMAIL: ROOT_EMAIL,
      CONTEMBER_ROOT_PASSWORD: ROOT_PASSWORD,
      CONTEMBER_ROOT_TOKEN: rootToken,
      CONTEMBER_LOGIN_TOKEN: loginToken,
      CONTEMBER_PACKAGE_JSON: ENGINE_PACKAGE_JSON,
      DEFAULT_DB_HOST: postgres.host,
      DEFAULT_DB_PORT: String(postgres.port),
      DEFAULT_DB_USER: postgres.user,
      DEFAULT_DB_PASSWORD: postgres.password,
      TENANT_DB_NAME: 'tenant',
      // The e-mails go to the local mailbox: without a mail server the engine fails invite and the
      // password reset (its mailer logs the failure with a logger it never set).
      TENANT_MAILER_HOST: '127.0.0.1',
      TENANT_MAILER_PORT: String(mailbox.port),
      TENANT_MAILER_FROM: 'contember@localhost',
      // Every project gets an S3 configuration, so that the signing mutations of the S3 plugin run
      // (signing happens in the engine; no bucket is contacted). The values are those the pages show:
      // the bucket `contember` in eu-central-1, the objects under `blog/`.
      DEFAULT_S3_BUCKET: 'contember',
      DEFAULT_S3_REGION: 'eu-central-1',
      DEFAULT_S3_PREFIX: 'blog',
      DEFAULT_S3_KEY: 'docs-examples-key',
      DEFAULT_S3_SECRET: 'docs-examples-secret',
      // One idle connection per project database, not a pool's worth: each is a PostgreSQL backend.
      DEFAULT_DB_POOL_MAX_IDLE: '1',
    },
    // Its own process group: a Ctrl+C reaches only this process, which stops the engine before PostgreSQL.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exitOnExit = () => postgres.stop();
  process.once('exit', exitOnExit);

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
      await mailbox.stop();
      postgres.stop();
      process.removeListener('exit', killOnExit);
      process.removeListener('exit', exitOnExit);
    })());

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/`, child);
  } catch (error) {
    const output = lastLines(logFile, 20);
    await stop();
    throw new Error(`${(error as Error).message}${output ? `\n${output}` : ''}`);
  }
  const startSeconds = { postgres: (postgresReady - started) / 1000, engine: (performance.now() - postgresReady) / 1000 };
  return { url, rootToken, loginToken, version: ENGINE_VERSION, pid: child.pid!, monitoringPort, postgres, mailbox, startSeconds, stop };
}
