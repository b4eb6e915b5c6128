// The browser side of search, the only module the theme components import. Everything here is
// bundled: nothing may import the Node-side indexer (../indexer) or Node APIs. The package's
// `sideEffects` list (../../package.json) lets the bundler keep only what a component uses, so
// the navbar button, in every page's first load, gets the shortcut module and nothing else.
export { apiVersionOfPath } from '../../../api-reference/src/route';
export type { DocSearchSettings, SearchGlobalData } from '../constants';
export { highlightParts } from '../engine/highlight';
export type { Highlighted, PageHit, SearchContext, SearchResponse, SectionHit } from '../engine/types';
export { getSearchBackend, type SearchBackend } from './backend';
export { clearRecent, readRecent, saveRecent, type RecentSearch } from './recent';
export { useSearchSettings } from './settings';
export { onSearchShortcut } from './shortcuts';
export { startTypeAhead, type TypeAhead } from './typeAhead';
export { useSearch, type SearchStatus } from './useSearch';
