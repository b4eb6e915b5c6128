// Messages to and from the engine worker (worker.mts). The page's client (theme/client.ts) and the
// preview frames send them; the worker answers each with the request's id. One worker serves every
// project of the tab: a request names its project by the URL of the project's file (assets.mts).
import type { EngineAttachment, GraphqlResult } from './engine.mts';

/** The page's model and seed data, as the build writes them for the worker (assets.mts). */
export interface ProjectData {
  /** The project's slug (plugins/engine projectSlug), which `me` names. */
  slug: string;
  schema: unknown;
  migrations: unknown[];
  seed: string | null;
  /** Written by a production build, for the worker of that build (prepared-projects.mts). */
  prepared?: {
    /** The project's prepared data directory, relative to this file. */
    directory: string;
    /** What the worker's engine needs to attach to the project's tables in it. */
    engine: EngineAttachment;
  };
}

/** A request of a preview frame, on the port the page connected it with (the port names the project). */
export type PortRequest =
  | { id: number; type: 'execute'; query: string; variables?: Record<string, unknown> }
  /** The tenant API: only `me` (identity.mts). */
  | { id: number; type: 'tenant'; query: string; variables?: Record<string, unknown> }
  | { id: number; type: 'reset' };

/** A request of the page: a port request with its project, or `start` (the project's engine, before anything asks it). */
export type EngineRequest = (PortRequest | { id: number; type: 'start' }) & { projectUrl: string };

/** Not a request: hands the worker a port on which a preview frame sends the project's requests. */
export interface ConnectMessage {
  type: 'connect';
  port: MessagePort;
  projectUrl: string;
}

export type EngineReply = { id: number; ok: true; result?: GraphqlResult } | { id: number; ok: false; error: string };
