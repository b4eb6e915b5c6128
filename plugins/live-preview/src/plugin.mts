// Docusaurus plugin of the live previews: builds the preview frames (frame/frames.ts, each a Vite
// page of its own, see frame/vite.config.mts) into .live-preview/, which docusaurus.config.ts
// serves as a static directory under `npm start` and copies into build/, and writes each frame's
// config.json from the environment (into build/, or DEV_CONFIG_DIR for `npm start`): the engine
// server, or with none the engine in the reader's browser. A production build refuses the engine's
// root token.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { FRAME_VARIABLE, FRAMES, frameFolder, type FrameDefinition } from '../frame/frames.ts';
import { liveExampleEngineFromEnv, type LiveExampleEngine } from '../../../src/config/env.ts';
import { writeBrowserEngine, type BrowserEngineLocation } from '../../browser-engine/src/assets.mts';
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

/**
 * The frames' config.json: the engine server from the environment, or, with none, the engine in
 * the reader's browser (plugins/browser-engine), whose worker and projects are written into
 * `siteDir` (the build, or DEV_CONFIG_DIR under `npm start`).
 */
async function frameConfig(engine: LiveExampleEngine | null, development: boolean, siteDir: string, baseUrl: string): Promise<string> {
  if (engine) return `${JSON.stringify({ ...engine, resetUrl: development ? process.env[RESET_URL_VARIABLE] : undefined })}\n`;
  const location = await writeBrowserEngine(siteDir, await discoverProjects(), { prepare: !development });
  const browserEngine: BrowserEngineLocation = { worker: `${baseUrl}${location.worker}`, projects: `${baseUrl}${location.projects}` };
  return `${JSON.stringify({ browserEngine })}\n`;
}

export default function livePreviewPlugin(context: LoadContext): Plugin {
  const engine = liveExampleEngineFromEnv(process.env);
  // Here rather than in a lifecycle method: the static directories must exist before the
  // bundler is configured.
  buildFrames();
  const development = process.env.NODE_ENV !== 'production';
  const writeConfigs = async (dir: string) => {
    const config = await frameConfig(engine, development, dir, context.baseUrl);
    for (const frame of FRAMES) {
      mkdirSync(join(dir, frameFolder(frame)), { recursive: true });
      writeFileSync(join(dir, frameFolder(frame), 'config.json'), config);
    }
  };
  // Written by earlier versions of this plugin into the frames' static folder.
  for (const frame of FRAMES) rmSync(join(frameOut(frame), 'config.json'), { force: true });
  return {
    name: 'live-preview',
    async loadContent() {
      if (engine && !development) await assertNotRootToken(engine);
      if (development) await writeConfigs(DEV_CONFIG_DIR);
    },
    configureWebpack() {
      // `devServer` is read by `docusaurus start` (merged into its own options), not typed by Docusaurus.
      const devServer = { static: [{ directory: DEV_CONFIG_DIR, publicPath: context.baseUrl, watch: false }] };
      return development ? ({ devServer } as ConfigureWebpackResult) : {};
    },
    async postBuild({ outDir }) {
      await writeConfigs(outDir);
    },
  };
}
