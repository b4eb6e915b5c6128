/** Recent searches: the pages a reader opened from search, newest first, kept in localStorage. */
export interface RecentSearch {
  query: string;
  title: string;
  url: string;
}

const KEY = 'contember-docs:recent-searches';
const MAX = 6;

function isRecent(value: unknown): value is RecentSearch {
  const v = value as RecentSearch | null;
  return !!v && typeof v.query === 'string' && typeof v.title === 'string' && typeof v.url === 'string' && v.url.startsWith('/');
}

export function readRecent(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function saveRecent(entry: RecentSearch): RecentSearch[] {
  const list = [entry, ...readRecent().filter((r) => r.url !== entry.url)].slice(0, MAX);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage full or disabled: recent searches are a convenience */
  }
  return list;
}

export function clearRecent(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
