// The Markdown pages whose samples are checked: every .md/.mdx file below the given folders or
// the given files, without the generated API references (they carry the packages' own examples).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { DOCS_VERSIONS, docsVersionOfUrl, pathInVersion } from '../../docs-versions/src/versions.ts';
import { SITE_ROOT } from './versions.mts';

/** The generated API references (plugins/api-reference): 1.x in docs/, Interface 2.0 in the 2.x version. */
const GENERATED = [join('docs', 'reference', 'admin', 'api'), join('versioned_docs', 'version-2.x', 'reference', 'interface', 'api')].map((dir) => `${dir}${sep}`);

/** The folders of every docs version's pages (`docs/`, `versioned_docs/version-2.x/`): what the checks read by default. */
export const DOCS_FOLDERS: readonly string[] = DOCS_VERSIONS.map((version) => join(SITE_ROOT, version.folder));

function* markdownFiles(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* markdownFiles(join(path, entry));
  } else if (['.md', '.mdx'].includes(extname(path))) {
    yield path;
  }
}

/**
 * Absolute paths of the pages below the targets (folders or files). Pages of the generated API
 * references are left out of folders unless `generated` (the render check renders their
 * examples); a page named as a target is kept.
 */
export function docsPages(targets: readonly string[], { generated = false }: { generated?: boolean } = {}): string[] {
  return targets
    .filter((target) => existsSync(target))
    .flatMap((target) => {
      const found = [...markdownFiles(resolve(target))];
      return generated || !statSync(target).isDirectory() ? found : found.filter((file) => !GENERATED.some((dir) => file.includes(dir)));
    });
}

/**
 * The page a front matter key names by its URL path (`model_from: /intro/quickstart`, a page of
 * either docs version). Null when the page names none; an error when the named page does not exist.
 */
function pageNamedBy(key: string, source: string, file: string): string | null {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  const value = frontMatter && new RegExp(`^${key}:\\s*['"]?([^'"\\s]+)['"]?\\s*$`, 'm').exec(frontMatter)?.[1];
  if (!value) return null;
  // A URL path of either docs version: `/intro/quickstart` (1.x, docs/) or `/2.x/intro/quickstart`.
  const version = docsVersionOfUrl(value);
  const base = join(SITE_ROOT, version.folder, pathInVersion(value));
  const found = ['.md', '.mdx'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${file}: ${key}: ${value} names no page of ${version.folder}/`);
  return found;
}

/** The page whose model a page's GraphQL blocks use, from its front matter: `model_from: /intro/quickstart`. */
export function modelPageOf(source: string, file: string): string | null {
  return pageNamedBy('model_from', source, file);
}

/**
 * The page whose seed block a page without one of its own deploys, from its front matter:
 * `seed_from: /reference/admin/examples/api-reference-model` (the generated API pages, whose
 * examples render on the data of their model page).
 */
export function seedPageOf(source: string, file: string): string | null {
  return pageNamedBy('seed_from', source, file);
}
