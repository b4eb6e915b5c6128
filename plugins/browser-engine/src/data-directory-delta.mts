// A data directory as a difference from the worker's own (`database.tar`): what a page's prepared
// project (prepared-projects.mts) ships instead of a whole directory. PostgreSQL's files are arrays of
// 8 KB pages, and a migration and a seed block change few of them (new catalog rows, the project's
// own tables, a new log segment), so the difference keeps, for each file that changed, its tar header
// and the pages that differ from the worker's copy (or from zeros, for a new file or a new page).
// Both tars are PGlite's `dumpDataDir` format (ustar); the worker applies the difference before
// PostgreSQL starts. No Node built-ins here: the worker bundles this file.

/** PostgreSQL's page: the unit a difference keeps (a file's last page may be shorter). */
const PAGE = 8192;
const BLOCK = 512;
/** Header fields this module reads: the name, its prefix (131 bytes in the tar PGlite writes), the size. */
const NAME = [0, 100] as const;
const PREFIX = [345, 131] as const;
const SIZE = [124, 12] as const;

interface TarEntry {
  name: string;
  header: Uint8Array;
  data: Uint8Array;
}

/** One changed or new file of a difference: its tar header and the indexes of the pages it carries. */
interface ChangedFile {
  name: string;
  pages: number[];
}

/** The difference's index (JSON); the pages follow it, after each file's header, in this order. */
interface DeltaIndex {
  /** The version of the worker (its folder's name) whose data directory the difference applies to. */
  base: string;
  removed: string[];
  changed: ChangedFile[];
}

const text = (bytes: Uint8Array, [start, length]: readonly [number, number]): string => {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
};

function readTar(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = text(header, PREFIX);
    const size = Number.parseInt(text(header, SIZE).trim() || '0', 8);
    if (!Number.isFinite(size)) throw new Error('browser-engine: a data directory entry has no size');
    offset += BLOCK;
    entries.push({ name: prefix ? `${prefix}/${text(header, NAME)}` : text(header, NAME), header, data: tar.subarray(offset, offset + size) });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

const pageOf = (data: Uint8Array | undefined, index: number): Uint8Array | undefined => data?.subarray(index * PAGE, (index + 1) * PAGE);

function samePage(a: Uint8Array, b: Uint8Array | undefined): boolean {
  if (!b) return a.every((byte) => byte === 0);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && samePage(a, b);

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The difference that turns the tar `base` (the data directory of the worker `baseId`) into the tar `target`. */
export function makeDelta(base: Uint8Array, target: Uint8Array, baseId: string): Uint8Array {
  const before = new Map(readTar(base).map((entry) => [entry.name, entry]));
  const after = readTar(target);
  const index: DeltaIndex = { base: baseId, removed: [], changed: [] };
  const payload: Uint8Array[] = [];
  const names = new Set(after.map((entry) => entry.name));
  for (const name of before.keys()) if (!names.has(name)) index.removed.push(name);
  for (const entry of after) {
    const old = before.get(entry.name);
    if (old && sameBytes(old.header, entry.header) && sameBytes(old.data, entry.data)) continue;
    const pages: number[] = [];
    for (let page = 0; page * PAGE < entry.data.length; page++) if (!samePage(pageOf(entry.data, page)!, pageOf(old?.data, page))) pages.push(page);
    index.changed.push({ name: entry.name, pages });
    payload.push(entry.header, ...pages.map((page) => pageOf(entry.data, page)!));
  }
  const json = new TextEncoder().encode(JSON.stringify(index));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, json.length);
  return concat([length, json, ...payload]);
}

/**
 * The tar `base` with the difference `delta` applied, or undefined when the difference was made
 * for another worker than `baseId` (a project file of another build, say).
 */
export function applyDelta(base: Uint8Array, delta: Uint8Array, baseId: string): Uint8Array<ArrayBuffer> | undefined {
  const jsonLength = new DataView(delta.buffer, delta.byteOffset, 4).getUint32(0);
  const index = JSON.parse(new TextDecoder().decode(delta.subarray(4, 4 + jsonLength))) as DeltaIndex;
  if (index.base !== baseId) return undefined;
  const entries = readTar(base);
  const oldData = new Map(entries.map((entry) => [entry.name, entry.data]));
  const changed = new Map<string, { header: Uint8Array; data: Uint8Array }>();
  let offset = 4 + jsonLength;
  for (const { name, pages } of index.changed) {
    const header = delta.subarray(offset, (offset += BLOCK));
    const data = new Uint8Array(Number.parseInt(text(header, SIZE).trim() || '0', 8));
    const old = oldData.get(name);
    if (old) data.set(old.subarray(0, data.length));
    for (const page of pages) {
      const length = Math.min(PAGE, data.length - page * PAGE);
      data.set(delta.subarray(offset, (offset += length)), page * PAGE);
    }
    changed.set(name, { header, data });
  }
  if (offset !== delta.length) throw new Error('browser-engine: a prepared data directory does not match its index');
  const removed = new Set(index.removed);
  const parts: Uint8Array[] = [];
  const add = ({ header, data }: { header: Uint8Array; data: Uint8Array }) => parts.push(header, data, new Uint8Array((BLOCK - (data.length % BLOCK)) % BLOCK));
  for (const entry of entries) if (!removed.has(entry.name)) add(changed.get(entry.name) ?? entry);
  const known = new Set(entries.map((entry) => entry.name));
  for (const [name, entry] of changed) if (!known.has(name)) add(entry);
  // The end of the archive: two empty blocks.
  parts.push(new Uint8Array(2 * BLOCK));
  return concat(parts);
}

/** Whether two tars hold the same files (names, headers, contents), in any order. */
export function sameTarFiles(a: Uint8Array, b: Uint8Array): boolean {
  const left = readTar(a);
  const right = new Map(readTar(b).map((entry) => [entry.name, entry]));
  return left.length === right.size && left.every((entry) => {
    const other = right.get(entry.name);
    return other !== undefined && sameBytes(entry.header, other.header) && sameBytes(entry.data, other.data);
  });
}
