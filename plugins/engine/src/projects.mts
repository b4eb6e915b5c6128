// The example projects of the docs: one per page that defines a model. Its schema is built from
// the page's model blocks (see plugins/code-samples) with the engine's own release of
// @contember/schema-definition, its migration is the schema diff from an empty schema, and its
// seed data is the page's ```graphql seed``` block.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { CHECKED_LANGUAGES, extractBlocks, isGraphqlBlock, SEED_FLAG, type CodeBlock } from '../../code-samples/src/blocks.mts';
import { docsPages, modelPageOf, seedPageOf } from '../../code-samples/src/pages.mts';
import { docsVersionInterface } from '../../code-samples/src/versions.mts';
import { DOCS_VERSIONS, docsVersionOfFile } from '../../docs-versions/src/versions.ts';
import { evaluateModelBlock, mergeModels, type ModelSchema } from '../../code-samples/src/graphql-schema.mts';
import { SITE_ROOT } from './engine.mts';

const siteRequire = createRequire(join(SITE_ROOT, 'package.json'));

/** The engine's schema (model, ACL, validation, actions, settings) as JSON. */
export interface EngineSchema {
  model: ModelSchema;
  acl: { roles: Record<string, unknown> };
  validation: Record<string, unknown>;
  actions: { triggers: Record<string, unknown>; targets: Record<string, unknown> };
  settings: Record<string, unknown>;
}

export interface SchemaMigration {
  version: string;
  name: string;
  formatVersion: number;
  modifications: unknown[];
}

export interface SeedBlock {
  /** The mutation document. */
  code: string;
  /** 1-based line of the first line of the document in the page. */
  line: number;
}

export interface DocsProject {
  /** The project slug on the engine, derived from the page path (projectSlug()), or from the path of the page whose model and seed data it shares. */
  slug: string;
  /** The page, relative to the site root (`docs/reference/engine/content/queries.mdx`). */
  page: string;
  /** Lines of the model blocks that make up the deployed model (in `modelPage` when the page names one). */
  modelLines: number[];
  /** The page whose model blocks these are, when not the page itself (front matter `model_from:`). */
  modelPage: string | null;
  schema: EngineSchema;
  migrations: SchemaMigration[];
  seed: SeedBlock | null;
}

interface DefinitionModule {
  createSchema(definitions: Record<string, unknown>): EngineSchema;
}

interface MigrationsModule {
  SchemaDiffer: new (migrator: unknown) => { diffSchemas(from: EngineSchema, to: EngineSchema): unknown[] };
  SchemaMigrator: new (factory: unknown) => unknown;
  ModificationHandlerFactory: (new (map: unknown) => unknown) & { defaultFactoryMap: unknown };
  VERSION_LATEST: number;
}

// The releases Engine 2.0.8 ships with (aliases in package.json: the 1.4.9 packages stay the
// top-level ones for the sample checker).
const engineDefinition = () => siteRequire('contember-schema-definition-v2.0') as DefinitionModule;
const engineMigrations = () => siteRequire('contember-schema-migrations-v2.0') as MigrationsModule;

const EMPTY_SCHEMA: EngineSchema = {
  model: { entities: {}, enums: {} },
  acl: { roles: {} },
  validation: {},
  actions: { triggers: {}, targets: {} },
  settings: {},
};
/** One migration creates the whole model; its version is fixed, its checksum follows the model. */
const MIGRATION_VERSION = '2024-01-01-000000';
const SLUG_MAX_LENGTH = 63;

/**
 * The project slug for a page. The engine uses the slug as a URL path segment, as the name of the
 * project's database (a PostgreSQL identifier: at most 63 bytes) and, upper-cased with `-` as `_`,
 * as an environment variable prefix where `TENANT` is forbidden (engine-http's
 * projectConfigResolver at v2.0.8). So: lower-case letters, digits and single hyphens, starting
 * with a letter, at most 63 characters (a long path keeps a hash of itself for uniqueness).
 */
export function projectSlug(pagePath: string): string {
  // 1.x pages by their path in docs/; pages of another docs version by theirs, after the version
  // (`versioned_docs/version-2.x/intro/graphql.md` → `v2-x-intro-graphql`).
  const normalized = pagePath.replace(/\\/g, '/');
  const version = docsVersionOfFile(normalized);
  const withinVersion = version ? normalized.slice(version.folder.length + 1) : normalized.replace(/^(?:.*\/)?docs\//, '');
  const withinDocs = `${version?.path ? `v${version.path}/` : ''}${withinVersion}`.replace(/\.mdx?$/, '');
  let slug = withinDocs.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (!/^[a-z]/.test(slug)) slug = `page-${slug}`;
  if (slug === 'tenant') slug = 'page-tenant';
  if (slug.length > SLUG_MAX_LENGTH) {
    const hash = createHash('sha256').update(withinDocs).digest('hex').slice(0, 8);
    slug = `${slug.slice(0, SLUG_MAX_LENGTH - hash.length - 1).replace(/-+$/, '')}-${hash}`;
  }
  return slug;
}

/**
 * Field by field, the first block that declares rules for a field wins (a page's main example comes
 * first), in declaration order: the engine reports failures in that order.
 */
function mergeValidation(validations: EngineSchema['validation'][]): EngineSchema['validation'] {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const validation of validations) {
    for (const [entity, fields] of Object.entries(validation as Record<string, Record<string, unknown>>)) {
      const target = (merged[entity] ??= {});
      for (const [field, rules] of Object.entries(fields)) if (!(field in target)) target[field] = rules;
    }
  }
  return merged;
}

function mergeSchemas(schemas: EngineSchema[]): EngineSchema {
  // A role, trigger or target defined in several blocks keeps the first block's definition, as
  // validation rules do: a later block usually shows a variant of the page's main example.
  const merge = <T,>(pick: (schema: EngineSchema) => Record<string, T>) => Object.assign({}, ...schemas.map(pick).reverse()) as Record<string, T>;
  return {
    model: mergeModels(schemas.map((schema) => schema.model)),
    acl: { roles: merge((schema) => schema.acl.roles) },
    validation: mergeValidation(schemas.map((schema) => schema.validation)),
    actions: { triggers: merge((schema) => schema.actions.triggers), targets: merge((schema) => schema.actions.targets) },
    settings: schemas[0]!.settings,
  };
}

function migrationFor(schema: EngineSchema): SchemaMigration {
  const { SchemaDiffer, SchemaMigrator, ModificationHandlerFactory, VERSION_LATEST } = engineMigrations();
  const differ = new SchemaDiffer(new SchemaMigrator(new ModificationHandlerFactory(ModificationHandlerFactory.defaultFactoryMap)));
  const modifications = differ.diffSchemas(EMPTY_SCHEMA, schema);
  return { version: MIGRATION_VERSION, name: `${MIGRATION_VERSION}-docs-model`, formatVersion: VERSION_LATEST, modifications };
}

/** The seed block of a page, or null; more than one is an error. */
export function seedBlock(blocks: CodeBlock[], page: string): SeedBlock | null {
  const seeds = blocks.filter((block) => isGraphqlBlock(block) && block.flags.includes(SEED_FLAG));
  if (seeds.length > 1) throw new Error(`${page}:${seeds[1]!.startLine - 1}: a page has at most one seed block (the first is at line ${seeds[0]!.startLine - 1})`);
  return seeds[0] ? { code: seeds[0].code, line: seeds[0].startLine } : null;
}

/**
 * The project of one page, or null when it has no model. Each model block builds a schema; with
 * several, their union is deployed (a model spread over files), or, when they do not fit together,
 * the block with the most entities.
 */
export function pageProject(absolutePath: string): DocsProject | null {
  const page = relative(SITE_ROOT, absolutePath);
  const source = readFileSync(absolutePath, 'utf8');
  const blocks = extractBlocks(source, docsVersionInterface(page));
  // A page may run on another page's model (front matter model_from:), with its own seed data.
  const modelPage = modelPageOf(source, page);
  const modelBlocks = modelPage ? extractBlocks(readFileSync(modelPage, 'utf8'), docsVersionInterface(relative(SITE_ROOT, modelPage))) : blocks;
  const definition = engineDefinition();
  const built: { block: CodeBlock; schema: EngineSchema }[] = [];
  for (const block of modelBlocks) {
    if (!CHECKED_LANGUAGES.has(block.lang) || block.nocheckReason !== null) continue;
    // A block that does not build is reported by the sample checker; it is not part of the project.
    try {
      const exports = evaluateModelBlock(block, page, definition);
      if (!exports) continue;
      const schema = definition.createSchema(exports);
      if (Object.keys(schema.model.entities).length) built.push({ block, schema });
    } catch {
      continue;
    }
  }
  if (!built.length) return null;
  const candidates: { lines: number[]; schema: EngineSchema }[] = [];
  if (built.length > 1) candidates.push({ lines: built.map(({ block }) => block.startLine - 1), schema: mergeSchemas(built.map(({ schema }) => schema)) });
  const bySize = [...built].sort((a, b) => Object.keys(b.schema.model.entities).length - Object.keys(a.schema.model.entities).length);
  candidates.push(...bySize.map(({ block, schema }) => ({ lines: [block.startLine - 1], schema })));
  // Without a seed block of its own, the seed of the page named by `seed_from:` (the generated API pages).
  const seedPage = seedPageOf(source, page);
  const ownSeed = seedBlock(blocks, page);
  const seed = ownSeed ?? (seedPage ? seedBlock(extractBlocks(readFileSync(seedPage, 'utf8'), docsVersionInterface(relative(SITE_ROOT, seedPage))), seedPage) : null);
  // A page with nothing of its own (the model and the seed data of one other page) shares that page's project.
  const slug = modelPage && !ownSeed && seedPage === modelPage ? projectSlug(relative(SITE_ROOT, modelPage)) : projectSlug(page);
  const errors: string[] = [];
  for (const candidate of candidates) {
    try {
      const fromPage = modelPage ? relative(SITE_ROOT, modelPage) : null;
      return { slug, page, modelLines: candidate.lines, modelPage: fromPage, schema: candidate.schema, migrations: [migrationFor(candidate.schema)], seed };
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  throw new Error(`${page}: no model of the page gives a migration: ${errors.join('; ')}`);
}

/**
 * The projects of the pages below a folder (or folders, or of the given pages) that define a model.
 * Building a model takes a few milliseconds of CPU; between pages the event loop runs, so that
 * processes started alongside (PostgreSQL, the engine) are not kept waiting for their next step.
 */
export async function discoverProjects(docsDir: string | string[] = DOCS_VERSIONS.map((version) => join(SITE_ROOT, version.folder))): Promise<DocsProject[]> {
  const projects: DocsProject[] = [];
  for (const page of docsPages(Array.isArray(docsDir) ? docsDir : [docsDir])) {
    const project = pageProject(page);
    if (project) projects.push(project);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return projects;
}
