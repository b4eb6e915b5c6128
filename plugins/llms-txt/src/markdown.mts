// Turns a page's Markdown/MDX source into plain Markdown for AI tools: front matter becomes a
// title and a summary, MDX components become Markdown, code blocks lose what readers never see
// (hidden setup lines, highlighting magic comments) and links point at the `.md` pages.
import { CHECKED_LANGUAGES, visibleCode } from '../../code-samples/src/blocks.mts';
import { withoutMagicComments } from '../../highlight/src/lines.mts';
import { rewriteLink } from './links.mts';

export interface PageInfo {
  title: string;
  description?: string;
  /** The site's absolute URL without a trailing slash (`https://docs.contember.com`). */
  siteUrl: string;
  /** The title of an imported SVG diagram (its `<title>`), from the import path; null when unknown. */
  diagramTitle?: (importPath: string) => string | null;
}

const ADMONITION_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', warning: 'Warning', danger: 'Danger' };

/** The first line of an MDX import or export statement. */
const ESM_STATEMENT = /^(import\s+([\w*{]|['"])|export\s+(const|let|var|function|class|default|\{|\*))/;

/** The attributes of a JSX opening tag written on one line: `label="Model"` → `{ label: 'Model' }`. */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{['"]([^'"]*)['"]\})/g)) attributes[match[1]!] = match[2] ?? match[3] ?? match[4] ?? '';
  return attributes;
}

/** `<CardGrid cards={[{ title, to, description }, …]} />` as a list of links. */
function cardList(jsx: string, siteUrl: string): string[] {
  const lines: string[] = [];
  for (const card of jsx.matchAll(/\{([^{}]*)\}/g)) {
    const field = (name: string) => new RegExp(`${name}:\\s*(['"])(.*?)\\1`).exec(card[1]!)?.[2];
    const title = field('title');
    const to = field('to');
    if (!title || !to) continue;
    const description = field('description');
    lines.push(`- [${title}](${rewriteLink(to, siteUrl)})${description ? `: ${description}` : ''}`);
  }
  return lines;
}

/** Rewrites the links of a line of prose (inline links and reference definitions). */
function rewriteLinks(line: string, siteUrl: string): string {
  return line
    .replace(/(\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g, (_, open: string, url: string, close: string) => open + rewriteLink(url, siteUrl) + close)
    .replace(/^(\s*\[[^\]]+\]:\s*)(\S+)/, (_, label: string, url: string) => label + rewriteLink(url, siteUrl));
}

/** Inline HTML the theme's Markdown allows, as Markdown. */
function inlineHtml(line: string): string {
  return line.replace(/<code>(.*?)<\/code>/g, '`$1`').replace(/<\/?(?:strong|b)>/g, '**').replace(/<\/?(?:em|i)>/g, '_');
}

function fencedBlock(lang: string, meta: string, body: string[]): string[] {
  let code = body.join('\n');
  if (CHECKED_LANGUAGES.has(lang.toLowerCase())) code = visibleCode(code);
  if (lang) code = withoutMagicComments(code, lang);
  const title = /\btitle=(["'])(.*?)\1/.exec(meta)?.[2];
  return [`\`\`\`${lang}${title ? ` title="${title}"` : ''}`, ...code.split('\n'), '```'];
}

/** The Markdown of a page, from its source. */
export function toMarkdown(source: string, page: PageInfo): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const out: string[] = [`# ${page.title}`, ''];
  if (page.description) out.push(`> ${page.description}`, '');
  const lines = body.split('\n');
  const diagrams = new Map<string, string>();
  let headingLevel = 1;
  let admonition = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(line);
    if (fence) {
      const [, indent = '', marker = '', lang = '', meta = ''] = fence;
      const code: string[] = [];
      for (i++; i < lines.length && !(lines[i]!.trim().startsWith(marker) && lines[i]!.trim().replace(/[`~]/g, '') === ''); i++) {
        code.push(lines[i]!.startsWith(indent) ? lines[i]!.slice(indent.length) : lines[i]!);
      }
      out.push(...fencedBlock(lang, meta, code).map((codeLine) => (admonition ? `> ${codeLine}` : codeLine)));
      continue;
    }
    // Imports and exports of an MDX page: a block of its own, up to the next blank line, as MDX
    // reads them ("export it" inside a paragraph is prose). Diagram imports are remembered for their titles.
    const startsBlock = i === 0 || lines[i - 1]!.trim() === '';
    if (startsBlock && ESM_STATEMENT.test(line)) {
      for (; i < lines.length && lines[i]!.trim() !== ''; i++) {
        const svgImport = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.svg)['"]/.exec(lines[i]!);
        if (svgImport) diagrams.set(svgImport[1]!, svgImport[2]!);
      }
      continue;
    }
    if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#[\w-]+\})?\s*$/.exec(line);
    if (heading) {
      headingLevel = heading[1]!.length;
      out.push(`${heading[1]} ${rewriteLinks(heading[2]!, page.siteUrl)}`);
      continue;
    }
    const admonitionStart = /^:::(\w+)\s*(.*)$/.exec(line);
    if (admonitionStart && !admonition) {
      admonition = true;
      const label = ADMONITION_LABELS[admonitionStart[1]!] ?? admonitionStart[1]!;
      out.push(`> **${label}${admonitionStart[2] ? `: ${admonitionStart[2]}` : ''}**`, '>');
      continue;
    }
    if (admonition && line.trim() === ':::') {
      admonition = false;
      continue;
    }
    const trimmed = line.trim();
    if (/^<\/?Tabs\b[^>]*>$/.test(trimmed) || trimmed === '</TabItem>' || /^<\/?details>$/.test(trimmed)) continue;
    if (/^<TabItem\b/.test(trimmed)) {
      const { label, value } = attributesOf(trimmed);
      out.push(`${'#'.repeat(Math.min(headingLevel + 1, 6))} ${label ?? value ?? ''}`);
      continue;
    }
    const summary = /^<summary>(.*)<\/summary>$/.exec(trimmed);
    if (summary) {
      out.push(`${'#'.repeat(Math.min(headingLevel + 1, 6))} ${inlineHtml(summary[1]!)}`);
      continue;
    }
    let note = trimmed;
    if (/^<VersionNote\b[^/]*>/.test(note) && !note.includes('</VersionNote>')) {
      while (i < lines.length - 1 && !note.includes('</VersionNote>')) note += ' ' + lines[++i]!.trim();
    }
    const versionNote = /^<VersionNote\b([^>]*?)\s*(\/>|>(.*)<\/VersionNote>)$/.exec(note);
    if (versionNote) {
      const { product, since } = attributesOf(versionNote[1]!);
      out.push(`> **Requires ${product} ${since} or newer.**${versionNote[3] ? ` ${rewriteLinks(versionNote[3], page.siteUrl)}` : ''}`);
      continue;
    }
    if (/^<CardGrid\b/.test(trimmed)) {
      let jsx = line;
      while (!/\/>\s*$/.test(lines[i]!) && i < lines.length - 1) jsx += '\n' + lines[++i]!;
      out.push(...cardList(jsx, page.siteUrl));
      continue;
    }
    const component = /^<([A-Z]\w*)\b[^>]*\/>$/.exec(trimmed);
    if (component) {
      const importPath = diagrams.get(component[1]!);
      if (importPath) {
        const title = page.diagramTitle?.(importPath) ?? component[1]!;
        out.push(`![${title}](${page.siteUrl}/${importPath.replace(/^@site\/static\//, '')})`);
      } else {
        out.push(`_An interactive ${component[1]} is part of the page on the website._`);
      }
      continue;
    }
    const text = rewriteLinks(inlineHtml(line), page.siteUrl);
    out.push(admonition ? (text ? `> ${text}` : '>') : text);
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}
