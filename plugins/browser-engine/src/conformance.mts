// The browser engine as a target of the examples runner (plugins/engine/src/examples.mts): the pages'
// content API blocks run on it with the same carried values, resets and comparison as on the server
// engine. One PGlite instance serves every page in turn (starting one takes seconds), each page's
// project in a schema of its own, as the worker keeps the projects of a reader's tab.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as GraphqlModule from 'graphql';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { SITE_ROOT } from '../../engine/src/engine.mts';
import type { ExamplesTarget } from '../../engine/src/examples-target.mts';
import type { DocsProject } from '../../engine/src/projects.mts';
import { openNodeDatabase } from './database-files.mts';
import { createBrowserEngine, type BrowserEngine } from './engine.mts';

// The instance the examples runner validates with (graphql checks that a schema is its own).
const graphql = createRequire(join(SITE_ROOT, 'package.json'))('graphql') as typeof GraphqlModule;

const MUTATION = /^\s*mutation\b/m;
/** The content API fields the S3 plugin of the server engine adds. */
const S3_FIELDS = /\bgenerate(Upload|Read)Url\b/;

export const BROWSER_ENGINE_VERSION = 'the browser engine (content API 2.0.8 on PGlite)';

export interface BrowserTarget extends ExamplesTarget {
  /** Milliseconds spent building each page's engine (migration, seed, snapshot). */
  readonly setupMs: number[];
  close(): Promise<void>;
}

export async function browserTarget(): Promise<BrowserTarget> {
  // PostgreSQL as the worker starts it: from the build's data directory and file bundle.
  const db = await openNodeDatabase();
  const setupMs: number[] = [];
  // The page whose project a system or actions API mutation (a migration) changed: its later blocks
  // expect that change, which the browser engine cannot make.
  let changedByOtherApi: DocsProject | null = null;
  let current: { project: DocsProject; engine: BrowserEngine; schema: Promise<GraphQLSchema> | null } | null = null;
  const engineOf = async (project: DocsProject) => {
    if (current?.project !== project) {
      await current?.engine.close();
      current = null;
      const started = performance.now();
      const engine = await createBrowserEngine({ model: project, seed: project.seed?.code, db, stageSchema: `stage_live_${setupMs.length + 1}` });
      setupMs.push(performance.now() - started);
      current = { project, engine, schema: null };
    }
    return current;
  };
  return {
    version: BROWSER_ENGINE_VERSION,
    mails: [],
    setupMs,
    unsupported(api, block, project) {
      if (project && project === changedByOtherApi) return 'an earlier system or actions API mutation of the page (a migration) changed its schema or data';
      if (api !== 'content') {
        if (project && api !== 'tenant' && MUTATION.test(block.code)) changedByOtherApi = project;
        return `the ${api} API`;
      }
      if (block.token !== null || block.headers !== null || block.body !== null) return 'a request as someone else (token, headers or body)';
      if (S3_FIELDS.test(block.code)) return 'S3 uploads';
      return null;
    },
    async request(_api, project, query, variables) {
      return (await engineOf(project)).engine.execute(query, variables);
    },
    async reset(project) {
      await (await engineOf(project)).engine.reset();
    },
    async schema(_api, project) {
      const page = await engineOf(project);
      page.schema ??= page.engine.execute(graphql.getIntrospectionQuery({ inputValueDeprecation: true })).then((response) => {
        if (response.errors?.length || !response.data) throw new Error(`introspection failed: ${JSON.stringify(response.errors)}`);
        return graphql.buildClientSchema(response.data as unknown as IntrospectionQuery);
      });
      return page.schema;
    },
    async close() {
      await current?.engine.close();
      await db.close();
    },
  };
}
