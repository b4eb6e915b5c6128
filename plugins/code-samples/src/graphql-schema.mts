// Validates the GraphQL samples of a page against the content API schema that Contember Engine
// generates for the model the page defines. Only the checker (check.mts) loads this module: it
// needs the engine packages, which the site build (the remark plugin) must not load.
//
// A model block is a TypeScript block that imports `@contember/schema-definition` and exports at
// least one entity class. Each block is a module of its own, so each model block is a complete
// model; a page may show several (variants of one model, or separate examples). A model serves a
// GraphQL block when one of the block's root fields is a content API field of the model. A block
// none of the page's models serves (tenant and system API operations, pages without a model) is
// only parsed. A block that several models serve (a page that shows a small model for one section
// and the full one for another) passes when one of them accepts it, or the union of all model
// blocks of the page does (a page that spreads one model over several files); otherwise its errors
// are those of the model with the fewest, the nearest above first.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type * as GraphqlModule from 'graphql';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type TypeScript from 'typescript';
import { CHECKED_LANGUAGES, compiledCode, looksLikeModel, type CodeBlock } from './blocks.mts';
import { SITE_ROOT } from './versions.mts';

// Everything is loaded through one CommonJS require rooted at the site, so that the models,
// createSchema, the engine and `validate` share one instance of each package (the schema
// definition API checks `instanceof`, graphql checks that its schema objects are its own).
const siteRequire = createRequire(join(SITE_ROOT, 'package.json'));
/**
 * TypeScript, loaded by the first model block evaluated: most processes that import this module
 * (the e2e test files, through the engine's projects) never evaluate one, and loading the compiler
 * costs each of them about a CPU second.
 */
let typescript: typeof TypeScript | undefined;
const loadTypescript = (): typeof TypeScript => (typescript ??= siteRequire('typescript') as typeof TypeScript);
const MODEL_PACKAGE = '@contember/schema-definition';

interface SchemaDefinitionModule {
  createSchema(definitions: Record<string, unknown>): { model: unknown };
  AllowAllPermissionFactory: new () => { create(model: unknown, allowCustomPrimary?: boolean): unknown };
}

interface ContentApiModule {
  Authorizator: new (permissions: unknown, defaultCustomPrimary: boolean) => unknown;
  GraphQlSchemaBuilderFactory: new () => { create(model: unknown, authorizator: unknown): { build(): GraphQLSchema } };
}

/** The engine release a page documents: 1.4 on the 1.x pages, 2.0 (2.0.8) on the 2.x pages. */
export type ModelRelease = '1.4' | '2.0';

const RELEASE_PACKAGES: Record<ModelRelease, { definition: string; contentApi: string }> = {
  '1.4': { definition: MODEL_PACKAGE, contentApi: '@contember/engine-content-api' },
  '2.0': { definition: 'contember-schema-definition-v2.0', contentApi: 'contember-engine-content-api-v2.0' },
};

type Modules = { definition: SchemaDefinitionModule; contentApi: ContentApiModule; graphql: typeof GraphqlModule };
const modules = new Map<ModelRelease, Modules>();

function load(release: ModelRelease = '1.4'): Modules {
  let loaded = modules.get(release);
  if (!loaded) {
    const names = RELEASE_PACKAGES[release];
    loaded = {
      definition: siteRequire(names.definition) as SchemaDefinitionModule,
      contentApi: siteRequire(names.contentApi) as ContentApiModule,
      graphql: siteRequire('graphql') as typeof GraphqlModule,
    };
    modules.set(release, loaded);
  }
  return loaded;
}

type UniqueConstraints = Record<string, { fields: string[] }> | { fields: string[] }[];

export interface ModelSchema {
  entities: Record<string, { fields: Record<string, unknown>; unique?: UniqueConstraints }>;
  enums: Record<string, unknown>;
}

export interface PageModel {
  /** The model block, or null for the union of all model blocks of the page. */
  block: CodeBlock | null;
  schema: GraphQLSchema;
  entities: string[];
}

export interface ModelFailure {
  block: CodeBlock;
  message: string;
}

/**
 * The exports of a model block, evaluated in Node; null when the block is not a model. The block's
 * import of `@contember/schema-definition` gets `definition` (the 1.4.9 package unless the caller
 * builds the model with another release, as the engine deploy does).
 */
export function evaluateModelBlock(block: CodeBlock, file: string, definition: unknown = load().definition): Record<string, unknown> | null {
  if (!looksLikeModel(block)) return null;
  const source = compiledCode(block.code, block.lang);
  const ts = loadTypescript();
  const { outputText } = ts.transpileModule(source, {
    fileName: `${file}_L${block.startLine}.ts`,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      esModuleInterop: true,
      verbatimModuleSyntax: false,
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  const requireForBlock = (name: string): unknown => {
    if (name !== MODEL_PACKAGE) throw new Error(`a model block may import only ${MODEL_PACKAGE}, not ${name}`);
    return definition;
  };
  // The same wrapper Node puts around a CommonJS module; the filename names the block in stack traces.
  const run = runInThisContext(`(function (exports, require, module) {${outputText}\n})`, { filename: `${file}:${block.startLine}` }) as (
    exports: unknown,
    require: (name: string) => unknown,
    module: unknown,
  ) => void;
  run(module.exports, requireForBlock, module);
  return module.exports;
}

function contentSchema(model: ModelSchema, release: ModelRelease): GraphQLSchema {
  const { definition, contentApi } = load(release);
  // Like an admin: every entity and field readable and writable, custom primary keys allowed.
  const permissions = new definition.AllowAllPermissionFactory().create(model, true);
  const authorizator = new contentApi.Authorizator(permissions, false);
  return new contentApi.GraphQlSchemaBuilderFactory().create(model, authorizator).build();
}

/** The unique constraints of two declarations of an entity (a record by name up to 1.4, a list since 2.0). */
function mergeUnique(kept: UniqueConstraints | undefined, other: UniqueConstraints | undefined): UniqueConstraints | undefined {
  if (Array.isArray(kept) && Array.isArray(other)) {
    const key = (constraint: { fields: string[] }) => [...constraint.fields].sort().join(',');
    return [...kept, ...other.filter((constraint) => !kept.some((existing) => key(existing) === key(constraint)))];
  }
  return kept && other && !Array.isArray(kept) && !Array.isArray(other) ? { ...other, ...kept } : kept;
}

/**
 * One model from all model blocks of a page, for pages that spread a model over several files
 * (each block declaring the entities it refers to in hidden lines). Entities and enums are united
 * by name; an entity declared in several blocks takes the declaration with the most fields and
 * adds the fields and unique constraints only the others have.
 */
export function mergeModels<Model extends ModelSchema>(models: Model[]): Model {
  const entities: ModelSchema['entities'] = {};
  const declarations = models.flatMap((model) => Object.entries(model.entities));
  declarations.sort(([, a], [, b]) => Object.keys(b.fields).length - Object.keys(a.fields).length);
  for (const [name, entity] of declarations) {
    const merged = entities[name];
    entities[name] = merged ? { ...merged, fields: { ...entity.fields, ...merged.fields }, unique: mergeUnique(merged.unique, entity.unique) } : entity;
  }
  return { ...models[0]!, entities, enums: Object.assign({}, ...models.map((model) => model.enums)) as ModelSchema['enums'] };
}

/**
 * Compiles the model blocks of a page to content API schemas: one per block and, when the page
 * has several, one for their union (last in the list).
 */
export function pageModels(blocks: CodeBlock[], file: string, release: ModelRelease = '1.4'): { models: PageModel[]; failures: ModelFailure[] } {
  const models: PageModel[] = [];
  const compiled: ModelSchema[] = [];
  const failures: ModelFailure[] = [];
  for (const block of blocks) {
    if (!CHECKED_LANGUAGES.has(block.lang) || block.nocheckReason !== null) continue;
    try {
      const exports = evaluateModelBlock(block, file, load(release).definition);
      if (!exports) continue;
      const model = load(release).definition.createSchema(exports).model as ModelSchema;
      const entities = Object.keys(model.entities);
      if (!entities.length) continue;
      models.push({ block, entities, schema: contentSchema(model, release) });
      compiled.push(model);
    } catch (error) {
      failures.push({ block, message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (compiled.length > 1) {
    try {
      const merged = mergeModels(compiled);
      models.push({ block: null, entities: Object.keys(merged.entities), schema: contentSchema(merged, release) });
    } catch {
      // Blocks that do not fit together (two variants of one relation) have no union; each still counts.
    }
  }
  return { models, failures };
}

const CONTENT_OPERATION = /^(?:get|list|paginate|create|update|upsert|delete|validateCreate|validateUpdate)([A-Z]\w*)$/;

function rootFields(document: DocumentNode): { operation: OperationDefinitionNode['operation']; name: string }[] {
  const fields: { operation: OperationDefinitionNode['operation']; name: string }[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === 'Field') fields.push({ operation: definition.operation, name: selection.name.value });
    }
  }
  return fields;
}

/** The root fields of a document's operations, as written. */
export function rootFieldNames(document: DocumentNode): string[] {
  return rootFields(document).map(({ name }) => name);
}

/**
 * Whether the model serves the operation: a root field is a field of its Query or Mutation type,
 * or is named like a content API field of one of its entities (`listArticles` for `Article`), so
 * that a misspelt field is reported rather than taken for another API's.
 */
export function knowsOperation(model: PageModel, document: DocumentNode): boolean {
  return rootFields(document).some(({ operation, name }) => {
    const root = operation === 'query' ? model.schema.getQueryType() : operation === 'mutation' ? model.schema.getMutationType() : null;
    if (!root) return false;
    if (name in root.getFields()) return true;
    const entity = CONTENT_OPERATION.exec(name)?.[1];
    return entity !== undefined && model.entities.some((candidate) => entity.startsWith(candidate));
  });
}

/**
 * The page's models that serve a GraphQL block, in the order they are tried: the nearest above it
 * first, going up, then those below it, going down, then the union of all.
 */
export function modelsFor(models: PageModel[], block: CodeBlock, document: DocumentNode): PageModel[] {
  const known = models.filter((model) => knowsOperation(model, document));
  const line = (model: PageModel) => model.block?.startLine ?? Infinity;
  const above = known.filter((model) => line(model) < block.startLine).reverse();
  // The rest, after the block; a model of another page (`model_from:`) may sit on any line of it,
  // the block's own included.
  return [...above, ...known.filter((model) => !above.includes(model))];
}

/** Validation errors of a document against a content schema, with 1-based positions in the block. */
export function validateOperation(schema: GraphQLSchema, document: DocumentNode): { line: number; column: number; message: string }[] {
  const { graphql } = load();
  return graphql.validate(schema, document).map((error) => ({
    line: error.locations?.[0]?.line ?? 1,
    column: error.locations?.[0]?.column ?? 1,
    message: error.message,
  }));
}

/** graphql's parser, from the same instance the schemas are built with. */
export function parseOperation(code: string): DocumentNode {
  return load().graphql.parse(code);
}
