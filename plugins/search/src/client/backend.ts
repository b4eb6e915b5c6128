import type { SearchContext, SearchResponse } from '../engine/types';

/** What the search UI needs from a search service: the local index or the hosted DocSearch one. */
export interface SearchBackend {
  /** Starts loading what the backend needs (the index); resolves when it is ready. */
  preload(): Promise<void>;
  search(query: string, context: SearchContext, options?: { limit?: number; sectionsPerPage?: number }): Promise<SearchResponse>;
}

export interface HostedConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** The hosted DocSearch settings, when all of them are set in the site's custom fields. */
export function hostedConfigOf(customFields: Record<string, unknown> | undefined): HostedConfig | null {
  const appId = customFields?.['docSearchAppId'];
  const apiKey = customFields?.['docSearchApiKey'];
  const indexName = customFields?.['docSearchIndexName'];
  if (typeof appId === 'string' && appId && typeof apiKey === 'string' && apiKey && typeof indexName === 'string' && indexName) {
    return { appId, apiKey, indexName };
  }
  return null;
}
