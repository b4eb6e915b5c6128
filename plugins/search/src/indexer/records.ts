import type { PageEntry, SearchIndexData, SectionEntry } from '../engine/types';
import { compareVersions } from '../engine/versions';

/** A page as the indexers extract it, before it is packed into the shipped index. */
export interface PageRecord {
  url: string;
  title: string;
  kind: 'doc' | 'api';
  /** "v1.1" / "v1.2" on API reference pages, else "". */
  apiVersion: string;
  /** The API category ("Data grid"), else "". */
  category: string;
  sections: SectionRecord[];
}

export interface SectionRecord {
  anchor: string;
  level: 0 | 2 | 3;
  heading: string;
  text: string;
  keywords: string[];
}

/** Size limits per section, in characters: what is stored for searching and for snippets. */
export const LIMITS = {
  docText: 1500,
  apiText: 320,
  keywords: 60,
};

export const collapseSpace = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max);
  return text.slice(0, space > max * 0.8 ? space : max);
}

/** Packs page records into the compact index shipped to the browser. */
export function buildIndex(records: PageRecord[]): SearchIndexData {
  const pages: PageEntry[] = [];
  const sections: SectionEntry[] = [];
  let latest: string | null = null;
  const sorted = [...records].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  for (const record of sorted) {
    const pageIndex = pages.length;
    const isApi = record.kind === 'api';
    pages.push([record.url, record.title, isApi ? 1 : 0, record.apiVersion, record.category]);
    if (isApi && record.apiVersion && (!latest || compareVersions(record.apiVersion, latest) > 0)) latest = record.apiVersion;
    const max = isApi ? LIMITS.apiText : LIMITS.docText;
    const list = record.sections.length > 0 ? record.sections : [{ anchor: '', level: 0 as const, heading: '', text: '', keywords: [] }];
    for (const section of list) {
      const keywords = [...new Set(section.keywords.map(collapseSpace).filter((k) => k.length > 1))].slice(0, LIMITS.keywords);
      const text = cut(collapseSpace(section.text), max);
      if (section.level !== 0 && !text && keywords.length === 0 && !section.heading) continue;
      sections.push([pageIndex, section.anchor, section.level, collapseSpace(section.heading), text, keywords.join(' ')]);
    }
  }
  return { format: 1, latest, pages, sections };
}
