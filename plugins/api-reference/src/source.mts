// Where a component is declared in the Interface repository: the published packages ship their
// `src/` and a declaration map (`.d.ts.map`) next to each declaration file, which maps each line
// of the `.d.ts` to the source line it was generated from. The packages are published from the
// tag `v{version}` of github.com/contember/interface (README, "Source links").
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const INTERFACE_REPOSITORY = 'https://github.com/contember/interface';

export interface SourceLink {
  /** The tag the package version was published from, e.g. `v1.2.2`. */
  tag: string;
  /** Path in the repository, e.g. `packages/admin/src/components/…/PersistButton.tsx`. */
  path: string;
  /** 1-based line of the declaration. */
  line: number;
  url: string;
  /** The same file in the published package in node_modules, which the generator read. */
  publishedFile: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment of a source map's `mappings` (base64 VLQ numbers). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Invalid source map character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The source (index into `sources`) and 0-based source line that a generated line maps to: the
 * first segment of that line with a source. Source indexes and lines are deltas across the whole
 * file, so every earlier line is decoded too.
 */
export function sourceLineOf(mappings: string, generatedLine: number): { source: number; line: number } | undefined {
  let source = 0;
  let line = 0;
  const lines = mappings.split(';');
  for (let index = 0; index <= generatedLine && index < lines.length; index++) {
    let found: { source: number; line: number } | undefined;
    for (const segment of lines[index]!.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      if (fields.length < 4) continue;
      source += fields[1]!;
      line += fields[2]!;
      found ??= { source, line };
    }
    if (index === generatedLine) return found;
  }
  return undefined;
}

/** The 0-based line, from `start` on, where an object literal names `member` (`Frame,` or `Frame: …`). */
function memberLine(source: string, start: number, member: string): number {
  const pattern = new RegExp(`^\\s*${member}\\s*[:,}]|^\\s*${member}\\s*$`);
  const lines = source.split('\n');
  for (let index = start; index < lines.length; index++) {
    if (pattern.test(lines[index]!)) return index;
  }
  return start;
}

interface PackageInfo {
  root: string;
  name: string;
  version: string;
  directory: string;
}

function packageOf(file: string): PackageInfo | undefined {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string; repository?: { directory?: string } };
    if (!pkg.name || !pkg.version) continue;
    // Older manifests lack `repository.directory`; each package lives in packages/{name without scope}.
    const directory = pkg.repository?.directory ?? `packages/${pkg.name.replace(/^@[^/]+\//, '')}`;
    return { root: dir, name: pkg.name, version: pkg.version, directory };
  }
  return undefined;
}

/**
 * The repository location of the declaration at a 0-based line of a declaration file of an
 * Interface package, or undefined when the file has no declaration map or is not an
 * `@contember/*` package (React's types, for example). With `member`, the declaration is an
 * object (`export const LayoutKit = { … }`) and the link points at the line of that member in it.
 */
export function sourceLinkOf(declarationFile: string, declarationLine: number, member?: string, repository = INTERFACE_REPOSITORY): SourceLink | undefined {
  const mapFile = `${declarationFile}.map`;
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourceRoot?: string; mappings?: string };
  const position = map.mappings === undefined ? undefined : sourceLineOf(map.mappings, declarationLine);
  const source = position && map.sources?.[position.source];
  if (!position || !source) return undefined;
  const sourceFile = resolve(dirname(declarationFile), map.sourceRoot ?? '', source);
  const pkg = packageOf(sourceFile);
  if (!pkg || !pkg.name.startsWith('@contember/') || !existsSync(sourceFile)) return undefined;
  const path = `${pkg.directory}/${relative(pkg.root, sourceFile).split('\\').join('/')}`;
  const tag = `v${pkg.version}`;
  const line = (member === undefined ? position.line : memberLine(readFileSync(sourceFile, 'utf8'), position.line, member)) + 1;
  return { tag, path, line, url: `${repository}/blob/${tag}/${path}#L${line}`, publishedFile: sourceFile };
}
