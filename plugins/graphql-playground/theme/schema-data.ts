// The schema browser's data: the types of a GraphQL schema as lists a reader can search (root
// fields first, then object types, input types and enums), without GraphQL's own types. Pure:
// tests/schema-data.test.mts checks it on the schema the engine generates for a page's model.
import { isEnumType, isInputObjectType, isObjectType, isScalarType, type GraphQLArgument, type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema } from 'graphql';

export type SchemaEntryKind = 'query' | 'mutation' | 'object' | 'input' | 'enum' | 'scalar';

export interface SchemaMember {
  name: string;
  /** Arguments and type as GraphQL writes them: `(filter: ArticleWhere, limit: Int): [Article!]!`; empty for an enum value. */
  signature: string;
  description: string | null;
}

export interface SchemaEntry {
  name: string;
  kind: SchemaEntryKind;
  description: string | null;
  members: SchemaMember[];
}

const KIND_ORDER: readonly SchemaEntryKind[] = ['query', 'mutation', 'object', 'input', 'enum', 'scalar'];

/** How the browser names each kind. */
export const KIND_LABELS: Record<SchemaEntryKind, string> = {
  query: 'query',
  mutation: 'mutation',
  object: 'type',
  input: 'input',
  enum: 'enum',
  scalar: 'scalar',
};

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

function argumentsOf(args: readonly GraphQLArgument[]): string {
  return args.length ? `(${args.map((arg) => `${arg.name}: ${arg.type.toString()}`).join(', ')})` : '';
}

function fieldMember(field: GraphQLField<unknown, unknown> | GraphQLInputField): SchemaMember {
  const args = 'args' in field ? argumentsOf(field.args) : '';
  return { name: field.name, signature: `${args}: ${field.type.toString()}`, description: field.description ?? null };
}

function entryOf(type: GraphQLNamedType, schema: GraphQLSchema): SchemaEntry | null {
  if (type.name.startsWith('__')) return null;
  const description = type.description ?? null;
  if (isObjectType(type)) {
    const kind: SchemaEntryKind = type === schema.getQueryType() ? 'query' : type === schema.getMutationType() ? 'mutation' : 'object';
    return { name: type.name, kind, description, members: Object.values(type.getFields()).map(fieldMember) };
  }
  if (isInputObjectType(type)) return { name: type.name, kind: 'input', description, members: Object.values(type.getFields()).map(fieldMember) };
  if (isEnumType(type)) return { name: type.name, kind: 'enum', description, members: type.getValues().map((value) => ({ name: value.name, signature: '', description: value.description ?? null })) };
  if (isScalarType(type) && !BUILT_IN_SCALARS.has(type.name)) return { name: type.name, kind: 'scalar', description, members: [] };
  return null;
}

/** Every type of the schema a reader may look up, root types first, then by kind and name. */
export function schemaEntries(schema: GraphQLSchema): SchemaEntry[] {
  return Object.values(schema.getTypeMap())
    .map((type) => entryOf(type, schema))
    .filter((entry): entry is SchemaEntry => entry !== null)
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name));
}

/**
 * The entries matching a search, case-insensitive: a type whose name matches keeps all its members;
 * otherwise a type with matching members keeps those. An exact type name comes first. An empty
 * search matches everything.
 */
export function searchSchema(entries: readonly SchemaEntry[], query: string): SchemaEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  const found: SchemaEntry[] = [];
  for (const entry of entries) {
    if (entry.name.toLowerCase().includes(needle)) {
      found.push(entry);
      continue;
    }
    const members = entry.members.filter((member) => member.name.toLowerCase().includes(needle));
    if (members.length) found.push({ ...entry, members });
  }
  const exact = found.findIndex((entry) => entry.name.toLowerCase() === needle);
  if (exact > 0) found.unshift(...found.splice(exact, 1));
  return found;
}

/** The named types a signature mentions (`[ArticleOrderBy!]` → ArticleOrderBy), for links to them. */
export function typeNamesIn(signature: string): string[] {
  return [...signature.matchAll(/:\s*\[*([_A-Za-z][_0-9A-Za-z]*)/g)].map((match) => match[1]!);
}
