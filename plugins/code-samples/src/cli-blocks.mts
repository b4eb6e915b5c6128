// The shell blocks of the 2.x pages that show `contember` commands: which they are, the CLI
// arguments of each command, the output block after them, and the note readers see under them.
// Shared by the remark plugin (the note) and the runner of plugins/getting-started (src/cli-run.mts),
// so that "Ran with @contember/cli …" appears exactly under the blocks the runner runs.
import { parseMeta, type CodeBlock } from './blocks.mts';

/** The CLI the runner uses: the one @contember/create 2.0.8 projects install. */
export const CLI_VERSION = '2.0.8';
export const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell']);
/**
 * The flag of the model block (or blocks) a page's CLI commands run with, on a page whose model is
 * spread over blocks that each show a part of one file (```ts title="api/model/index.ts" cli-model).
 */
export const CLI_MODEL_FLAG = 'cli-model';
/**
 * The flag of a block that shows a file the page tells the reader to write (```ts title="api/migrations/…" cli-file):
 * the runner writes it where its title says before the commands below it, a documented migration
 * version in the title standing for the real one an earlier output carried.
 */
export const CLI_FILE_FLAG = 'cli-file';
/** The languages of a block that shows what the command before it printed. */
export const OUTPUT_LANGUAGES = new Set(['text', 'console']);

/**
 * A line that calls the CLI: `contember …`, `npx contember …`, `yarn contember …`,
 * `yarn --silent contember …`, `npm run contember -- …`, `npm run contember …`, each after optional
 * variable assignments (`CONTEMBER_PROJECT_NAME=blog-staging npm run contember -- …`). Group 1 holds the
 * arguments (for npm, after `--` when there is one).
 */
const CLI_LINE = /^\s*(?:[A-Z][A-Z0-9_]*=\S+\s+)*(?:(?:npx|bunx)\s+|yarn\s+(?:--silent\s+)?|npm\s+run\s+(?:--silent\s+)?)?contember(?:\s+--(?=\s|$))?(?:\s+(.*))?$/;

/** The CLI arguments of a command line (shell words, quotes removed), or null when the line does not call the CLI. */
export function cliArguments(line: string): string[] | null {
  const match = CLI_LINE.exec(line);
  if (!match) return null;
  const rest = match[1] ?? '';
  const words: string[] = [];
  for (const word of rest.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) words.push(word[1] ?? word[2] ?? word[3]!);
  return words;
}

/** The variables a command line sets for the CLI (`NAME=value` before the command). */
export function cliEnvironment(line: string): Record<string, string> {
  const assignments = /^\s*((?:[A-Z][A-Z0-9_]*=\S+\s+)*)/.exec(line)?.[1] ?? '';
  return Object.fromEntries([...assignments.matchAll(/([A-Z][A-Z0-9_]*)=(\S+)/g)].map((match) => [match[1]!, match[2]!]));
}

export interface CliCommand {
  env: Record<string, string>;
  args: string[];
}

/** The code lines of a shell block that are neither blank nor comments. */
function commandLines(code: string): string[] {
  return code.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
}

/** Whether a block shows a `contember` command (on any of its lines). */
export function isCliBlock(block: Pick<CodeBlock, 'lang' | 'code'>): boolean {
  return SHELL_LANGUAGES.has(block.lang) && commandLines(block.code).some((line) => cliArguments(line) !== null);
}

/** The commands of a CLI block (variables and arguments), or null when a line runs something else (that block needs `norun="…"`). */
export function cliCommands(block: Pick<CodeBlock, 'code'>): CliCommand[] | null {
  const lines = commandLines(block.code);
  if (!lines.every((line) => cliArguments(line) !== null)) return null;
  return lines.map((line) => ({ env: cliEnvironment(line), args: cliArguments(line)! }));
}

/** The block right after a CLI block that shows its output (```text or ```console), or null. */
export function outputBlock(blocks: CodeBlock[], block: CodeBlock): CodeBlock | null {
  const next = blocks[blocks.indexOf(block) + 1];
  return next && OUTPUT_LANGUAGES.has(next.lang) && !('norun' in parseMeta(next.meta)) ? next : null;
}

/** Where CLI blocks must run (or give a reason): the 2.x pages. */
export function cliBlocksMustRun(page: string): boolean {
  return /(^|\/)versioned_docs\/version-2\.x\//.test(page);
}

/** The note text under a CLI block of a page where CLI blocks run, or null elsewhere. */
export function cliNoteText(block: Pick<CodeBlock, 'lang' | 'code' | 'meta'>, page: string): string | null {
  if (!cliBlocksMustRun(page) || !isCliBlock(block)) return null;
  const norun = parseMeta(block.meta).norun;
  if (norun !== undefined) return `Not run: ${norun.trim()}`;
  return `Ran with @contember/cli ${CLI_VERSION}`;
}
