import { createHash } from 'node:crypto';
import { INDEX_FIELDS, SearchEngine, sectionMetaOf } from '../engine/engine';
import { slugger } from '../engine/anchors';
import { encodePostings, type SplitManifest, type TermShard, type TextChunk } from '../engine/split';
import type { SearchIndexData, SectionMetaEntry } from '../engine/types';

/** Raw JSON sizes the shards and chunks are cut at (README, "Index format", gives the figures). */
export const SPLIT_TARGETS = {
  termShardBytes: 12_000,
  textChunkBytes: 12_000,
};

export interface SplitFile {
  /** Path relative to the manifest's folder (the site root): `{folder}/{kind}-{content hash}.json`. */
  name: string;
  json: string;
}

export interface SplitIndexFiles {
  manifest: SplitManifest;
  files: SplitFile[];
}

function fileOf(folder: string, kind: 't' | 'x', json: string): SplitFile {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { name: `${folder}/${kind}-${hash}.json`, json };
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
 * postings cut by term range into shards; the section texts are cut by runs of whole pages.
 * Files are named by their content, so a host may cache them for good (only the manifest,
 * `search-index-{release}.json`, changes name-less with every build).
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
  const files: SplitFile[] = [];
  const terms: SplitManifest['terms'] = runs(entries, targets.termShardBytes, (entry) => JSON.stringify(entry).length).map((shard) => {
    const file = fileOf(folder, 't', JSON.stringify(shard));
    files.push(file);
    return [shard[0]![0], file.name];
  });

  const sectionTexts: TextChunk = data.sections.map(([, , , , text, keywords]) => [text, keywords]);
  const texts: SplitManifest['texts'] = [];
  let first = 0;
  // A chunk ends only where a page does: the sections shown for a page come from one file.
  const startsPage = (id: number) => data.sections[id]![0] !== data.sections[id - 1]?.[0];
  for (const chunk of runs(sectionTexts, targets.textChunkBytes, (text) => JSON.stringify(text).length, startsPage)) {
    const file = fileOf(folder, 'x', JSON.stringify(chunk));
    files.push(file);
    texts.push([first, file.name]);
    first += chunk.length;
  }

  const manifest: SplitManifest = {
    format: 3,
    release,
    latest: data.latest,
    pages: data.pages,
    sections: compactSections(sectionMetaOf(data)),
    fieldLengths,
    averageFieldLengths: built.averageFieldLength,
    terms,
    texts,
  };
  return { manifest, files };
}
