import { createHash } from 'node:crypto';
import { INDEX_FIELDS, SearchEngine, sectionMetaOf } from '../engine/engine';
import { slugger } from '../engine/anchors';
import { encodePostings, TERM_SHARD_BOUNDS, termShardBoundOf, termShardFileOf, type SplitManifest, type TermShard, type TermShardFile, type TextChunk } from '../engine/split';
import type { SearchIndexData, SectionMetaEntry } from '../engine/types';

/** Raw JSON size the text chunks are cut at (README, "Index format", gives the figures; term shards follow TERM_SHARD_BOUNDS). */
export const SPLIT_TARGETS = {
  textChunkBytes: 12_000,
};

export interface SplitFile {
  /** Path relative to the manifest's folder (the site root): `{folder}/x-{content hash}.json`, `{folder}/t-{bound}.json`. */
  name: string;
  json: string;
}

export interface SplitIndexFiles {
  manifest: SplitManifest;
  files: SplitFile[];
}

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

function textChunkFileOf(folder: string, json: string): SplitFile {
  return { name: `${folder}/x-${contentHash(json)}.json`, json };
}

/** Cuts `items` into runs whose JSON size reaches `target`; `breakable(i)` says a run may end before item i. */
function runs<T>(items: T[], target: number, size: (item: T) => number, breakable: (index: number) => boolean = () => true): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  items.forEach((item, index) => {
    if (current.length > 0 && bytes >= target && breakable(index)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size(item);
  });
  if (current.length > 0) out.push(current);
  return out;
}

/** The sections with each anchor that the browser derives from its heading left out (0). */
function compactSections(sections: SectionMetaEntry[]): SectionMetaEntry[] {
  let page = -1;
  let slug = slugger();
  return sections.map(([pageIndex, anchor, level, heading, hasBody]) => {
    if (pageIndex !== page) {
      page = pageIndex;
      slug = slugger();
    }
    return [pageIndex, level !== 0 && slug(heading) === anchor ? 0 : anchor, level, heading, hasBody];
  });
}

/**
 * Splits the index of one docs version for the browser: MiniSearch is built here, once, and its
 * postings cut into shards by the fixed rule of TERM_SHARD_BOUNDS; the section texts are cut by
 * runs of whole pages. Text chunks are named by their content (a host may cache them for good);
 * the manifest and the term shards have fixed names and revalidate, and each shard carries the
 * manifest's `build` id, so the browser detects a shard of another build.
 */
export function splitIndex(data: SearchIndexData, release: string, folder: string, targets = SPLIT_TARGETS): SplitIndexFiles {
  const built = SearchEngine.create(data).toJSON();
  // MiniSearch numbers documents in the order they were added, so its short ids are the section ids.
  data.sections.forEach((_, id) => {
    if (built.documentIds[id] !== id) throw new Error(`search: section ${id} has MiniSearch id ${String(built.documentIds[id])}`);
  });
  // Field by field: runs of similar numbers (titles only on the pages' own sections) compress better.
  const fieldLengths = INDEX_FIELDS.flatMap((_field, field) => data.sections.map((_, id) => built.fieldLength[id]?.[field] ?? 0));

  const entries: TermShard = built.index
    .map(([term, fields]): TermShard[number] => [term, ...Object.entries(fields).flatMap(([field, postings]) => [Number(field), encodePostings(postings)])])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // Every bound gets its file, empty or not: the browser requests a word's shard before it knows which exist.
  const byBound = new Map<string, TermShard>(TERM_SHARD_BOUNDS.map((bound) => [bound, []]));
  for (const entry of entries) byBound.get(termShardBoundOf(entry[0]))!.push(entry);
  const sections = compactSections(sectionMetaOf(data));
  const termsJson = [...byBound.values()].map((terms) => JSON.stringify(terms));
  // The shards' names are fixed: this id ties them to the manifest whose section ids and statistics they go with.
  const build = contentHash(JSON.stringify([termsJson, data.pages, sections, fieldLengths, built.averageFieldLength]));
  const files: SplitFile[] = [];
  const terms: SplitManifest['terms'] = [...byBound].map(([bound, shard]) => {
    const body: TermShardFile = { build, terms: shard };
    const file = { name: termShardFileOf(folder, bound), json: JSON.stringify(body) };
    files.push(file);
    return [bound, file.name];
  });

  const sectionTexts: TextChunk = data.sections.map(([, , , , text, keywords]) => [text, keywords]);
  const texts: SplitManifest['texts'] = [];
  let first = 0;
  // A chunk ends only where a page does: the sections shown for a page come from one file.
  const startsPage = (id: number) => data.sections[id]![0] !== data.sections[id - 1]?.[0];
  for (const chunk of runs(sectionTexts, targets.textChunkBytes, (text) => JSON.stringify(text).length, startsPage)) {
    const file = textChunkFileOf(folder, JSON.stringify(chunk));
    files.push(file);
    texts.push([first, file.name]);
    first += chunk.length;
  }

  const manifest: SplitManifest = {
    format: 4,
    build,
    release,
    latest: data.latest,
    pages: data.pages,
    sections,
    fieldLengths,
    averageFieldLengths: built.averageFieldLength,
    terms,
    texts,
  };
  return { manifest, files };
}
