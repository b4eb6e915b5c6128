// Names shared by the plugin (Node) and its browser code. Nothing here may import Node APIs.

export const PLUGIN_NAME = 'contember-search';

/** The index file the build writes and the browser fetches, relative to the site's base URL. */
export const INDEX_FILE = 'search-index.json';

/** Hosted DocSearch settings: the search-only key, never an admin key (it reaches every reader). */
export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** What the plugin passes to the browser as its global data (read with useSearchSettings). */
export interface SearchGlobalData {
  /** URL of the local index, with the site's base URL. */
  indexUrl: string;
  /** The hosted index, or null to search the local one. */
  docSearch: DocSearchSettings | null;
}
