// Starts a real engine on a throwaway PostgreSQL cluster (Debian's postgresql package).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { contentPath, deployProject, graphqlRequest, resetProjectData } from '../src/deploy.mts';
import { startEngine, type Engine } from '../src/engine.mts';
import { runExamples } from '../src/examples.mts';
import { discoverProjects, type DocsProject } from '../src/projects.mts';
import { listeningSockets } from './listening-sockets.mts';

const docs = join(import.meta.dirname, 'fixtures', 'docs');

function lsattrWorks(): boolean {
  try {
    execFileSync('lsattr', ['-d', tmpdir()], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
let engine: Engine;
let project: DocsProject;

before(async () => {
  [project] = (await discoverProjects(docs)) as [DocsProject];
  engine = await startEngine();
});

after(async () => {
  await engine?.stop();
});

const authors = async () =>
  (await graphqlRequest(engine, contentPath(project), '{ listAuthor { name articles { title } } }')).data?.listAuthor;

test('a deployed project serves the seed data, and deploying again changes nothing', async () => {
  await deployProject(engine, project);
  assert.deepEqual(await authors(), [{ name: 'Jane Doe', articles: [{ title: 'Hello' }] }]);
  await deployProject(engine, project);
  assert.deepEqual(await authors(), [{ name: 'Jane Doe', articles: [{ title: 'Hello' }] }]);
});

test('resetProjectData restores the seed after a mutation', async () => {
  const created = await graphqlRequest(engine, contentPath(project), 'mutation { createAuthor(data: { name: "John", email: "john@example.com" }) { ok } }');
  assert.deepEqual(created.data, { createAuthor: { ok: true } });
  assert.equal((await authors() as unknown[]).length, 2);
  await resetProjectData(engine, project);
  assert.deepEqual(await authors(), [{ name: 'Jane Doe', articles: [{ title: 'Hello' }] }]);
});

test('the examples of a page run: responses compared, failures confirmed, mismatches and unknown fields reported with page and line', async () => {
  const report = await runExamples(engine, [join(docs, 'guides', 'blog.md')], [project]);
  // The content query, the two mutations, and the tenant query and mutation (in the page's project).
  assert.equal(report.executed, 5);
  assert.equal(report.responsesCompared, 2, 'createApiKey ran in the page project, not in "blog"');
  assert.equal(report.failuresConfirmed, 1);
  assert.deepEqual(report.optedOut.map((entry) => [entry.line, entry.reason]), [[93, 'shows a request for another project']]);
  const problems = report.problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.equal(problems[0], 'plugins/engine/tests/fixtures/docs/guides/blog.md:48 the response differs: listArticle[0].title: the page shows "Goodbye", the engine returns "Hello"');
  assert.match(problems[1]!, /^plugins\/engine\/tests\/fixtures\/docs\/guides\/blog\.md:65 GraphQL \(content API of Contember Engine 2\.0\.8\): Cannot query field "listArticel" on type "Query"/);
  // The tenant blocks, the seed and the norun block are validated against the engine's schemas too.
  assert.equal(report.validated, 7);
  assert.deepEqual(await authors(), [{ name: 'Jane Doe', articles: [{ title: 'Hello' }] }], 'the mutation ran on a copy of the seed');
});

test('on a page without a model, tenant blocks run; ids and tokens of responses and mails carry over; token="…" sends a block as that person; a block that cannot run is a problem', async () => {
  const page = join(docs, 'guides', 'tenant-flow.md');
  const report = await runExamples(engine, [page], [project], { mustRun: () => true });
  assert.equal(report.executed, 7);
  assert.equal(report.mailsCompared, 1, 'the password reset mail, whose token resetPassword then uses');
  const problems = report.problems.map((problem) => `${problem.line} ${problem.message}`);
  // signUp, signIn, me as the person (the documented token replaced by the real one), personById
  // (the documented id replaced in the variables) and resetPassword (the token of the mail) compare;
  // me with the root token is the root person's.
  assert.equal(report.responsesCompared, 5, problems.join('\n'));
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0]!, /^77 the response differs: me\.person\.email: the page shows "flow@example\.com", the engine returns "contember@localhost"/);
  assert.match(problems[1]!, /^81 this system API block does not run against the engine/);
  const lenient = await runExamples(engine, [page], [project], { mustRun: () => false });
  assert.equal(lenient.executed, 0, 'outside BLOCKS_MUST_RUN_IN, the tenant blocks of a page without a project are validated only');
  assert.ok(!lenient.problems.some((problem) => problem.message.includes('does not run')), 'and a block that does not run is no problem there');
  assert.ok(lenient.problems.every((problem) => problem.message.startsWith('a response block must follow') || problem.message.startsWith('a mail block must follow')), 'only its response blocks are (they show what no run produced)');
});

test('a setup mutation keeps its data for the next block, a failed mutation keeps the data, any other gets a fresh seed after it', async () => {
  const setupProject = (await discoverProjects(docs)).find((candidate) => candidate.page.endsWith('setup-flow.md'))!;
  await deployProject(engine, setupProject);
  const report = await runExamples(engine, [join(docs, 'guides', 'setup-flow.md')], [setupProject], { mustRun: () => true });
  assert.deepEqual(report.problems, []);
  assert.equal(report.executed, 6);
  assert.equal(report.responsesCompared, 4);
  assert.equal(report.failuresConfirmed, 1);
});

test('the mailbox decodes what nodemailer sends: quoted-printable bodies, encoded subjects, reply-to', async () => {
  const { parseMail } = await import('../src/mailbox.mts');
  const raw = ['Subject: =?UTF-8?Q?V=C3=ADtejte?=', 'Reply-To: editors@example.com', 'Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable', '', '<p>Ahoj =C5=A1=C3=A9fe, a long line that nodemailer breaks with a soft =', 'line break</p>'].join('\r\n');
  const mail = parseMail(raw, ['jana@example.com']);
  assert.equal(mail.subject, 'Vítejte');
  assert.equal(mail.replyTo, 'editors@example.com');
  assert.equal(mail.body, '<p>Ahoj šéfe, a long line that nodemailer breaks with a soft line break</p>');
});

test('on ext4 the databases of the cluster are spread over block groups (chattr +T on the folder and on base/)', { skip: !lsattrWorks() && 'lsattr does not work on the temp folder (not ext4)' }, () => {
  for (const folder of [engine.postgres.folder, join(engine.postgres.folder, 'data', 'base')]) {
    const flags = execFileSync('lsattr', ['-d', folder], { encoding: 'utf8' }).split(' ')[0]!;
    assert.ok(flags.includes('T'), `${folder}: ${flags}`);
  }
});

test('the engine listens on 127.0.0.1 only: its API and monitoring ports, nothing on 0.0.0.0 or ::', () => {
  // Read from the kernel's socket tables, not by connecting: a wildcard socket would answer on 127.0.0.1 too.
  const sockets = listeningSockets(engine.pid);
  const apiPort = Number(new URL(engine.url).port);
  assert.deepEqual(sockets.map((socket) => socket.port), [apiPort, engine.monitoringPort].sort((a, b) => a - b), JSON.stringify(sockets));
  for (const socket of sockets) assert.deepEqual([socket.table, socket.address], ['tcp', '0100007F'], `port ${socket.port}: ${JSON.stringify(socket)}`);
});

test('stop() ends the engine and PostgreSQL and removes their files', async () => {
  const folder = engine.postgres.folder;
  const url = engine.url;
  await engine.stop();
  assert.equal(existsSync(folder), false);
  await assert.rejects(fetch(url));
  await engine.stop();
});
