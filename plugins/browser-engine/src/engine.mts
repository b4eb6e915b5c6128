// Contember 2.0.8's content API over PGlite, with no engine server: the page's model migrated with
// Contember's own migration SQL into a fresh database, the seed block run, then GraphQL requests
// answered one at a time through a single PgClient of our own.
import { PGlite, types } from '@electric-sql/pglite';
import { failuresOf } from '../../engine/src/compare.mts';
import { contentApi, database, graphqlOfContentApi, logging, migrations, schemaUtils } from './packages.mts';

/** The schema stage `live` lives in on the server engine: an engine's tables, unless it is given another. */
export const STAGE_SCHEMA = 'stage_live';
/** The copy of an engine's seeded tables, which reset() restores: its stage schema's name and this. */
const SEED_SUFFIX = '_seed';
const SYSTEM_SCHEMA = 'system';
/** The identity every request runs as, with all permissions (identity.mts answers `me` with it). */
export const ROOT_IDENTITY = '00000000-0000-0000-0000-000000000000';

export interface EngineModel {
  schema: { model: unknown; acl: unknown; validation: unknown; actions: unknown; settings: unknown };
  migrations: { formatVersion: number; modifications: unknown[] }[];
}

export interface GraphqlResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
}

/**
 * What an engine needs to attach to the tables another engine made (createBrowserEngine's `attach`),
 * read right after that engine's seed block: the build keeps it with a page's prepared data
 * directory (prepared-projects.mts), so that the worker's engine reads nothing from the catalog.
 */
export interface EngineAttachment {
  /** The SQL reset() runs. */
  restore: string;
  /** The stage schema's constraints and indexes, as @contember/database's createDatabaseMetadata takes them. */
  metadata: { foreignKeys: unknown[]; uniqueConstraints: unknown[]; indexes: unknown[] };
}

export interface BrowserEngine {
  execute(query: string, variables?: Record<string, unknown>): Promise<GraphqlResult>;
  /** Back to the seed data: the tables as they were right after the seed block, same ids. */
  reset(): Promise<void>;
  /** The content API's GraphQL schema, as SDL. */
  schema(): string;
  /** What another engine needs to attach to this one's tables in a copy of its database (valid until the first request). */
  attachment(): EngineAttachment;
  /** Shuts PGlite down, unless the caller passed its own instance. */
  close(): Promise<void>;
}

// The migration SQL attaches the system API's event-log triggers to every table. The browser engine
// has no system API (no history, no event log), so the two trigger functions exist and do nothing.
const EVENT_LOG_TRIGGERS = `
  CREATE OR REPLACE FUNCTION ${SYSTEM_SCHEMA}.trigger_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
  CREATE OR REPLACE FUNCTION ${SYSTEM_SCHEMA}.trigger_event_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;`;

type Listener = (...args: unknown[]) => void;

/**
 * Values read as node-postgres (the server engine's driver) reads them where PGlite differs: bigint
 * and numeric stay strings. The content API counts with count(*), a bigint, and tests the count for
 * truth, so "0" and 0 lead to different results (a relation-only update with a filter no row matches
 * is ok with "0", NotFoundOrDenied with 0).
 */
const NODE_POSTGRES_PARSERS = { [types.INT8]: (value: string) => value, [types.NUMERIC]: (value: string) => value };

/**
 * node-postgres's rowCount: the rows an INSERT, UPDATE or DELETE changed (what @contember/database
 * returns for one without RETURNING), the rows a SELECT returned (PGlite's affectedRows is 0 then).
 */
const rowCountOf = (result: { rows: unknown[]; affectedRows?: number } | undefined) => Math.max(result?.affectedRows ?? 0, result?.rows.length ?? 0);

/**
 * The PgClient interface of @contember/database, answered by one PGlite instance. PGlite's results
 * carry no command tag, which @contember/database reads to see whether COMMIT committed; the tag is
 * the statement's first keyword, and a COMMIT after a failed statement of the same transaction is
 * tagged ROLLBACK, as PostgreSQL does.
 */
function pgliteClient(db: PGlite) {
  const listeners = new Map<string, Set<Listener>>();
  let failedInTransaction = false;
  const commandOf = (sql: string) => {
    const keyword = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
    if (keyword === 'BEGIN') failedInTransaction = false;
    return keyword === 'COMMIT' && failedInTransaction ? 'ROLLBACK' : keyword;
  };
  const run = async (sql: string, params: unknown[] | undefined) => {
    if (!params?.length) {
      const results = await db.exec(sql, { parsers: NODE_POSTGRES_PARSERS });
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [], rowCount: rowCountOf(last), fields: last?.fields ?? [] };
    }
    const result = await db.query(sql, params, { parsers: NODE_POSTGRES_PARSERS });
    return { rows: result.rows, rowCount: rowCountOf(result), fields: result.fields };
  };
  return {
    async connect() {},
    async query(text: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      const sql = typeof text === 'string' ? text : text.text;
      const command = commandOf(sql);
      try {
        return { ...(await run(sql, typeof text === 'string' ? values : text.values)), command };
      } catch (error) {
        failedInTransaction = true;
        throw error;
      }
    },
    async end() {},
    on(event: string, listener: Listener) {
      (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener);
      return this;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return this;
    },
  };
}

async function migrate(db: PGlite, model: EngineModel, connection: { createClient(schema: string, meta: object): unknown }, stage: string): Promise<void> {
  // A reused instance may still hold a previous model's tables in this schema.
  await db.exec(`DROP SCHEMA IF EXISTS ${stage} CASCADE; DROP SCHEMA IF EXISTS ${stage}${SEED_SUFFIX} CASCADE; RESET search_path;
    CREATE SCHEMA IF NOT EXISTS ${SYSTEM_SCHEMA}; CREATE SCHEMA ${stage};`);
  await db.exec(EVENT_LOG_TRIGGERS);
  const describer = new migrations.MigrationDescriber(new migrations.ModificationHandlerFactory(migrations.ModificationHandlerFactory.defaultFactoryMap));
  const resolver = new database.DatabaseMetadataResolver();
  let schema = schemaUtils.emptySchema;
  let databaseMetadata: unknown = null;
  for (const migration of model.migrations) {
    for (const modification of migration.modifications) {
      const described = describer.describeModification(schema, modification, { formatVersion: migration.formatVersion });
      databaseMetadata ??= await resolver.resolveMetadata(connection.createClient(stage, {}), stage);
      const sql = described.getSql({ systemSchema: SYSTEM_SCHEMA, databaseMetadata, invalidateDatabaseMetadata: () => { databaseMetadata = null; } });
      if (sql.trim()) await db.exec(`SET search_path TO ${stage}; ${sql}`);
      schema = described.schema;
    }
  }
  // The content API names the schema in every statement; other engines of the instance migrate later.
  await db.exec('RESET search_path');
}

/**
 * The content API's GraphQL schema as the engine server makes it for a request with all
 * permissions (GraphQlSchemaFactory of @contember/engine-http): the model's queries and mutations,
 * and the `schema` query (the model's entities, fields and rules, which the admins read first).
 * The server's plugins add more (S3 uploads: generateUploadUrl); the browser engine has none.
 */
function contentSchema(schema: EngineModel['schema'] & { model: unknown; validation: unknown }, permissions: unknown): unknown {
  const authorizator = new contentApi.Authorizator(permissions, false);
  const rules = new contentApi.EntityRulesResolver(schema.validation, schema.model);
  const introspection = new contentApi.IntrospectionSchemaDefinitionFactory(new contentApi.IntrospectionSchemaFactory(schema.model, rules, authorizator)).createConfig();
  return new contentApi.GraphQlSchemaBuilderFactory().create(schema.model, authorizator).build({
    queries: new Map(Object.entries(introspection.query?.toConfig().fields ?? {})),
    mutations: new Map(Object.entries(introspection.mutation?.toConfig().fields ?? {})),
    types: introspection.types ?? [],
  });
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies the seeded tables of `stageSchema` into its seed copy (SEED_SUFFIX), which reset() restores. */
async function copySeed(db: PGlite, stageSchema: string): Promise<void> {
  const tables = await tablesOf(db, stageSchema);
  await db.exec(`CREATE SCHEMA ${stageSchema}${SEED_SUFFIX}; ${tables.map((name) => `CREATE TABLE ${stageSchema}${SEED_SUFFIX}.${quoted(name)} AS TABLE ${stageSchema}.${quoted(name)};`).join(' ')}`);
}

const tablesOf = async (db: PGlite, schema: string) =>
  (await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY tablename`, [schema])).rows.map((row) => row.name);

/**
 * The SQL that restores the seed copy of `stageSchema`, read right after the seed block: one
 * transaction that empties the stage's tables and copies the rows back with triggers and
 * foreign-key checks off (session_replication_role), and puts the stage's sequences back where they
 * are now.
 */
async function restoreSql(db: PGlite, stageSchema: string): Promise<string> {
  const seedSchema = `${stageSchema}${SEED_SUFFIX}`;
  const tables = await tablesOf(db, stageSchema);
  const sequences = (await db.query<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = $1`, [stageSchema])).rows.map((row) => row.name);
  const stage = (name: string) => `${stageSchema}.${quoted(name)}`;
  const sequenceValues = await Promise.all(sequences.map(async (name) => {
    const row = (await db.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${stage(name)}`)).rows[0]!;
    return `SELECT setval('${stage(name).replaceAll("'", "''")}', ${row.last_value}, ${row.is_called});`;
  }));
  if (!tables.length) return sequenceValues.join(' ');
  return `BEGIN; SET LOCAL session_replication_role = replica; TRUNCATE ${tables.map(stage).join(', ')};
    ${tables.map((name) => `INSERT INTO ${stage(name)} OVERRIDING SYSTEM VALUE SELECT * FROM ${seedSchema}.${quoted(name)};`).join(' ')}
    ${sequenceValues.join(' ')} COMMIT;`;
}

/** What createBrowserEngine builds an engine of, and where. */
export interface BrowserEngineOptions {
  model: EngineModel;
  seed?: string | null;
  /** A PGlite instance to reuse (starting one takes seconds); by default the engine starts its own. */
  db?: PGlite;
  /**
   * The schema of the engine's tables (STAGE_SCHEMA by default; a lower-case SQL identifier): engines
   * with different schemas share one instance side by side, each with its own data and reset. What
   * the schema held before is dropped.
   */
  stageSchema?: string;
  /**
   * The database holds this model's engine in `stageSchema` already, as an engine made by this
   * function left it (a prepared data directory, prepared-projects.mts): migrated, seeded, its seed
   * copy made, nothing run since; this is that engine's attachment(). The engine only attaches to it.
   */
  attach?: EngineAttachment;
}

/** A stage schema's name must be usable in SQL unquoted, and short enough that PostgreSQL keeps it whole with SEED_SUFFIX. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,50}$/;

/** A content API of one page's model and seed data, private to its caller. */
export async function createBrowserEngine({ model, seed, db: reused, stageSchema = STAGE_SCHEMA, attach }: BrowserEngineOptions): Promise<BrowserEngine> {
  if (!SCHEMA_NAME.test(stageSchema)) throw new Error(`not a stage schema name: ${stageSchema}`);
  const db = reused ?? new PGlite();
  // A request that waits for a second connection fails within a second instead of the default ten.
  const pool = new database.Pool(() => pgliteClient(db), { logError: () => {}, maxConnections: 1, acquireTimeoutMs: 1_000 });
  const connection = new database.Connection(pool);
  if (!attach) await migrate(db, model, connection, stageSchema);
  const schema = { ...schemaUtils.emptySchema, ...model.schema };
  const permissions = new schemaUtils.AllowAllPermissionFactory().create(schema.model);
  const graphqlSchema = contentSchema(schema, permissions);
  const databaseMetadata = attach
    ? database.createDatabaseMetadata(attach.metadata as Parameters<typeof database.createDatabaseMetadata>[0])
    : await new database.DatabaseMetadataResolver().resolveMetadata(connection.createClient(stageSchema, {}), stageSchema);
  const containerFactory = new contentApi.ExecutionContainerFactory({ uuid: () => crypto.randomUUID(), now: () => new Date() });

  const execute = async (query: string, variables?: Record<string, unknown>): Promise<GraphqlResult> => {
    const client = connection.createClient(stageSchema, {});
    const executionContainer = containerFactory.create({
      permissions, schema, schemaMeta: { id: 1 }, db: client, identityVariables: {}, identityId: ROOT_IDENTITY,
      systemSchema: SYSTEM_SCHEMA, stage: { id: ROOT_IDENTITY, slug: 'live' }, project: { slug: 'docs' }, schemaDatabaseMetadata: databaseMetadata,
    });
    // The content API logs through the logger of the current async context; nothing reads it here.
    const result = await logging.withLogger(logging.createLogger(new logging.NullLoggerHandler()), () => contentApi.graphql({
      schema: graphqlSchema, source: query, variableValues: variables,
      contextValue: { db: client, identityVariables: {}, executionContainer, timer: (_label: string, run: () => unknown) => run() },
    }));
    return JSON.parse(JSON.stringify(result)) as GraphqlResult;
  };

  if (seed && !attach) {
    const seeded = await execute(seed);
    const failures = failuresOf(seeded);
    if (failures.length) throw new Error(`the seed block failed: ${failures.join('; ')}`);
  }
  if (!attach) await copySeed(db, stageSchema);
  const restore = attach ? attach.restore : await restoreSql(db, stageSchema);
  return {
    execute,
    async reset() { if (restore) await db.exec(restore); },
    schema: () => graphqlOfContentApi.printSchema(graphqlSchema) as string,
    attachment: () => ({
      restore,
      metadata: { foreignKeys: databaseMetadata.foreignKeys.toArray(), uniqueConstraints: databaseMetadata.uniqueConstraints.toArray(), indexes: databaseMetadata.indexes.toArray() },
    }),
    async close() {
      await pool.end();
      if (!reused) await db.close();
    },
  };
}
