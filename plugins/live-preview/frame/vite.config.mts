// Builds the preview frame: a page of its own with React 18 and @contember/admin 1.2.2, separate
// from the site's browser bundle (which runs on preact/compat). `npm run build:live-preview`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export const FRAME_BASE = '/live-preview/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: FRAME_BASE,
  logLevel: 'warn',
  resolve: {
    alias: [{ find: /^@contember\/admin(?=\/|$)/, replacement: 'contember-admin-v1.2' }],
    dedupe: ['react', 'react-dom'],
  },
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
