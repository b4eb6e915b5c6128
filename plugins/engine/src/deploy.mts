// Deploys a docs project to a running engine without the CLI: the tenant API creates the project,
// the system API runs its migration, and the content API runs the page's seed data.
import { failuresOf } from './compare.mts';
import type { Engine } from './engine.mts';
import type { DocsProject } from './projects.mts';

export interface GraphqlResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Posts a GraphQL request with the root token (or `options.token`), any extra headers and body
 * fields; the response body as the engine sends it.
 */
export async function graphqlRequest(
  engine: Pick<Engine, 'url' | 'rootToken'>,
  path: string,
  query: string,
  variables?: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
): Promise<GraphqlResponse> {
  const response = await fetch(`${engine.url}${path}`, {
    method: 'POST',
    headers: { ...options.headers, 'Content-Type': 'application/json', Authorization: `Bearer ${options.token ?? engine.rootToken}` },
    body: JSON.stringify({ ...options.body, query, variables }),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as GraphqlResponse;
  } catch {
    throw new Error(`${path} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
  }
}

async function data(engine: Pick<Engine, 'url' | 'rootToken'>, path: string, query: string, variables?: Record<string, unknown>) {
  const response = await graphqlRequest(engine, path, query, variables);
  if (response.errors?.length || !response.data) throw new Error(`${path}: ${JSON.stringify(response.errors ?? response)}`);
  return response.data;
}

export const contentPath = (project: Pick<DocsProject, 'slug'>) => `/content/${project.slug}/live`;
export const systemPath = (project: Pick<DocsProject, 'slug'>) => `/system/${project.slug}`;
export const TENANT_PATH = '/tenant';

async function runSeed(engine: Engine, project: DocsProject): Promise<void> {
  if (!project.seed) return;
  const response = await graphqlRequest(engine, contentPath(project), project.seed.code);
  const failures = failuresOf(response);
  if (failures.length) throw new Error(`${project.page}:${project.seed.line - 1}: the seed block failed: ${failures.join('; ')}`);
}

/**
 * Creates the project and runs its migration when the engine does not have them yet, then restores
 * the seed data. Safe to run again on the same engine; a migration the engine executed with other
 * content (the page's model changed) is an error: start a fresh engine.
 */
export async function deployProject(engine: Engine, project: DocsProject): Promise<void> {
  const created = await data(engine, TENANT_PATH, 'mutation($slug: String!) { createProject(projectSlug: $slug) { ok error { code developerMessage } } }', { slug: project.slug });
  const result = created.createProject as { ok: boolean; error: { code: string; developerMessage: string } | null };
  if (!result.ok && result.error?.code !== 'ALREADY_EXISTS') throw new Error(`${project.page}: createProject ${project.slug}: ${result.error?.code} ${result.error?.developerMessage}`);

  const executed = (await data(engine, systemPath(project), '{ executedMigrations { version } }')).executedMigrations as { version: string }[];
  const pending = project.migrations.filter((migration) => !executed.some((done) => done.version === migration.version));
  if (pending.length) {
    const migrations = pending.map(({ version, name, formatVersion, modifications }) => ({ version, name, type: 'SCHEMA', schemaMigration: { formatVersion, modifications } }));
    const migrated = await data(engine, systemPath(project), 'mutation($migrations: [Migration!]!) { migrate(migrations: $migrations) { ok error { code migration developerMessage } } }', { migrations });
    const migrate = migrated.migrate as { ok: boolean; error: { code: string; migration: string; developerMessage: string } | null };
    if (!migrate.ok) throw new Error(`${project.page}: migrate ${project.slug}: ${migrate.error?.code} ${migrate.error?.migration}: ${migrate.error?.developerMessage}`);
    await runSeed(engine, project);
  } else {
    await resetProjectData(engine, project);
  }
}

/**
 * Restores the seed data: empties the content tables of the project's `live` stage (one TRUNCATE
 * in its database) and runs the seed block again.
 */
export async function resetProjectData(engine: Engine, project: DocsProject): Promise<void> {
  await engine.postgres.sql(
    project.slug,
    `DO $$ DECLARE tables text; BEGIN
       SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables FROM pg_tables WHERE schemaname = 'stage_live';
       IF tables IS NOT NULL THEN EXECUTE 'TRUNCATE ' || tables || ' CASCADE'; END IF;
     END $$`,
  );
  await runSeed(engine, project);
}

/** Deploys several projects, a few at a time (each creates a database and migrates it); pages that share a project deploy it once. */
export async function deployProjects(engine: Engine, projects: DocsProject[], concurrency = 4): Promise<void> {
  const queue = [...new Map(projects.map((project) => [project.slug, project])).values()];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) await deployProject(engine, project);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
