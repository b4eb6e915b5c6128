import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { DOCS_VERSIONS, docsVersionOfUrl } from '../../docs-versions/src/versions';
import { INDEX_FILE, PLUGIN_NAME, splitFolderOf, manifestFileOf, type SearchGlobalData } from './constants';
import { pageFromHtml } from './indexer/html';
import { pageFromMarkdown } from './indexer/markdown';
import { buildIndex, type PageRecord } from './indexer/records';
import { splitIndex } from './indexer/split';
import type { SearchPluginOptions } from './options';

export { validateOptions } from './options';

interface LoadedDoc {
  source: string;
  permalink: string;
  title: string;
  unlisted?: boolean;
  draft?: boolean;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== 'img') out.push(...(await htmlFiles(full)));
    } else if (entry.name.endsWith('.html')) {
      out.push(full);
    }
  }
  return out;
}

function urlOfFile(outDir: string, file: string): string {
  const rel = relative(outDir, file).split(sep).join('/');
  const path = rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return '/' + path.split('/').map(encodeURIComponent).join('/').replace(/\/$/, '');
}

/** Builds the index from the HTML of a finished build (every page, including generated ones). */
export async function indexBuiltSite(outDir: string, baseUrl = '/'): Promise<PageRecord[]> {
  const records: PageRecord[] = [];
  for (const file of await htmlFiles(outDir)) {
    const rel = relative(outDir, file);
    if (rel === '404.html' || rel === 'search.html' || rel === join('search', 'index.html')) continue;
    const record = pageFromHtml(await readFile(file, 'utf8'), urlOfFile(outDir, file));
    if (!record) continue;
    if (baseUrl !== '/' && record.url.startsWith(baseUrl)) record.url = '/' + record.url.slice(baseUrl.length);
    records.push(record);
  }
  return records;
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const { siteDir, baseUrl } = context;
  // The theme's components are compiled by the site's bundler, so the TypeScript sources are the theme.
  const themePath = join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return themePath;
    },

    getTypeScriptThemePath() {
      return themePath;
    },

    getClientModules() {
      return [join(__dirname, 'client', 'shortcuts.ts')];
    },

    getPathsToWatch() {
      return [join(siteDir, 'plugins', 'search', 'src', '**', '*.{ts,tsx}')];
    },

    async contentLoaded({ actions }) {
      actions.addRoute({ path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true });
      const indexUrls = Object.fromEntries(DOCS_VERSIONS.map(({ release }) => [release, `${baseUrl}${manifestFileOf(release)}`]));
      const globalData: SearchGlobalData = { indexUrls, docSearch: options.docSearch };
      actions.setGlobalData(globalData);
    },

    // The dev server has no built HTML: index the Markdown sources of the docs instead. The
    // browser imports this file only in development (see src/client/local.ts).
    async allContentLoaded({ allContent, actions }) {
      const records: PageRecord[] = [];
      if (process.env.NODE_ENV !== 'production') {
        const docsPlugin = allContent['docusaurus-plugin-content-docs'] as Record<string, { loadedVersions?: Array<{ docs: LoadedDoc[] }> }> | undefined;
        for (const instance of Object.values(docsPlugin ?? {})) {
          for (const version of instance.loadedVersions ?? []) {
            for (const doc of version.docs) {
              if (doc.unlisted || doc.draft) continue;
              const file = join(siteDir, doc.source.replace(/^@site\//, ''));
              try {
                const url = baseUrl !== '/' && doc.permalink.startsWith(baseUrl) ? '/' + doc.permalink.slice(baseUrl.length) : doc.permalink;
                records.push(pageFromMarkdown(await readFile(file, 'utf8'), encodeURI(url), doc.title));
              } catch {
                /* a page being written concurrently; skip it */
              }
            }
          }
        }
      }
      await actions.createData(INDEX_FILE, JSON.stringify(buildIndex(records)));
    },

    async postBuild({ outDir }) {
      const started = Date.now();
      const records = await indexBuiltSite(outDir, baseUrl);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      // One index per docs version, split so that a query loads only the shards of its terms and
      // the texts of the results shown (README, "How it works").
      for (const { release } of DOCS_VERSIONS) {
        const data = buildIndex(records.filter((record) => docsVersionOfUrl(record.url).release === release));
        const { manifest, files } = splitIndex(data, release, splitFolderOf(release));
        const json = JSON.stringify(manifest);
        await mkdir(join(outDir, splitFolderOf(release)), { recursive: true });
        await Promise.all(files.map((file) => writeFile(join(outDir, file.name), file.json)));
        await writeFile(join(outDir, manifestFileOf(release)), json);
        const shards = files.filter((file) => manifest.terms.some(([, name]) => name === file.name));
        console.log(
          `[${PLUGIN_NAME}] ${release}: indexed ${data.pages.length} pages, ${data.sections.length} sections: manifest ${kb(json.length)} ` +
            `(${kb(gzipSync(json).length)} gzip), ${manifest.terms.length} term shards (${kb(shards.reduce((sum, file) => sum + file.json.length, 0))}), ` +
            `${manifest.texts.length} text chunks`,
        );
      }
      console.log(`[${PLUGIN_NAME}] search indexes written in ${Date.now() - started} ms`);
    },
  };
}
