// The two requests the frame makes before it renders: is the engine there and does it serve the
// project, and which record `$id` stands for; and why a request of the admin failed.
import type { EngineTarget } from './protocol';

const HOW_TO_START =
  'Run `npm start` with PostgreSQL installed (it starts the engine too), or `npm run engine` next to it; ' +
  'a deployment sets CONTEMBER_API_BASE_URL, CONTEMBER_PROJECT_NAME and CONTEMBER_READ_TOKEN (see README, "Live previews").';

// The frame's own requests go through the fetch of the time this module loads: main.tsx then wraps
// the global fetch to report the admin's failed requests (reportingFetch), and these have their own
// messages.
const frameFetch: typeof fetch = globalThis.fetch.bind(globalThis);

async function contentQuery(engine: EngineTarget, query: string): Promise<Response> {
  return frameFetch(`${engine.apiBaseUrl}/content/${engine.project}/live`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${engine.token}` },
    body: JSON.stringify({ query }),
  });
}

/** A sentence for the reader when the example cannot run, or undefined when it can. */
export async function checkEngine(engine: EngineTarget): Promise<string | undefined> {
  let response: Response;
  try {
    response = await contentQuery(engine, '{ __typename }');
  } catch {
    return `The engine at ${engine.apiBaseUrl} does not answer. ${HOW_TO_START}`;
  }
  if (response.ok) return undefined;
  if (engine.inBrowser) return `The engine in your browser could not start: ${((await failureOf(response)) ?? []).join('\n')}`;
  if (response.status === 401) return `The engine at ${engine.apiBaseUrl} refuses the configured token. ${HOW_TO_START}`;
  if (response.status === 404) {
    return `The engine at ${engine.apiBaseUrl} has no project "${engine.project}". \`npm run engine\` deploys one for each example page.`;
  }
  return `The engine at ${engine.apiBaseUrl} answered ${response.status} ${response.statusText}.`;
}

/** The id of the first `entity` record of the seed data, which the example edits as `$id`. */
export async function firstIdOf(engine: EngineTarget, entity: string): Promise<string> {
  const response = await contentQuery(engine, `{ records: list${entity}(limit: 1) { id } }`);
  const body = (await response.json()) as { data?: { records?: { id: string }[] }; errors?: { message: string }[] };
  const id = body.data?.records?.[0]?.id;
  if (!id) throw new Error(body.errors?.[0]?.message ?? `The project "${engine.project}" has no ${entity} to show: add one to the page's seed data.`);
  return id;
}

/**
 * The entity whose first record `$id` stands for, read from a scope like
 * `entity="Article(id = $id)"`; undefined when the code uses no `$id`.
 */
export function entityOfIdParameter(code: string): string | undefined {
  return /([A-Z]\w*)\(\s*id\s*=\s*\$id\s*\)/.exec(code)?.[1];
}

/** At most this many characters of a failed response that is not a GraphQL answer. */
const RESPONSE_TEXT_LIMIT = 300;

/**
 * Why the engine did not serve a request: the messages of the GraphQL errors of its response (the
 * admin shows only "Network error" or "Unknown error" for them), or for a failed response without
 * any, its status and the start of its text; undefined for a response without errors.
 */
export async function failureOf(response: Response): Promise<string[] | undefined> {
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors) && errors.length) {
    return errors.map((error: unknown) => {
      const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
      return typeof message === 'string' ? message : JSON.stringify(error);
    });
  }
  if (response.ok) return undefined;
  const excerpt = text.trim().slice(0, RESPONSE_TEXT_LIMIT);
  return [`${response.status} ${response.statusText}${excerpt ? `: ${excerpt}` : ''}`.trim()];
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * `fetchImpl` that also reports, through `report`, why a request to the content API of the engine
 * `engineOf()` returned when the request started failed (failureOf), with that engine target, so
 * that a late answer to an older run can be told apart. The caller gets the response unchanged:
 * the report reads a copy, before the caller gets it.
 */
export function reportingFetch(
  fetchImpl: typeof fetch,
  engineOf: () => EngineTarget | undefined,
  report: (messages: string[], engine: EngineTarget) => void,
): typeof fetch {
  return async (input, init) => {
    const engine = engineOf();
    const response = await fetchImpl(input, init);
    if (engine && urlOf(input).startsWith(`${engine.apiBaseUrl}/content/`)) {
      const messages = await failureOf(response).catch(() => undefined);
      if (messages) report(messages, engine);
    }
    return response;
  };
}

/**
 * True for the rejection of a request the admin cancelled itself (an `AbortError`): a data view
 * that starts a newer request for the same data aborts the older one and leaves its promise
 * unhandled. That is no failure of the example.
 */
export function isCancellation(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError';
}
