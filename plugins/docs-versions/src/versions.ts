// The docs versions of the site, defined once. Imported by the site config, the check scripts
// (code samples, examples, llms.txt, search index) and the browser theme, so it has no Node imports.

export interface DocsVersion {
  /** Docusaurus's version name: `current` is the `docs/` folder, others live in `versioned_docs/version-<name>/`. */
  name: string;
  /** What readers see in the version dropdown. */
  label: string;
  /** URL prefix below the site root, without slashes; empty for the root. */
  path: string;
  /** Folder of its pages, relative to the site root. */
  folder: string;
  /** The release line it documents, for notes and search results ("1.x", "2.x"). */
  release: string;
  /** The package versions it documents, in a few words. */
  summary: string;
}

/** Contember 1.x: Engine 1.4, Interface (`@contember/admin`) 1.1 and 1.2. The route contract's 500 pages. */
export const DOCS_V1: DocsVersion = { name: 'current', label: '1.x', path: '', folder: 'docs', release: '1.x', summary: 'Engine 1.4, Interface 1.1 and 1.2' };

/** Contember 2.x: what `npx @contember/create` installs today (Engine, CLI and Interface 2.0.8). */
export const DOCS_V2: DocsVersion = { name: '2.x', label: '2.x (current)', path: '2.x', folder: 'versioned_docs/version-2.x', release: '2.x', summary: 'Engine, CLI and Interface 2.0.8' };

/** Newest first: the order of the version dropdown and of the home page. */
export const DOCS_VERSIONS: readonly DocsVersion[] = [DOCS_V2, DOCS_V1];

/** The version new readers should use: Docusaurus's `lastVersion`. */
export const LATEST_DOCS_VERSION = DOCS_V2;

/** The URL path of a page of a version: `/2.x/intro/installation`, `/intro/installation`; `/` or `/2.x` for its home. */
export function versionUrl(version: DocsVersion, docPath: string): string {
  const page = docPath.replace(/^\/+|\/+$/g, '');
  const joined = [version.path, page].filter(Boolean).join('/');
  return `/${joined}`;
}

/** The version a URL path belongs to: the one with the longest matching prefix. */
export function docsVersionOfUrl(pathname: string): DocsVersion {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    DOCS_VERSIONS.filter((version) => version.path).find((version) => path === `/${version.path}` || path.startsWith(`/${version.path}/`)) ??
    DOCS_V1
  );
}

/** The path of a URL within its version: `/2.x/intro/installation` → `intro/installation`, `/2.x` → ``. */
export function pathInVersion(pathname: string): string {
  const version = docsVersionOfUrl(pathname);
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return version.path ? path.slice(version.path.length).replace(/^\/+/, '') : path;
}

/** The version whose folder holds a file (a path relative to the site root, `/` separated), or null. */
export function docsVersionOfFile(relativePath: string): DocsVersion | null {
  const path = relativePath.replace(/\\/g, '/').replace(/^\.\//, '');
  return DOCS_VERSIONS.find((version) => path === version.folder || path.startsWith(`${version.folder}/`)) ?? null;
}
