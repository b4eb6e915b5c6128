// Rehype plugin: syntax-highlights fenced code blocks at build time with Prism, so pages ship
// highlighted HTML and the browser downloads no highlighter (see src/theme/CodeBlock). Each
// block's HTML travels as one string property (`data-highlighted-html`) of its `code` element.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

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

export default function rehypeHighlight() {
  return (tree: HastNode): void => {
    const visit = (node: HastNode): void => {
      for (const child of node.children ?? []) {
        if (child.type === 'element' && (child as HastElement).tagName === 'pre') {
          const code = (child as HastElement).children.find((c): c is HastElement => c.type === 'element' && (c as HastElement).tagName === 'code');
          const language = code && languageOf(code);
          // The Markdown compiler ends every block with a newline; the browser would show it as an empty line.
          if (code && language) {
            code.properties[HIGHLIGHTED_HTML_PROPERTY] = highlightHtml(textOf(code).replace(/\n$/, ''), language);
            // Without children, the theme's MDX `code` renders a block, not inline code.
            code.children = [];
          }
          continue;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
