// Builds one preview frame (frames.ts): a page of its own with React 18 and the admin of one
// Interface version, separate from the site's browser bundle (which runs on preact/compat). The
// frame comes from LIVE_PREVIEW_FRAME (its `interface`, default 1.2); src/plugin.mts builds each.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { FRAME_VARIABLE, FRAMES, frameFolder } from './frames.ts';

const wanted = process.env[FRAME_VARIABLE] ?? '1.2';
const frame = FRAMES.find((candidate) => candidate.interface === wanted);
if (!frame) throw new Error(`${FRAME_VARIABLE}=${wanted}: no such preview frame (frames.ts has ${FRAMES.map((known) => known.interface).join(', ')})`);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: frame.base,
  // 'error': esbuild's CSS minifier warns about syntax in the admin's stylesheet that browsers accept.
  logLevel: 'error',
  resolve: {
    // One main.tsx for every frame: `live-preview-admin` is the frame's admin module, which imports
    // its admin under an alias name (contember-admin-v1.2 …, see package.json); the reader's
    // `import … from '@contember/admin'` resolves to it in compile.ts.
    alias: { 'live-preview-admin': fileURLToPath(new URL(frame.mount, import.meta.url)) },
    dedupe: ['react', 'react-dom'],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: fileURLToPath(new URL(`../../../.live-preview/${frameFolder(frame)}`, import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000,
  },
});
