// What the getting-started run takes from the 2.x quickstart page: the model the reader writes
// into api/model, and the GraphQL steps the reader sends, read with the code-samples block
// extractor and the engine plugin's model detection, and run in the page's order.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { extractBlocks, isGraphqlBlock, SEED_FLAG, visibleCode, type CodeBlock } from '../../code-samples/src/blocks.mts';
import { CLI_FILE_FLAG, CLI_MODEL_FLAG } from '../../code-samples/src/cli-blocks.mts';
import { docsVersionInterface } from '../../code-samples/src/versions.mts';
import { compareResponses, failuresOf, formatMismatch } from '../../engine/src/compare.mts';
import { graphqlRequest } from '../../engine/src/deploy.mts';
import { SITE_ROOT, type Engine } from '../../engine/src/engine.mts';
import { responseBlock } from '../../engine/src/examples.mts';
import { pageProject } from '../../engine/src/projects.mts';

/** The page of the walkthrough whose model and GraphQL steps the run follows. */
export const QUICKSTART_PAGE = 'versioned_docs/version-2.x/intro/quickstart.md';
/** Where the template expects the model; a model block without a title goes here. */
export const MODEL_ENTRY = 'api/model/index.ts';

export interface ModelFile {
  /** Relative to the project: the block's title (`title="api/model/article.ts"`), else api/model/index.ts. */
  path: string;
  code: string;
  /** Line of the block on the page, for messages. */
  line: number;
}

function blocksOf(page: string): CodeBlock[] {
  return extractBlocks(readFileSync(resolve(SITE_ROOT, page), 'utf8'), docsVersionInterface(page));
}

function modelFile(block: CodeBlock): ModelFile {
  const title = /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];
  const path = title && title.startsWith('api/model/') ? posix.normalize(title) : MODEL_ENTRY;
  return { path, code: `${visibleCode(block.code).trimEnd()}\n`, line: block.startLine - 1 };
}

/**
 * The `cli-model` blocks of a page, in page order: each is the whole file as the reader has it from
 * its line on, so the CLI commands below it run with it (a page that changes the model between commands).
 */
export function cliModelSteps(page: string): ModelFile[] {
  return blocksOf(page).filter((block) => block.flags.includes(CLI_MODEL_FLAG)).map(modelFile);
}

/** The `cli-file` blocks of a page, in page order: files the reader writes between commands, each at its title's path. */
export function cliFileSteps(page: string): ModelFile[] {
  return blocksOf(page)
    .filter((block) => block.flags.includes(CLI_FILE_FLAG))
    .map((block) => {
      const path = /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];
      if (!path) throw new Error(`${page}:${block.startLine - 1}: a ${CLI_FILE_FLAG} block needs title="<path in the project>"`);
      return { path: posix.normalize(path), code: `${visibleCode(block.code).trimEnd()}\n`, line: block.startLine - 1 };
    });
}

/**
 * The model files of the page: the blocks the engine plugin deploys for it (one block, or several
 * that fit together), each written where its title says; on a page with `cli-model` blocks, the first
 * of those for each file. Fails when the page has no model, or
 * when two blocks would go to the same file.
 */
export function modelFiles(page = QUICKSTART_PAGE): ModelFile[] {
  const project = pageProject(resolve(SITE_ROOT, page));
  if (!project) throw new Error(`${page} has no model block (a ts block that imports @contember/schema-definition and exports an entity)`);
  const source = project.modelPage ?? page;
  const steps = cliModelSteps(source);
  // With cli-model blocks, the model the page starts from: the first one of each file.
  if (steps.length) return steps.filter((step, index) => steps.findIndex((other) => other.path === step.path) === index);
  const files = blocksOf(source).filter((block) => project.modelLines.includes(block.startLine - 1)).map(modelFile);
  const seen = new Map<string, number>();
  for (const file of files) {
    const other = seen.get(file.path);
    if (other !== undefined) throw new Error(`${source}:${file.line}: the model blocks of lines ${other} and ${file.line} both go to ${file.path}; give each a title="api/model/…"`);
    seen.set(file.path, file.line);
  }
  return files;
}

/** Writes the model files into the project, replacing the template's empty api/model/index.ts. */
export function writeModel(projectDir: string, files: ModelFile[]): void {
  for (const file of files) {
    const target = join(projectDir, file.path);
    if (relative(projectDir, target).startsWith('..')) throw new Error(`${file.path} is outside the project`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.code);
  }
}

/**
 * The GraphQL blocks the reader sends to the content API, in the page's order: the seed block too
 * (the page shows it as a step), not other APIs' blocks, not `norun` ones.
 */
export function graphqlSteps(page = QUICKSTART_PAGE, blocks = blocksOf(page)): CodeBlock[] {
  return blocks.filter((block) => isGraphqlBlock(block) && block.api === null && block.norunReason === null);
}

export interface StepResult {
  line: number;
  /** The first line of the request, for the log. */
  summary: string;
  compared: boolean;
  seed: boolean;
}

/**
 * Sends the steps one after the other on the same data, as a reader does (the examples check
 * instead runs each block on a fresh copy of the seed data): each must succeed (or fail as its
 * `fails="…"` says) and match its `response` block when the page shows one, so a response that
 * only holds when the earlier mutations of the page were not sent fails here.
 */
export async function runGraphqlSteps(engine: Pick<Engine, 'url' | 'rootToken'>, contentPath: string, page = QUICKSTART_PAGE): Promise<StepResult[]> {
  const blocks = blocksOf(page);
  // The same block objects: the response block is found by the step's position among them.
  const steps = graphqlSteps(page, blocks);
  if (!steps.length) throw new Error(`${page} has no GraphQL block for the content API`);
  const results: StepResult[] = [];
  for (const block of steps) {
    const where = `${page}:${block.startLine - 1}`;
    const started = new Date();
    const variables = block.variables === null ? undefined : (JSON.parse(block.variables) as Record<string, unknown>);
    const response = await graphqlRequest(engine, contentPath, visibleCode(block.code), variables);
    const failures = failuresOf(response);
    if (block.failsWith !== null) {
      if (!failures.some((failure) => failure.includes(block.failsWith!))) throw new Error(`${where}: the page says this request fails with "${block.failsWith}"; the engine answered ${JSON.stringify(response).slice(0, 400)}`);
    } else if (failures.length) {
      throw new Error(`${where}: the engine fails this step: ${failures.join('; ').slice(0, 600)}`);
    }
    const shown = responseBlock(blocks, block);
    if (shown) {
      const expected = JSON.parse(shown.code) as unknown;
      const whole = expected !== null && typeof expected === 'object' && ('data' in expected || 'errors' in expected);
      const mismatches = compareResponses(expected, whole ? response : response.data, { generatedSince: started });
      if (mismatches.length) throw new Error(`${page}:${shown.startLine - 1}: the response differs: ${mismatches.slice(0, 3).map(formatMismatch).join('; ')}`);
    }
    const summary = visibleCode(block.code).trim().split('\n')[0] ?? '';
    results.push({ line: block.startLine - 1, summary, compared: shown !== null, seed: block.flags.includes(SEED_FLAG) });
  }
  return results;
}
