// Builds one preview frame (frames.ts): a page of its own with React 18 and the admin of one
// Interface version, separate from the site's browser bundle (which runs on preact/compat). The
// frame comes from LIVE_PREVIEW_FRAME (its `interface`, default 1.2); src/plugin.mts builds each.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { INTERFACE_2_ADMIN_LIB, INTERFACE_2_PROJECT, SITE_ROOT } from '../../code-samples/src/versions.mts';
import { FRAME_VARIABLE, FRAMES, frameFolder } from './frames.ts';
import { kitModulesPlugin } from './kit.mts';

const wanted = process.env[FRAME_VARIABLE] ?? '1.2';
const frame = FRAMES.find((candidate) => candidate.interface === wanted);
if (!frame) throw new Error(`${FRAME_VARIABLE}=${wanted}: no such preview frame (frames.ts has ${FRAMES.map((known) => known.interface).join(', ')})`);

/**
 * The 2.x frame: `@app/lib/…` is the template's kit (INTERFACE_2_ADMIN_LIB, the one definition the
 * type-check of the samples uses too), every `@contember/…` import is the 2.0.8 package of
 * plugins/code-samples/interface-2.0 (the site's node_modules has the 1.x ones under those names),
 * and the kit's stylesheet (the template's admin/index.css) goes through the template's Tailwind
 * config, over the kit and the 2.x Interface pages (the classes their examples use).
 */
function interface2(): UserConfig {
  const fromProject = createRequire(join(INTERFACE_2_PROJECT, 'package.json'));
  const admin = dirname(INTERFACE_2_ADMIN_LIB);
  const template = createRequire(join(admin, 'package.json'))('./tailwind.config.js') as { content: unknown };
  const tailwind = fromProject('tailwindcss') as (config: object) => unknown;
  const autoprefixer = fromProject('autoprefixer') as () => unknown;
  const content = [
    `${INTERFACE_2_ADMIN_LIB}/**/*.{ts,tsx}`,
    fileURLToPath(new URL(frame!.mount, import.meta.url)),
    ...(frame!.sources ?? []).filter((source) => source.startsWith('versioned_docs/')).map((source) => (/\.mdx?$/.test(source) ? join(SITE_ROOT, source) : `${join(SITE_ROOT, source)}/**/*.{md,mdx}`)),
    ...(frame!.generatedSources ?? []).map((source) => `!${join(SITE_ROOT, source)}/**`),
  ];
  return {
    resolve: {
      alias: [
        { find: '@app/lib', replacement: INTERFACE_2_ADMIN_LIB },
        { find: 'live-preview-kit.css', replacement: join(admin, 'index.css') },
      ],
    },
    plugins: [interface2Packages(), kitModulesPlugin(INTERFACE_2_ADMIN_LIB, join(INTERFACE_2_PROJECT, 'node_modules'))],
    css: { postcss: { plugins: [tailwind({ ...template, content }) as never, autoprefixer() as never] } },
  };
}

/**
 * Resolves the imports of the 2.x mount module (admins/interface-2.tsx) as the interface-2.0
 * project does, exports maps included, except React (one copy, `dedupe`): the site's node_modules
 * has other packages under the same names (@contember/* 1.x, slate 0.73 of the 1.1 admin). The kit
 * and the packages themselves live in that project and resolve there anyway.
 */
function interface2Packages(): Plugin {
  const importer = join(INTERFACE_2_PROJECT, 'package.json');
  const mount = fileURLToPath(new URL(frame!.mount, import.meta.url));
  return {
    name: 'live-preview-interface-2-packages',
    enforce: 'pre',
    async resolveId(source, from, options) {
      if (from !== mount || /^(?:\.|\/|react(?:-dom)?(?:\/|$)|live-preview-|@app\/)/.test(source) || source.startsWith('\0')) return null;
      return this.resolve(source, importer, { ...options, skipSelf: true });
    },
  };
}

const extra: UserConfig = frame.interface === '2.0' ? interface2() : {};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: frame.base,
  // 'error': esbuild's CSS minifier warns about syntax in the admin's stylesheet that browsers accept.
  logLevel: 'error',
  resolve: {
    // One main.tsx for every frame: `live-preview-admin` is the frame's admin module, which imports
    // its admin under an alias name (contember-admin-v1.2 …, see package.json); the reader's
    // `import … from '@contember/admin'` resolves to it in compile.ts.
    alias: [{ find: 'live-preview-admin', replacement: fileURLToPath(new URL(frame.mount, import.meta.url)) }, ...((extra.resolve?.alias as { find: string | RegExp; replacement: string }[] | undefined) ?? [])],
    dedupe: ['react', 'react-dom'],
  },
  css: extra.css,
  plugins: extra.plugins,
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
