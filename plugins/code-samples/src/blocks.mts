// Finds the code blocks of a Markdown page and the information the checker needs about them.
// Shared by the checker (scripts/check-samples.mts) and the remark plugin that renders them.
import { blankMagicComments } from '../../highlight/src/lines.mts';

export const CUT_MARKER = '// ---cut---';
export const CUT_AFTER_MARKER = '// ---cut-after---';
export const CHECKED_LANGUAGES = new Set(['ts', 'typescript', 'tsx']);

/** 1.1 and 1.2: `@contember/admin` on 1.x pages; 2.0: the 2.x pages (`@contember/interface` and the 2.0.8 packages). */
export type InterfaceVersion = '1.1' | '1.2' | '2.0';

export interface CodeBlock {
  /** Language of the fence, lower case (`ts`, `tsx`, `graphql`, ...). */
  lang: string;
  /** Raw meta string after the language. */
  meta: string;
  /** The code as written in the file, hidden lines included. */
  code: string;
  /** 1-based line number of the first code line (the line after the opening fence). */
  startLine: number;
  /** The reason given with `nocheck="…"`, or null for a block that is checked. */
  nocheckReason: string | null;
  /** The reason given with `noschema="…"` (GraphQL blocks kept out of schema validation), or null. */
  noschemaReason: string | null;
  /** `interface=1.1` on the block, else the page's `interface:` front matter, else 1.2. */
  interfaceVersion: InterfaceVersion;
  /** The reason given with `norun="…"` (GraphQL blocks not run against the engine), or null. */
  norunReason: string | null;
  /** `api=tenant` / `api=system` / `api=actions`: the engine API a GraphQL block is for; null is the content API. */
  api: string | null;
  /** Bare words of the meta: `seed` (a page's seed data), `response` (a JSON block showing the response of the GraphQL block before it). */
  flags: string[];
  /** `variables='{"slug": "hello"}'`: the variables a GraphQL block runs with. */
  variables: string | null;
  /** `fails="text"`: the engine must fail the request with an error or result containing the text. */
  failsWith: string | null;
  /** `token="…"`: the bearer token a GraphQL block is sent with instead of the root token (a token an earlier block of the page returned). */
  token: string | null;
  /** `headers='{"X-Contember-Assume-Membership": "…"}'`: extra HTTP headers a GraphQL block is sent with, as JSON. */
  headers: string | null;
  /** `totp="<base32 secret>"`: every `otpToken` argument gets the current one-time code of this secret. */
  totp: string | null;
  /** `body='{"assumeMembership": …}'`: more fields of the request body, next to `query` and `variables`, as JSON. */
  body: string | null;
}

/** Parses `key="value"` and `key=value` pairs of a fence's meta string. */
export function parseMeta(meta: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of meta.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    attributes[match[1]!] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** The bare words of a fence's meta string (`seed` in `seed title="Seed data"`), without the `key=value` pairs. */
export function metaFlags(meta: string): Set<string> {
  const withoutPairs = meta.replace(/([\w-]+)=(?:"[^"]*"|'[^']*'|\S+)/g, ' ');
  return new Set(withoutPairs.split(/\s+/).filter((word) => /^[\w-]+$/.test(word)));
}

/** The seed block of a page: a GraphQL block marked `seed`, run once after the page's model is deployed. */
export const SEED_FLAG = 'seed';
/**
 * The folders (relative to the site root) whose pages run every GraphQL request block or say why
 * not: their tenant API blocks run even on a page without a project, and a request block that is
 * only validated (neither run, nor seed, nor `norun="…"`) is a problem of the examples step. Both
 * docs versions: 1.x (docs/) and 2.x (versioned_docs/).
 */
export const BLOCKS_MUST_RUN_IN: readonly string[] = ['docs/', 'versioned_docs/'];

/** Whether a page (its path relative to the site root) is in BLOCKS_MUST_RUN_IN. */
export const blocksMustRun = (file: string): boolean => BLOCKS_MUST_RUN_IN.some((folder) => file.split('\\').join('/').startsWith(folder));

/** A content mutation marked `setup` prepares data for the next block: its changes stay until a later mutation (no fresh copy of the seed in between). */
export const SETUP_FLAG = 'setup';
/** A JSON block marked `response` shows the response of the GraphQL block right before it. */
export const RESPONSE_FLAG = 'response';
/** A response block marked `unordered` (```` ```json response unordered ````) shows lists the engine returns in no set order: their items match in any order. */
export const UNORDERED_FLAG = 'unordered';
/** A block marked `mail` (```` ```text mail ````) shows the e-mail the GraphQL block before it made the engine send. */
export const MAIL_FLAG = 'mail';
/** The engine APIs a GraphQL block may declare with `api=`; without it, a block is for the content API. */
export const ENGINE_APIS = ['content', 'tenant', 'system', 'actions'] as const;

/**
 * Whether a TypeScript block defines a model (imports the schema definition package and exports a
 * class). Cheap, for the remark plugin; the checker builds the model to be sure.
 */
export function looksLikeModel(block: Pick<CodeBlock, 'lang' | 'code' | 'nocheckReason'>): boolean {
  return (
    CHECKED_LANGUAGES.has(block.lang) &&
    block.nocheckReason === null &&
    /from\s+['"]@contember\/schema-definition['"]/.test(block.code) &&
    /export\s+(abstract\s+)?class\b/.test(block.code)
  );
}

/** A GraphQL block of type definitions (`type Query { … }`), not a request; cheap, for the remark plugin. */
export function isSchemaExcerpt(code: string): boolean {
  return /^(?:\s*#.*\n)*\s*(?:"""[\s\S]*?"""\s*)?(?:type|input|enum|interface|scalar|union|schema|extend|directive)\b/.test(code);
}

export function isGraphqlBlock(block: Pick<CodeBlock, 'lang'>): boolean {
  return block.lang === 'graphql' || block.lang === 'gql';
}

export function frontMatterInterfaceVersion(source: string): InterfaceVersion | null {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  const value = frontMatter && /^interface:\s*['"]?([\d.]+)['"]?\s*$/m.exec(frontMatter)?.[1];
  return value === '1.1' || value === '1.2' || value === '2.0' ? value : null;
}

/** An Interface version as a block attribute or front matter writes it (`1.1`, `v1.2`, `2.0`), or null. */
export function normaliseVersion(value: string | undefined): InterfaceVersion | null {
  const version = value?.replace(/^v/, '');
  return version === '1.1' || version === '1.2' || version === '2.0' ? version : null;
}

/**
 * Every fenced code block of a Markdown/MDX source, with line numbers. `defaultVersion` is the
 * Interface version of the page's docs version (2.0 on 2.x pages); 1.x pages default to 1.2.
 */
export function extractBlocks(source: string, defaultVersion: InterfaceVersion | null = null): CodeBlock[] {
  const pageVersion = defaultVersion ?? frontMatterInterfaceVersion(source) ?? '1.2';
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trim().startsWith(fence!) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(indent && line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    const attributes = parseMeta(meta);
    blocks.push({
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
      startLine: i + 2,
      nocheckReason: 'nocheck' in attributes ? attributes.nocheck!.trim() : null,
      noschemaReason: 'noschema' in attributes ? attributes.noschema!.trim() : null,
      interfaceVersion: normaliseVersion(attributes.interface) ?? pageVersion,
      norunReason: 'norun' in attributes ? attributes.norun!.trim() : null,
      api: attributes.api ?? null,
      flags: [...metaFlags(meta)],
      variables: attributes.variables ?? null,
      failsWith: attributes.fails ?? null,
      token: attributes.token ?? null,
      headers: attributes.headers ?? null,
      totp: attributes.totp ?? null,
      body: attributes.body ?? null,
    });
    i = j;
  }
  return blocks;
}

/** The lines readers see: without the hidden setup above `---cut---` and below `---cut-after---`. */
export function visibleCode(code: string): string {
  let lines = code.split('\n');
  const cut = lines.findIndex((line) => line.trim() === CUT_MARKER);
  if (cut >= 0) lines = lines.slice(cut + 1);
  const cutAfter = lines.findIndex((line) => line.trim() === CUT_AFTER_MARKER);
  if (cutAfter >= 0) lines = lines.slice(0, cutAfter);
  return lines.join('\n');
}

/**
 * The code the compiler sees: everything but the cut markers and the highlighting magic comments
 * (plugins/highlight), which become blank lines so that errors keep their line numbers.
 */
export function compiledCode(code: string, lang = 'tsx'): string {
  return blankMagicComments(code, lang)
    .split('\n')
    .map((line) => (line.trim() === CUT_MARKER || line.trim() === CUT_AFTER_MARKER ? '' : line))
    .join('\n');
}
