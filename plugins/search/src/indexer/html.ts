import { load } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { codeIdentifiers } from './code';
import { parseApiRoute } from '../../../api-reference/src/route';
import { collapseSpace, type PageRecord, type SectionRecord } from './records';

const SKIP_TAGS = new Set(['script', 'style', 'svg', 'button', 'noscript', 'template', 'img', 'iframe']);
const BLOCK_TAGS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'table', 'tr', 'td', 'th', 'thead', 'tbody', 'dl', 'dt', 'dd', 'blockquote',
  'section', 'details', 'summary', 'h4', 'h5', 'h6', 'br', 'hr', 'figure', 'figcaption', 'header', 'footer',
]);

/**
 * htmlparser2 in its HTML mode rather than cheerio's default, parse5: twice as fast on the built
 * pages (the index is made from every one of them), and the same records but for spacing.
 */
const HTML_PARSER = { xml: { xmlMode: false, decodeEntities: true } };

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/**
 * Markup that pages mark as not worth indexing, e.g. a code block's description of its highlighted
 * lines. (Not every `hidden` element: inactive tab panels are hidden too, and their text counts.)
 */
export const SEARCH_EXCLUDE_ATTRIBUTE = 'data-search-exclude';

/** Elements whose text is not indexed. */
function isSkipped(node: Element): boolean {
  return SKIP_TAGS.has(node.name) || hasClass(node, 'hash-link') || node.attribs[SEARCH_EXCLUDE_ATTRIBUTE] !== undefined;
}

function textOf(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (!isElement(node)) return '';
  if (isSkipped(node)) return '';
  const inner = node.children.map(textOf).join('');
  return BLOCK_TAGS.has(node.name) ? ` ${inner} ` : inner;
}

function hasClass(node: Element, name: string): boolean {
  return (node.attribs['class'] ?? '').split(/\s+/).includes(name);
}

/**
 * Extracts a page record from a built HTML page of the docs plugin. Returns null for pages that
 * are not documentation (404, the search page) or that ask not to be indexed.
 */
export function pageFromHtml(html: string, fallbackUrl: string): PageRecord | null {
  const $ = load(html, HTML_PARSER);
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return null;
  const root = $('article .theme-doc-markdown').first();
  if (root.length === 0) return null;
  const rootNode = root.get(0);
  if (!rootNode) return null;

  const canonical = $('link[rel="canonical"]').attr('href');
  let url = fallbackUrl;
  if (canonical) {
    try {
      url = new URL(canonical, 'https://example.com').pathname;
    } catch {
      /* keep the fallback */
    }
  }
  url = url.length > 1 ? url.replace(/\/$/, '') : url;

  const h1 = root.find('h1').first();
  const title = collapseSpace(h1.length ? h1.text() : ($('title').text().split('|')[0] ?? ''));

  const sections: SectionRecord[] = [];
  let current: SectionRecord = { anchor: '', level: 0, heading: '', text: '', keywords: [] };
  sections.push(current);

  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      current.text += (node as unknown as { data: string }).data;
      return;
    }
    if (!isElement(node)) return;
    const tag = node.name;
    if (isSkipped(node)) return;
    if (tag === 'h1') return;
    if ((tag === 'h2' || tag === 'h3') && node.attribs['id']) {
      current = {
        anchor: node.attribs['id'],
        level: tag === 'h2' ? 2 : 3,
        heading: collapseSpace(textOf(node)),
        text: '',
        keywords: [],
      };
      sections.push(current);
      return;
    }
    if (tag === 'pre') {
      current.keywords.push(...codeIdentifiers(textOf(node)));
      current.text += ' ';
      return;
    }
    if (tag === 'code') {
      const code = collapseSpace(textOf(node));
      if (code.length <= 60) current.keywords.push(...codeIdentifiers(code, 8));
      current.text += code;
      return;
    }
    if (tag === 'tr') {
      // The first cell of a table row is usually a name: a prop, an option, a column.
      const first = node.children.find((c): c is Element => isElement(c) && (c.name === 'td' || c.name === 'th'));
      if (first && first.name === 'td') {
        const name = collapseSpace(textOf(first));
        if (name && name.length <= 60) current.keywords.push(...name.split(/[\s,|]+/).filter((w) => /^[\w$.?]+$/.test(w)).map((w) => w.replace(/\?$/, '')));
      }
    }
    const block = BLOCK_TAGS.has(tag);
    if (block) current.text += ' ';
    for (const child of node.children) walk(child);
    if (block) current.text += ' ';
  };
  for (const child of rootNode.children) walk(child);

  const api = parseApiRoute(url);
  for (const section of sections) section.text = collapseSpace(section.text);
  if (api) {
    return { url, title: title || api.component, kind: 'api', apiVersion: api.version, category: api.category, sections };
  }
  return { url, title, kind: 'doc', apiVersion: '', category: '', sections };
}
