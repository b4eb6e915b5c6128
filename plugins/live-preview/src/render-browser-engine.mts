// The render check on the engine in the reader's browser (plugins/browser-engine), the engine
// previews of the deployed site use: the check's frame page starts the engine's worker for a docs
// page's project, as the docs page does for a reader, and hands the frame a port to it through a
// relay that counts the requests in flight and the failed ones (the check waits for the engine to
// go quiet; no request goes over the network to show it).
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { writeBrowserEngine } from '../../browser-engine/src/assets.mts';
import type { DocsProject } from '../../engine/src/projects.mts';
import { BROWSER_ENGINE_API, type EngineTarget } from '../frame/protocol.ts';
import { FRAME_STATIC_DIR } from './plugin.mts';

/** What the relay in the frame page counts (window.__renderCheckEngine). */
export interface EngineActivity {
  pending: number;
  /** Date.now() of the last request or reply. */
  last: number;
  /** The messages of failed requests since the last reset. */
  failures: string[];
}

export interface RenderBrowserEngine {
  /** The folder the check's static server serves: the frames' folders, and the engine's worker and projects. */
  root: string;
  /** Starts the project's engine in the worker of the frame of `page` and connects the frame to it; the run message's engine. */
  connect(page: Page, project: DocsProject): Promise<EngineTarget>;
  remove(): void;
}

/** The worker and the projects' files next to (links to) the built frames, in a temporary folder. */
export async function prepareRenderBrowserEngine(projects: readonly DocsProject[]): Promise<RenderBrowserEngine> {
  const root = mkdtempSync(join(tmpdir(), 'render-check-'));
  for (const entry of readdirSync(FRAME_STATIC_DIR)) symlinkSync(join(FRAME_STATIC_DIR, entry), join(root, entry));
  const files = await writeBrowserEngine(root, projects);
  return {
    root,
    async connect(page, project) {
      const paths = { worker: `/${files.worker}`, project: `/${files.projects}${project.slug}.json` };
      await page.evaluate(async ({ worker: workerPath, project: projectPath }) => {
        const scope = window as unknown as { __renderCheckWorker?: Worker; __renderCheckEngine?: EngineActivity };
        // One worker per frame page, as one per reader's tab: each docs page's project gets a schema
        // of its own in the worker's PostgreSQL, which starts once.
        const worker = (scope.__renderCheckWorker ??= new Worker(workerPath, { type: 'module' }));
        const activity: EngineActivity = { pending: 0, last: Date.now(), failures: [] };
        const projectUrl = new URL(projectPath, location.href).href;
        scope.__renderCheckEngine = activity;
        await new Promise<void>((resolve, reject) => {
          worker.onmessage = ({ data }: MessageEvent<{ ok: boolean; error?: string }>) => (data.ok ? resolve() : reject(new Error(data.error)));
          worker.onerror = (event) => reject(new Error(event.message || 'the worker did not start'));
          worker.postMessage({ id: 0, type: 'start', projectUrl });
        });
        const toWorker = new MessageChannel();
        worker.postMessage({ type: 'connect', port: toWorker.port2, projectUrl }, [toWorker.port2]);
        const toFrame = new MessageChannel();
        toFrame.port1.onmessage = ({ data }) => {
          activity.pending++;
          activity.last = Date.now();
          toWorker.port1.postMessage(data);
        };
        toWorker.port1.onmessage = ({ data }: MessageEvent<{ ok: boolean; error?: string }>) => {
          activity.pending = Math.max(0, activity.pending - 1);
          activity.last = Date.now();
          if (!data.ok) activity.failures.push(`the engine in the browser failed a request: ${data.error}`);
          toFrame.port1.postMessage(data);
        };
        window.postMessage({ type: 'live-preview:engine-port', port: toFrame.port2 }, window.location.origin, [toFrame.port2]);
      }, paths);
      return { apiBaseUrl: new URL(BROWSER_ENGINE_API, page.url()).href, project: project.slug, token: 'browser', inBrowser: true };
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The relay's counts in `page`, the failures cleared when `reset`. */
export function engineActivity(page: Page, reset = false): Promise<EngineActivity> {
  return page.evaluate((clear) => {
    const activity = (window as unknown as { __renderCheckEngine?: EngineActivity }).__renderCheckEngine ?? { pending: 0, last: 0, failures: [] };
    const copy = { ...activity, failures: [...activity.failures] };
    if (clear) activity.failures = [];
    return copy;
  }, reset);
}
