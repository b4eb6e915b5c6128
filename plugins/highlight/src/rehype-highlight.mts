// Rehype plugin: syntax-highlights fenced code blocks at build time with Prism, so pages ship
// highlighted HTML and the browser downloads no highlighter (see src/theme/CodeBlock). Each
// block's HTML travels as one string property (`data-highlighted-html`) of its `code` element.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import { formatLineRanges, parseCodeLines } from './lines.mts';

/** Languages our pages use, plus their usual aliases. Unknown languages render as plain text. */
export const LANGUAGES = ['typescript', 'tsx', 'jsx', 'javascript', 'graphql', 'bash', 'json', 'yaml', 'css', 'markup', 'nginx', 'ini', 'diff', 'sql', 'docker'];
const ALIASES: Record<string, string> = { ts: 'typescript', js: 'javascript', mjs: 'javascript', sh: 'bash', shell: 'bash', gql: 'graphql', yml: 'yaml', html: 'markup', xml: 'markup', svg: 'markup', dockerfile: 'docker' };

loadLanguages(LANGUAGES);

export interface HastText {
  type: 'text';
  value: string;
  children?: undefined;
}

export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}

export type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

export function grammarName(language: string): string | null {
  const name = ALIASES[language] ?? language;
  return Prism.languages[name] ? name : null;
}

function tokensToHast(tokens: (string | Prism.Token)[]): HastNode[] {
  return tokens.map((token): HastNode => {
    if (typeof token === 'string') return { type: 'text', value: token };
    const aliases = Array.isArray(token.alias) ? token.alias : token.alias ? [token.alias] : [];
    const content = typeof token.content === 'string' ? [token.content] : Array.isArray(token.content) ? token.content : [token.content];
    return { type: 'element', tagName: 'span', properties: { className: ['token', token.type, ...aliases] }, children: tokensToHast(content) };
  });
}

/** Highlighted hast nodes for a piece of code, or a single text node for an unknown language. */
export function highlight(code: string, language: string): HastNode[] {
  const grammar = grammarName(language);
  if (!grammar) return [{ type: 'text', value: code }];
  return tokensToHast(Prism.tokenize(code, Prism.languages[grammar]!));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function toHtml(nodes: HastNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml((node as HastText).value);
      const element = node as HastElement;
      const classes = (element.properties.className as string[]).join(' ');
      return `<span class="${escapeHtml(classes)}">${toHtml(element.children)}</span>`;
    })
    .join('');
}

/** Highlighted HTML for a piece of code: escaped text in `<span class="token …">` elements. */
export function highlightHtml(code: string, language: string): string {
  return toHtml(highlight(code, language));
}

/**
 * The property that carries a block's highlighted HTML to src/theme/CodeBlock. A string prop
 * instead of one element per token: the page's JavaScript chunk, which repeats the content for
 * hydration, gets about a third smaller on code-heavy pages.
 */
export const HIGHLIGHTED_HTML_PROPERTY = 'dataHighlightedHtml';
/** Readers' line numbers of the highlighted lines (`2, 4–6`), for the block's text alternative. */
export const HIGHLIGHTED_LINES_PROPERTY = 'dataHighlightedLines';
/** The id of the element describing the highlighted lines (`code-lines-1`, `code-lines-2`… in page order). */
export const HIGHLIGHTED_LINES_ID_PROPERTY = 'dataHighlightedLinesId';
/** The first line number when `showLineNumbers` is set. */
export const LINE_NUMBERS_PROPERTY = 'dataLineNumbers';

/** Class names of the line markup (styled in src/theme/CodeBlock). */
export const LINE_CLASS = 'code-line';
export const HIGHLIGHTED_LINE_CLASS = 'code-line--highlighted';

/** Splits highlighted nodes into lines; a token spanning lines (a block comment) is cut into one element per line. */
export function splitLines(nodes: HastNode[]): HastNode[][] {
  const lines: HastNode[][] = [[]];
  const append = (node: HastNode) => lines[lines.length - 1]!.push(node);
  for (const node of nodes) {
    if (node.type === 'text') {
      (node as HastText).value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) append({ type: 'text', value: part });
      });
      continue;
    }
    const element = node as HastElement;
    splitLines(element.children).forEach((children, i) => {
      if (i > 0) lines.push([]);
      if (children.length) append({ ...element, children });
    });
  }
  return lines;
}

/**
 * Highlighted HTML with one element per line: `<span class="code-line">` (`<mark>` for a
 * highlighted line), each ending with its newline, so the code's text stays the code.
 */
export function highlightLinesHtml(code: string, language: string, highlighted: ReadonlySet<number>): string {
  const lines = splitLines(highlight(code, language));
  return lines
    .map((nodes, i) => {
      const tag = highlighted.has(i) ? 'mark' : 'span';
      const className = highlighted.has(i) ? `${LINE_CLASS} ${HIGHLIGHTED_LINE_CLASS}` : LINE_CLASS;
      return `<${tag} class="${className}">${toHtml(nodes)}${i < lines.length - 1 ? '\n' : ''}</${tag}>`;
    })
    .join('');
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return (node as HastText).value;
  return (node.children ?? []).map(textOf).join('');
}

function languageOf(code: HastElement): string | null {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes : typeof classes === 'string' ? classes.split(' ') : [];
  const match = list.map(String).find((name) => name.startsWith('language-'));
  return match ? match.slice('language-'.length).toLowerCase() : null;
}

/** Highlights one `pre > code`: its HTML and line options become properties, and it loses its children. */
function highlightBlock(code: HastElement, language: string, page: { highlightedBlocks: number }): void {
  // Docusaurus copies the fence's meta string to `metastring` (mdx-loader's codeCompatPlugin).
  const meta = typeof code.properties.metastring === 'string' ? code.properties.metastring : '';
  // The Markdown compiler ends every block with a newline; the browser would show it as an empty line.
  const lines = parseCodeLines(textOf(code).replace(/\n$/, ''), language, meta);
  if (lines.highlighted.length || lines.lineNumbersStart !== null) {
    code.properties[HIGHLIGHTED_HTML_PROPERTY] = highlightLinesHtml(lines.code, language, new Set(lines.highlighted));
    if (lines.highlighted.length) {
      code.properties[HIGHLIGHTED_LINES_PROPERTY] = formatLineRanges(lines.highlighted, lines.lineNumbersStart ?? 1);
      code.properties[HIGHLIGHTED_LINES_ID_PROPERTY] = `code-lines-${++page.highlightedBlocks}`;
    }
    if (lines.lineNumbersStart !== null) code.properties[LINE_NUMBERS_PROPERTY] = String(lines.lineNumbersStart);
  } else {
    // Blocks without line options keep the lighter markup: no element per line.
    code.properties[HIGHLIGHTED_HTML_PROPERTY] = highlightHtml(lines.code, language);
  }
  // Without children, the theme's MDX `code` renders a block, not inline code.
  code.children = [];
}

export default function rehypeHighlight() {
  return (tree: HastNode): void => {
    const page = { highlightedBlocks: 0 };
    const visit = (node: HastNode): void => {
      for (const child of node.children ?? []) {
        if (child.type === 'element' && (child as HastElement).tagName === 'pre') {
          const code = (child as HastElement).children.find((c): c is HastElement => c.type === 'element' && (c as HastElement).tagName === 'code');
          const language = code && languageOf(code);
          if (code && language) highlightBlock(code, language, page);
          continue;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
