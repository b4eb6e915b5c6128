// Runs the GraphQL examples of the pages against a running engine (the `examples` step of
// `npm test`). The blocks of a page with a model run in that page's project: content API queries
// on the seed data, each content mutation on a fresh copy of it; system and actions API blocks on
// the project's APIs; tenant API blocks on those pages and on every page of BLOCKS_MUST_RUN_IN,
// with the project's slug (when the page has one) in place of the project the page names (its
// example project, "blog"). A
// JSON block marked `response` after a block must match the real response; the ids and tokens it
// shows carry over to the later blocks of the page (the engine's values replace the documented
// ones); `token="…"` sends a block as the holder of a token, `headers='{…}'` adds headers;
// `fails="…"` must be confirmed by an error. Every block is also validated against the schema the
// engine serves for its API (`api=`; the content API of the page's project by default), next to
// the 1.4.9 validation of the sample checker. On the pages of BLOCKS_MUST_RUN_IN, a request block
// that is only validated (neither run, nor seed, nor `norun`) is a problem.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Kind, print, visit, type DocumentNode } from 'graphql';
import { blocksMustRun, ENGINE_APIS, extractBlocks, isGraphqlBlock, MAIL_FLAG, RESPONSE_FLAG, SEED_FLAG, SETUP_FLAG, UNORDERED_FLAG, type CodeBlock } from '../../code-samples/src/blocks.mts';
import type { OptedOut, SampleProblem } from '../../code-samples/src/check.mts';
import { parseOperation, validateOperation } from '../../code-samples/src/graphql-schema.mts';
import type { EngineApi } from './api-schemas.mts';
import { carriedValues, carryValues, compareMailText, compareResponses, failuresOf, formatMismatch, mailText } from './compare.mts';
import type { GraphqlResponse } from './deploy.mts';
import { SITE_ROOT, type Engine } from './engine.mts';
import { serverTarget, type ExamplesTarget } from './examples-target.mts';
import type { DocsProject } from './projects.mts';

export interface ExamplesReport {
  /** Blocks sent to the engine. */
  executed: number;
  /** Of those, blocks whose documented response matched. */
  responsesCompared: number;
  /** Of those, blocks the page says fail, and the engine failed as the page says. */
  failuresConfirmed: number;
  /** `mail` blocks that matched the e-mail the engine sent. */
  mailsCompared: number;
  /** Blocks with `norun="…"`. */
  optedOut: OptedOut[];
  /** Blocks validated against the schema the engine serves (content, tenant, system or actions API). */
  validated: number;
  /** Blocks the server engine runs that the target cannot (ExamplesTarget.unsupported); none on the server engine. */
  unsupported: number;
  problems: SampleProblem[];
}

export { BLOCKS_MUST_RUN_IN } from '../../code-samples/src/blocks.mts';
export const mustRunByDefault = blocksMustRun;

export interface ExamplesOptions {
  /** Whether a page's request blocks must all run (default: the pages of BLOCKS_MUST_RUN_IN); the file is relative to the site root. */
  mustRun?: (file: string) => boolean;
}

export function isOperation(document: DocumentNode): boolean {
  return document.definitions.some((definition) => definition.kind === 'OperationDefinition');
}

function isMutation(document: DocumentNode): boolean {
  return document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation');
}

/** The JSON block right after a GraphQL block, when it is marked as its response. */
export function responseBlock(blocks: CodeBlock[], block: CodeBlock): CodeBlock | null {
  const next = blocks[blocks.indexOf(block) + 1];
  return next && next.lang === 'json' && next.flags.includes(RESPONSE_FLAG) ? next : null;
}

/** The current time-based one-time code (RFC 6238: SHA-1, 6 digits, 30 s) of a base32 secret, as an authenticator app shows it. */
export function totpCode(base32Secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The request with `value` as every string argument named `name`. */
export function withArgument(document: DocumentNode, name: string, value: string): DocumentNode {
  return visit(document, {
    Argument(node) {
      if (node.name.value !== name || node.value.kind !== Kind.STRING) return undefined;
      return { ...node, value: { ...node.value, value } };
    },
  });
}

const PROJECT_ARGUMENTS = new Set(['projectSlug', 'mailProject']);

/** Calls `onSlug` on every string that names the page's example project: `projectSlug` and `mailProject` arguments or input fields, the `slug` of `projectBySlug`. */
function visitProjectNames(document: DocumentNode, onSlug: (value: string) => string | undefined): DocumentNode {
  const replaced = <T extends { value: { kind: Kind } }>(node: T): T | undefined => {
    if (node.value.kind !== Kind.STRING) return undefined;
    const value = onSlug((node.value as unknown as { value: string }).value);
    return value === undefined ? undefined : { ...node, value: { ...node.value, value } };
  };
  return visit(document, {
    Field(node) {
      if (node.name.value !== 'projectBySlug') return undefined;
      return { ...node, arguments: node.arguments?.map((argument) => (argument.name.value === 'slug' ? (replaced(argument) ?? argument) : argument)) };
    },
    Argument(node) {
      return PROJECT_ARGUMENTS.has(node.name.value) ? replaced(node) : undefined;
    },
    ObjectField(node) {
      return PROJECT_ARGUMENTS.has(node.name.value) ? replaced(node) : undefined;
    },
  });
}

/**
 * The request with the project's slug in place of the page's example project: every `projectSlug`
 * argument or input field, the `slug` of `projectBySlug` and the `mailProject` option.
 */
export function inProject(document: DocumentNode, slug: string): string {
  return print(visitProjectNames(document, () => slug));
}

/** The project slug a tenant API request names (the page's example project, `blog`), or null. */
export function documentedProject(document: DocumentNode): string | null {
  let found: string | null = null;
  visitProjectNames(document, (value) => {
    found ??= value;
    return undefined;
  });
  return found;
}

/** The response with every mention of the project's real slug written as the page writes it. */
function asDocumented<T>(value: T, slug: string, documented: string): T {
  if (typeof value === 'string') return value.split(slug).join(documented) as T;
  if (Array.isArray(value)) return value.map((item) => asDocumented(item, slug, documented)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asDocumented(item, slug, documented)])) as T;
  return value;
}

interface PageRun {
  file: string;
  blocks: CodeBlock[];
  project: DocsProject | null;
  /** A project whose system and actions APIs serve the blocks of a page without one. */
  anyProject: DocsProject;
  /** The page is one whose request blocks must all run (BLOCKS_MUST_RUN_IN): its tenant blocks run without a project too. */
  mustRun: boolean;
  report: ExamplesReport;
  target: ExamplesTarget;
  /** A mutation changed the page's data since the seed was restored. */
  dirty: boolean;
  /** Documented id or token → the engine's value, from the responses of the page's earlier blocks. */
  carried: Map<string, string>;
  /** How many mails the engine's mailbox held before the last block ran. */
  mailsBefore: number;
  /** The project's real slug and the name the page's tenant blocks give it (responses and mails name the project). */
  projectNames: { real: string; documented: string } | null;
}

const MAIL_WAIT_MS = 3_000;

/** Compares a `mail` block with the mail the block before it made the engine send; its tokens carry over. */
async function checkMail(run: PageRun, block: CodeBlock): Promise<void> {
  const { mails } = run.target;
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (mails.length <= run.mailsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const sent = mails.slice(run.mailsBefore);
  const line = block.startLine - 1;
  if (!sent.length) {
    run.report.problems.push({ file: run.file, line, column: 1, message: `the page shows a mail, but the engine sent none within ${MAIL_WAIT_MS / 1000} s` });
    return;
  }
  const documented = carryValues(block.code, run.carried);
  const to = /^To:\s*(.+)$/m.exec(documented)?.[1]?.trim();
  const mail = sent.filter((candidate) => !to || candidate.to.join(', ') === to).at(-1) ?? sent.at(-1)!;
  const text = run.projectNames ? asDocumented(mailText(mail), run.projectNames.real, run.projectNames.documented) : mailText(mail);
  const result = compareMailText(documented, text);
  if ('mismatch' in result) {
    run.report.problems.push({ file: run.file, line, column: 1, message: `the mail differs: ${result.mismatch}` });
    return;
  }
  for (const [value, real] of result.carried) run.carried.set(value, real);
  run.report.mailsCompared++;
}

/** What became of a GraphQL block. */
type BlockOutcome = 'ran' | 'seed' | 'norun' | 'excerpt' | 'invalid' | 'validated' | 'unsupported';

function headersOf(text: string): Record<string, string> {
  const parsed = JSON.parse(text) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('headers must be a JSON object');
  // A header whose value is JSON (X-Contember-Assume-Membership) may be written as an object.
  return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
}

async function runBlock(run: PageRun, block: CodeBlock, api: EngineApi): Promise<void> {
  const { file, report, target } = run;
  const problem = (line: number, message: string) => report.problems.push({ file, line, column: 1, message });
  const fence = block.startLine - 1;
  const project = run.project;
  const carry = (text: string) => carryValues(text, run.carried);
  let variables: Record<string, unknown> | undefined;
  if (block.variables !== null) {
    try {
      variables = JSON.parse(carry(block.variables)) as Record<string, unknown>;
    } catch (error) {
      problem(fence, `variables is not JSON: ${(error as Error).message}`);
      return;
    }
  }
  let headers: Record<string, string> | undefined;
  if (block.headers !== null) {
    try {
      headers = headersOf(carry(block.headers));
    } catch (error) {
      problem(fence, `headers is not a JSON object: ${(error as Error).message}`);
      return;
    }
  }
  let body: Record<string, unknown> | undefined;
  if (block.body !== null) {
    try {
      body = JSON.parse(carry(block.body)) as Record<string, unknown>;
    } catch (error) {
      problem(fence, `body is not JSON: ${(error as Error).message}`);
      return;
    }
  }
  let code = carry(block.code);
  if (block.totp !== null) code = print(withArgument(parseOperation(code), 'otpToken', totpCode(carry(block.totp))));
  const document = parseOperation(code);
  const mutation = isMutation(document);
  if (run.dirty && project) {
    await target.reset(project);
    run.dirty = false;
  }
  const request = api === 'tenant' && project ? inProject(document, project.slug) : code;
  const token = block.token === null ? undefined : carry(block.token);
  let response: GraphqlResponse;
  try {
    response = await target.request(api, project ?? run.anyProject, request, variables, { token, headers, body });
  } catch (error) {
    problem(fence, `the engine gives no GraphQL response: ${(error as Error).message}`);
    return;
  }
  // The engine names the page's project by its real slug ("Deploy key for <slug>"); the page by its own.
  // A block that names no project (mailTemplates) gets the name an earlier block of the page used.
  const documentedSlug = api === 'tenant' && project ? (documentedProject(document) ?? run.projectNames?.documented ?? null) : null;
  if (documentedSlug && project) {
    response = asDocumented(response, project.slug, documentedSlug);
    run.projectNames = { real: project.slug, documented: documentedSlug };
  }
  // EXAMPLES_SHOW_RESPONSES=1 prints what the engine answered, for writing a response block.
  if (process.env.EXAMPLES_SHOW_RESPONSES) console.error(`${file}:${fence} ${JSON.stringify(response, null, 2)}`);
  report.executed++;
  const failures = failuresOf(response);
  // A content mutation changes the page's data: the next block gets a fresh copy of the seed,
  // unless the mutation failed (the engine rolled its transaction back) or is the setup of the
  // next block (`setup`), whose data that block needs.
  run.dirty = run.dirty || (mutation && api === 'content' && !block.flags.includes(SETUP_FLAG) && !failures.length);
  const shown = responseBlock(run.blocks, block);
  if (shown) {
    let expected: unknown;
    try {
      expected = JSON.parse(shown.code);
    } catch (error) {
      problem(shown.startLine - 1, `the response block is not JSON: ${(error as Error).message}`);
      return;
    }
    // A block may show the whole body ({"data": …, "errors": …}) or only what is under "data".
    const whole = expected !== null && typeof expected === 'object' && ('data' in expected || 'errors' in expected);
    const actual = whole ? response : response.data;
    const unordered = shown.flags.includes(UNORDERED_FLAG);
    // A timestamp the engine generated at any time of the run matches (compareResponses' default:
    // since the run started): the seed's, restored by a reset, predates the block's request, by
    // seconds on a loaded machine.
    const mismatches = compareResponses(expected, actual, { known: run.carried, unordered });
    for (const [documented, real] of carriedValues(expected, actual)) run.carried.set(documented, real);
    for (const mismatch of mismatches.slice(0, 5)) problem(shown.startLine - 1, `the response differs: ${formatMismatch(mismatch)}`);
    if (mismatches.length) return;
    report.responsesCompared++;
  }
  if (block.failsWith !== null) {
    if (!failures.length) problem(fence, `the page says this request fails (${block.failsWith}); the engine runs it without error`);
    else if (!failures.some((failure) => failure.includes(block.failsWith!))) problem(fence, `the engine fails this request, but not with "${block.failsWith}": ${failures.join('; ').slice(0, 400)}`);
    else report.failuresConfirmed++;
  } else if (failures.length && !shown) {
    problem(fence, `the engine fails this request: ${failures.join('; ').slice(0, 400)}`);
  } else if (failures.length && shown) {
    report.failuresConfirmed++;
  }
}

/**
 * Validates a block and runs it when the page has a project (a model, or `model_from:`), or when it
 * is a tenant API block of a page of BLOCKS_MUST_RUN_IN. What became of it.
 */
async function checkBlock(run: PageRun, block: CodeBlock): Promise<BlockOutcome> {
  const { file, report } = run;
  const fence = block.startLine - 1;
  let document: DocumentNode;
  try {
    document = parseOperation(block.code);
  } catch {
    return 'invalid'; // The sample checker reports the syntax error.
  }
  if (!isOperation(document)) return 'excerpt'; // A schema excerpt (type definitions), not a request.
  if (block.api !== null && !(ENGINE_APIS as readonly string[]).includes(block.api)) {
    report.problems.push({ file, line: fence, column: 1, message: `api=${block.api} is not one of ${ENGINE_APIS.join(', ')}` });
    return 'invalid';
  }
  const api = (block.api ?? 'content') as EngineApi;
  const schemaProject = run.project ?? run.anyProject;
  const unsupported = run.target.unsupported(api, block, run.project);
  if (block.noschemaReason === null && (api !== 'content' || run.project) && !unsupported) {
    const schema = await run.target.schema(api, schemaProject);
    const errors = validateOperation(schema, document);
    for (const error of errors) {
      report.problems.push({ file, line: block.startLine + error.line - 1, column: error.column, message: `GraphQL (${api} API of ${run.target.version}): ${error.message}` });
    }
    if (errors.length) return 'invalid';
    report.validated++;
  }
  if (block.norunReason !== null) {
    if (!block.norunReason) report.problems.push({ file, line: fence, column: 1, message: 'norun needs a reason: norun="why this block is not run against the engine"' });
    report.optedOut.push({ file, line: fence, reason: block.norunReason });
    return 'norun';
  }
  if (block.flags.includes(SEED_FLAG)) return 'seed';
  if (!run.project && !(api === 'tenant' && run.mustRun)) return 'validated';
  if (unsupported) {
    report.unsupported++;
    return 'unsupported';
  }
  await runBlock(run, block, api);
  return 'ran';
}

/** Runs and validates the GraphQL blocks of the given pages; `projects` must be deployed on the engine. */
export function runExamples(engine: Engine, markdownFiles: string[], projects: DocsProject[], options: ExamplesOptions = {}): Promise<ExamplesReport> {
  return runExamplesOn(serverTarget(engine), markdownFiles, projects, options);
}

/** runExamples on any target: the server engine, or another implementation of its content API. */
export async function runExamplesOn(target: ExamplesTarget, markdownFiles: string[], projects: DocsProject[], options: ExamplesOptions = {}): Promise<ExamplesReport> {
  const mustRun = options.mustRun ?? mustRunByDefault;
  const report: ExamplesReport = { executed: 0, responsesCompared: 0, failuresConfirmed: 0, mailsCompared: 0, optedOut: [], validated: 0, unsupported: 0, problems: [] };
  if (!projects.length) throw new Error('no project is deployed: the examples need at least one page with a model');
  for (const absolute of markdownFiles) {
    const file = relative(SITE_ROOT, absolute);
    const blocks = extractBlocks(readFileSync(absolute, 'utf8'));
    const project = projects.find((candidate) => candidate.page === file) ?? null;
    const run: PageRun = { file, blocks, project, anyProject: projects[0]!, mustRun: mustRun(file), report, target, dirty: false, carried: new Map(), mailsBefore: 0, projectNames: null };
    let ranBefore = false;
    // The last GraphQL block is one the target cannot run: its response and mail blocks are not compared.
    let afterUnsupported = false;
    // The last block was a response or mail block of a block that ran.
    let afterRun = false;
    for (const block of blocks) {
      if (afterUnsupported && !isGraphqlBlock(block)) continue;
      if (block.lang === 'json' && block.flags.includes(RESPONSE_FLAG) && !ranBefore) {
        report.problems.push({ file, line: block.startLine - 1, column: 1, message: 'a response block must follow a GraphQL block that runs against the engine (a block of a page with a model, or a tenant API block of a page of BLOCKS_MUST_RUN_IN; without norun)' });
      }
      if (!isGraphqlBlock(block) && block.flags.includes(MAIL_FLAG)) {
        if (ranBefore || afterRun) await checkMail(run, block);
        else report.problems.push({ file, line: block.startLine - 1, column: 1, message: 'a mail block must follow a GraphQL block that runs against the engine (or its response block)' });
        afterRun = ranBefore || afterRun;
        ranBefore = false;
        continue;
      }
      afterRun = ranBefore && block.lang === 'json' && block.flags.includes(RESPONSE_FLAG);
      if (isGraphqlBlock(block)) run.mailsBefore = target.mails.length;
      const outcome = isGraphqlBlock(block) ? await checkBlock(run, block) : null;
      afterUnsupported = outcome === 'unsupported';
      ranBefore = outcome === 'ran';
      if (outcome === 'validated' && mustRun(file)) {
        report.problems.push({
          file,
          line: block.startLine - 1,
          column: 1,
          message: `this ${block.api ?? 'content'} API block does not run against the engine: give the page a model (or model_from:) so that it runs in the page's project, or say why it cannot run with norun="…"`,
        });
      }
    }
    if (run.dirty && project) await target.reset(project);
  }
  report.problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return report;
}
