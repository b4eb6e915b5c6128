// A build that tests the site's shell rather than its content (the plain Docusaurus build of
// `npm test`) needs every kind of page, not all 941 generated API pages: with API_REFERENCE_SAMPLE
// the docs plugin leaves out all of each generated folder but its index and its first page
// (README, "Environment variables"). Generating the pages is unchanged; only the build skips them.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOCS_V1, DOCS_V2 } from '../../docs-versions/src/versions.ts';
import { API_REFERENCE_PATH } from './route.ts';
import { API2_DOCS_DIR } from './v2/config.mts';

/** The generated trees: a docs version's folder and the tree's folder inside it. */
const GENERATED_TREES = [
  { versionFolder: DOCS_V1.folder, dir: API_REFERENCE_PATH.slice(1) },
  { versionFolder: DOCS_V2.folder, dir: API2_DOCS_DIR },
] as const;

const PAGE = /\.mdx?$/;
const INDEX_PAGE = /^index\.mdx?$/;

/** A file path as a glob that matches only itself. */
const literalGlob = (path: string) => path.replace(/[[\](){}*?!+@\\]/g, '\\$&');

/**
 * The generated pages outside the sample, by docs version folder, each path relative to it (as
 * the docs plugin's `exclude` globs are). A tree that is not generated yet has none.
 */
export function pagesOutsideSample(siteDir: string): Map<string, string[]> {
  const outside = new Map<string, string[]>();
  for (const { versionFolder, dir } of GENERATED_TREES) {
    const versionDir = join(siteDir, versionFolder);
    const pages: string[] = [];
    const visit = (folder: string) => {
      const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
      const leaves = entries.filter((entry) => entry.isFile() && PAGE.test(entry.name) && !INDEX_PAGE.test(entry.name));
      for (const leaf of leaves.slice(1)) pages.push(relative(versionDir, join(folder, leaf.name)));
      for (const entry of entries) if (entry.isDirectory()) visit(join(folder, entry.name));
    };
    if (existsSync(join(versionDir, dir))) visit(join(versionDir, dir));
    outside.set(versionFolder, pages);
  }
  return outside;
}

/** The docs plugin's `exclude` globs that leave those pages out (of every version: the trees do not overlap). */
export function excludeGlobsOutsideSample(siteDir: string): string[] {
  return [...pagesOutsideSample(siteDir).values()].flat().map(literalGlob);
}
