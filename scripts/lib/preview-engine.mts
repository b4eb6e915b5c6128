// Which engine the live previews of `npm start` use (scripts/start.mts, README "Live previews"),
// decided from the environment before the development server starts.
import type { EngineState } from '../../plugins/engine/src/state.mts';

export type PreviewEngineChoice =
  /** The engine in the reader's browser (plugins/browser-engine), as on the deployed site. */
  | { kind: 'browser'; message: string }
  /** CONTEMBER_API_BASE_URL: that engine; nothing is started. */
  | { kind: 'configured'; message: string }
  /** The engine `npm run engine` runs (its state file). */
  | { kind: 'running'; state: EngineState; message: string }
  /** PostgreSQL is installed: `npm start` starts an engine and deploys the projects. */
  | { kind: 'start' };

export const NO_POSTGRESQL_MESSAGE =
  'Live previews: the engine in your browser (PostgreSQL is not installed). For an engine server, which also runs ' +
  'the tenant, system and actions examples: `sudo apt-get install -y postgresql`, then `npm start` again.';

export function choosePreviewEngine(env: NodeJS.ProcessEnv, running: EngineState | null, hasPostgres: () => boolean): PreviewEngineChoice {
  if (env.LIVE_PREVIEW_ENGINE === 'browser') {
    return { kind: 'browser', message: 'Live previews: the engine in your browser, as on the deployed site (LIVE_PREVIEW_ENGINE=browser).' };
  }
  if (env.CONTEMBER_API_BASE_URL) return { kind: 'configured', message: `Live previews: the engine at ${env.CONTEMBER_API_BASE_URL} (CONTEMBER_API_BASE_URL).` };
  if (running) return { kind: 'running', state: running, message: `Live previews: the engine of \`npm run engine\` at ${running.url}.` };
  if (hasPostgres()) return { kind: 'start' };
  return { kind: 'browser', message: NO_POSTGRESQL_MESSAGE };
}
