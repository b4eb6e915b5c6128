// `npm run test:getting-started`: the 2.x getting-started path, as a reader walks it, on this
// machine. Creates a project with @contember/create 2.0.8, installs it, type-checks it, deploys the
// quickstart page's model with the project's CLI to a fresh docs engine, sends the page's GraphQL
// steps, builds the admin and signs in to it in Chromium. Each step fails the run with its name
// and the tail of its output; the temp folder, the engine and the server go in every case.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { graphqlRequest } from '../../engine/src/deploy.mts';
import { SITE_ROOT, startEngine, type Engine } from '../../engine/src/engine.mts';
import { addArticlesPage, createEditor, serveDist, signInAndRead, type StaticSite } from './admin.mts';
import {
  addAdminViteConfig,
  addMissingAdminPackages,
  contemberCli,
  installCliFromNpm,
  writeAdminProductionEnv,
  type ProjectCommand,
} from './template-fixes.mts';
import { modelFiles, QUICKSTART_PAGE, runGraphqlSteps, writeModel } from './walkthrough.mts';
import { CLI_ENGINE_OPTIONS, cliPages, formatCliResult, runCliPages } from './cli-run.mts';

/** @contember/create as plugins/code-samples/interface-2.0 installs it (the root postinstall). */
const CREATE_PACKAGE = join(SITE_ROOT, 'plugins', 'code-samples', 'interface-2.0', 'node_modules', '@contember', 'create');
/** The workspace folder and the Contember project: the docs' example project (a valid engine slug). */
const PROJECT = 'blog';
const MIGRATION_NAME = 'add-blog-model';
const OUTPUT_TAIL_LINES = 40;
/** The walkthrough page, relative to the site; GETTING_STARTED_PAGE tries another (a draft of it). */
const PAGE = process.env.GETTING_STARTED_PAGE ?? QUICKSTART_PAGE;

/** Room the project needs: about 300 MB and 31,000 files once installed. */
const MEMORY_FOLDER_MIN_FREE = 2 * 1024 ** 3;

class StepError extends Error {}

/**
 * Where the project goes: GETTING_STARTED_TMPDIR, else /dev/shm when it is a memory file system
 * with room to spare (removing the installed project from a loaded disk took 20–70 s), else the
 * system temp folder.
 */
function workRoot(): string {
  if (process.env.GETTING_STARTED_TMPDIR) return process.env.GETTING_STARTED_TMPDIR;
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize >= MEMORY_FOLDER_MIN_FREE) return '/dev/shm';
  } catch {
    // No /dev/shm: not Linux.
  }
  return tmpdir();
}

/** The commands running now, killed when the run is interrupted. */
const running = new Set<ChildProcess>();

/** Runs a program, resolving with its output; rejects with the tail of the output on a non-zero exit. */
function runCommand(cwd: string, program: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      running.delete(child);
      if (code === 0) return resolve(output);
      const tail = output.trimEnd().split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');
      reject(new StepError(`\`${[program, ...args].map((arg) => relative(cwd, arg) || arg).join(' ')}\` in ${cwd} exited with ${code ?? signal}:\n${tail}`));
    });
  });
}

const timings: { name: string; seconds: number }[] = [];

async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  console.log(`▶ ${name}`);
  const started = performance.now();
  try {
    return await action();
  } catch (error) {
    throw new StepError(`step "${name}" failed: ${(error as Error).message}`);
  } finally {
    const seconds = (performance.now() - started) / 1000;
    timings.push({ name, seconds });
    console.log(`  ${seconds.toFixed(1)} s`);
  }
}

function createVersion(): string {
  return (JSON.parse(readFileSync(join(CREATE_PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
}

async function main(): Promise<void> {
  const version = createVersion();
  const workDir = mkdtempSync(join(workRoot(), 'contember-getting-started-'));
  const projectDir = join(workDir, PROJECT);
  const inProject: ProjectCommand = (program, args, options) => runCommand(projectDir, program, args, options?.env);
  let engine: Engine | null = null;
  let cliEngine: Engine | null = null;
  let site: StaticSite | null = null;
  let cleaning: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      const cleaningStarted = performance.now();
      for (const child of running) child.kill('SIGTERM');
      await (site as StaticSite | null)?.close();
      await Promise.all([engine?.stop(), (cliEngine as Engine | null)?.stop()]);
      rmSync(workDir, { recursive: true, force: true });
      timings.push({ name: 'clean up (engine, PostgreSQL, temp folder)', seconds: (performance.now() - cleaningStarted) / 1000 });
    })());
  // Ctrl+C or a CI timeout: the engine, PostgreSQL, the commands and the folder go too.
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const started = performance.now();
  try {
    console.log(`Getting started with @contember/create ${version} in ${workDir}`);
    await step(`create the project with @contember/create ${version}`, async () => {
      await runCommand(workDir, process.execPath, [join(CREATE_PACKAGE, 'dist', 'production', 'run.js'), PROJECT]);
      if (!existsSync(join(projectDir, 'package.json'))) throw new Error(`the installer wrote no ${PROJECT}/package.json`);
    });
    await step('npm install, and the fixes the 2.x pages give', async () => {
      await inProject('npm', ['install', '--no-audit', '--no-fund']);
      addAdminViteConfig(projectDir);
      await addMissingAdminPackages(inProject);
      await installCliFromNpm(inProject, version);
    });
    await step('type-check (tsc --build, the ts:build script)', () => inProject(join(projectDir, 'node_modules', '.bin', 'tsc'), ['--build']));
    engine = await step('start the docs engine', () => startEngine());
    const cliEnv = { CONTEMBER_API_URL: engine.url, CONTEMBER_API_TOKEN: engine.rootToken, CONTEMBER_PROJECT_NAME: PROJECT };
    const cli = contemberCli(projectDir);
    await step(`deploy the model of ${PAGE} with the CLI (migrations:diff --execute)`, async () => {
      writeModel(projectDir, modelFiles(PAGE));
      const output = await inProject(cli.program, [...cli.args, 'migrations:diff', MIGRATION_NAME, '--execute', '--yes'], { env: cliEnv });
      const migrations = readdirSync(join(projectDir, 'api', 'migrations')).filter((file) => file.endsWith(`-${MIGRATION_NAME}.json`));
      if (migrations.length !== 1) throw new Error(`migrations:diff wrote no api/migrations/…-${MIGRATION_NAME}.json:\n${output}`);
      const name = migrations[0]!.replace(/\.json$/, '');
      const status = await inProject(cli.program, [...cli.args, 'migrations:status'], { env: cliEnv });
      const toExecute = await inProject(cli.program, [...cli.args, 'migrations:status', '--only-to-execute'], { env: cliEnv });
      if (!status.includes(name) || toExecute.includes(name)) throw new Error(`migrations:status does not show ${name} as executed:\n${status}`);
    });
    const contentPath = `/content/${PROJECT}/live`;
    const expectedTitle = await step(`run the GraphQL steps of ${PAGE}`, async () => {
      const results = await runGraphqlSteps(engine!, contentPath, PAGE);
      for (const result of results) console.log(`  line ${result.line}: ${result.summary}${result.seed ? ' (the seed block)' : ''}${result.compared ? ' (response compared)' : ''}`);
      const listed = await graphqlRequest(engine!, contentPath, '{ listArticle(orderBy: [{ title: asc }], limit: 1) { title } }');
      const title = (listed.data?.listArticle as { title: string }[] | undefined)?.[0]?.title;
      if (!title) throw new Error(`after the steps the project has no article to show in the admin: ${JSON.stringify(listed)}`);
      return title;
    });
    await step('build the admin (tsc --project admin, vite build: the contember:build-admin script)', async () => {
      writeAdminProductionEnv(projectDir, { apiBaseUrl: engine!.url, loginToken: engine!.loginToken, projectName: PROJECT });
      addArticlesPage(projectDir);
      await inProject(join(projectDir, 'node_modules', '.bin', 'tsc'), ['--project', 'admin']);
      await inProject('npm', ['run', 'build', '--workspace', '@app/admin']);
      if (!existsSync(join(projectDir, 'admin', 'dist', 'app', 'index.html'))) throw new Error('vite build wrote no admin/dist/app/index.html');
    });
    await step('sign in to the built admin in Chromium and read the articles', async () => {
      site = await serveDist(join(projectDir, 'admin', 'dist'));
      const editor = await createEditor(engine!, PROJECT);
      await signInAndRead(site, editor, expectedTitle);
    });
    await step('run the contember command blocks of the 2.x pages (src/cli-run.mts)', async () => {
      const pages = cliPages();
      // An engine of their own in development mode, as the template's; the docs engine above runs in production mode, as for every other check.
      cliEngine = await startEngine(CLI_ENGINE_OPTIONS);
      const { results, counts } = await runCliPages(projectDir, cliEngine, pages);
      console.log(`  ${results.length} blocks on ${pages.length} pages: ${counts.compared} output compared, ${counts.ran} ran, ${counts['not run']} not run, ${counts.problem} problems`);
      const problems = results.filter((result) => result.status === 'problem');
      if (problems.length) throw new Error(problems.map(formatCliResult).join('\n'));
    });
    console.log(`\nGetting started: all steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await cleanUp();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    console.log('\nSteps');
    for (const timing of timings) console.log(`  ${timing.seconds.toFixed(1).padStart(6)} s  ${timing.name}`);
  }
}

main().catch((error: unknown) => {
  console.error(`\n✗ ${(error as Error).message}`);
  process.exitCode = 1;
});
