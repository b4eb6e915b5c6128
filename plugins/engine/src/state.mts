// Where a running `npm run engine` tells other processes (the dev server, e2e tests) how to reach
// it: `.engine/state.json` at the site root (git-ignored), written when the projects are deployed
// and removed when the engine stops.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentPath } from './deploy.mts';
import { SITE_ROOT, type Engine } from './engine.mts';
import type { DocsProject } from './projects.mts';

export const STATE_FILE = join(SITE_ROOT, '.engine', 'state.json');

export interface EngineState {
  /** Process id of the `npm run engine` process that owns the engine. */
  pid: number;
  url: string;
  rootToken: string;
  version: string;
  projects: { slug: string; page: string; contentUrl: string }[];
  /** The engine's process, and PostgreSQL's server process, port and folder (`psql -h 127.0.0.1 -p <port> -U postgres`). */
  enginePid: number;
  postgres: { pid: number; port: number; folder: string };
}

/** The state of an engine this process started, with the projects it deployed. */
export function engineState(engine: Engine, projects: Pick<DocsProject, 'slug' | 'page'>[]): EngineState {
  return {
    pid: process.pid,
    url: engine.url,
    rootToken: engine.rootToken,
    version: engine.version,
    projects: projects.map(({ slug, page }) => ({ slug, page, contentUrl: `${engine.url}${contentPath({ slug })}` })),
    enginePid: engine.pid,
    postgres: { pid: engine.postgres.pid, port: engine.postgres.port, folder: engine.postgres.folder },
  };
}

export function writeEngineState(state: EngineState, file = STATE_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  // Written whole and renamed, so a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Whether a process with this id runs (signal 0 tests without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running engine's state, or null when none runs (a file left by a killed process counts as none). */
export function readEngineState(file = STATE_FILE): EngineState | null {
  let state: EngineState;
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as EngineState;
  } catch {
    return null;
  }
  return isAlive(state.pid) ? state : null;
}

/** Removes the state file when it is this process's. */
export function removeEngineState(file = STATE_FILE): void {
  try {
    if ((JSON.parse(readFileSync(file, 'utf8')) as EngineState).pid !== process.pid) return;
  } catch {
    return;
  }
  rmSync(file, { force: true });
}
