import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from 'minisearch';
import { anchorsOfPage } from './anchors';
import { highlightTerms, snippetOf } from './highlight';
import { camelParts, normalizeTerm, splitWords } from './tokenize';
import type { Highlighted, PageEntry, PageHit, SearchContext, SearchIndexData, SearchResponse, SectionHit, SectionMetaEntry } from './types';
import { docsVersionOfUrl, LATEST_DOCS_VERSION } from '../../../docs-versions/src/versions';
import { compareVersions } from './versions';
import { nextTask } from './nextTask';

/** One indexed section, as MiniSearch sees it. Short field names keep the in-memory index small. */
export interface IndexedSection {
  id: number;
  /** Page title: only on the page's own section (level 0), so a title matches once per page. */
  t: string;
  /** The section heading. */
  h: string;
  /** Code identifiers and prop names. */
  k: string;
  /** API category and version (API pages only, level 0). */
  c: string;
  /** Prose text. */
  x: string;
  /** The camelCase parts of the identifiers in t, h and k: "ApiKeyList" → api key list. */
  p: string;
}

const FIELDS = ['t', 'h', 'k', 'c', 'x', 'p'] as const;
// Parts of identifiers count least: "api key" should find the page "API keys" before the
// component ApiKeyList, which it also finds.
const BOOST = { t: 6, h: 3, k: 2, c: 1, x: 1, p: 0.75 };
/** At most this many words of a query are used; the rest are ignored (a 1,000-character paste). */
export const MAX_QUERY_WORDS = 12;
/** Sections considered for ranking pages. */
const MAX_RESULTS = 300;
/** At most this many characters of a query are read. */
export const MAX_QUERY_LENGTH = 200;
/** Score factor of an API page of another version than the preferred one. */
const OTHER_VERSION_FACTOR_IN_CONTEXT = 0.35;
const OTHER_VERSION_FACTOR_DEFAULT = 0.6;
/** Pages of the docs version the reader is not in rank below: the same topic exists in both. */
const OTHER_DOCS_VERSION_FACTOR = 0.4;

/** Every word matches as typed, or as a prefix from 3 letters. */
const PREFIX = { boost: BOOST, prefix: (term: string) => term.length >= 3 };
/** Typos allowed: an edit per 5 letters, from 5 letters, at most 2. */
const fuzzyDistance = (term: string) => (term.length >= 5 ? 0.2 : false);
const FUZZY = { ...PREFIX, fuzzy: fuzzyDistance, maxFuzzy: 2 };

export interface SearchOptions {
  /** Pages to return. */
  limit?: number;
  /** Sections to return per page. */
  sectionsPerPage?: number;
  snippetLength?: number;
}

const miniSearchOptions = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [],
  tokenize: (text: string) => splitWords(text),
  processTerm: (term: string) => normalizeTerm(term),
  searchOptions: {
    // Query terms are normalised by buildQuery already.
    tokenize: (text: string) => text.split(' '),
    processTerm: (term: string) => term,
  },
};

export interface ParsedQuery {
  /** One sub-query per distinct word. */
  leaves: Query[];
  /** Normalised words of the query, in order. */
  words: string[];
}

/** Turns what the reader typed into a MiniSearch query tree. Never throws. */
export function parseQuery(raw: string): ParsedQuery {
  const seen = new Set<string>();
  const leaves: Query[] = [];
  const words: string[] = [];
  const all = splitWords(raw.slice(0, MAX_QUERY_LENGTH));
  // A single letter next to other words (often the word being typed) adds cost, not precision.
  const useful = all.length > 1 ? all.filter((word) => word.length > 1) : all;
  for (const word of useful.length > 0 ? useful : all) {
    const norm = normalizeTerm(word);
    words.push(norm);
    if (seen.has(norm) || leaves.length >= MAX_QUERY_WORDS) continue;
    seen.add(norm);
    const parts = camelParts(word).map(normalizeTerm);
    leaves.push(parts.length > 0 ? { combineWith: 'OR', queries: [norm, { combineWith: 'AND', queries: parts }] } : norm);
  }
  return { leaves, words };
}

/**
 * The distinct terms a query searches for (words and camelCase parts), each with the range of
 * index terms it can match without typos: the term itself, or every term it begins (from 3
 * letters), as `[from, to]` in string order; `fuzzy` when typos of it are looked for.
 */
export function queryTerms(rawQuery: string): Array<{ term: string; from: string; to: string; fuzzy: boolean }> {
  const terms = new Map<string, { term: string; from: string; to: string; fuzzy: boolean }>();
  const visit = (query: Query) => {
    if (typeof query === 'string') {
      if (!terms.has(query)) terms.set(query, { term: query, from: query, to: PREFIX.prefix(query) ? `${query}\uffff` : query, fuzzy: fuzzyDistance(query) !== false });
    } else if (typeof query === 'object' && 'queries' in query) {
      query.queries.forEach(visit);
    }
  };
  parseQuery(typeof rawQuery === 'string' ? rawQuery : '').leaves.forEach(visit);
  return [...terms.values()];
}

const compact = (words: string[]) => words.join('');

const normalizedCache = new Map<string, string[]>();
function normalizedWords(text: string): string[] {
  let words = normalizedCache.get(text);
  if (!words) {
    words = splitWords(text).map(normalizeTerm);
    if (normalizedCache.size > 20_000) normalizedCache.clear();
    normalizedCache.set(text, words);
  }
  return words;
}

/** 1 when `text` equals the query, 0.5 when it contains it as whole words, else 0. */
function phraseMatch(text: string, words: string[]): number {
  if (words.length === 0 || !text) return 0;
  const norm = normalizedWords(text);
  if (norm.join(' ') === words.join(' ') || compact(norm) === compact(words)) return 1;
  if (words.length > 1 && ` ${norm.join(' ')} `.includes(` ${words.join(' ')} `)) return 0.5;
  return 0;
}

/** The [text, keywords] of sections, which the split index loads in chunks for the results shown. */
export interface SectionTexts {
  /** Undefined while the section's chunk is not loaded; asking for it requests the chunk. */
  get(id: number): readonly [text: string, keywords: string] | undefined;
}

/** What the engine ranks and shows besides the term index: pages, section metadata and texts. */
export interface EngineIndex {
  latest: string | null;
  pages: PageEntry[];
  sections: SectionMetaEntry[];
  texts: SectionTexts;
}

/** The MiniSearch options of the index, shared with the split index that the browser assembles. */
export const MINISEARCH_OPTIONS = miniSearchOptions;
export const INDEX_FIELDS = FIELDS;

/** The metadata of a full index's sections: all but their texts. */
export const sectionMetaOf = (data: SearchIndexData): SectionMetaEntry[] =>
  data.sections.map(([page, anchor, level, heading, text, keywords]) => [page, anchor, level, heading, text || keywords ? 1 : 0]);

export class SearchEngine {
  readonly latest: string | null;
  readonly pages: PageEntry[];
  readonly sections: SectionMetaEntry[];
  private readonly texts: SectionTexts;
  private readonly mini: MiniSearch<IndexedSection>;
  private readonly paths: string[][];
  /** Newest API version among the API pages of each docs version ("1.x" → "v1.2", "2.x" → "v2.0"). */
  private latestApiByDocsVersion: Map<string, string> | null = null;
  /** Anchors derived from the headings of the pages shown so far, by section id. */
  private readonly derivedAnchors = new Map<number, string>();
  /**
   * The last query's matches without typos: the split index asks whether a query matches so
   * (`matchesExactly`) right before searching it, and each is the costliest part of a keystroke.
   */
  private exact: { query: string; results: SearchResult[] } | null = null;

  constructor(index: EngineIndex, mini: MiniSearch<IndexedSection>) {
    this.latest = index.latest;
    this.pages = index.pages;
    this.sections = index.sections;
    this.texts = index.texts;
    this.mini = mini;
    this.paths = sectionPaths(index.sections);
  }

  private static ofData(data: SearchIndexData): SearchEngine {
    const texts: SectionTexts = { get: (id) => data.sections[id]?.slice(4, 6) as [string, string] | undefined };
    return new SearchEngine({ latest: data.latest, pages: data.pages, sections: sectionMetaOf(data), texts }, new MiniSearch<IndexedSection>(miniSearchOptions));
  }

  /** Builds the engine at once (Node, tests, the build). */
  static create(data: SearchIndexData): SearchEngine {
    const engine = SearchEngine.ofData(data);
    engine.mini.addAll(documentsOf(data));
    return engine;
  }

  /**
   * Builds the engine in small chunks (documents prepared and indexed per chunk), yielding to
   * the browser between them so that no task holds the main thread long (the dev server's index).
   */
  static async createAsync(data: SearchIndexData, chunkSize = 80): Promise<SearchEngine> {
    const engine = SearchEngine.ofData(data);
    for (let start = 0; start < data.sections.length; start += chunkSize) {
      engine.mini.addAll(documentsOf(data, start, start + chunkSize));
      await nextTask();
    }
    return engine;
  }

  /** The built MiniSearch index, serialised (the build splits it into term shards). */
  toJSON(): AsPlainObject {
    return this.mini.toJSON();
  }

  /** Whether every word of the query matches without typos (else the search allows them). */
  matchesExactly(rawQuery: string): boolean {
    return this.exactResults(typeof rawQuery === 'string' ? rawQuery : '').length > 0;
  }

  /** Sections in which every word of the query matches as typed or as a prefix. */
  private exactResults(query: string): SearchResult[] {
    if (this.exact?.query !== query) {
      const { leaves } = parseQuery(query);
      this.exact = { query, results: leaves.length > 0 ? this.mini.search({ combineWith: 'AND', queries: leaves }, PREFIX) : [] };
    }
    return this.exact.results;
  }

  /** Terms were added to the index (a term shard arrived): what it answered before may have changed. */
  termsAdded(): void {
    this.exact = null;
  }

  private latestApiOf(docsVersion: string): string | null {
    if (!this.latestApiByDocsVersion) {
      const latest = new Map<string, string>();
      for (const [url, , kind, apiVersion] of this.pages) {
        if (kind !== 1 || !apiVersion) continue;
        const release = docsVersionOfUrl(url).release;
        const current = latest.get(release);
        if (!current || compareVersions(apiVersion, current) > 0) latest.set(release, apiVersion);
      }
      this.latestApiByDocsVersion = latest;
    }
    return this.latestApiByDocsVersion.get(docsVersion) ?? null;
  }

  private anchorOf(id: number): string {
    const anchor = this.sections[id]?.[1] ?? '';
    if (anchor !== 0) return anchor;
    let anchors = this.derivedAnchors.get(id);
    if (anchors === undefined) {
      anchorsOfPage(this.sections, id).forEach((value, at) => this.derivedAnchors.set(at, value));
      anchors = this.derivedAnchors.get(id) ?? '';
    }
    return anchors;
  }

  search(rawQuery: string, context: SearchContext = { apiVersion: null }, options: SearchOptions = {}): SearchResponse {
    const { limit = 20, sectionsPerPage = 3, snippetLength = 160 } = options;
    const query = typeof rawQuery === 'string' ? rawQuery : '';
    // Outside an API page, the newest API version of the docs version searched from (its own
    // reference first: v1.2 on 1.x pages, v2.0 on 2.x pages), else the newest overall.
    const preferredVersion = context.apiVersion ?? this.latestApiOf(context.docsVersion ?? LATEST_DOCS_VERSION.release) ?? this.latest;
    const { leaves, words } = parseQuery(query);
    if (leaves.length === 0) return { query, pages: [], preferredVersion };

    // Every word must match (as typed, or as a prefix); then allow typos; then any word may.
    let results = this.exactResults(query);
    if (results.length === 0) results = this.mini.search({ combineWith: 'AND', queries: leaves }, FUZZY);
    if (results.length === 0 && leaves.length > 1) results = this.mini.search({ combineWith: 'OR', queries: leaves }, PREFIX);

    interface Group {
      pageIndex: number;
      best: number;
      total: number;
      sections: Array<{ id: number; score: number; terms: string[] }>;
    }
    const groups = new Map<number, Group>();
    // Results come sorted by score; the tail of a broad query cannot reach the first pages.
    for (const result of results.slice(0, MAX_RESULTS)) {
      const id = result.id as number;
      const section = this.sections[id];
      if (!section) continue;
      const [pageIndex, , level, heading] = section;
      const page = this.pages[pageIndex];
      if (!page) continue;
      let score = result.score;
      if (level === 0) score *= 1 + 2 * phraseMatch(page[1], words);
      else score *= 1 + phraseMatch(heading, words);
      let group = groups.get(pageIndex);
      if (!group) {
        group = { pageIndex, best: 0, total: 0, sections: [] };
        groups.set(pageIndex, group);
      }
      group.best = Math.max(group.best, score);
      group.total += score;
      group.sections.push({ id, score, terms: result.terms });
    }

    const ranked: Array<{ group: Group; score: number }> = [];
    for (const group of groups.values()) {
      const page = this.pages[group.pageIndex];
      if (!page) continue;
      const apiVersion = page[2] === 1 ? page[3] : null;
      if (context.onlyContextVersion && context.apiVersion && apiVersion && apiVersion !== context.apiVersion) continue;
      const docsVersion = docsVersionOfUrl(page[0]).release;
      if (context.onlyDocsVersion && context.docsVersion && docsVersion !== context.docsVersion) continue;
      let score = group.best + 0.15 * Math.min(group.total - group.best, group.best);
      if (docsVersion !== (context.docsVersion ?? LATEST_DOCS_VERSION.release)) score *= OTHER_DOCS_VERSION_FACTOR;
      if (apiVersion && preferredVersion && apiVersion !== preferredVersion) {
        score *= context.apiVersion ? OTHER_VERSION_FACTOR_IN_CONTEXT : OTHER_VERSION_FACTOR_DEFAULT;
      }
      ranked.push({ group, score });
    }
    ranked.sort((a, b) => b.score - a.score || a.group.pageIndex - b.group.pageIndex);

    const top = ranked.slice(0, limit);
    const matched = new Set(top.flatMap(({ group }) => group.sections.flatMap((s) => s.terms)));
    const pages: PageHit[] = top.map(({ group, score }) => this.pageHit(group, score, matched, sectionsPerPage, snippetLength));
    return { query, pages, preferredVersion };
  }

  private pageHit(
    group: { pageIndex: number; sections: Array<{ id: number; score: number; terms: string[] }> },
    score: number,
    matched: ReadonlySet<string>,
    sectionsPerPage: number,
    snippetLength: number,
  ): PageHit {
    const page = this.pages[group.pageIndex]!;
    const [url, title, kind, apiVersion, category] = page;
    // The page's own section first when it matched, then the best sections.
    const sorted = [...group.sections].sort((a, b) => b.score - a.score);
    const own = sorted.find((s) => this.sections[s.id]?.[2] === 0);
    const chosen = (own ? [own, ...sorted.filter((s) => s !== own)] : sorted).slice(0, sectionsPerPage);
    const sections: SectionHit[] = chosen.map(({ id }) => {
      const [, , level, heading, hasBody] = this.sections[id]!;
      const texts = hasBody ? this.texts.get(id) : ['', ''];
      const anchor = this.anchorOf(id);
      return {
        url: anchor ? `${url}#${anchor}` : url,
        path: this.paths[id] ?? [],
        heading: level === 0 ? null : highlightTerms(heading, matched),
        snippet: texts ? snippetOf(texts[0] || texts[1], matched, snippetLength) : null,
      };
    });
    return {
      url,
      title: highlightTerms(title, matched),
      apiVersion: kind === 1 ? apiVersion : null,
      docsVersion: docsVersionOfUrl(url).release,
      category: kind === 1 ? category : null,
      kind: kind === 1 ? 'api' : 'doc',
      score,
      sections,
    };
  }
}

/** The sections of a full index as MiniSearch documents (section id = position). */
function documentsOf(data: SearchIndexData, start = 0, end = data.sections.length): IndexedSection[] {
  return data.sections.slice(start, end).map(([pageIndex, , level, heading, text, keywords], offset) => {
    const id = start + offset;
    const page = data.pages[pageIndex];
    const isPage = level === 0;
    const t = isPage && page ? page[1] : '';
    return {
      id,
      t,
      h: heading,
      k: keywords,
      c: isPage && page && page[2] === 1 ? `${page[4]} ${page[3]}` : '',
      x: text,
      p: splitWords(`${t} ${heading} ${keywords}`).flatMap(camelParts).join(' '),
    };
  });
}

/** The heading path of every section: [h2] for a `##` section, [h2, h3] for a `###` one. */
function sectionPaths(sections: SectionMetaEntry[]): string[][] {
  const paths: string[][] = [];
  let lastPage = -1;
  let h2: string | null = null;
  for (const [pageIndex, , level, heading] of sections) {
    if (pageIndex !== lastPage) {
      lastPage = pageIndex;
      h2 = null;
    }
    if (level === 2) h2 = heading;
    paths.push(level === 0 ? [] : level === 3 && h2 ? [h2, heading] : [heading]);
  }
  return paths;
}

export type { Highlighted };
