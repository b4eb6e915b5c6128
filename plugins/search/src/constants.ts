// Names shared by the plugin (Node) and its browser code. Nothing here may import Node APIs.

export const PLUGIN_NAME = 'contember-search';

/** The index of the Markdown sources the dev server writes (`npm start`, no built HTML). */
export const INDEX_FILE = 'search-index.json';

/**
 * The index of one docs version ("1.x", "2.x") that the build writes and the browser fetches,
 * relative to the site's base URL: a serialised MiniSearch index with its pages and sections.
 */
export const shardFileOf = (release: string) => `search-index-${release}.json`;

/** Hosted DocSearch settings: the search-only key, never an admin key (it reaches every reader). */
export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** What the plugin passes to the browser as its global data (read with useSearchSettings). */
export interface SearchGlobalData {
  /** URL of the local index of each docs version, by release ("2.x"), with the site's base URL. */
  indexUrls: Record<string, string>;
  /** The hosted index, or null to search the local one. */
  docSearch: DocSearchSettings | null;
}
