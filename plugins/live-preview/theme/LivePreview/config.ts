// Where the previews' engine is: the config.json of the block's frame (/live-preview/config.json,
// /live-preview-2/config.json …), written into each frame by the plugin from the environment
// (src/plugin.mts). Fetched on "Run" only, so no page carries it.
import type { EngineTarget } from '../../frame/protocol';
import { deployedProjectName } from '../../src/project';

export interface LivePreviewConfig {
  apiBaseUrl: string;
  /** Prepended with a dash to each page's project slug; null uses the slug as it is. */
  projectPrefix: string | null;
  token: string;
  /** Development only (`npm start`): POST <resetUrl><project> restores the project's seed data. */
  resetUrl?: string;
}

export interface PreviewTarget {
  engine: EngineTarget;
  /** Restores the seed data of the page's project, when the engine offers it. */
  resetData: (() => Promise<void>) | null;
}

export async function engineFor(frameUrl: string, pageProject: string): Promise<PreviewTarget | null> {
  const response = await fetch(`${frameUrl}config.json`, { cache: 'no-store' });
  if (!response.ok) return null;
  const config = (await response.json()) as Partial<LivePreviewConfig>;
  if (!config.apiBaseUrl || !config.token) return null;
  const project = deployedProjectName(config.projectPrefix ?? null, pageProject);
  const { resetUrl } = config;
  const resetData = resetUrl
    ? async () => {
        const response = await fetch(`${resetUrl}${project}`, { method: 'POST' });
        if (!response.ok) throw new Error(`Reset data: ${response.status} ${await response.text()}`);
      }
    : null;
  return { engine: { apiBaseUrl: config.apiBaseUrl, project, token: config.token }, resetData };
}
