import { SearchEngine } from '../engine/engine';
import type { SearchIndexData } from '../engine/types';
import type { SearchBackend } from './backend';

export class IndexLoadError extends Error {}

function isIndexData(value: unknown): value is SearchIndexData {
  const data = value as SearchIndexData | null;
  return !!data && data.format === 1 && Array.isArray(data.pages) && Array.isArray(data.sections);
}

async function fetchIndex(url: string): Promise<SearchIndexData> {
  if (process.env.NODE_ENV === 'development') {
    // `npm start` has no postBuild: the plugin writes an index of the Markdown sources instead, as
    // `@generated/{PLUGIN_NAME}/default/{INDEX_FILE}`. The bundler needs the path as a literal;
    // tests/client.test.mts checks it against the two constants.
    const mod = (await import('@generated/contember-search/default/search-index.json')) as { default: unknown };
    if (isIndexData(mod.default)) return mod.default;
    throw new IndexLoadError('The development search index is malformed.');
  }
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new IndexLoadError(`The search index could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new IndexLoadError(`The search index could not be fetched: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isIndexData(data)) throw new IndexLoadError('The search index is malformed.');
  return data;
}

/** The local backend: fetches the index built at build time once, then searches in memory. */
export function createLocalBackend(indexUrl: string): SearchBackend {
  let engine: Promise<SearchEngine> | null = null;
  const load = () => {
    if (!engine) {
      engine = fetchIndex(indexUrl).then((data) => SearchEngine.createAsync(data));
      // A failed load is retried on the next search (e.g. after the network comes back).
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  };
  return {
    preload: () => load().then(() => undefined),
    async search(query, context, options) {
      return (await load()).search(query, context, options);
    },
  };
}
