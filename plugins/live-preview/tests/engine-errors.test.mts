// Why a request of the admin failed, as the preview frame shows it (frame/engine.ts: failureOf,
// reportingFetch), on the answers of a real engine (plugins/engine) serving the SelectField page's
// project: the admin itself shows only "Network error" for them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startDocsEngine } from '../../engine/src/docs-engine.mts';
import type { Engine } from '../../engine/src/engine.mts';
import { failureOf, reportingFetch } from '../frame/engine.ts';
import type { EngineTarget } from '../frame/protocol.ts';

let engine: Engine;
let target: EngineTarget;

before(async () => {
  const started = await startDocsEngine({ pages: ['docs/reference/admin/examples/SelectField.mdx'] });
  engine = started.engine;
  target = { apiBaseUrl: engine.url, project: started.projects[0]!.slug, token: engine.rootToken };
});

after(async () => {
  await engine?.stop();
});

/** A request as the admin's GraphQL client sends it. */
const request = (fetchImpl: typeof fetch, query: string, path = `/content/${target.project}/live`) =>
  fetchImpl(`${engine.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${target.token}` },
    body: JSON.stringify({ query }),
  });

// A filter with a quoted enum value, as an object filter of plain strings gives it (docs/reference/admin/data-binding/query-language.md).
const REFUSED = '{ listArticle(filter: { state: { in: ["draft"] } }) { id } }';

test('failureOf: the messages of the GraphQL errors the engine answers with', async () => {
  const response = await request(fetch, REFUSED);
  assert.equal(response.ok, false, 'the admin reads a failed status as "Network error"');
  assert.deepEqual(await failureOf(response), ['Enum "ArticleState" cannot represent non-enum value: "draft". Did you mean the enum value "draft"?']);
  assert.equal(await failureOf(await request(fetch, '{ listArticle { id } }')), undefined);
});

test('failureOf: a missing project is an error message too; a failed answer without GraphQL errors gives its status and text', async () => {
  assert.deepEqual(await failureOf(await request(fetch, '{ listArticle { id } }', '/content/no-such-project/live')), ['Project no-such-project NOT found']);
  // The engine's answer to an exception in a request (engine-http: HttpErrorResponse 500).
  assert.deepEqual(await failureOf(new Response('Internal server error', { status: 500, statusText: 'Internal Server Error' })), ['500 Internal Server Error: Internal server error']);
  assert.deepEqual(await failureOf(new Response('', { status: 502, statusText: 'Bad Gateway' })), ['502 Bad Gateway']);
});

test('reportingFetch reports the refusals of content API requests, and the caller still reads the response', async () => {
  const reports: string[][] = [];
  const watched = reportingFetch(fetch, () => target, (messages) => reports.push(messages));
  const refused = await request(watched, REFUSED);
  assert.equal(refused.status, 400);
  const body = (await refused.json()) as { errors: { message: string }[] };
  assert.match(body.errors[0]!.message, /cannot represent non-enum value/);
  assert.deepEqual(reports, [['Enum "ArticleState" cannot represent non-enum value: "draft". Did you mean the enum value "draft"?']]);

  await (await request(watched, '{ listArticle { id } }')).json();
  assert.equal(reports.length, 1, 'a served request reports nothing');
  await request(watched, '{ me { id } }', '/tenant');
  await request(reportingFetch(fetch, () => undefined, (messages) => reports.push(messages)), REFUSED);
  assert.equal(reports.length, 1, 'only the content API of the current engine is watched');
});

test('reportingFetch names the engine target of the time the request started, so the frame can leave out late answers to an older run', async () => {
  const older = { ...target };
  const newer = { ...target };
  let current: EngineTarget = older;
  // The frame gets a new run (a new copy of the target) while the request is on its way.
  const slow: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    current = newer;
    return response;
  };
  const seen: EngineTarget[] = [];
  await request(reportingFetch(slow, () => current, (_messages, engine) => seen.push(engine)), REFUSED);
  assert.equal(seen.length, 1);
  assert.equal(seen[0], older);
});
