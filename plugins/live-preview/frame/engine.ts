// The two requests the frame makes before it renders: is the engine there and does it serve the
// project, and which record `$id` stands for.
import type { EngineTarget } from './protocol';

const HOW_TO_START =
  'Run `npm start` with PostgreSQL installed (it starts the engine too), or `npm run engine` next to it; ' +
  'a deployment sets CONTEMBER_API_BASE_URL, CONTEMBER_PROJECT_NAME and CONTEMBER_READ_TOKEN (see README, "Live previews").';

async function contentQuery(engine: EngineTarget, query: string): Promise<Response> {
  return fetch(`${engine.apiBaseUrl}/content/${engine.project}/live`, {
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
