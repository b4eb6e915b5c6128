// The plugin's options and their validation (Docusaurus calls validateOptions before the plugin).
import type { OptionValidationContext } from '@docusaurus/types';
import type { DocSearchSettings } from './constants';

export const DEFAULT_DOCSEARCH_INDEX = 'docs-contember';

/** Options as written in docusaurus.config.ts (src/config/env.ts fills them from the environment). */
export type SearchPluginOptionsInput = {
  /** The hosted DocSearch index; search uses it only when both the app id and the key are set. */
  docSearch?: {
    appId?: string | null;
    apiKey?: string | null;
    indexName?: string | null;
  };
};

/** Options after validation. */
export interface SearchPluginOptions {
  id: string;
  docSearch: DocSearchSettings | null;
}

function optionalString(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Error(`contember-search: docSearch.${name} must be a string, got ${typeof value}`);
  return value.trim() || null;
}

/** Checks the option types and resolves the hosted settings: complete (with the default index name) or null. */
export function normalizeOptions(options: unknown): SearchPluginOptions {
  const input = (options ?? {}) as SearchPluginOptionsInput & { id?: string };
  const known = new Set(['id', 'docSearch']);
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`contember-search: unknown option(s) ${unknown.join(', ')}`);
  const docSearch = input.docSearch ?? {};
  if (typeof docSearch !== 'object') throw new Error('contember-search: docSearch must be an object');
  const appId = optionalString(docSearch.appId, 'appId');
  const apiKey = optionalString(docSearch.apiKey, 'apiKey');
  const indexName = optionalString(docSearch.indexName, 'indexName') ?? DEFAULT_DOCSEARCH_INDEX;
  return { id: input.id ?? 'default', docSearch: appId && apiKey ? { appId, apiKey, indexName } : null };
}

export function validateOptions({ options }: OptionValidationContext<SearchPluginOptionsInput | undefined, SearchPluginOptions>): SearchPluginOptions {
  return normalizeOptions(options);
}
