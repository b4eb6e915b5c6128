import type { SearchGlobalData } from '../constants';
import type { SearchContext, SearchResponse } from '../engine/types';
import { createHostedBackend } from './algolia';
import { createLocalBackend } from './local';

/** What the search UI needs from a search service: the local index or the hosted DocSearch one. */
export interface SearchBackend {
  /**
   * Starts loading what the backend needs for a search from `docsVersion` (the local index of that
   * version; by default the version of the page being read), and for `query` when the reader has
   * typed one already; resolves when the index is ready.
   */
  preload(docsVersion?: string | null, query?: string): Promise<void>;
  /** Calls `listener` when more of the index has loaded, so a shown answer can be searched again. */
  onIndexLoaded?(listener: () => void): () => void;
  search(query: string, context: SearchContext, options?: { limit?: number; sectionsPerPage?: number }): Promise<SearchResponse>;
}

let backend: SearchBackend | null = null;

/**
 * The search service of the site, created once: the hosted DocSearch index when the plugin's
 * options configure one (README, "Hosted DocSearch"), else the local index built at build time.
 */
export function getSearchBackend(settings: SearchGlobalData): SearchBackend {
  backend ??= settings.docSearch ? createHostedBackend(settings.docSearch) : createLocalBackend(settings.indexUrls);
  return backend;
}
