// Markdown for MDX pages from doc comments and types: escaping of prose, code spans, links to
// other API pages (written as numbered reference links), table cells.
import type { ComponentDoc } from './extract.mts';
import { routeOf } from './config.mts';
import { API_REFERENCE_PATH } from './route.ts';

export const EXAMPLE_NOCHECK = "example from the package's doc comment, shown as published";

/** Types longer than this are shortened in tables and printed in full below them. */
export const LONG_TYPE = 160;

/** Name → route of every page of one version; `FooProps` points at `Foo` too. */
export type LinkMap = Map<string, string>;

export function linkMapOf(components: ComponentDoc[]): LinkMap {
  const map: LinkMap = new Map();
  for (const c of components) {
    const route = routeOf(c.version, c.category, c.name);
    map.set(c.name, route);
    if (!c.member) map.set(`${c.name}Props`, route);
  }
  return map;
}

/** Escapes characters MDX would read as JSX or expressions in prose (code spans and fences are left alone). */
export function escapeProse(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/[{}]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/:(?=[A-Za-z])/g, '\\:');
}

/** An inline code span holding `text` verbatim, whatever backticks it contains. */
export function codeSpan(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * The page a `{@link}` target names: the name itself, the name after a package
 * (`@contember/binding#DataBindingProvider`), or the type of a member (`DataViewProps.filterTypes`).
 */
function linkTarget(target: string, links: LinkMap): string | undefined {
  const name = target.includes('#') ? target.slice(target.lastIndexOf('#') + 1) : target;
  return links.get(name) ?? links.get(name.split('.')[0]!);
}

/** `{@link Name}` / `{@link Name text}` → a link to the page when there is one, else code. */
export function resolveLinks(text: string, links: LinkMap): string {
  return text.replace(/\{@link(?:code|plain)?\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}/g, (_m, target: string, label?: string) => {
    const route = linkTarget(target, links);
    const shown = label?.trim() || target;
    if (route) return `[${codeSpan(shown)}](${route})`;
    if (/^https?:\/\//.test(target)) return `[${escapeProse(shown)}](${target})`;
    return codeSpan(shown);
  });
}

/** A "Key: values" line of a doc comment (`Primary: children, entities`). */
const KEY_VALUE_LINE = /^\s*[A-Z][A-Za-z ]{0,30}:\s+\S/;

/**
 * Runs of two or more "Key: values" lines become list items: as prose, Markdown would join them
 * into one paragraph. A blank line before the list ends the paragraph above it.
 */
export function keyValueLists(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let end = i;
    while (end < lines.length && KEY_VALUE_LINE.test(lines[end]!)) end++;
    if (end - i >= 2) {
      if (out.length && out.at(-1)!.trim() !== '') out.push('');
      out.push(...lines.slice(i, end).map((line) => `- ${line.trim()}`));
      if (end < lines.length && lines[end]!.trim() !== '') out.push('');
      i = end;
    } else {
      out.push(lines[i]!);
      i++;
    }
  }
  return out;
}

/** The language a doc comment's fence gets on the page: TypeScript and JavaScript (or none) become `tsx`. */
function fenceLanguage(lang: string): string {
  return ['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', ''].includes(lang) ? 'tsx' : lang;
}

/** The code of the tsx fences of a doc comment's text: the examples written in a description. */
export function tsxFences(text: string): string[] {
  return [...text.matchAll(/^\s*(`{3,}|~{3,})\s*([\w-]*)[^\n]*\n([\s\S]*?)\n\s*\1\s*$/gm)].filter((m) => fenceLanguage(m[2]!) === 'tsx').map((m) => m[3]!);
}

/**
 * Markdown from a doc comment, made safe for MDX: prose escaped, inline code kept, fenced code
 * kept with a language; a tsx fence is what `example(code)` makes of it (a checked example), or
 * keeps the `nocheck` reason the site's sample checker expects. Its headings nest under the page's
 * section of level `sectionLevel` (1: the page title).
 */
export function docMarkdown(text: string, links: LinkMap, sectionLevel = 1, example?: (code: string) => string): string {
  const out: string[] = [];
  const lines = text.split('\n');
  let fence: { marker: string; lang: string; start: number; code: string[] } | null = null;
  let prose: string[] = [];
  const flushProse = () => {
    if (prose.length) out.push(inlineMarkdown(keyValueLists(prose).join('\n'), links));
    prose = [];
  };
  for (const line of lines) {
    const m = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fence === null && m) {
      flushProse();
      const lang = fenceLanguage(m[2] ?? '');
      fence = { marker: m[1]!, lang, start: out.length, code: [] };
      out.push(`${fence.marker}${lang}${lang === 'tsx' ? ` nocheck="${EXAMPLE_NOCHECK}"` : ''}`);
    } else if (fence !== null && line.trim() === fence.marker) {
      out.push(fence.marker);
      if (fence.lang === 'tsx' && example) out.splice(fence.start, out.length - fence.start, example(fence.code.join('\n')));
      fence = null;
    } else if (fence !== null) {
      out.push(line);
      fence.code.push(line);
    } else {
      prose.push(line);
    }
  }
  if (fence !== null) out.push(fence.marker);
  flushProse();
  return nestHeadings(out.join('\n').trim(), sectionLevel);
}

/**
 * Headings inside a doc comment (the kit's `DataGrid` has "## Props", "## Example") become headings
 * one level below the section that holds the comment: the comment's shallowest heading gets
 * `sectionLevel + 1` and the others keep their distance to it (at most level 6).
 */
export function nestHeadings(markdown: string, sectionLevel: number): string {
  const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
  let fence = false;
  const lines = markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    return { line, heading: fence ? null : HEADING.exec(line) };
  });
  const levels = lines.flatMap(({ heading }) => (heading ? [heading[1]!.length] : []));
  if (!levels.length) return markdown;
  const shift = sectionLevel + 1 - Math.min(...levels);
  return lines
    .map(({ line, heading }) => (heading ? `${'#'.repeat(Math.min(6, heading[1]!.length + shift))} ${heading[2]}` : line))
    .join('\n');
}

/** Prose with inline code spans preserved and everything else escaped. */
export function inlineMarkdown(text: string, links: LinkMap): string {
  const withLinks = resolveLinks(text, links);
  // Split on code spans (and on the links resolveLinks produced) so that they are not escaped.
  const parts = withLinks.split(/(\[`[^`]+`\]\([^)]+\)|\[[^\]]+\]\(https?:[^)]+\)|`+[^`]*?`+)/g);
  return parts.map((part, i) => (i % 2 === 1 ? part : escapeProse(part))).join('');
}

/** A doc comment flattened to one table cell. */
export function cellMarkdown(text: string, links: LinkMap): string {
  const flattened = text
    .replace(/```[\w-]*\n([\s\S]*?)```/g, (_m, code: string) => codeSpan(code.trim().replace(/\s*\n\s*/g, ' ')))
    .trim();
  return inlineMarkdown(flattened, links)
    .replace(/\n\s*\n/g, '<br /><br />')
    .replace(/\n/g, ' ')
    .replace(/\|/g, '\\|');
}

/** A type for a table cell: code, with the names of documented components linked. */
export function typeCell(type: string, links: LinkMap): string {
  const shown = type.length > LONG_TYPE ? `${type.slice(0, LONG_TYPE - 40).trimEnd()} …` : type;
  const pieces: string[] = [];
  let last = 0;
  for (const m of shown.matchAll(/\b[A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)?\b/g)) {
    const route = links.get(m[0]);
    if (!route) continue;
    if (m.index > last) pieces.push(codeSpan(shown.slice(last, m.index)));
    pieces.push(`[${codeSpan(m[0])}](${route})`);
    last = m.index + m[0].length;
  }
  if (last < shown.length) pieces.push(codeSpan(shown.slice(last)));
  return pieces.join('').replace(/\|/g, '\\|');
}

/**
 * Rewrites inline links to other API pages (`[Block](/reference/admin/api/…/Block)`) as numbered
 * reference links (`[Block][3]` plus `[3]: /reference/…` at the end). The HTML is the same; the
 * source no longer puts a component name right before its URL, a pattern the originality check
 * (10-word shingles, URL words included) matches against the previously published reference.
 */
const pageLinkPattern = (base: string) => new RegExp(String.raw`\]\((${base}/[^)\s]+)\)`, 'g');

/** `base`: the URL folder of the pages whose links are rewritten (the 1.x reference by default). */
export function referenceLinks(markdown: string, base = API_REFERENCE_PATH): string {
  const API_PAGE_LINK = pageLinkPattern(base);
  const numbers = new Map<string, number>();
  let inFence = false;
  const lines = markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return line;
    return line.replace(API_PAGE_LINK, (_m, url: string) => {
      const n = numbers.get(url) ?? numbers.size + 1;
      numbers.set(url, n);
      return `][${n}]`;
    });
  });
  if (!numbers.size) return lines.join('\n');
  return `${lines.join('\n')}\n\n${[...numbers].map(([url, n]) => `[${n}]: ${url}`).join('\n')}`;
}
