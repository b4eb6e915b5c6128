// Compares what a CLI command printed with the output block a page shows under it. Placeholders,
// as in the GraphQL comparison: a migration version (`2024-05-20-160512`) matches any version, an
// ISO time any time, `…` any text; the page's folder reads as `/src` (where the template's Docker
// service mounts the project) and the engine's project slug as the page's `blog`.
import { renderTerminal } from './terminal.mts';

/** `2024-05-20-160512`: the version a migration file name starts with. */
export const MIGRATION_VERSION = /\d{4}-\d{2}-\d{2}-\d{6}/g;
/** The engine's address in the template's docker-compose.yaml, as the CLI container sees it. */
export const TEMPLATE_ENGINE_URL = 'http://contember-engine:4000';
/** `4f1***d0e`: a token as the CLI masks it. */
const MASKED_TOKEN = /\w{3}\\\*\\\*\\\*\w{3}/g;
/** An ISO time as it reads once escaped for a pattern (`\.` before the fraction). */
const ESCAPED_ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\\\.\d+)?Z/g;

export interface OutputContext {
  /** The folder the command ran in, printed as `/src`. */
  workspaceDir: string;
  /** The engine project the command used, printed as `blog`. */
  projectSlug: string;
  /** The engine's URL, printed as the template's `http://contember-engine:4000` (the CLI service's CONTEMBER_API_URL). */
  engineUrl: string;
}

/** The output as the page would show it: the terminal's screen (src/terminal.mts), the folder and the project as the page names them, no trailing blanks. */
export function normaliseOutput(output: string, context: OutputContext): string {
  return renderTerminal(output)
    .split(context.workspaceDir)
    .join('/src')
    .split(context.engineUrl.replace(/\/$/, ''))
    .join(TEMPLATE_ENGINE_URL)
    .split(context.projectSlug)
    .join('blog')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A documented line as a pattern: placeholders become capture groups (versions) or wildcards. */
function linePattern(line: string): RegExp {
  const pattern = escapeRegExp(line.trimEnd())
    .replace(/\\\.\\\.\\\.|…/g, '.*?')
    .replace(ESCAPED_ISO_TIME, '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?Z')
    .replace(MASKED_TOKEN, '\\w{3}\\*\\*\\*\\w{3}')
    .replace(MIGRATION_VERSION, '(\\d{4}-\\d{2}-\\d{2}-\\d{6})');
  return new RegExp(`^${pattern}$`);
}

export interface OutputComparison {
  /** Null when the output matches; else the first differing line, documented and real. */
  mismatch: string | null;
  /** Migration versions the page shows → the ones the CLI printed there, for the later commands. */
  carried: Map<string, string>;
}

/** A documented line that is only an ellipsis: any number of lines the page leaves out. */
const ELIDED_LINES = /^\s*(?:…|\.\.\.)\s*$/;

/**
 * Line by line: each real line matches its documented line with the placeholders above, and a
 * line of only `…` stands for any number of lines (none included).
 */
export function compareOutput(documented: string, actual: string): OutputComparison {
  const expectedLines = documented.replace(/^\n+|\n+$/g, '').split('\n');
  const actualLines = actual.split('\n');
  const patterns = expectedLines.map((line) => (ELIDED_LINES.test(line) ? null : linePattern(line)));
  let furthest = { expected: 0, actual: 0 };
  // Matches expected[i…] against actual[j…]; the carried versions of the matching path.
  const match = (i: number, j: number): Map<string, string> | null => {
    if (i > furthest.expected || (i === furthest.expected && j > furthest.actual)) furthest = { expected: i, actual: j };
    if (i === patterns.length) return j === actualLines.length ? new Map() : null;
    const pattern = patterns[i];
    if (pattern === null) {
      for (let k = j; k <= actualLines.length; k++) {
        const rest = match(i + 1, k);
        if (rest) return rest;
      }
      return null;
    }
    if (j === actualLines.length) return null;
    const found = pattern!.exec(actualLines[j]!);
    if (!found) return null;
    const rest = match(i + 1, j + 1);
    if (!rest) return null;
    (expectedLines[i]!.match(MIGRATION_VERSION) ?? []).forEach((version, index) => rest.set(version, found[index + 1]!));
    return rest;
  };
  const carried = match(0, 0);
  if (carried) return { mismatch: null, carried };
  const { expected: i, actual: j } = furthest;
  const expected = expectedLines[i];
  const real = actualLines[j];
  const mismatch =
    expected === undefined
      ? `line ${j + 1}: the CLI printed more: "${real}"`
      : real === undefined
        ? `line ${j + 1}: the page shows "${expected.trimEnd()}", the CLI printed nothing more`
        : `line ${j + 1}: the page shows "${expected.trimEnd()}", the CLI printed "${real}"`;
  return { mismatch, carried: new Map() };
}

/** An argument with the documented migration versions replaced by the real ones. */
export function carryVersions(argument: string, carried: Map<string, string>): string {
  return argument.replace(MIGRATION_VERSION, (version) => carried.get(version) ?? version);
}
