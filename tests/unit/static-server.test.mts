// The static server of `npm run serve`, the benchmarks and the e2e tests answers with the caching
// rules of static/_headers, as the static hosts that read that file do: a browser keeps the engine
// worker's content-hashed files, and a benchmark of a later page load measures what a reader gets.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { readHeaderRules, startStaticServer, type RunningServer } from '../../scripts/lib/static-server.mts';

const root = mkdtempSync(join(tmpdir(), 'static-server-'));
let server: RunningServer;

before(async () => {
  mkdirSync(join(root, 'browser-engine', '0123456789ab'), { recursive: true });
  mkdirSync(join(root, 'browser-engine', 'projects'), { recursive: true });
  writeFileSync(join(root, 'browser-engine', '0123456789ab', 'pglite.wasm'), 'wasm');
  writeFileSync(join(root, 'browser-engine', 'projects', 'page.json'), '{}');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  server = await startStaticServer({ root, headerRules: readHeaderRules(join(import.meta.dirname, '../../static/_headers')) });
});
after(() => server.close());

const cacheControl = async (path: string) => (await fetch(server.url + path)).headers.get('cache-control');

test("the worker's content-hashed files are cached for good, as static/_headers says", async () => {
  assert.equal(await cacheControl('/browser-engine/0123456789ab/pglite.wasm'), 'public, max-age=31536000, immutable');
});

test("the projects' files and the pages, which change with each build, are revalidated", async () => {
  assert.equal(await cacheControl('/browser-engine/projects/page.json'), 'public, max-age=0, must-revalidate');
  assert.equal(await cacheControl('/'), 'public, max-age=0, must-revalidate');
});
