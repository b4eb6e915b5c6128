import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { clearRecent, readRecent, saveRecent } from '../src/client/recent.ts';

const KEY = 'contember-docs:recent-searches';

/** A localStorage in memory; `full` makes setItem throw as a full or disabled storage does. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
const globals = globalThis as unknown as { window?: { localStorage: MemoryStorage } };

beforeEach(() => {
  storage = new MemoryStorage();
  globals.window = { localStorage: storage };
});

afterEach(() => {
  delete globals.window;
});

const entry = (n: number) => ({ query: `q${n}`, title: `Page ${n}`, url: `/page-${n}` });

test('recent searches: newest first, one entry per page, at most six', () => {
  assert.deepEqual(readRecent(), []);
  for (let n = 1; n <= 8; n++) saveRecent(entry(n));
  assert.deepEqual(readRecent().map((r) => r.url), ['/page-8', '/page-7', '/page-6', '/page-5', '/page-4', '/page-3']);
  const list = saveRecent({ query: 'again', title: 'Page 5', url: '/page-5' });
  assert.deepEqual(list.map((r) => r.url), ['/page-5', '/page-8', '/page-7', '/page-6', '/page-4', '/page-3']);
  assert.equal(list[0]!.query, 'again');
  assert.deepEqual(JSON.parse(storage.getItem(KEY)!), list);
});

test('recent searches: stored entries that are not well-formed or leave the site are dropped', () => {
  storage.setItem(
    KEY,
    JSON.stringify([entry(1), { query: 'x', title: 'External', url: 'https://example.com/' }, { query: 1, title: 'Bad', url: '/bad' }, null, 'text']),
  );
  assert.deepEqual(readRecent(), [entry(1)]);
  storage.setItem(KEY, '{not json');
  assert.deepEqual(readRecent(), []);
  storage.setItem(KEY, '{"url":"/not-a-list"}');
  assert.deepEqual(readRecent(), []);
});

test('recent searches: a storage that refuses writes still returns the list; clear empties it', () => {
  saveRecent(entry(1));
  storage.full = true;
  assert.deepEqual(saveRecent(entry(2)).map((r) => r.url), ['/page-2', '/page-1']);
  assert.deepEqual(readRecent().map((r) => r.url), ['/page-1']);
  storage.full = false;
  clearRecent();
  assert.deepEqual(readRecent(), []);
  delete globals.window;
  assert.deepEqual(readRecent(), [], 'no window (server rendering): no recent searches');
});
