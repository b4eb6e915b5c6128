import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { highlightTerms, snippetOf } from './highlight';
import { camelParts, normalizeTerm, splitWords } from './tokenize';
import type { Highlighted, PageHit, SearchContext, SearchIndexData, SearchIndexShard, SearchResponse, SectionHit } from './types';
import { docsVersionOfUrl, LATEST_DOCS_VERSION } from '../../../docs-versions/src/versions';
import { compareVersions } from './versions';

/** One indexed section, as MiniSearch sees it. Short field names keep the in-memory index small. */
interface IndexedSection {
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

export class SearchEngine {
  readonly data: SearchIndexData;
  private readonly mini: MiniSearch<IndexedSection>;
  private readonly paths: string[][];
  /** Newest API version among the API pages of each docs version ("1.x" → "v1.2", "2.x" → "v2.0"). */
  private latestApiByDocsVersion: Map<string, string> | null = null;

  private constructor(data: SearchIndexData, mini = new MiniSearch<IndexedSection>(miniSearchOptions)) {
    this.data = data;
    this.mini = mini;
    this.paths = sectionPaths(data);
  }

  /** Builds the engine at once (Node, tests). */
  static create(data: SearchIndexData): SearchEngine {
    const engine = new SearchEngine(data);
    engine.mini.addAll(engine.documents());
    return engine;
  }

  /**
   * Builds the engine in small chunks (documents prepared and indexed per chunk), yielding to
   * the browser between them so that no task holds the main thread long.
   */
  static async createAsync(data: SearchIndexData, chunkSize = 80): Promise<SearchEngine> {
    const engine = new SearchEngine(data);
    for (let start = 0; start < data.sections.length; start += chunkSize) {
      engine.mini.addAll(engine.documents(start, start + chunkSize));
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
    return engine;
  }

  /** The index of one docs version as the build writes it: the data and the built MiniSearch index. */
  static shardOf(data: SearchIndexData, release: string): SearchIndexShard {
    const { latest, pages, sections } = data;
    return { format: 2, release, latest, pages, sections, index: SearchEngine.create(data).mini.toJSON() };
  }

  /** Loads a shard written at build time: no indexing, only deserialising (in chunks that yield). */
  static async loadShard(shard: SearchIndexShard): Promise<SearchEngine> {
    const { latest, pages, sections } = shard;
    const mini = await MiniSearch.loadJSAsync<IndexedSection>(shard.index, miniSearchOptions);
    return new SearchEngine({ format: 1, latest, pages, sections }, mini);
  }

  private latestApiOf(docsVersion: string): string | null {
    if (!this.latestApiByDocsVersion) {
      const latest = new Map<string, string>();
      for (const [url, , kind, apiVersion] of this.data.pages) {
        if (kind !== 1 || !apiVersion) continue;
        const release = docsVersionOfUrl(url).release;
        const current = latest.get(release);
        if (!current || compareVersions(apiVersion, current) > 0) latest.set(release, apiVersion);
      }
      this.latestApiByDocsVersion = latest;
    }
    return this.latestApiByDocsVersion.get(docsVersion) ?? null;
  }

  private documents(start = 0, end = this.data.sections.length): IndexedSection[] {
    return this.data.sections.slice(start, end).map(([pageIndex, , level, heading, text, keywords], offset) => {
      const id = start + offset;
      const page = this.data.pages[pageIndex];
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

  search(rawQuery: string, context: SearchContext = { apiVersion: null }, options: SearchOptions = {}): SearchResponse {
    const { limit = 20, sectionsPerPage = 3, snippetLength = 160 } = options;
    const query = typeof rawQuery === 'string' ? rawQuery : '';
    // Outside an API page, the newest API version of the docs version searched from (its own
    // reference first: v1.2 on 1.x pages, v2.0 on 2.x pages), else the newest overall.
    const preferredVersion = context.apiVersion ?? this.latestApiOf(context.docsVersion ?? LATEST_DOCS_VERSION.release) ?? this.data.latest;
    const { leaves, words } = parseQuery(query);
    if (leaves.length === 0) return { query, pages: [], preferredVersion };

    const exact = { boost: BOOST, prefix: (term: string) => term.length >= 3 };
    const fuzzy = { ...exact, fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false), maxFuzzy: 2 };
    // Every word must match (as typed, or as a prefix); then allow typos; then any word may.
    let results: SearchResult[] = this.mini.search({ combineWith: 'AND', queries: leaves }, exact);
    if (results.length === 0) results = this.mini.search({ combineWith: 'AND', queries: leaves }, fuzzy);
    if (results.length === 0 && leaves.length > 1) results = this.mini.search({ combineWith: 'OR', queries: leaves }, exact);

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
      const section = this.data.sections[id];
      if (!section) continue;
      const [pageIndex, , level, heading] = section;
      const page = this.data.pages[pageIndex];
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
      const page = this.data.pages[group.pageIndex];
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
    const page = this.data.pages[group.pageIndex]!;
    const [url, title, kind, apiVersion, category] = page;
    // The page's own section first when it matched, then the best sections.
    const sorted = [...group.sections].sort((a, b) => b.score - a.score);
    const own = sorted.find((s) => this.data.sections[s.id]?.[2] === 0);
    const chosen = (own ? [own, ...sorted.filter((s) => s !== own)] : sorted).slice(0, sectionsPerPage);
    const sections: SectionHit[] = chosen.map(({ id }) => {
      const [, anchor, level, heading, text, keywords] = this.data.sections[id]!;
      const body = text || keywords;
      return {
        url: anchor ? `${url}#${anchor}` : url,
        path: this.paths[id] ?? [],
        heading: level === 0 ? null : highlightTerms(heading, matched),
        snippet: snippetOf(body, matched, snippetLength),
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

/** The heading path of every section: [h2] for a `##` section, [h2, h3] for a `###` one. */
function sectionPaths(data: SearchIndexData): string[][] {
  const paths: string[][] = [];
  let lastPage = -1;
  let h2: string | null = null;
  for (const [pageIndex, , level, heading] of data.sections) {
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
