// The GraphQL schemas a running engine serves, introspected (deprecated input values included:
// the tenant API still accepts arguments it deprecated), for validating the pages' blocks.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as GraphqlModule from 'graphql';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { contentPath, graphqlRequest, systemPath, TENANT_PATH } from './deploy.mts';
import { SITE_ROOT, type Engine } from './engine.mts';
import type { DocsProject } from './projects.mts';

// The instance the code-samples checker parses and validates with (graphql checks that a schema is its own).
const graphql = createRequire(join(SITE_ROOT, 'package.json'))('graphql') as typeof GraphqlModule;

export type EngineApi = 'content' | 'tenant' | 'system' | 'actions';

export const apiPath = (api: EngineApi, project: Pick<DocsProject, 'slug'>): string =>
  api === 'tenant' ? TENANT_PATH : api === 'system' ? systemPath(project) : api === 'actions' ? `/actions/${project.slug}` : contentPath(project);

/** Introspects the schemas an engine serves, once per path. */
export class EngineSchemas {
  private readonly cache = new Map<string, Promise<GraphQLSchema>>();

  constructor(private readonly engine: Engine) {}

  /** The schema of an API; the tenant API has one path, the others one per project. */
  schema(api: EngineApi, project: Pick<DocsProject, 'slug'>): Promise<GraphQLSchema> {
    const path = apiPath(api, project);
    let schema = this.cache.get(path);
    if (!schema) {
      schema = this.introspect(path);
      this.cache.set(path, schema);
    }
    return schema;
  }

  private async introspect(path: string): Promise<GraphQLSchema> {
    const response = await graphqlRequest(this.engine, path, graphql.getIntrospectionQuery({ inputValueDeprecation: true }));
    if (response.errors?.length || !response.data) throw new Error(`introspection of ${path} failed: ${JSON.stringify(response.errors ?? response)}`);
    return graphql.buildClientSchema(response.data as unknown as IntrospectionQuery);
  }
}
