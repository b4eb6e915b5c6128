// Where a running `npm run engine` tells other processes (the dev server, e2e tests) how to reach
// it: `.engine/state.json` at the site root (git-ignored), written when the projects are deployed
// and removed when the engine stops.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SITE_ROOT } from './engine.mts';

export const STATE_FILE = join(SITE_ROOT, '.engine', 'state.json');

export interface EngineState {
  /** Process id of the `npm run engine` process that owns the engine. */
  pid: number;
  url: string;
  rootToken: string;
  version: string;
  projects: { slug: string; page: string; contentUrl: string }[];
}

export function writeEngineState(state: EngineState, file = STATE_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  // Written whole and renamed, so a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

function isAlive(pid: number): boolean {
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
