// Which engine `npm start` gives the live previews (scripts/lib/preview-engine.mts): the
// development-server test runs the no-PostgreSQL branch for real (tests/authoring/dev-server.test.mts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EngineState } from '../../plugins/engine/src/state.mts';
import { choosePreviewEngine, NO_POSTGRESQL_MESSAGE } from '../../scripts/lib/preview-engine.mts';

const running: EngineState = {
  pid: 1,
  url: 'http://127.0.0.1:1481',
  rootToken: 'x'.repeat(40),
  version: '2.0.8',
  projects: [],
  enginePid: 2,
  postgres: { pid: 3, port: 5433, folder: '/tmp/engine' },
};
const installed = () => true;
const missing = () => false;

test('with PostgreSQL and nothing configured, npm start starts an engine', () => {
  assert.deepEqual(choosePreviewEngine({}, null, installed), { kind: 'start' });
});

test('without PostgreSQL, the previews run the engine in the browser and say how to get a server', () => {
  const choice = choosePreviewEngine({}, null, missing);
  assert.equal(choice.kind, 'browser');
  assert.equal('message' in choice && choice.message, NO_POSTGRESQL_MESSAGE);
  assert.match(NO_POSTGRESQL_MESSAGE, /apt-get install -y postgresql/);
});

test('an engine of `npm run engine` is used before one is started', () => {
  const choice = choosePreviewEngine({}, running, installed);
  assert.equal(choice.kind, 'running');
  assert.match('message' in choice ? choice.message : '', /127\.0\.0\.1:1481/);
});

test('CONTEMBER_API_BASE_URL wins over a running engine, LIVE_PREVIEW_ENGINE=browser over both', () => {
  assert.equal(choosePreviewEngine({ CONTEMBER_API_BASE_URL: 'https://engine.example.com' }, running, installed).kind, 'configured');
  assert.equal(choosePreviewEngine({ LIVE_PREVIEW_ENGINE: 'browser', CONTEMBER_API_BASE_URL: 'https://engine.example.com' }, running, installed).kind, 'browser');
});
