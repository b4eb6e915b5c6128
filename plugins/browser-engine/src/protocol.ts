// Messages to and from the engine worker (worker.mts). The page's client (theme/client.ts) and the
// preview frames send them; the worker answers each with the request's id.
import type { GraphqlResult } from './engine.mts';

/** The page's model and seed data, as the build writes them for the worker (assets.mts). */
export interface ProjectData {
  /** The project's slug (plugins/engine projectSlug), which `me` names. */
  slug: string;
  schema: unknown;
  migrations: unknown[];
  seed: string | null;
}

export type EngineRequest =
  | { id: number; type: 'start'; projectUrl: string }
  | { id: number; type: 'execute'; query: string; variables?: Record<string, unknown> }
  /** The tenant API: only `me` (identity.mts). */
  | { id: number; type: 'tenant'; query: string; variables?: Record<string, unknown> }
  | { id: number; type: 'reset' };

/** Not a request: hands the worker a port on which a preview frame sends its requests. */
export interface ConnectMessage {
  type: 'connect';
  port: MessagePort;
}

export type EngineReply = { id: number; ok: true; result?: GraphqlResult } | { id: number; ok: false; error: string };
