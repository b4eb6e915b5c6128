import { hostedConfigOf, type SearchBackend } from '@site/plugins/search/src/client/backend';
import { createHostedBackend } from '@site/plugins/search/src/client/algolia';
import { createLocalBackend } from '@site/plugins/search/src/client/local';

let backend: SearchBackend | null = null;
let hosted = false;

/**
 * The search service of the site: the hosted DocSearch index when its application id, key and
 * index name are configured (environment variables, see src/config/env.ts), else the local index
 * built at build time.
 */
export function getSearchBackend(baseUrl: string, customFields: Record<string, unknown> | undefined): SearchBackend {
  if (!backend) {
    const config = hostedConfigOf(customFields);
    hosted = config !== null;
    backend = config ? createHostedBackend(config) : createLocalBackend(`${baseUrl}search-index.json`);
  }
  return backend;
}

export const isHostedSearch = () => hosted;
