/**
 * The search index as it is shipped to the browser: compact arrays instead of objects, so that
 * field names are not repeated ~3,000 times. Built at build time (see ../indexer/build.ts).
 */
export interface SearchIndexData {
  /** Format version, bumped when the layout below changes. */
  format: 1;
  /** The newest admin API reference version found (e.g. "v1.2"), or null. */
  latest: string | null;
  pages: PageEntry[];
  sections: SectionEntry[];
}

/** [url, title, kind, apiVersion, category] — kind 0 = written page, 1 = API reference page. */
export type PageEntry = [url: string, title: string, kind: 0 | 1, apiVersion: string, category: string];

/**
 * [pageIndex, anchor, level, heading, text, keywords]. level 0 is the part of a page before its
 * first heading (the page itself); 2 and 3 are `##` and `###` sections. keywords holds code
 * identifiers and prop names, space separated.
 */
export type SectionEntry = [page: number, anchor: string, level: 0 | 2 | 3, heading: string, text: string, keywords: string];

/**
 * A section without its texts: [pageIndex, anchor, level, heading, hasBody] (hasBody: 1 when it
 * has text or keywords). Anchor 0: the one the heading gives (engine/anchors.ts).
 */
export type SectionMetaEntry = [page: number, anchor: string | 0, level: 0 | 2 | 3, heading: string, hasBody: 0 | 1];

/** A piece of text with the ranges (start inclusive, end exclusive) to highlight. */
export interface Highlighted {
  text: string;
  ranges: Array<[number, number]>;
}

export interface SectionHit {
  /** The URL of the section: the page URL plus the heading anchor. */
  url: string;
  /** The headings that lead to this section, outermost first; empty for the page itself. */
  path: string[];
  heading: Highlighted | null;
  /** Null while the section's text is loading (the split index fetches it for the results shown). */
  snippet: Highlighted | null;
}

export interface PageHit {
  url: string;
  title: Highlighted;
  /** "v1.1" or "v1.2" on API reference pages, else null. */
  apiVersion: string | null;
  /** The docs version of the page, by its URL: "1.x" or "2.x" (plugins/docs-versions). */
  docsVersion: string;
  category: string | null;
  kind: 'doc' | 'api';
  score: number;
  sections: SectionHit[];
}

export interface SearchContext {
  /** The API reference version the reader is in, if any. */
  apiVersion: string | null;
  /** Only return pages of `apiVersion` (and written pages). */
  onlyContextVersion?: boolean;
  /** The docs version the reader is in ("1.x", "2.x"): its pages rank first. Null prefers the latest. */
  docsVersion?: string | null;
  /** Only return pages of `docsVersion`. */
  onlyDocsVersion?: boolean;
}

export interface SearchResponse {
  query: string;
  pages: PageHit[];
  /** The API version that was preferred (the context, else the latest). */
  preferredVersion: string | null;
}
