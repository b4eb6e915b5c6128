// Where a playground's requests go. The playground knows only PlaygroundBackend, and gets the engine
// the page's live previews use (the frames' config.json): an engine server (`npm start`, or a
// deployment's CONTEMBER_API_BASE_URL), or the engine in the reader's browser (plugins/browser-engine),
// the same worker as the page's previews: README, "Backends".
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { engineFor } from '../../live-preview/theme/LivePreview/config';
import { FRAMES } from '../../live-preview/frame/frames';
import type { BrowserEngineClient } from '../../browser-engine/theme/client';
import type { PlaygroundApi, PlaygroundBlock } from './block';
import { MAX_RESPONSE_BYTES, readLimited, ResponseTooLarge } from './limits';

/** A GraphQL response as the engine sends it. */
export interface GraphqlResponse {
  data?: unknown;
  errors?: { message: string; [key: string]: unknown }[];
  [key: string]: unknown;
}

export interface PlaygroundBackend {
  /** What runs the requests, for the reader ("Contember Engine at http://localhost:1481"). */
  readonly label: string;
  /** The schema of the block's API, for completion, lint and the schema browser. */
  schema(): Promise<GraphQLSchema>;
  /** Runs a request; `signal` aborts it (the playground's time limit, a new Run). */
  execute(query: string, variables: Record<string, unknown> | undefined, signal: AbortSignal): Promise<GraphqlResponse>;
  /** Restores the page's seed data; absent when the backend cannot. */
  resetData?: () => Promise<void>;
}

export type BackendChoice = { backend: PlaygroundBackend } | { unavailable: string };

export const NO_ENGINE =
  'Try it needs a Contember Engine, and this build has none configured. Locally, `npm start` starts one ' +
  '(PostgreSQL installed); a deployment sets CONTEMBER_API_BASE_URL and CONTEMBER_READ_TOKEN (README, "Live previews"). ' +
  'The response shown with this example is the one the engine gave when the example last ran in CI.';

function apiPath(api: PlaygroundApi, project: string): string {
  if (api === 'tenant') return '/tenant';
  if (api === 'system') return `/system/${project}`;
  if (api === 'actions') return `/actions/${project}`;
  return `/content/${project}/live`;
}

/** The server engine of the live previews, as the frames' config.json names it (any frame's: they are written alike). */
async function serverEngineBackend(block: PlaygroundBlock): Promise<BackendChoice> {
  const target = await engineFor(FRAMES[0]!.base, block.project ?? '').catch(() => null);
  if (!target) return { unavailable: NO_ENGINE };
  if (target.browser) return browserEngineBackend(block, target.browser);
  const { apiBaseUrl, token, project } = target.engine;
  const url = `${apiBaseUrl.replace(/\/$/, '')}${apiPath(block.api, project)}`;
  const execute = async (query: string, variables: Record<string, unknown> | undefined, signal: AbortSignal): Promise<GraphqlResponse> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
      signal,
    });
    const text = await readLimited(response, MAX_RESPONSE_BYTES);
    try {
      return JSON.parse(text) as GraphqlResponse;
    } catch {
      // Not GraphQL: an HTTP error of the engine or a proxy, shown as an error with its status.
      return { errors: [{ message: `HTTP ${response.status} ${response.statusText}: ${text.slice(0, 500)}` }] };
    }
  };
  let schema: Promise<GraphQLSchema> | null = null;
  const backend: PlaygroundBackend = {
    label: `Contember Engine at ${new URL(apiBaseUrl).host}`,
    execute,
    schema: () => (schema ??= introspect(execute)),
    resetData: target.resetData && block.api === 'content' ? target.resetData : undefined,
  };
  return { backend };
}

export const NOT_IN_BROWSER =
  'This request needs the tenant, system or actions API, which the engine in your browser does not have (it has the content API). ' +
  'Locally, `npm start` with PostgreSQL runs an engine server that has them. The response shown with this example is the one the engine gave when the example last ran in CI.';

/** The introspected schema of a backend's execute. */
function introspect(execute: PlaygroundBackend['execute']): Promise<GraphQLSchema> {
  return execute(getIntrospectionQuery(), undefined, new AbortController().signal).then((response) => {
    if (!response.data) throw new Error(response.errors?.map((error) => error.message).join('; ') || 'the engine sent no schema');
    return buildClientSchema(response.data as IntrospectionQuery);
  });
}

/**
 * The engine in the reader's browser: the page's worker for the block's project, shared with the
 * page's live previews (a mutation here shows there; Reset data resets both). A request it cannot
 * stop in time ends the worker (the next request starts a new one, on the seed data).
 */
function browserEngineBackend(block: PlaygroundBlock, client: BrowserEngineClient): BackendChoice {
  if (block.api !== 'content') return { unavailable: NOT_IN_BROWSER };
  const execute = async (query: string, variables: Record<string, unknown> | undefined, signal: AbortSignal): Promise<GraphqlResponse> => {
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => {
        client.restart();
        reject(new DOMException('The request was cancelled.', 'AbortError'));
      }, { once: true });
    });
    const response = (await Promise.race([client.execute(query, variables), aborted])) as GraphqlResponse;
    if (JSON.stringify(response).length > MAX_RESPONSE_BYTES) throw new ResponseTooLarge(MAX_RESPONSE_BYTES);
    return response;
  };
  let schema: Promise<GraphQLSchema> | null = null;
  return { backend: { label: 'Contember Engine 2.0.8 in your browser', execute, schema: () => (schema ??= introspect(execute)), resetData: () => client.reset() } };
}

/** The backend that runs a block's requests, or why none can. */
export function backendFor(block: PlaygroundBlock): Promise<BackendChoice> {
  return serverEngineBackend(block);
}

export { ResponseTooLarge };
