// Builds the preview frame: a page of its own with React 18 and @contember/admin 1.2.2, separate
// from the site's browser bundle (which runs on preact/compat). `npm run build:live-preview`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export const FRAME_BASE = '/live-preview/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: FRAME_BASE,
  // 'error': esbuild's CSS minifier warns about syntax in the admin's stylesheet that browsers accept.
  logLevel: 'error',
  // The frame imports `contember-admin-v1.2` (@contember/admin 1.2.2 under an alias name, see
  // package.json); the reader's `import … from '@contember/admin'` resolves to it in compile.ts.
  resolve: { dedupe: ['react', 'react-dom'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: fileURLToPath(new URL('../../../.live-preview/live-preview', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000,
  },
});
