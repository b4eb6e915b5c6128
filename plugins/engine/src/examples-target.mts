// What the examples run on. The server engine answers every API; another implementation of the
// content API (plugins/browser-engine) answers the blocks it can and names the others unsupported,
// so that the same runner and the same comparison hold it against the pages' responses.
import type { GraphQLSchema } from 'graphql';
import type { CodeBlock } from '../../code-samples/src/blocks.mts';
import { apiPath, EngineSchemas, type EngineApi } from './api-schemas.mts';
import { graphqlRequest, resetProjectData, type GraphqlResponse } from './deploy.mts';
import type { Engine } from './engine.mts';
import type { Mail } from './mailbox.mts';
import type { DocsProject } from './projects.mts';

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
}

export interface ExamplesTarget {
  /** What runs the blocks, named in the problems: "Contember Engine 2.0.8" ("GraphQL (content API of Contember Engine 2.0.8)"). */
  version: string;
  /** The e-mails sent so far (the server engine's mailbox). */
  readonly mails: readonly Mail[];
  /**
   * Why this target cannot run a block that the server engine runs, or null when it can. Called for
   * each block of a page in order, with the page's project (null on a page without one).
   */
  unsupported(api: EngineApi, block: CodeBlock, project: DocsProject | null): string | null;
  request(api: EngineApi, project: DocsProject, query: string, variables: Record<string, unknown> | undefined, options: RequestOptions): Promise<GraphqlResponse>;
  /** Back to the project's seed data. */
  reset(project: DocsProject): Promise<void>;
  /** The GraphQL schema the target serves for an API of a project. */
  schema(api: EngineApi, project: DocsProject): Promise<GraphQLSchema>;
}

/** The server engine as an examples target: every API, the root token, a TRUNCATE and the seed block for a reset. */
export function serverTarget(engine: Engine): ExamplesTarget {
  const schemas = new EngineSchemas(engine);
  return {
    version: `Contember Engine ${engine.version}`,
    get mails() {
      return engine.mailbox.mails;
    },
    unsupported: () => null,
    request: (api, project, query, variables, options) => graphqlRequest(engine, apiPath(api, project), query, variables, options),
    reset: (project) => resetProjectData(engine, project),
    schema: (api, project) => schemas.schema(api, project),
  };
}
