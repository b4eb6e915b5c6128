import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_VERSIONS } from '../../plugins/docs-versions/src/versions';

const DOC_EXTENSIONS = ['.md', '.mdx'];

/** Whether a doc with this id (its path below `docs/` without extension) has been written. */
export function docExists(docsDir: string, id: string): boolean {
  return DOC_EXTENSIONS.some((ext) => existsSync(join(docsDir, id + ext)));
}

/** Whether a folder below `docs/` holds at least one doc, at any depth. Files starting with `_` are not docs. */
export function folderHasDocs(docsDir: string, dirName: string): boolean {
  const dir = join(docsDir, dirName);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
  return readdirSync(dir).some((entry) => {
    if (entry.startsWith('_') || entry.startsWith('.')) return false;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return folderHasDocs(docsDir, join(dirName, entry));
    return DOC_EXTENSIONS.some((ext) => entry.endsWith(ext));
  });
}

/** The first-steps path through `docs/intro`, in reading order. Every intro page belongs to one group. */
export const introGroups = {
  'Getting started': ['intro/how-it-works', 'intro/installation', 'intro/quickstart', 'intro/studio-quickstart', 'intro/glossary'],
  Basics: ['intro/interface', 'intro/graphql', 'intro/actions', 'intro/deployment'],
} as const;

/** Top-level folders of `docs/` whose pages make up the sidebar, with the home page (sidebars.ts). */
export const SIDEBAR_FOLDERS = ['intro', 'reference', 'cloud', 'guides'] as const;

/**
 * Pattern of the paths where the navbar's "Docs" item is active: the home page and every page of
 * the sidebar's folders; not the search page, nor the starter kit and workshop pages, which are
 * outside the sidebar.
 */
export function docsNavbarActivePattern(): string {
  // Every docs version: 1.x at the root, the others under their path (/2.x; plugins/docs-versions).
  const prefixes = DOCS_VERSIONS.filter((version) => version.path).map((version) => version.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `^/(?:(?:${prefixes.join('|')})(?:/|$))?(?:$|(?:${SIDEBAR_FOLDERS.join('|')})(?:/|$))`;
}
