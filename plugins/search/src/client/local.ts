import { docsVersionOfUrl, LATEST_DOCS_VERSION } from '../../../docs-versions/src/versions';
import { SearchEngine } from '../engine/engine';
import type { SearchContext, SearchIndexData, SearchIndexShard, SearchResponse } from '../engine/types';
import type { SearchBackend } from './backend';

export class IndexLoadError extends Error {}

function isIndexData(value: unknown): value is SearchIndexData {
  const data = value as SearchIndexData | null;
  return !!data && data.format === 1 && Array.isArray(data.pages) && Array.isArray(data.sections);
}

function isShard(value: unknown): value is SearchIndexShard {
  const shard = value as SearchIndexShard | null;
  return !!shard && shard.format === 2 && Array.isArray(shard.pages) && Array.isArray(shard.sections) && typeof shard.index === 'object' && shard.index !== null;
}

/** `npm start` has no built shards: the plugin writes one index of the Markdown sources of every version. */
async function loadDevelopmentEngine(): Promise<SearchEngine> {
  // The bundler needs the path as a literal (`@generated/{PLUGIN_NAME}/default/{INDEX_FILE}`);
  // tests/client.test.mts checks it against the two constants.
  const mod = (await import('@generated/contember-search/default/search-index.json')) as { default: unknown };
  if (!isIndexData(mod.default)) throw new IndexLoadError('The development search index is malformed.');
  return SearchEngine.createAsync(mod.default);
}

async function loadShard(url: string): Promise<SearchEngine> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new IndexLoadError(`The search index could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new IndexLoadError(`The search index could not be fetched: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isShard(data)) throw new IndexLoadError('The search index is malformed.');
  return SearchEngine.loadShard(data);
}

/** The docs version of the page being read, where a search started without one would look first. */
function releaseOfLocation(): string {
  return typeof window === 'undefined' ? LATEST_DOCS_VERSION.release : docsVersionOfUrl(window.location.pathname).release;
}

/** One answer from the answers of several shards: pages by score (each already weighted by its version). */
function mergeResponses([first, ...others]: [SearchResponse, ...SearchResponse[]], limit: number): SearchResponse {
  if (others.length === 0) return first;
  const pages = [first, ...others].flatMap((response) => response.pages).sort((a, b) => b.score - a.score);
  return { ...first, pages: pages.slice(0, limit) };
}

/**
 * The local backend: one index per docs version, built at build time (`search-index-{release}.json`).
 * A search loads the index of the version it is made from first and answers from it; the other
 * versions, whose pages rank below, are fetched once that answer is there; when one arrives,
 * `onIndexLoaded` listeners search again and its pages join the results.
 */
export function createLocalBackend(indexUrls: Readonly<Record<string, string>>): SearchBackend {
  const releases = Object.keys(indexUrls);
  const loading = new Map<string, Promise<SearchEngine>>();
  const loaded = new Map<string, SearchEngine>();
  let development: Promise<SearchEngine> | null = null;
  const listeners = new Set<() => void>();

  const load = (release: string): Promise<SearchEngine> => {
    if (process.env.NODE_ENV === 'development') {
      development ??= loadDevelopmentEngine();
      return development;
    }
    let engine = loading.get(release);
    if (!engine) {
      const url = indexUrls[release];
      engine = url ? loadShard(url) : Promise.reject(new IndexLoadError(`No search index for docs version ${release}.`));
      loading.set(release, engine);
      engine
        .then((ready) => {
          loaded.set(release, ready);
          listeners.forEach((listener) => listener());
        })
        .catch(() => loading.delete(release)); // retried on the next search
    }
    return engine;
  };
  const primaryRelease = (context: SearchContext) => (context.docsVersion && indexUrls[context.docsVersion] ? context.docsVersion : releaseOfLocation());

  return {
    onIndexLoaded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload: (docsVersion) => load(docsVersion && indexUrls[docsVersion] ? docsVersion : releaseOfLocation()).then(() => undefined),
    async search(query, context, options = {}) {
      const primary = primaryRelease(context);
      const engine = await load(primary);
      const search = (target: SearchEngine) => target.search(query, { ...context, docsVersion: context.docsVersion ?? primary }, options);
      if (context.onlyDocsVersion || process.env.NODE_ENV === 'development') return search(engine);
      const others = releases.filter((release) => release !== primary);
      for (const release of others) load(release).catch(() => undefined);
      const ready = others.map((release) => loaded.get(release)).filter((other): other is SearchEngine => !!other);
      return mergeResponses([search(engine), ...ready.map(search)], options.limit ?? 20);
    },
  };
}
