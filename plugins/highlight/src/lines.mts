// Line options of a fenced code block, as Docusaurus authors write them: highlighted lines from
// the fence meta (`{1,4-6}`) and from magic comments (`// highlight-next-line`,
// `// highlight-start` … `// highlight-end`), and `showLineNumbers`. Pure functions: the rehype
// plugin renders their result, and every other reader of the sources (the sample checker, the
// search indexer, the Markdown export) removes the magic comments with `withoutMagicComments`.

export const MAGIC_COMMENT_DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;
type Directive = (typeof MAGIC_COMMENT_DIRECTIVES)[number];

/** Comment syntaxes a magic comment may be written in: `[opening, closing]`, as regular expressions. */
const COMMENT_STYLES = {
  line: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  sql: ['--', ''],
} as const;
type CommentStyle = keyof typeof COMMENT_STYLES;

/** Which comment styles each language accepts; other languages accept the common ones, as in Docusaurus. */
const STYLES_BY_LANGUAGE: Record<string, CommentStyle[]> = {
  ts: ['line', 'block'],
  typescript: ['line', 'block'],
  js: ['line', 'block'],
  javascript: ['line', 'block'],
  mjs: ['line', 'block'],
  tsx: ['line', 'block', 'jsx'],
  jsx: ['line', 'block', 'jsx'],
  css: ['block'],
  bash: ['hash'],
  sh: ['hash'],
  shell: ['hash'],
  yaml: ['hash'],
  yml: ['hash'],
  graphql: ['hash'],
  gql: ['hash'],
  ini: ['hash'],
  docker: ['hash'],
  dockerfile: ['hash'],
  nginx: ['hash'],
  python: ['hash'],
  sql: ['sql', 'block'],
  html: ['html', 'line', 'block'],
  markup: ['html'],
  xml: ['html'],
  svg: ['html'],
  md: ['html', 'jsx'],
  mdx: ['html', 'jsx'],
};
const COMMON_STYLES: CommentStyle[] = ['line', 'block', 'jsx', 'hash', 'html'];

function magicCommentPattern(language: string): RegExp {
  const styles = STYLES_BY_LANGUAGE[language.toLowerCase()] ?? COMMON_STYLES;
  const alternatives = styles.map((style) => {
    const [open, close] = COMMENT_STYLES[style];
    return `${open}\\s*(${MAGIC_COMMENT_DIRECTIVES.join('|')})\\s*${close}`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** The directive a line consists of, or null for an ordinary line. */
export function magicCommentOf(line: string, language: string): Directive | null {
  const match = magicCommentPattern(language).exec(line);
  if (!match) return null;
  return (match.slice(1).find((group) => group !== undefined) as Directive | undefined) ?? null;
}

/** The code without its magic comment lines. */
export function withoutMagicComments(code: string, language: string): string {
  const pattern = magicCommentPattern(language);
  return code
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');
}

/** The code with each magic comment line left empty, so that line numbers do not move (the sample checker). */
export function blankMagicComments(code: string, language: string): string {
  const pattern = magicCommentPattern(language);
  return code
    .split('\n')
    .map((line) => (pattern.test(line) ? '' : line))
    .join('\n');
}

/** 1-based line numbers of a `{1,4-6}` range in a fence's meta string. */
export function linesFromMeta(meta: string): number[] {
  const range = /(?:^|\s)\{([\d,\s-]+)\}(?:\s|$)/.exec(meta)?.[1];
  if (!range) return [];
  const lines = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
    if (from === undefined || Number.isNaN(from)) continue;
    const last = to === undefined || Number.isNaN(to) ? from : to;
    for (let line = from; line <= last; line++) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

/** The first line number of `showLineNumbers` (`showLineNumbers=5` starts at 5), or null without it. */
export function lineNumbersStartFromMeta(meta: string): number | null {
  const match = /(?:^|\s)showLineNumbers(?:=(\d+))?(?:\s|$)/.exec(meta);
  if (!match) return null;
  return match[1] ? Number.parseInt(match[1], 10) : 1;
}

export interface CodeLines {
  /** The code readers see: magic comment lines removed. */
  code: string;
  /** 0-based indexes of the highlighted lines of `code`, ascending. */
  highlighted: number[];
  /** The number of the first line when line numbers are shown, else null. */
  lineNumbersStart: number | null;
}

/**
 * Reads a block's line options. Magic comments and the meta range may be combined; the range
 * counts the lines readers see (after the magic comments and any hidden setup lines are removed).
 */
export function parseCodeLines(code: string, language: string, meta: string): CodeLines {
  const highlighted = new Set<number>();
  const kept: string[] = [];
  let inRange = false;
  let nextLine = false;
  for (const line of code.split('\n')) {
    const directive = magicCommentOf(line, language);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') inRange = true;
    else if (directive === 'highlight-end') inRange = false;
    else {
      if (inRange || nextLine) highlighted.add(kept.length);
      nextLine = false;
      kept.push(line);
    }
  }
  for (const line of linesFromMeta(meta)) if (line >= 1 && line <= kept.length) highlighted.add(line - 1);
  return { code: kept.join('\n'), highlighted: [...highlighted].sort((a, b) => a - b), lineNumbersStart: lineNumbersStartFromMeta(meta) };
}

/** Line numbers as readers count them, in short form: `[0, 3, 4, 5]` → `1, 4–6`. */
export function formatLineRanges(indexes: number[], firstLine = 1): string {
  const parts: string[] = [];
  for (let i = 0; i < indexes.length; i++) {
    const start = indexes[i]!;
    let end = start;
    while (indexes[i + 1] === end + 1) end = indexes[++i]!;
    parts.push(end === start ? `${start + firstLine}` : `${start + firstLine}–${end + firstLine}`);
  }
  return parts.join(', ');
}
