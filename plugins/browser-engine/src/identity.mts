// The tenant API's `me` for the engine in the browser: the admins ask who is signed in before they
// show anything. The browser engine has no tenant API (no people, sign-in or API keys); every
// request runs with all permissions, as an admin of the page's project would. `me` says exactly
// that, answered from the tenant API's own schema (so the admins' queries are validated as the
// engine validates them); any other tenant operation gets an error that says why.
import { buildASTSchema, graphql, Kind, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { ROOT_IDENTITY, type GraphqlResult } from './engine.mts';
import { tenantSchema } from './packages.mts';

export const NO_TENANT_API =
  'The engine in your browser has no tenant API (sign-in, people, API keys, invitations): it answers only `me`, ' +
  'the identity its examples run as. Run this request on a Contember Engine server (README, "Live previews").';

let schema: GraphQLSchema | undefined;

/** The tenant API's schema, built on first use: tens of milliseconds, which the worker spends before a Run needs it. */
export function tenantGraphqlSchema(): GraphQLSchema {
  return (schema ??= buildASTSchema(tenantSchema as DocumentNode));
}

function onlyAsksForMe(document: DocumentNode): boolean {
  return document.definitions.every((definition) =>
    definition.kind !== Kind.OPERATION_DEFINITION ||
    (definition.operation === 'query' && definition.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && (selection.name.value === 'me' || selection.name.value === '__typename'))));
}

/** Runs a tenant API request: `me` of the browser engine's identity, an admin of `project`. */
export async function executeTenant(project: string, query: string, variables?: Record<string, unknown>): Promise<GraphqlResult> {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { errors: [{ message: (error as Error).message }] };
  }
  if (!onlyAsksForMe(document)) return { errors: [{ message: NO_TENANT_API }] };
  const me = {
    id: ROOT_IDENTITY,
    description: 'The engine in your browser',
    roles: [],
    person: null,
    apiKey: null,
    projects: [{ project: { id: ROOT_IDENTITY, slug: project, name: project, config: {}, roles: [], members: [] }, memberships: [{ role: 'admin', variables: [] }] }],
    permissions: { canCreateProject: false, canDeployEntrypoint: false },
  };
  const result = await graphql({ schema: tenantGraphqlSchema(), source: query, variableValues: variables, rootValue: { me } });
  return JSON.parse(JSON.stringify(result)) as GraphqlResult;
}
