import { docsVersionOfUrl, LATEST_DOCS_VERSION } from '../../../docs-versions/src/versions';
import { SearchEngine } from '../engine/engine';
import { nextTask } from '../engine/nextTask';
import { isSplitManifest, SplitIndex, StaleShardError, termShardFilesOfQuery } from '../engine/split';
import { splitFolderOf } from '../constants';
import type { SearchContext, SearchIndexData, SearchResponse } from '../engine/types';
import type { SearchBackend } from './backend';

export class IndexLoadError extends Error {}

function isIndexData(value: unknown): value is SearchIndexData {
  const data = value as SearchIndexData | null;
  return !!data && data.format === 1 && Array.isArray(data.pages) && Array.isArray(data.sections);
}

/** `npm start` has no built index: the plugin writes one index of the Markdown sources of every version. */
async function loadDevelopmentEngine(): Promise<SearchEngine> {
  // The bundler needs the path as a literal (`@generated/{PLUGIN_NAME}/default/{INDEX_FILE}`);
  // tests/client.test.mts checks it against the two constants.
  const mod = (await import('@generated/contember-search/default/search-index.json')) as { default: unknown };
  if (!isIndexData(mod.default)) throw new IndexLoadError('The development search index is malformed.');
  return SearchEngine.createAsync(mod.default);
}

async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new IndexLoadError(`The search index could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new IndexLoadError(`The search index could not be fetched: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new IndexLoadError('The search index is malformed.');
  }
}

/** The docs version of the page being read, where a search started without one would look first. */
function releaseOfLocation(): string {
  return typeof window === 'undefined' ? LATEST_DOCS_VERSION.release : docsVersionOfUrl(window.location.pathname).release;
}

/** One answer from the answers of several versions: pages by score (each already weighted by its version). */
function mergeResponses([first, ...others]: [SearchResponse, ...SearchResponse[]], limit: number): SearchResponse {
  if (others.length === 0) return first;
  const pages = [first, ...others].flatMap((response) => response.pages).sort((a, b) => b.score - a.score);
  return { ...first, pages: pages.slice(0, limit) };
}

/**
 * The local backend: one split index per docs version, built at build time (the manifest
 * `search-index-{release}.json`, its term shards and text chunks). A search requests the manifest
 * of the version it is made from and, at the same time, the shards of its words (named by a fixed
 * rule), and answers when both are there; the texts of the results
 * shown follow (their snippets fill in), then the other versions' shards for the same query, whose
 * pages rank below and join the results. Each arrival calls the `onIndexLoaded` listeners, which
 * search again.
 */
export function createLocalBackend(indexUrls: Readonly<Record<string, string>>): SearchBackend {
  const releases = Object.keys(indexUrls);
  const loading = new Map<string, Promise<SplitIndex>>();
  const loaded = new Map<string, SplitIndex>();
  // Per file URL: shards are requested by the rule before the manifest arrives, and taken from here then.
  const files = new Map<string, Promise<unknown>>();
  const folderOf = (release: string) => {
    const url = indexUrls[release]!;
    return url.slice(0, url.lastIndexOf('/') + 1);
  };
  const fetchFile = (url: string): Promise<unknown> => {
    let file = files.get(url);
    if (!file) {
      file = fetchJson(url);
      files.set(url, file);
      file.catch(() => files.delete(url)); // retried on the next search
    }
    return file;
  };
  /** Requests the term shards of a query's words, named by the rule, without waiting for the manifest. */
  const requestShards = (release: string, query: string) => {
    if (!indexUrls[release] || loaded.has(release)) return;
    for (const file of termShardFilesOfQuery(query, splitFolderOf(release))) fetchFile(folderOf(release) + file).catch(() => undefined);
  };
  let development: Promise<SearchEngine> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  // Per release, the build of its shards when its manifest turned out older: fetched again past the cache.
  const manifestBuilds = new Map<string, string>();
  /** Forgets a release's manifest and shards: the next load fetches the manifest as `?v={build}`. */
  const forgetStaleManifest = (release: string, build: string) => {
    manifestBuilds.set(release, build);
    loading.delete(release);
    loaded.delete(release);
    const shards = `${folderOf(release)}${splitFolderOf(release)}/t-`;
    for (const url of [...files.keys()]) if (url.startsWith(shards)) files.delete(url);
  };

  const load = (release: string): Promise<SplitIndex> => {
    let index = loading.get(release);
    if (!index) {
      const url = indexUrls[release];
      const build = manifestBuilds.get(release);
      index = url
        ? fetchJson(build ? `${url}?v=${encodeURIComponent(build)}` : url).then((manifest) => {
            if (!isSplitManifest(manifest)) throw new IndexLoadError('The search index is malformed.');
            return new SplitIndex(manifest, (file) => fetchFile(folderOf(release) + file), notify);
          })
        : Promise.reject(new IndexLoadError(`No search index for docs version ${release}.`));
      loading.set(release, index);
      index.then((ready) => loaded.set(release, ready)).catch(() => loading.delete(release)); // retried on the next search
    }
    return index;
  };
  const primaryRelease = (context: SearchContext) => (context.docsVersion && indexUrls[context.docsVersion] ? context.docsVersion : releaseOfLocation());

  /** One search: the manifest and the query's shards of the version searched from, then the other versions'. */
  async function searchOnce(query: string, context: SearchContext, options: Parameters<SearchBackend['search']>[2] = {}): Promise<SearchResponse> {
    const primary = primaryRelease(context);
    const withVersion = { ...context, docsVersion: context.docsVersion ?? primary };
    if (process.env.NODE_ENV === 'development') {
      development ??= loadDevelopmentEngine();
      return (await development).search(query, withVersion, options);
    }
    const manifest = load(primary);
    // Sent right after the manifest's request, not after its arrival: one round trip less.
    requestShards(primary, query);
    const index = await manifest;
    await index.prepare(query);
    const first = index.search(query, withVersion, options);
    if (context.onlyDocsVersion) return first;
    const joined: SearchResponse[] = [];
    for (const release of releases.filter((other) => other !== primary)) {
      const other = loaded.get(release);
      // Each version's search in a task of its own: a keystroke never holds the main thread for two.
      if (other) await nextTask();
      if (other?.isReady(query)) joined.push(other.search(query, withVersion, options));
      // After the texts of this answer: on a slow network they come first.
      else
        void index
          .textsLoaded()
          .then(() => load(release))
          .then((ready) => ready.prepare(query))
          .then(notify, () => undefined);
    }
    return mergeResponses([first, ...joined], options.limit ?? 20);
  }

  return {
    onIndexLoaded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async preload(docsVersion, query) {
      if (process.env.NODE_ENV === 'development') {
        development ??= loadDevelopmentEngine();
        return;
      }
      const release = docsVersion && indexUrls[docsVersion] ? docsVersion : releaseOfLocation();
      const manifest = load(release);
      if (query?.trim()) requestShards(release, query);
      await manifest;
    },
    async search(query, context, options = {}) {
      try {
        return await searchOnce(query, context, options);
      } catch (error) {
        // The manifest is older than the shards the server now has: once more with a fresh manifest.
        if (!(error instanceof StaleShardError)) throw error;
        forgetStaleManifest(primaryRelease(context), error.shardBuild);
        return searchOnce(query, context, options);
      }
    },
  };
}
