// Where the previews' engine is: /live-preview/config.json, written next to the frame by the
// plugin from the environment (src/plugin.mts). Fetched on "Run" only, so no page carries it.
import type { EngineTarget } from '../../frame/protocol';
import { deployedProjectName } from '../../src/project';

export interface LivePreviewConfig {
  apiBaseUrl: string;
  /** Prepended with a dash to each page's project slug; null uses the slug as it is. */
  projectPrefix: string | null;
  token: string;
}

export async function engineFor(frameUrl: string, pageProject: string): Promise<EngineTarget | null> {
  const response = await fetch(`${frameUrl}config.json`, { cache: 'no-store' });
  if (!response.ok) return null;
  const config = (await response.json()) as Partial<LivePreviewConfig>;
  if (!config.apiBaseUrl || !config.token) return null;
  return { apiBaseUrl: config.apiBaseUrl, project: deployedProjectName(config.projectPrefix ?? null, pageProject), token: config.token };
}
