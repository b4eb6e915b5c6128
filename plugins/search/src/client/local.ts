import { docsVersionOfUrl, LATEST_DOCS_VERSION } from '../../../docs-versions/src/versions';
import { SearchEngine } from '../engine/engine';
import { isSplitManifest, SplitIndex } from '../engine/split';
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
 * `search-index-{release}.json`, its term shards and text chunks). A search loads the manifest of
 * the version it is made from and the shards of its terms, and answers; the texts of the results
 * shown follow (their snippets fill in), then the other versions' shards for the same query, whose
 * pages rank below and join the results. Each arrival calls the `onIndexLoaded` listeners, which
 * search again.
 */
export function createLocalBackend(indexUrls: Readonly<Record<string, string>>): SearchBackend {
  const releases = Object.keys(indexUrls);
  const loading = new Map<string, Promise<SplitIndex>>();
  const loaded = new Map<string, SplitIndex>();
  let development: Promise<SearchEngine> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const load = (release: string): Promise<SplitIndex> => {
    let index = loading.get(release);
    if (!index) {
      const url = indexUrls[release];
      const folder = url ? url.slice(0, url.lastIndexOf('/') + 1) : '';
      index = url
        ? fetchJson(url).then((manifest) => {
            if (!isSplitManifest(manifest)) throw new IndexLoadError('The search index is malformed.');
            return new SplitIndex(manifest, (file) => fetchJson(folder + file), notify);
          })
        : Promise.reject(new IndexLoadError(`No search index for docs version ${release}.`));
      loading.set(release, index);
      index.then((ready) => loaded.set(release, ready)).catch(() => loading.delete(release)); // retried on the next search
    }
    return index;
  };
  const primaryRelease = (context: SearchContext) => (context.docsVersion && indexUrls[context.docsVersion] ? context.docsVersion : releaseOfLocation());

  return {
    onIndexLoaded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async preload(docsVersion) {
      if (process.env.NODE_ENV === 'development') development ??= loadDevelopmentEngine();
      else await load(docsVersion && indexUrls[docsVersion] ? docsVersion : releaseOfLocation());
    },
    async search(query, context, options = {}) {
      const primary = primaryRelease(context);
      const withVersion = { ...context, docsVersion: context.docsVersion ?? primary };
      if (process.env.NODE_ENV === 'development') {
        development ??= loadDevelopmentEngine();
        return (await development).search(query, withVersion, options);
      }
      const index = await load(primary);
      await index.prepare(query);
      const first = index.search(query, withVersion, options);
      if (context.onlyDocsVersion) return first;
      const joined: SearchResponse[] = [];
      for (const release of releases.filter((other) => other !== primary)) {
        const other = loaded.get(release);
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
    },
  };
}
