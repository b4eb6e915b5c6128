// Runs the GraphQL examples of the pages against a running engine (the `examples` step of
// `npm test`). The blocks of a page with a model run in that page's project: content API queries
// on the seed data, each content mutation on a fresh copy of it; system and actions API blocks on
// the project's APIs; tenant API blocks with the project's slug in place of the `projectSlug`
// argument the page writes (its example project, "blog"). A JSON block marked `response` after a block
// must match the real response; `fails="…"` must be confirmed by an error. Every block is also
// validated against the schema the engine serves for its API (`api=`; the content API of the
// page's project by default), next to the 1.4.9 validation of the sample checker.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Kind, print, visit, type DocumentNode } from 'graphql';
import { ENGINE_APIS, extractBlocks, isGraphqlBlock, RESPONSE_FLAG, SEED_FLAG, type CodeBlock } from '../../code-samples/src/blocks.mts';
import type { OptedOut, SampleProblem } from '../../code-samples/src/check.mts';
import { parseOperation, validateOperation } from '../../code-samples/src/graphql-schema.mts';
import { apiPath, EngineSchemas, type EngineApi } from './api-schemas.mts';
import { compareResponses, failuresOf, formatMismatch } from './compare.mts';
import { graphqlRequest, resetProjectData } from './deploy.mts';
import { SITE_ROOT, type Engine } from './engine.mts';
import type { DocsProject } from './projects.mts';

export interface ExamplesReport {
  /** Blocks sent to the engine. */
  executed: number;
  /** Of those, blocks whose documented response matched. */
  responsesCompared: number;
  /** Of those, blocks the page says fail, and the engine failed as the page says. */
  failuresConfirmed: number;
  /** Blocks with `norun="…"`. */
  optedOut: OptedOut[];
  /** Blocks validated against the schema the engine serves (content, tenant, system or actions API). */
  validated: number;
  problems: SampleProblem[];
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

/** The request with the project's slug as every `projectSlug` argument (tenant API blocks name the page's example project). */
export function inProject(document: DocumentNode, slug: string): string {
  return print(
    visit(document, {
      Argument(node) {
        if (node.name.value !== 'projectSlug' || node.value.kind !== Kind.STRING) return undefined;
        return { ...node, value: { ...node.value, value: slug } };
      },
    }),
  );
}

interface PageRun {
  file: string;
  blocks: CodeBlock[];
  project: DocsProject | null;
  /** A project whose system and actions APIs serve the blocks of a page without one. */
  anyProject: DocsProject;
  report: ExamplesReport;
  schemas: EngineSchemas;
  engine: Engine;
  /** A mutation changed the page's data since the seed was restored. */
  dirty: boolean;
}

async function runBlock(run: PageRun, block: CodeBlock, document: DocumentNode, api: EngineApi): Promise<void> {
  const { file, report, engine } = run;
  const problem = (line: number, message: string) => report.problems.push({ file, line, column: 1, message });
  const fence = block.startLine - 1;
  const project = run.project!;
  let variables: Record<string, unknown> | undefined;
  if (block.variables !== null) {
    try {
      variables = JSON.parse(block.variables) as Record<string, unknown>;
    } catch (error) {
      problem(fence, `variables is not JSON: ${(error as Error).message}`);
      return;
    }
  }
  const mutation = isMutation(document);
  if (run.dirty) {
    await resetProjectData(engine, project);
    run.dirty = false;
  }
  const started = new Date();
  const request = api === 'tenant' ? inProject(document, project.slug) : block.code;
  const response = await graphqlRequest(engine, apiPath(api, project), request, variables);
  run.dirty = mutation && api === 'content';
  report.executed++;
  const failures = failuresOf(response);
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
    const mismatches = compareResponses(expected, whole ? response : response.data, { generatedSince: started });
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

/** Validates a block and runs it when its page has a project; whether it ran. */
async function checkBlock(run: PageRun, block: CodeBlock): Promise<boolean> {
  const { file, report } = run;
  const fence = block.startLine - 1;
  let document: DocumentNode;
  try {
    document = parseOperation(block.code);
  } catch {
    return false; // The sample checker reports the syntax error.
  }
  if (!isOperation(document)) return false; // A schema excerpt (type definitions), not a request.
  if (block.api !== null && !(ENGINE_APIS as readonly string[]).includes(block.api)) {
    report.problems.push({ file, line: fence, column: 1, message: `api=${block.api} is not one of ${ENGINE_APIS.join(', ')}` });
    return false;
  }
  const api = (block.api ?? 'content') as EngineApi;
  const schemaProject = run.project ?? run.anyProject;
  if (block.noschemaReason === null && (api !== 'content' || run.project)) {
    const schema = await run.schemas.schema(api, schemaProject);
    const errors = validateOperation(schema, document);
    for (const error of errors) {
      report.problems.push({ file, line: block.startLine + error.line - 1, column: error.column, message: `GraphQL (${api} API of Contember Engine ${run.engine.version}): ${error.message}` });
    }
    if (errors.length) return false;
    report.validated++;
  }
  if (block.norunReason !== null) {
    if (!block.norunReason) report.problems.push({ file, line: fence, column: 1, message: 'norun needs a reason: norun="why this block is not run against the engine"' });
    report.optedOut.push({ file, line: fence, reason: block.norunReason });
    return false;
  }
  if (!run.project || block.flags.includes(SEED_FLAG)) return false;
  await runBlock(run, block, document, api);
  return true;
}

/** Runs and validates the GraphQL blocks of the given pages; `projects` must be deployed on the engine. */
export async function runExamples(engine: Engine, markdownFiles: string[], projects: DocsProject[]): Promise<ExamplesReport> {
  const report: ExamplesReport = { executed: 0, responsesCompared: 0, failuresConfirmed: 0, optedOut: [], validated: 0, problems: [] };
  const schemas = new EngineSchemas(engine);
  if (!projects.length) throw new Error('no project is deployed: the examples need at least one page with a model');
  for (const absolute of markdownFiles) {
    const file = relative(SITE_ROOT, absolute);
    const blocks = extractBlocks(readFileSync(absolute, 'utf8'));
    const project = projects.find((candidate) => candidate.page === file) ?? null;
    const run: PageRun = { file, blocks, project, anyProject: projects[0]!, report, schemas, engine, dirty: false };
    let ranBefore = false;
    for (const block of blocks) {
      if (block.lang === 'json' && block.flags.includes(RESPONSE_FLAG) && !ranBefore) {
        report.problems.push({ file, line: block.startLine - 1, column: 1, message: 'a response block must follow a GraphQL block that runs against the engine (a block of a page with a model, without norun)' });
      }
      ranBefore = isGraphqlBlock(block) && (await checkBlock(run, block));
    }
    if (run.dirty && project) await resetProjectData(engine, project);
  }
  report.problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return report;
}
