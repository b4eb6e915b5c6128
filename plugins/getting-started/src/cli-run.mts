// Runs the `contember` commands of the 2.x pages with the CLI of a project made by
// @contember/create, against an engine: each page in a folder of its own inside the project (its
// model, no migrations yet, its own engine project), its CLI blocks in page order, each output
// block compared (src/cli-output.mts), `fails="…"` required, `norun="…"` skipped.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { extractBlocks, parseMeta, type CodeBlock } from '../../code-samples/src/blocks.mts';
import { cliBlocksMustRun, cliCommands, isCliBlock, outputBlock } from '../../code-samples/src/cli-blocks.mts';
import { docsPages } from '../../code-samples/src/pages.mts';
import { docsVersionInterface } from '../../code-samples/src/versions.mts';
import { graphqlRequest, TENANT_PATH } from '../../engine/src/deploy.mts';
import { SITE_ROOT, type EngineOptions } from '../../engine/src/engine.mts';
import { pageProject, projectSlug } from '../../engine/src/projects.mts';
import { carryVersions, compareOutput, normaliseOutput } from './cli-output.mts';
import { renderTerminal } from './terminal.mts';
import { contemberCli } from './template-fixes.mts';
import { cliFileSteps, cliModelSteps, MODEL_ENTRY, modelFiles, QUICKSTART_PAGE, writeModel } from './walkthrough.mts';

/** Where the pages' folders go inside the project (next to api/, so that node_modules resolves). */
export const PAGES_FOLDER = 'docs-cli';
/** The docs version whose CLI blocks run. */
export const CLI_DOCS_FOLDER = 'versioned_docs/version-2.x';
/** A command that prints nothing for this long is stuck (usually waiting for an answer it cannot get). */
const COMMAND_TIMEOUT_MS = 120_000;
/** A prompt of the CLI waiting for an answer: a choice (`Return to submit`) or a yes/no question. */
const WAITING_PROMPT = /Return to submit|\(y\/N\)|\(Y\/n\)/;
/** Pages run side by side: two, for the two cores of CI (measured in the README). */
const PAGE_CONCURRENCY = 2;
/** The pseudo-terminal's size: wide enough that no line the CLI prints wraps (src/terminal.mts does not wrap). */
const TERMINAL_COLUMNS = 250;
const TERMINAL_ROWS = 50;
/** How long the output stays the same before the runner answers a prompt. */
const PROMPT_QUIET_MS = 400;
/**
 * Commands that give migrations versions from the current second: the files `migrations:blank` and
 * `migrations:diff` create, and the new versions of `migrations:rebase`. Two of them in the same
 * second give two migrations of one version (a rebased migration then does not come after the one
 * made just before it); a reader typing the page's commands is never that fast, so the runner
 * waits for the next second.
 */
const TIMESTAMPED_COMMANDS = new Set(['migrations:blank', 'migrations:diff', 'migrations:rebase']);

/** Resolves once the clock's second is later than that of `time` (ms). */
export function nextSecondAfter(time: number): Promise<void> {
  const wait = (Math.floor(time / 1000) + 1) * 1000 - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

/** The engine the CLI blocks run against: in development mode, as the template's local `contember-engine` service (migrations:amend, rebase and execute --force need it). */
export const CLI_ENGINE_OPTIONS: EngineOptions = { development: true };

export interface CliEngine {
  url: string;
  rootToken: string;
}

export type CliBlockStatus = 'compared' | 'ran' | 'not run' | 'problem';

export interface CliBlockResult {
  page: string;
  line: number;
  status: CliBlockStatus;
  /** The reason of a `norun`, or what went wrong. */
  message?: string;
  /** What the terminal showed, as compared (for writing an output block). */
  output?: string;
  /** How long the block's commands took. */
  seconds?: number;
}

interface CommandResult {
  code: number | null;
  output: string;
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * Runs the CLI in a pseudo-terminal (util-linux `script`), as a reader does: its prompts draw as in
 * a terminal and get the default answer (Return) once the output has been quiet for a moment.
 */
function runCli(projectDir: string, workspaceDir: string, args: string[], env: Record<string, string>, answers: string[] = []): Promise<CommandResult> {
  const pending = [...answers];
  const cli = contemberCli(projectDir);
  // A terminal of a size, as a reader's: with none (0 columns) the prompts erase only their last line once answered, leaving the choices on screen.
  const command = `stty cols ${TERMINAL_COLUMNS} rows ${TERMINAL_ROWS}; exec ${[cli.program, ...cli.args, ...args].map(shellQuote).join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], { cwd: workspaceDir, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let answeredUpTo = 0;
    let quiet: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => child.kill('SIGTERM'), COMMAND_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        const question = output.slice(answeredUpTo);
        if (!WAITING_PROMPT.test(question)) return;
        answeredUpTo = output.length;
        const keys = pending.length ? choiceKeys(renderTerminal(question), pending.shift()!) : '\r';
        if (keys === null) child.kill('SIGTERM');
        else child.stdin.write(keys);
      }, PROMPT_QUIET_MS);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      clearTimeout(quiet);
      resolve({ code, output });
    });
  });
}

/** The keys that pick a choice of a select prompt (arrow down to it, Return), or null when the prompt has no such choice. */
export function choiceKeys(screen: string, choice: string): string | null {
  const lines = screen.split('\n');
  const start = lines.findIndex((line) => WAITING_PROMPT.test(line));
  const options = lines.slice(start + 1).filter((line) => /^(?:❯| )\s+\S/.test(line)).map((line) => line.replace(/^❯/, '').trim());
  const index = options.indexOf(choice);
  return index < 0 ? null : `${'\x1b[B'.repeat(index)}\r`;
}

/** The page's folder: the template's api/index.ts and TypeScript settings, the page's model (the quickstart's when it has none), no migrations. */
function preparePageWorkspace(projectDir: string, page: string, slug: string): string {
  const workspaceDir = join(projectDir, PAGES_FOLDER, slug);
  rmSync(workspaceDir, { recursive: true, force: true });
  mkdirSync(join(workspaceDir, 'api', 'migrations'), { recursive: true });
  // api/tsconfig.json turns on the decorators of the model (@c.Trigger…), which the CLI's esbuild reads; it extends ../tsconfig.settings.json.
  for (const file of ['api/index.ts', 'api/tsconfig.json', 'tsconfig.settings.json']) copyFileSync(join(projectDir, file), join(workspaceDir, file));
  const files = modelFiles(pageProject(resolve(SITE_ROOT, page)) ? page : QUICKSTART_PAGE);
  // Model files named by their titles (api/model/seo.ts) reach the schema through api/model/index.ts, as the reader's do.
  if (!files.some((file) => file.path === MODEL_ENTRY)) {
    const exports = files.map((file) => `export * from './${relative('api/model', file.path).replace(/\.tsx?$/, '')}'\n`);
    files.push({ path: MODEL_ENTRY, code: exports.join(''), line: 0 });
  }
  writeModel(workspaceDir, files);
  return workspaceDir;
}

/** The CLI blocks of a page, with the page's blocks (an output block is found by position). */
export function pageCliBlocks(page: string): { blocks: CodeBlock[]; cliBlocks: CodeBlock[] } {
  const blocks = extractBlocks(readFileSync(resolve(SITE_ROOT, page), 'utf8'), docsVersionInterface(page));
  return { blocks, cliBlocks: blocks.filter(isCliBlock) };
}

/** The 2.x pages among the targets (pages or folders; all of version-2.x by default) that have CLI blocks, relative to the site. */
export function cliPages(targets: string[] = []): string[] {
  return docsPages(targets.length ? targets : [CLI_DOCS_FOLDER])
    .map((page) => relative(SITE_ROOT, page))
    .filter((page) => cliBlocksMustRun(page) && pageCliBlocks(page).cliBlocks.length > 0);
}

/** Runs one page's CLI blocks in order on a project of its own; every block gets a result. */
export async function runPageCliBlocks(projectDir: string, engine: CliEngine, page: string): Promise<CliBlockResult[]> {
  const { blocks, cliBlocks } = pageCliBlocks(page);
  if (!cliBlocks.length) return [];
  const slug = projectSlug(page);
  let workspaceDir: string;
  try {
    workspaceDir = preparePageWorkspace(projectDir, page, slug);
  } catch (error) {
    const message = `no model for the CLI: ${(error as Error).message}`;
    return cliBlocks.map((block) => ({ page, line: block.startLine - 1, ...(block.norunReason === null ? { status: 'problem' as const, message } : { status: 'not run' as const, message: block.norunReason }) }));
  }
  // The template's `yarn start` runs `migrations:execute --yes`, which creates the project: a reader's engine has it.
  const created = await graphqlRequest(engine, TENANT_PATH, 'mutation($slug: String!) { createProject(projectSlug: $slug) { ok error { code } } }', { slug });
  const createResult = created.data?.createProject as { ok: boolean; error: { code: string } | null } | undefined;
  if (!createResult?.ok && createResult?.error?.code !== 'ALREADY_EXISTS') throw new Error(`${page}: createProject ${slug}: ${JSON.stringify(created)}`);
  // With a trailing slash, as the template's contember-cli service sets it (the CLI prints it as given).
  const env = { CONTEMBER_API_URL: `${engine.url.replace(/\/$/, '')}/`, CONTEMBER_API_TOKEN: engine.rootToken, CONTEMBER_PROJECT_NAME: slug };
  const carried = new Map<string, string>();
  const results: CliBlockResult[] = [];
  const modelSteps = cliModelSteps(page);
  const fileSteps = cliFileSteps(page);
  /** When the page's last timestamped command ended (ms). */
  let lastTimestampedEnd = 0;
  for (const block of cliBlocks) {
    const line = block.startLine - 1;
    // The model as the reader has it at this block: every cli-model block above it, the later one winning.
    writeModel(workspaceDir, modelSteps.filter((step) => step.line < line));
    // The files the page has the reader write since the last command, at the versions the CLI gave their blank files.
    const written = fileSteps.filter((step) => step.line < line);
    writeModel(workspaceDir, written.map((step) => ({ ...step, path: carryVersions(step.path, carried) })));
    fileSteps.splice(0, written.length);
    let seconds = 0;
    const result = (status: CliBlockStatus, message?: string) => results.push({ page, line, status, ...(message ? { message } : {}), ...(status === 'not run' ? {} : { seconds }) });
    if (block.norunReason !== null) {
      result('not run', block.norunReason);
      continue;
    }
    const commands = cliCommands(block);
    if (!commands) {
      result('problem', 'a line of the block runs something other than the CLI: give the block norun="<reason>"');
      continue;
    }
    const failsWith = parseMeta(block.meta).fails ?? null;
    // answer="Yes and execute immediately": the choice to take at the block's prompts (else the default).
    const answers = parseMeta(block.meta).answer?.split('|') ?? [];
    let output = '';
    let failed: string | null = null;
    const started = performance.now();
    for (const { env: lineEnv, args } of commands) {
      const timestamped = TIMESTAMPED_COMMANDS.has(args[0] ?? '');
      if (timestamped) await nextSecondAfter(lastTimestampedEnd);
      const ran = await runCli(projectDir, workspaceDir, args.map((arg) => carryVersions(arg, carried)), { ...env, ...lineEnv }, answers);
      if (timestamped) lastTimestampedEnd = Date.now();
      output += (output ? '\n' : '') + normaliseOutput(ran.output, { workspaceDir, projectSlug: slug, engineUrl: engine.url });
      if (ran.code !== 0) {
        failed = `\`contember ${args.join(' ')}\` exited with ${ran.code}`;
        break;
      }
    }
    seconds = Math.round(performance.now() - started) / 1000;
    if (failsWith !== null) {
      if (!failed) result('problem', `the page says this fails with "${failsWith}"; it succeeded:\n${output}`);
      else if (!output.includes(failsWith)) result('problem', `the page says this fails with "${failsWith}"; ${failed}:\n${output}`);
    } else if (failed) {
      result('problem', `${failed}:\n${output.split('\n').slice(-20).join('\n')}`);
    }
    if (results.at(-1)?.line === line) continue;
    const shown = outputBlock(blocks, block);
    if (!shown) {
      results.push({ page, line, status: 'ran', output, seconds });
      continue;
    }
    const comparison = compareOutput(shown.code, output);
    for (const [documented, real] of comparison.carried) carried.set(documented, real);
    if (comparison.mismatch) result('problem', `the output block of line ${shown.startLine - 1} differs: ${comparison.mismatch}\nThe CLI printed:\n${output}`);
    else result('compared');
  }
  return results;
}

export interface CliRunSummary {
  results: CliBlockResult[];
  counts: Record<CliBlockStatus, number>;
}

/** Runs the pages two at a time (each in its own folder and engine project; the CLI is CPU-bound), results in page order. */
export async function runCliPages(projectDir: string, engine: CliEngine, pages: string[], concurrency = PAGE_CONCURRENCY): Promise<CliRunSummary> {
  const perPage: CliBlockResult[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      perPage[index] = await runPageCliBlocks(projectDir, engine, pages[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
  const results = perPage.flat();
  const counts: Record<CliBlockStatus, number> = { compared: 0, ran: 0, 'not run': 0, problem: 0 };
  for (const result of results) counts[result.status]++;
  return { results, counts };
}

export function formatCliResult(result: CliBlockResult): string {
  return `${result.page}:${result.line} ${result.status}${result.seconds === undefined ? '' : ` (${result.seconds.toFixed(1)} s)`}${result.message ? `: ${result.message}` : ''}`;
}
