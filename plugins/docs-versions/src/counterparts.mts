// Which page of the other docs version covers the same topic as a page: the page at the same path,
// or the one MOVED_IN_V2 names. The site config adds it to each page's front matter
// (`version_counterpart`), so the version notice and the version dropdown link to it without a
// list of all pages in the browser bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { DOCS_V1, DOCS_V2, DOCS_VERSIONS, docsVersionOfFile, versionUrl, type DocsVersion } from './versions.ts';

/**
 * 1.x pages whose topic lives at another path in 2.x (1.x path → 2.x path, within each version). The
 * Interface pages moved from reference/admin (`@contember/admin`) to reference/interface
 * (`@contember/interface` and the admin/lib kit); a pair is listed only where the 2.x page covers
 * the 1.x page's topic. A pair whose 2.x page does not exist is ignored.
 */
export const MOVED_IN_V2: Readonly<Record<string, string>> = {
  'reference/engine/schema/migrations': 'reference/engine/migrations/overview',
  'reference/admin/introduction': 'reference/interface/introduction',
  'reference/admin/data-binding/overview': 'reference/interface/data-binding/overview',
  'reference/admin/data-binding/query-language': 'reference/interface/data-binding/query-language',
  'reference/admin/pages/overview': 'reference/interface/pages/overview',
  'reference/admin/pages/routing': 'reference/interface/pages/routing',
  'reference/admin/pages/links': 'reference/interface/pages/links',
  'reference/admin/components/custom-components': 'reference/interface/custom-components',
  'reference/admin/components/inputs': 'reference/interface/forms/overview',
  'reference/admin/components/select-field': 'reference/interface/forms/select',
  'reference/admin/components/relationship-components': 'reference/interface/data-binding/relationships',
  'reference/admin/theming/introduction': 'reference/interface/theming',
  'reference/admin/layouts/overview': 'reference/interface/ui-kit/layout-and-dialogs',
};

const DOC_EXTENSIONS = ['.md', '.mdx'];

/** The path of a page within its version, from its file: `intro/installation`; `` for the home page (`index`). */
export function pagePathOfFile(fileInVersion: string): string {
  const withoutExtension = fileInVersion.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
}

function* pageFiles(folder: string, base = folder): Generator<string> {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith('_') || entry.startsWith('.')) continue;
    const full = join(folder, entry);
    if (statSync(full).isDirectory()) yield* pageFiles(full, base);
    else if (DOC_EXTENSIONS.includes(extname(entry))) yield relative(base, full);
  }
}

export interface Counterparts {
  /** URL path of the page covering the same topic in the other version, or null. */
  of(absoluteFile: string): string | null;
}

/** Counterparts of the pages below `siteDir`; each version's pages are listed once, on first use. */
export function createCounterparts(siteDir: string): Counterparts {
  let pages: Map<DocsVersion, Set<string>> | null = null;
  const pagesOf = (version: DocsVersion): Set<string> => {
    pages ??= new Map(DOCS_VERSIONS.map((each) => [each, new Set([...pageFiles(join(siteDir, each.folder))].map(pagePathOfFile))]));
    return pages.get(version)!;
  };
  const movedBack = new Map(Object.entries(MOVED_IN_V2).map(([v1, v2]) => [v2, v1]));
  return {
    of(absoluteFile) {
      const version = docsVersionOfFile(relative(siteDir, absoluteFile));
      if (!version) return null;
      const path = pagePathOfFile(relative(join(siteDir, version.folder), absoluteFile));
      const other = version === DOCS_V1 ? DOCS_V2 : DOCS_V1;
      const moved = version === DOCS_V1 ? MOVED_IN_V2[path] : movedBack.get(path);
      const target = [moved, path].find((candidate) => candidate !== undefined && pagesOf(other).has(candidate));
      return target === undefined ? null : versionUrl(other, target);
    },
  };
}
