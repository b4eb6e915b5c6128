// Names shared by the plugin (Node) and its browser code. Nothing here may import Node APIs.

export const PLUGIN_NAME = 'contember-search';

/** The index of the Markdown sources the dev server writes (`npm start`, no built HTML). */
export const INDEX_FILE = 'search-index.json';

/**
 * The manifest of the index of one docs version ("1.x", "2.x") that the build writes and the
 * browser fetches first, relative to the site's base URL: pages, section headings and the list of
 * the version's term shards and text chunks, which are in `splitFolderOf(release)`.
 */
export const manifestFileOf = (release: string) => `search-index-${release}.json`;

/** The folder of a docs version's term shards (named by the rule of `TERM_SHARD_BOUNDS`) and text chunks (named by their content). */
export const splitFolderOf = (release: string) => `search-index-${release}`;

/** Hosted DocSearch settings: the search-only key, never an admin key (it reaches every reader). */
export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/**
 * The origin of the hosted index's search API (Algolia's DSN host of the app): the browser sends
 * its queries there, so the pages' Content Security Policy must allow it (scripts/csp-hashes.mts).
 */
export const docSearchOrigin = (appId: string) => `https://${appId.toLowerCase()}-dsn.algolia.net`;

/** What the plugin passes to the browser as its global data (read with useSearchSettings). */
export interface SearchGlobalData {
  /** URL of the local index of each docs version, by release ("2.x"), with the site's base URL. */
  indexUrls: Record<string, string>;
  /** The hosted index, or null to search the local one. */
  docSearch: DocSearchSettings | null;
}
