// Docusaurus plugin of the live previews: builds the preview frame (a Vite page of its own, see
// frame/vite.config.mts) into .live-preview/, which docusaurus.config.ts serves as a static
// directory under `npm start` and copies into build/, and writes the frame's config.json from
// the environment. A production build refuses the engine's root token.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { liveExampleEngineFromEnv, type LiveExampleEngine } from '../../../src/config/env.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FRAME_SOURCE = join(ROOT, 'plugins/live-preview/frame');
/** The static directory the frame is built into; the frame itself is its `live-preview/` folder. */
export const FRAME_STATIC_DIR = join(ROOT, '.live-preview');
const FRAME_OUT = join(FRAME_STATIC_DIR, 'live-preview');
/** Set by `npm start` (scripts/start.mts) when it runs the engine: where "Reset data" posts. */
export const RESET_URL_VARIABLE = 'LIVE_PREVIEW_RESET_URL';

function newestChange(paths: string[]): number {
  let newest = 0;
  for (const path of paths) {
    const files = statSync(path).isDirectory() ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((file) => join(path, file)) : [path];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** Builds the frame unless the last build is newer than its sources and the installed packages. */
export function buildFrame(): void {
  const built = join(FRAME_OUT, 'index.html');
  const sources = [FRAME_SOURCE, join(ROOT, 'package-lock.json')];
  if (existsSync(built) && statSync(built).mtimeMs > newestChange(sources)) return;
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  // Always a production build: `docusaurus start` sets NODE_ENV=development, which would make
  // Vite compile JSX for React's development runtime while bundling its production build.
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', 'production', '--config', join(FRAME_SOURCE, 'vite.config.mts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('live-preview: building the preview frame failed (see the output above)');
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

export default function livePreviewPlugin(): Plugin {
  const engine = liveExampleEngineFromEnv(process.env);
  // Here rather than in a lifecycle method: the static directories must exist before the
  // bundler is configured.
  buildFrame();
  mkdirSync(FRAME_OUT, { recursive: true });
  const resetUrl = process.env.NODE_ENV === 'production' ? undefined : process.env[RESET_URL_VARIABLE];
  writeFileSync(join(FRAME_OUT, 'config.json'), `${JSON.stringify(engine ? { ...engine, resetUrl } : {})}\n`);
  return {
    name: 'live-preview',
    async loadContent() {
      if (engine && process.env.NODE_ENV === 'production') await assertNotRootToken(engine);
    },
  };
}
