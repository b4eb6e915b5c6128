// The parts of the getting-started run that need no install, engine or browser: what it reads from
// the quickstart page, the template fixes it writes, and how it serves the built admin.
// The whole run is `npm run test:getting-started` (a step of `npm test`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { distFile, serveDist } from '../src/admin.mts';
import { addAdminViteConfig, contemberCli, NODE_REQUIRE_SHIM, writeAdminProductionEnv } from '../src/template-fixes.mts';
import { cliFileSteps, cliModelSteps, graphqlSteps, MODEL_ENTRY, modelFiles, runGraphqlSteps, writeModel } from '../src/walkthrough.mts';

/** The engine plugin's fixture page: a model, a seed block, queries with responses, a failing mutation, other APIs. */
const FIXTURE = 'plugins/engine/tests/fixtures/docs/guides/blog.md';

const dir = mkdtempSync(join(tmpdir(), 'getting-started-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the quickstart page', () => {
  it('gives the model the reader writes into api/model', () => {
    const files = modelFiles();
    assert.ok(files.length >= 1);
    assert.ok(files.some((file) => file.path === MODEL_ENTRY), 'one file is api/model/index.ts, which the template imports');
    assert.ok(files.every((file) => file.path.startsWith('api/model/') && file.code.includes('@contember/schema-definition')));
  });

  it('gives GraphQL steps for the content API, in page order, a mutation first', () => {
    const steps = graphqlSteps();
    assert.ok(steps.length >= 1);
    assert.match(steps[0]!.code, /^\s*mutation\b/);
    const lines = steps.map((step) => step.startLine);
    assert.deepEqual(lines, [...lines].sort((a, b) => a - b));
    assert.ok(steps.every((step) => step.api === null && step.norunReason === null));
  });
});

describe('a walkthrough page', () => {
  it('gives its model block as api/model/index.ts', () => {
    const files = modelFiles(FIXTURE);
    assert.deepEqual(files.map((file) => file.path), [MODEL_ENTRY]);
    assert.match(files[0]!.code, /export class Author/);
  });

  it('starts a page with cli-model blocks from the first of them, and gives each as a step of the model', () => {
    const page = 'plugins/getting-started/tests/fixtures/cli-model-page.md';
    const [first] = modelFiles(page);
    assert.equal(first?.path, MODEL_ENTRY);
    assert.doesNotMatch(first!.code, /title/);
    assert.deepEqual(cliModelSteps(page).map((step) => [step.path, step.line, /title = /.test(step.code)]), [[MODEL_ENTRY, 8, false], [MODEL_ENTRY, 27, true]]);
  });

  it('gives each cli-file block as a file at its title, and refuses one without a title', () => {
    const steps = cliFileSteps('plugins/getting-started/tests/fixtures/cli-file-page.md');
    assert.deepEqual(steps.map((step) => [step.path, step.line]), [['api/migrations/2024-05-20-160512-add-notes.ts', 16]]);
    assert.equal(steps[0]!.code, 'export const query = `mutation { createNote(data: { text: "First" }) { ok errorMessage } }`\n');
    const untitled = join(mkdtempSync(join(tmpdir(), 'cli-file-')), 'page.md');
    writeFileSync(untitled, '# Page\n\n```ts cli-file\nexport const query = ``\n```\n');
    assert.throws(() => cliFileSteps(untitled), /needs title=/);
  });

  it('gives the content API blocks in order, the seed block first, without other APIs and norun blocks', () => {
    const steps = graphqlSteps(FIXTURE);
    assert.deepEqual(
      steps.map((step) => step.code.trim().split('\n')[1]!.trim().split(/[ (]/)[0]),
      ['createAuthor', 'listAuthor', 'listArticle', 'createAuthor', 'listArticel'],
    );
    assert.ok(steps[0]!.flags.includes('seed'));
  });

  it('sends the steps in order and fails on the first response that differs, naming its line', async () => {
    const sent: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const query = (JSON.parse(body) as { query: string }).query;
        sent.push(query.includes('listAuthor') ? 'listAuthor' : query.includes('listArticle') ? 'listArticle' : 'other');
        const data = query.includes('listAuthor') ? { listAuthor: [{ name: 'Jane Doe' }] } : query.includes('listArticle') ? { listArticle: [{ title: 'Hello' }] } : { createAuthor: { ok: true } };
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await assert.rejects(runGraphqlSteps({ url: `http://127.0.0.1:${port}`, rootToken: 't' }, '/content/blog/live', FIXTURE), (error: Error) => {
        assert.match(error.message, /blog\.md:\d+: the response differs: listArticle\[0\]\.title/);
        return true;
      });
      assert.deepEqual(sent, ['other', 'listAuthor', 'listArticle']);
    } finally {
      server.close();
    }
  });
});

describe('writing into the project', () => {
  it('writes the model files and refuses a path outside the project', () => {
    const project = join(dir, 'model');
    writeModel(project, [{ path: 'api/model/index.ts', code: 'export class A {}\n', line: 1 }]);
    assert.equal(readFileSync(join(project, 'api/model/index.ts'), 'utf8'), 'export class A {}\n');
    assert.throws(() => writeModel(project, [{ path: '../outside.ts', code: '', line: 1 }]), /outside the project/);
  });

  it('adds the Vite config and the production env the pages give', () => {
    const project = join(dir, 'fixes');
    mkdirSync(join(project, 'admin'), { recursive: true });
    addAdminViteConfig(project);
    assert.match(readFileSync(join(project, 'admin/vite.config.ts'), 'utf8'), /plugins: \[tsconfigPaths\(\), react\(\), contember\(\)\]/);
    writeAdminProductionEnv(project, { apiBaseUrl: 'http://127.0.0.1:1', loginToken: 'abc', projectName: 'blog' });
    const env = readFileSync(join(project, 'admin/.env.production'), 'utf8');
    assert.match(env, /^VITE_CONTEMBER_ADMIN_API_BASE_URL=http:\/\/127\.0\.0\.1:1$/m);
    assert.match(env, /^VITE_CONTEMBER_ADMIN_SESSION_TOKEN=__SESSION_TOKEN__$/m);
    assert.match(env, /^VITE_CONTEMBER_ADMIN_LOGIN_TOKEN=abc$/m);
    assert.match(env, /^VITE_CONTEMBER_ADMIN_PROJECT_NAME=blog$/m);
  });

  it('runs the project CLI on Node with a global require', async () => {
    const cli = contemberCli('/p');
    assert.deepEqual(cli.args, ['--import', NODE_REQUIRE_SHIM, '/p/node_modules/@contember/cli/dist/production/run.js']);
    // The shim works as a module: it defines require for the code that runs after it.
    const { execFileSync } = await import('node:child_process');
    const out = execFileSync(process.execPath, ['--import', NODE_REQUIRE_SHIM, '--input-type=module', '-e', 'console.log(typeof require)'], { encoding: 'utf8' });
    assert.equal(out.trim(), 'function');
  });
});

describe('serving the built admin', () => {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'app'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), 'sign-in');
  writeFileSync(join(dist, 'app', 'index.html'), 'admin');
  writeFileSync(join(dist, 'assets', 'a.js'), 'js');

  it('maps paths to files: the file, /app routes to app/index.html, others to index.html', () => {
    assert.equal(distFile(dist, '/'), join(dist, 'index.html'));
    assert.equal(distFile(dist, '/assets/a.js'), join(dist, 'assets', 'a.js'));
    assert.equal(distFile(dist, '/app/'), join(dist, 'app', 'index.html'));
    assert.equal(distFile(dist, '/app/articles'), join(dist, 'app', 'index.html'));
    assert.equal(distFile(dist, '/reset'), join(dist, 'index.html'));
    assert.equal(distFile(dist, '/assets/missing.js'), null);
    // A path climbing out of the folder stays in it.
    assert.equal(distFile(dist, '/../../etc/passwd'), join(dist, 'index.html'));
    assert.equal(distFile(dist, '/../../etc/hosts.txt'), null);
  });

  it('serves them over HTTP on loopback', async () => {
    const site = await serveDist(dist);
    try {
      assert.match(site.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(`${site.url}/app/articles`);
      assert.equal(page.status, 200);
      assert.equal(await page.text(), 'admin');
      assert.equal((await fetch(`${site.url}/assets/a.js`)).headers.get('content-type'), 'text/javascript');
      assert.equal((await fetch(`${site.url}/nope.png`)).status, 404);
    } finally {
      await site.close();
    }
  });
});
