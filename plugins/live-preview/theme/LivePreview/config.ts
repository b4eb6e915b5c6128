// Where the previews' engine is: the config.json of the block's frame (/live-preview/config.json,
// /live-preview-2/config.json …), written into each frame by the plugin from the environment
// (src/plugin.mts). Fetched on "Run" only, so no page carries it.
import type { BrowserEngineLocation } from '../../../browser-engine/src/assets.mts';
import type { BrowserEngineClient } from '../../../browser-engine/theme/client';
import { BROWSER_ENGINE_API, type EngineTarget } from '../../frame/protocol';
import { deployedProjectName } from '../../src/project';

export interface LivePreviewConfig {
  /** The engine server; absent: the engine runs in the reader's browser (browserEngine). */
  apiBaseUrl: string;
  /** Where the build put the browser engine (URLs with the site's base URL), used when there is no apiBaseUrl. */
  browserEngine?: BrowserEngineLocation;
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
  /** The engine in the reader's browser, when it is the one: the page's worker for this project. */
  browser?: BrowserEngineClient;
}

/** The frame's config.json; null when the build has none. */
export async function loadConfig(frameUrl: string): Promise<Partial<LivePreviewConfig> | null> {
  const response = await fetch(`${frameUrl}config.json`, { cache: 'no-store' });
  return response.ok ? ((await response.json()) as Partial<LivePreviewConfig>) : null;
}

/** The browser engine's page side: one import site, so the bundler makes one chunk of it. */
const loadBrowserEngineClient = () => import('../../../browser-engine/theme/client');

/** The URL of the file of the page's project, for the browser engine's worker. */
const projectFile = (location: BrowserEngineLocation, pageProject: string): string => `${location.projects}${pageProject}.json`;

/**
 * For the reader's intent to run an example of the page's project (the pointer on "Run", its focus):
 * when the engine runs in the browser, its worker starts now, and PostgreSQL with it, so that less of
 * that start is left for the Run. Nothing else loads.
 */
export async function warmEngine(config: Partial<LivePreviewConfig> | null, pageProject: string): Promise<void> {
  if (config?.apiBaseUrl || !config?.browserEngine) return;
  const { warmBrowserEngine } = await loadBrowserEngineClient();
  warmBrowserEngine(config.browserEngine.worker, projectFile(config.browserEngine, pageProject));
}

/** The engine of the page's previews, from the frame's config (`config`: loaded already, on the reader's intent). */
export async function engineFor(frameUrl: string, pageProject: string, loaded: Promise<Partial<LivePreviewConfig> | null> = loadConfig(frameUrl)): Promise<PreviewTarget | null> {
  const config = await loaded;
  if (!config) return null;
  if (!config.apiBaseUrl && config.browserEngine) return browserEngineTarget(config.browserEngine, frameUrl, pageProject);
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

/** The page's engine in the reader's browser (plugins/browser-engine), as a preview target: the frame reaches it through a port. */
async function browserEngineTarget(location: BrowserEngineLocation, frameUrl: string, pageProject: string): Promise<PreviewTarget> {
  const { browserEngine, UNSUPPORTED_BROWSER } = await loadBrowserEngineClient();
  if (typeof Worker === 'undefined' || typeof WebAssembly === 'undefined') throw new Error(UNSUPPORTED_BROWSER);
  const client = browserEngine(location.worker, projectFile(location, pageProject));
  // The worker migrates and seeds the project while the frame loads.
  client.start();
  const frameOrigin = new URL(frameUrl, window.location.href).origin;
  return {
    engine: { apiBaseUrl: `${frameOrigin}${BROWSER_ENGINE_API}`, project: pageProject, token: 'browser', inBrowser: true },
    resetData: () => client.reset(),
    browser: client,
  };
}
