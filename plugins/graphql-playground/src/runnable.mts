// Which GraphQL blocks get "Try it": the requests the `examples` check runs against the engine
// (plugins/engine/src/examples.mts, checkBlock), decided from the block and its page alone, so the
// remark plugin can mark them at build time. tests/runnable.test.mts holds this rule against the
// blocks the examples check runs, page by page.
import { parse } from 'graphql';
import { ENGINE_APIS, isGraphqlBlock, metaFlags, parseMeta, SEED_FLAG } from '../../code-samples/src/blocks.mts';
import type { PlaygroundApi, PlaygroundBlock } from '../theme/block.ts';


export interface PageContext {
  /** The page deploys a project: it has a model, or names one with `model_from:`. */
  hasProject: boolean;
  /** The page is one whose request blocks must all run (BLOCKS_MUST_RUN_IN): tenant API blocks run there without a project. */
  mustRun: boolean;
  /** The page's project slug, when it has a project. */
  project: string | null;
}

function isRequest(code: string): boolean {
  try {
    return parse(code).definitions.some((definition) => definition.kind === 'OperationDefinition');
  } catch {
    return false; // The sample checker reports the syntax error; a broken block gets no editor.
  }
}

/** The playground a GraphQL block gets, or null for a block the examples check does not run (excerpt, seed, `norun`, another API without a project). */
export function playgroundBlockOf(block: { lang: string; meta: string; code: string }, page: PageContext): PlaygroundBlock | null {
  if (!isGraphqlBlock({ lang: block.lang.toLowerCase() })) return null;
  const attributes = parseMeta(block.meta);
  if ('norun' in attributes || metaFlags(block.meta).has(SEED_FLAG)) return null;
  const api = (attributes.api ?? 'content') as PlaygroundApi;
  if (!(ENGINE_APIS as readonly string[]).includes(api)) return null;
  if (!page.hasProject && !(api === 'tenant' && page.mustRun)) return null;
  if (!isRequest(block.code)) return null;
  return { api, project: page.hasProject ? page.project : null, variables: attributes.variables ?? null };
}

/** TRY_IT_ATTRIBUTE as a hast property of the code element: what the remark plugin sets, and MDX passes to the code block as `data-graphql-try`. */
export const TRY_IT_PROPERTY = 'dataGraphqlTry';
