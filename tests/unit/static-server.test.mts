// The static server of `npm run serve`, the benchmarks and the e2e tests answers with the caching
// rules of static/_headers, applied as Cloudflare Pages applies them (a header two rules set is
// joined with a comma): a browser keeps the content-hashed files, revalidates the others, and a
// benchmark of a later page load measures what a reader gets.
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
  mkdirSync(join(root, 'assets', 'js'), { recursive: true });
  mkdirSync(join(root, 'assets', 'css'), { recursive: true });
  for (const file of ['main.0123abcd.js', 'runtime~main.4567cdef.js', '002d586b.js']) writeFileSync(join(root, 'assets', 'js', file), '');
  writeFileSync(join(root, 'assets', 'css', 'styles.89abcdef.css'), '');
  server = await startStaticServer({ root, headerRules: readHeaderRules(join(import.meta.dirname, '../../static/_headers')) });
});
after(() => server.close());

const cacheControl = async (path: string) => (await fetch(server.url + path)).headers.get('cache-control');

const FOR_GOOD = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

test('content-hashed files are cached for good: the engine worker\'s folder, the entry scripts, the stylesheet', async () => {
  for (const path of ['/browser-engine/0123456789ab/pglite.wasm', '/assets/js/main.0123abcd.js', '/assets/js/runtime~main.4567cdef.js', '/assets/css/styles.89abcdef.css']) {
    assert.equal(await cacheControl(path), FOR_GOOD, path);
  }
});

test("files that change with each build under a fixed name are revalidated: the projects' files, the chunks named by id, the pages", async () => {
  for (const path of ['/browser-engine/projects/page.json', '/assets/js/002d586b.js', '/']) assert.equal(await cacheControl(path), REVALIDATE, path);
});
