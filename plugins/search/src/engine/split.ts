// The index of one docs version as the build splits it, and its assembly in the browser: a small
// manifest (pages, section headings, MiniSearch's field lengths), term shards (the postings of a
// range of terms) and text chunks (the text of a run of pages, for snippets). A query loads the
// shards of its terms' ranges only, and the chunks of the results shown.
import MiniSearch from 'minisearch';
import { INDEX_FIELDS, MINISEARCH_OPTIONS, queryTerms, SearchEngine, type IndexedSection, type SearchOptions, type SectionTexts } from './engine';
import type { PageEntry, SearchContext, SearchResponse, SectionMetaEntry } from './types';

export interface SplitManifest {
  format: 4;
  /** The content id of this build's term shards and statistics; every term shard carries it. */
  build: string;
  /** The docs version ("1.x", "2.x") of every page. */
  release: string;
  latest: string | null;
  pages: PageEntry[];
  /** The sections (id = position), each anchor 0 where `slugger` (./anchors.ts) derives it from the heading. */
  sections: SectionMetaEntry[];
  /** MiniSearch's field lengths (distinct terms of a field in a section), field by field (INDEX_FIELDS order), each for every section. */
  fieldLengths: number[];
  averageFieldLengths: number[];
  /** Term shards in term order: the bound of each (TERM_SHARD_BOUNDS) and its file, relative to the manifest's folder. */
  terms: Array<[bound: string, file: string]>;
  /** Text chunks in section order: the first section of each and its file. */
  texts: Array<[first: number, file: string]>;
}

/**
 * The term shards by the first two characters of their terms: each bound starts a shard, which holds
 * every term whose first two characters sort from it to the next bound. The rule is fixed, so the
 * browser names a word's shard from the word alone, before the manifest arrives, and a word's typo
 * candidates (which share its first two letters) sit in its shard. Derived on 2026-11-29 from the
 * site's index at about 12 KB of JSON per shard and docs version (README, "Index format").
 */
export const TERM_SHARD_BOUNDS: readonly string[] = [
  '0', '2', 'a', 'ad', 'am', 'ar', 'au', 'bi', 'by', 'ch', 'co', 'cp', 'da', 'de', 'di', 'ea', 'en',
  'ev', 'fi', 'fo', 'fu', 'he', 'im', 'in', 'io', 'ki', 'li', 'ma', 'mo', 'no', 'of', 'on', 'op', 'pa',
  'pe', 'pr', 'ps', 're', 'rg', 'se', 'si', 'sp', 'su', 'te', 'th', 'ti', 'ty', 'up', 'us', 'va', 'wh',
];

/** The bound of the shard holding `term` (terms before the first bound go to the first shard). */
export function termShardBoundOf(term: string): string {
  const prefix = term.slice(0, 2);
  let low = 0;
  let high = TERM_SHARD_BOUNDS.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (TERM_SHARD_BOUNDS[middle]! <= prefix) low = middle;
    else high = middle - 1;
  }
  return TERM_SHARD_BOUNDS[low]!;
}

/** A term shard's file, relative to the manifest's folder; `folder` is `splitFolderOf(release)`. */
export const termShardFileOf = (folder: string, bound: string) => `${folder}/t-${bound}.json`;

/** The term shards a query's words need, named by the rule alone (no manifest). */
export function termShardFilesOfQuery(query: string, folder: string): string[] {
  return [...new Set(queryTerms(query).map(({ term }) => termShardFileOf(folder, termShardBoundOf(term))))];
}

/** A term shard that is still of another build than the manifest when fetched past the cache: the manifest is the older one. */
export class StaleShardError extends Error {
  constructor(
    readonly file: string,
    readonly shardBuild: string,
  ) {
    super(`A search index shard (${file}) is of build ${shardBuild}, not of its manifest's.`);
  }
}

/** A term shard file: the build it belongs to (`SplitManifest.build`) and its terms. */
export interface TermShardFile {
  build: string;
  terms: TermShard;
}

/**
 * A term shard: per term, its postings per field, `[term, fieldId, postings, fieldId, postings…]`.
 * Postings are section ids as gaps from the previous one; a negative number -n before a gap gives
 * that section's term frequency n (else 1).
 */
export type TermShard = Array<[term: string, ...fields: Array<number | number[]>]>;

/** A text chunk: [text, keywords] of consecutive sections from the chunk's first one. */
export type TextChunk = Array<[text: string, keywords: string]>;

export function encodePostings(postings: ReadonlyMap<number, number> | Record<string, number>): number[] {
  const entries = (postings instanceof Map ? [...postings] : Object.entries(postings).map(([id, tf]) => [Number(id), tf] as const)).sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  let previous = 0;
  for (const [id, frequency] of entries) {
    if (frequency !== 1) out.push(-frequency);
    out.push(id - previous);
    previous = id;
  }
  return out;
}

export function decodePostings(encoded: readonly number[]): Map<number, number> {
  const postings = new Map<number, number>();
  let id = 0;
  let frequency = 1;
  for (const value of encoded) {
    if (value < 0) {
      frequency = -value;
      continue;
    }
    id += value;
    postings.set(id, frequency);
    frequency = 1;
  }
  return postings;
}

export function isSplitManifest(value: unknown): value is SplitManifest {
  const manifest = value as SplitManifest | null;
  return (
    !!manifest &&
    manifest.format === 4 &&
    typeof manifest.build === 'string' &&
    Array.isArray(manifest.pages) &&
    Array.isArray(manifest.sections) &&
    Array.isArray(manifest.terms) &&
    Array.isArray(manifest.texts) &&
    manifest.fieldLengths?.length === manifest.sections.length * INDEX_FIELDS.length
  );
}

/** Index of the last entry whose first key is at most `key` (0 when none is). */
function lastAtMost<K>(entries: ReadonlyArray<readonly [K, string]>, key: K): number {
  let low = 0;
  let high = entries.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (entries[middle]![0] <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The shards holding the terms from `from` to `to` (string order). */
export function shardsOfRange(terms: SplitManifest['terms'], from: string, to: string): number[] {
  const start = lastAtMost(terms, from);
  const shards: number[] = [];
  for (let shard = start; shard < terms.length && (shard === start || terms[shard]![0] <= to); shard++) shards.push(shard);
  return shards;
}

/** MiniSearch keeps its term tree private; the split index adds each shard's terms to it as it arrives. */
interface TermTree {
  set(term: string, data: Map<number, Map<number, number>>): unknown;
}

function termTreeOf(mini: MiniSearch<IndexedSection>): TermTree {
  const tree = (mini as unknown as { _index?: TermTree })._index;
  if (!tree || typeof tree.set !== 'function') throw new Error('MiniSearch has no term tree to add shards to (a MiniSearch upgrade?)');
  return tree;
}

/**
 * The engine of one docs version over a split index: `prepare` loads the term shards a query
 * needs, `search` answers from them and requests the text chunks of the sections it shows;
 * `onTexts` is called when one arrives (the answer is then searched again, with its snippets).
 */
export class SplitIndex {
  private assembled: { engine: SearchEngine; tree: TermTree } | null = null;
  private readonly shards = new Map<number, Promise<void>>();
  private readonly loadedShards = new Set<number>();
  private readonly texts: Array<readonly [string, string] | undefined> = [];
  private readonly chunks = new Map<number, Promise<void>>();
  private readonly wanted = new Set<number>();

  constructor(
    private readonly manifest: SplitManifest,
    private readonly load: (file: string) => Promise<unknown>,
    private readonly onTexts: () => void,
  ) {}

  /**
   * The engine, made on first use: MiniSearch with the manifest's statistics and no terms yet. The
   * first query asks for its shards before this runs, so the work overlaps their download.
   */
  get engine(): SearchEngine {
    return this.assemble().engine;
  }

  private assemble(): { engine: SearchEngine; tree: TermTree } {
    if (this.assembled) return this.assembled;
    const { manifest } = this;
    const count = manifest.sections.length;
    const ids = Object.fromEntries(manifest.sections.map((_, id) => [id, id]));
    const fieldLength = Object.fromEntries(manifest.sections.map((_, id) => [id, INDEX_FIELDS.map((_field, field) => manifest.fieldLengths[field * count + id]!)]));
    const mini = MiniSearch.loadJS<IndexedSection>(
      {
        documentCount: count,
        nextId: count,
        documentIds: ids,
        fieldIds: Object.fromEntries(INDEX_FIELDS.map((field, id) => [field, id])),
        fieldLength,
        averageFieldLength: manifest.averageFieldLengths,
        storedFields: {},
        dirtCount: 0,
        index: [],
        serializationVersion: 2,
      },
      MINISEARCH_OPTIONS,
    );
    const texts: SectionTexts = { get: (id) => this.textOf(id) };
    this.assembled = { engine: new SearchEngine({ latest: manifest.latest, pages: manifest.pages, sections: manifest.sections, texts }, mini), tree: termTreeOf(mini) };
    return this.assembled;
  }

  /** The shards a query needs: those of its terms' prefix ranges, plus, when it matches nothing as typed, those its typos may hit. */
  private shardsOf(query: string, withTypos: boolean): number[] {
    const shards = new Set<number>();
    for (const { term, from, to, fuzzy } of queryTerms(query)) {
      // A typo is looked for among the terms that share the first two letters.
      const range = withTypos && fuzzy ? [term.slice(0, 2), `${term.slice(0, 2)}\uffff`] : [from, to];
      shardsOfRange(this.manifest.terms, range[0]!, range[1]!).forEach((shard) => shards.add(shard));
    }
    return [...shards];
  }

  /** Whether the shards of a query are all there (then `search` answers it as the full index would). */
  isReady(query: string): boolean {
    const exact = this.shardsOf(query, false);
    if (!exact.every((shard) => this.loadedShards.has(shard))) return false;
    return this.engine.matchesExactly(query) || this.shardsOf(query, true).every((shard) => this.loadedShards.has(shard));
  }

  /** Loads the shards a query needs. */
  async prepare(query: string): Promise<void> {
    const loading = Promise.all(this.shardsOf(query, false).map((shard) => this.loadShard(shard)));
    // Once the requests are out, while the shards travel.
    if (!this.assembled) setTimeout(() => this.assemble(), 0);
    await loading;
    if (!this.engine.matchesExactly(query)) await Promise.all(this.shardsOf(query, true).map((shard) => this.loadShard(shard)));
  }

  search(query: string, context: SearchContext, options?: SearchOptions): SearchResponse {
    this.wanted.clear();
    const response = this.engine.search(query, context, options);
    for (const chunk of this.wanted) this.loadChunk(chunk);
    return response;
  }

  /** Settles when the text chunks requested so far have arrived or failed. */
  textsLoaded(): Promise<void> {
    return Promise.allSettled(this.chunks.values()).then(() => undefined);
  }

  /**
   * A shard of this manifest's build. Shard names are fixed, so a cache may hold the shard of
   * another build: then it is fetched again past the cache (`?v={build}`).
   */
  private async shardOfBuild(file: string): Promise<TermShard> {
    const { build } = this.manifest;
    const shardOf = (body: unknown) => {
      const shard = body as TermShardFile | null;
      if (!shard || typeof shard.build !== 'string' || !Array.isArray(shard.terms)) throw new Error('A search index shard is malformed.');
      return shard;
    };
    const cached = shardOf(await this.load(file));
    if (cached.build === build) return cached.terms;
    const fresh = shardOf(await this.load(`${file}?v=${encodeURIComponent(build)}`));
    if (fresh.build !== build) throw new StaleShardError(file, fresh.build);
    return fresh.terms;
  }

  private loadShard(shard: number): Promise<void> {
    let loading = this.shards.get(shard);
    if (!loading) {
      loading = this.shardOfBuild(this.manifest.terms[shard]![1]).then((terms) => {
        for (const [term, ...fields] of terms) {
          const data = new Map<number, Map<number, number>>();
          for (let at = 0; at + 1 < fields.length; at += 2) data.set(fields[at] as number, decodePostings(fields[at + 1] as number[]));
          this.assemble().tree.set(term, data);
        }
        this.assemble().engine.termsAdded();
        this.loadedShards.add(shard);
      });
      this.shards.set(shard, loading);
      // A failed load is tried again by the next search.
      loading.catch(() => this.shards.delete(shard));
    }
    return loading;
  }

  private textOf(id: number): readonly [string, string] | undefined {
    const text = this.texts[id];
    if (!text) this.wanted.add(lastAtMost(this.manifest.texts, id));
    return text;
  }

  private loadChunk(chunk: number): void {
    if (this.chunks.has(chunk)) return;
    const [first, file] = this.manifest.texts[chunk]!;
    const loading = this.load(file).then((body) => {
      if (!Array.isArray(body)) throw new Error('A search text chunk is malformed.');
      (body as TextChunk).forEach((text, offset) => (this.texts[first + offset] = text));
      this.onTexts();
    });
    this.chunks.set(chunk, loading);
    // Snippets stay pending; the next search asks again.
    loading.catch(() => this.chunks.delete(chunk));
  }
}
