import { usePluginData } from '@docusaurus/useGlobalData';
import { PLUGIN_NAME, type SearchGlobalData } from '../constants';

/** The plugin's settings for the browser: the local index URL and the hosted index, if any. */
export function useSearchSettings(): SearchGlobalData {
  return usePluginData(PLUGIN_NAME, undefined, { failfast: true }) as SearchGlobalData;
}
