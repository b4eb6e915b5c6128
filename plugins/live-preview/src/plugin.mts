// Docusaurus plugin of the live previews: builds the preview frames (frame/frames.ts, each a Vite
// page of its own, see frame/vite.config.mts) into .live-preview/, which docusaurus.config.ts
// serves as a static directory under `npm start` and copies into build/, and writes each frame's
// config.json from the environment (into build/, or DEV_CONFIG_DIR for `npm start`): the engine
// server, or with none the engine in the reader's browser. A production build refuses the engine's
// root token.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { FRAME_VARIABLE, FRAMES, frameFolder, type FrameDefinition } from '../frame/frames.ts';
import { liveExampleEngineFromEnv, type LiveExampleEngine } from '../../../src/config/env.ts';
import { BROWSER_ENGINE_FOLDER, writeBrowserEngine, type BrowserEngineLocation } from '../../browser-engine/src/assets.mts';
import { discoverProjects } from '../../engine/src/projects.mts';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FRAME_SOURCE = join(ROOT, 'plugins/live-preview/frame');
/** The static directory the frames are built into, each in its folder (`live-preview/`, `live-preview-1.1/` …: frameFolder). */
export const FRAME_STATIC_DIR = join(ROOT, '.live-preview');

/** Where a frame is built. */
export function frameOut(frame: FrameDefinition): string {
  return join(FRAME_STATIC_DIR, frameFolder(frame));
}
/** Set by `npm start` (scripts/start.mts) when it runs the engine: where "Reset data" posts. */
export const RESET_URL_VARIABLE = 'LIVE_PREVIEW_RESET_URL';

function filesOf(path: string): string[] {
  return statSync(path).isDirectory() ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((file) => join(path, file)) : [path];
}

/**
 * The files a frame is built from: the frame's sources without the admin modules of the other
 * frames (a change to the 1.1 frame's admin module does not rebuild the 1.2 frame), the lock file
 * of the installed packages, and the frame's own `sources` (the 2.x frame: the lock file of
 * plugins/code-samples/interface-2.0, the pages its Tailwind styles cover).
 */
export function frameSources(frame: FrameDefinition): string[] {
  const others = new Set(FRAMES.filter((other) => other !== frame).map((other) => join(FRAME_SOURCE, other.mount)));
  const generated = (frame.generatedSources ?? []).map((source) => `${join(ROOT, source)}/`);
  const more = (frame.sources ?? [])
    .map((source) => join(ROOT, source))
    .filter((path) => existsSync(path))
    .flatMap(filesOf)
    .filter((file) => !generated.some((folder) => file.startsWith(folder) || `${file}/` === folder));
  return [...filesOf(FRAME_SOURCE).filter((file) => !others.has(file)), join(ROOT, 'package-lock.json'), ...more];
}

function newestChange(files: string[]): number {
  return Math.max(0, ...files.map((file) => statSync(file).mtimeMs));
}

/** Whether a frame's last build is older than one of its sources (or missing). */
export function frameIsStale(frame: FrameDefinition): boolean {
  const built = join(frameOut(frame), 'index.html');
  return !existsSync(built) || statSync(built).mtimeMs <= newestChange(frameSources(frame));
}

/** Builds the frames (default: all) that are stale: missing, or older than one of their sources. */
export function buildFrames(frames: readonly FrameDefinition[] = FRAMES): void {
  for (const frame of frames) if (frameIsStale(frame)) buildFrame(frame);
}

function buildFrame(frame: FrameDefinition): void {
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  // Always a production build: `docusaurus start` sets NODE_ENV=development, which would make
  // Vite compile JSX for React's development runtime while bundling its production build.
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', 'production', '--config', join(FRAME_SOURCE, 'vite.config.mts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', [FRAME_VARIABLE]: frame.interface },
  });
  if (result.status !== 0) throw new Error(`live-preview: building the preview frame ${frame.base} failed (see the output above)`);
}

/**
 * Fails when the token is the engine's root token: a public site would hand every reader full
 * control of the engine. Identities with the `super_admin` role are the root (tenant API `me`).
 */
export async function assertNotRootToken(engine: LiveExampleEngine): Promise<void> {
  let roles: string[] | undefined;
  try {
    const response = await fetch(`${engine.apiBaseUrl}/tenant`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${engine.token}` },
      body: JSON.stringify({ query: '{ me { roles } }' }),
    });
    roles = ((await response.json()) as { data?: { me?: { roles?: string[] } } }).data?.me?.roles;
  } catch (error) {
    console.warn(`[live-preview] could not ask ${engine.apiBaseUrl} which identity CONTEMBER_READ_TOKEN has: ${String(error)}`);
    return;
  }
  if (roles?.includes('super_admin')) {
    throw new Error(
      'CONTEMBER_READ_TOKEN is a super admin token of the engine (the root token): a public build would give it to every reader. ' +
        'Create a limited API key as README.md, "Live previews", explains.',
    );
  }
}

/**
 * Where `npm start` writes the frames' config.json: outside the site's static directories (the
 * development server serves it from here), because a changed file in one of those makes the
 * bundler's persistent cache compile every page again (BENCHMARKS.md, "Development server"),
 * and the engine that `npm start` runs has a new URL and token each time.
 */
export const DEV_CONFIG_DIR = join(ROOT, '.live-preview-config');

/** The frames' config.json for an engine server. */
const engineConfig = (engine: LiveExampleEngine, development: boolean): string => `${JSON.stringify({ ...engine, resetUrl: development ? process.env[RESET_URL_VARIABLE] : undefined })}\n`;

/** The frames' config.json for the engine in the reader's browser (plugins/browser-engine), written at `location`. */
const browserEngineConfig = (location: BrowserEngineLocation, baseUrl: string): string => {
  const browserEngine: BrowserEngineLocation = { worker: `${baseUrl}${location.worker}`, projects: `${baseUrl}${location.projects}` };
  return `${JSON.stringify({ browserEngine })}\n`;
};

/**
 * A production build's browser engine, written into a folder of its own while the site is bundled
 * (preparing the projects' data directories takes a minute or more when nothing is cached:
 * BENCHMARKS.md), and copied into the build by postBuild; the build's output folder is emptied
 * after loadContent.
 */
async function stageBrowserEngine(): Promise<{ folder: string; location: BrowserEngineLocation }> {
  const folder = await mkdtemp(join(tmpdir(), 'contember-docs-browser-engine-'));
  // Gone with the build, also when the build fails before postBuild.
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return { folder, location: await writeBrowserEngine(folder, await discoverProjects(), { prepare: true }) };
}

export default function livePreviewPlugin(context: LoadContext): Plugin {
  const engine = liveExampleEngineFromEnv(process.env);
  // Here rather than in a lifecycle method: the static directories must exist before the
  // bundler is configured.
  buildFrames();
  const development = process.env.NODE_ENV !== 'production';
  const writeConfigs = (dir: string, config: string) => {
    for (const frame of FRAMES) {
      mkdirSync(join(dir, frameFolder(frame)), { recursive: true });
      writeFileSync(join(dir, frameFolder(frame), 'config.json'), config);
    }
  };
  /** A production build's browser engine, started by loadContent and awaited by postBuild. */
  let staged: Promise<{ folder: string; location: BrowserEngineLocation }> | undefined;
  // Written by earlier versions of this plugin into the frames' static folder.
  for (const frame of FRAMES) rmSync(join(frameOut(frame), 'config.json'), { force: true });
  return {
    name: 'live-preview',
    async loadContent() {
      if (engine && !development) await assertNotRootToken(engine);
      if (development) {
        const config = engine ? engineConfig(engine, true) : browserEngineConfig(await writeBrowserEngine(DEV_CONFIG_DIR, await discoverProjects()), context.baseUrl);
        writeConfigs(DEV_CONFIG_DIR, config);
      } else if (!engine) {
        staged = stageBrowserEngine();
        // Awaited by postBuild; a failure before then must not end the process as unhandled.
        staged.catch(() => undefined);
      }
    },
    configureWebpack() {
      // `devServer` is read by `docusaurus start` (merged into its own options), not typed by Docusaurus.
      const devServer = { static: [{ directory: DEV_CONFIG_DIR, publicPath: context.baseUrl, watch: false }] };
      return development ? ({ devServer } as ConfigureWebpackResult) : {};
    },
    async postBuild({ outDir }) {
      if (engine) return writeConfigs(outDir, engineConfig(engine, false));
      if (!staged) throw new Error('live-preview: the browser engine was not started by loadContent');
      const { folder, location } = await staged;
      await cp(join(folder, BROWSER_ENGINE_FOLDER), join(outDir, BROWSER_ENGINE_FOLDER), { recursive: true });
      await rm(folder, { recursive: true, force: true });
      writeConfigs(outDir, browserEngineConfig(location, context.baseUrl));
    },
  };
}
