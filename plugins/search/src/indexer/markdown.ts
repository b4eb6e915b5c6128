import GithubSlugger from 'github-slugger';
import { withoutMagicComments } from '../../../highlight/src/lines.mts';
import { codeIdentifiers } from './code';
import { parseApiRoute } from '../../../api-reference/src/route';
import { collapseSpace, type PageRecord, type SectionRecord } from './records';

/**
 * Extracts a page record from a Markdown/MDX source. Used for the dev server (`npm start`),
 * where there is no built HTML: rougher than the HTML indexer (text rendered by components is
 * missing), but headings, anchors, code identifiers and text are there.
 */
export function pageFromMarkdown(source: string, url: string, title: string): PageRecord {
  const slugger = new GithubSlugger();
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const sections: SectionRecord[] = [];
  let current: SectionRecord = { anchor: '', level: 0, heading: '', text: '', keywords: [] };
  sections.push(current);
  let fence: string | null = null;
  let fenceLanguage = '';
  let code = '';
  for (const line of body.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)\s*([\w-]*)/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) {
        // Highlighting magic comments (plugins/highlight) are not part of the code readers see.
        current.keywords.push(...codeIdentifiers(withoutMagicComments(code, fenceLanguage)));
        fence = null;
        code = '';
      } else {
        code += line + '\n';
      }
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      fenceLanguage = fenceMatch[2] ?? '';
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    // Table delimiter rows (| --- | :-: |) carry no text.
    if (/^\s*\|?\s*:?-{3,}/.test(line) && /^[\s|:-]+$/.test(line)) continue;
    const heading = /^(#{2,3})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading) {
      const text = plain(heading[2]!);
      current = {
        anchor: heading[3] ?? slugger.slug(text),
        level: heading[1]!.length === 2 ? 2 : 3,
        heading: text,
        text: '',
        keywords: [],
      };
      sections.push(current);
      continue;
    }
    for (const match of line.matchAll(/`([^`]{1,60})`/g)) current.keywords.push(...codeIdentifiers(match[1]!, 8));
    current.text += ' ' + plain(line);
  }
  const api = parseApiRoute(url);
  for (const section of sections) section.text = collapseSpace(section.text);
  if (api) return { url, title, kind: 'api', apiVersion: api.version, category: api.category, sections };
  return { url, title, kind: 'doc', apiVersion: '', category: '', sections };
}

/** Markdown inline syntax and JSX tags removed. */
function plain(line: string): string {
  return line
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/^\s*(#+|>|[-*+]|\d+\.)\s+/, '')
    .replace(/\|/g, ' ')
    .replace(/:::\w*/g, ' ');
}
