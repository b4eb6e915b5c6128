// Deployment settings come from environment variables so that nothing secret is committed
// and a deployment can change them without a code change. See README, "Environment variables".

import type { SearchPluginOptionsInput } from '../../plugins/search/src/options';

type Env = Record<string, string | undefined>;

export interface AnnouncementBarConfig {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** Where "Edit this page" leads by default: the public docs repository, its main branch, the repository root. */
export const DEFAULT_EDIT_URL = 'https://github.com/contember/docs/edit/main/';

/** Docs generated at build time (plugins/api-reference), relative to docs/: they have no source file to edit. */
export const GENERATED_DOCS_PREFIX = 'reference/admin/api/';

const value = (env: Env, name: string): string | null => {
  const raw = env[name]?.trim();
  return raw ? raw : null;
};

/** Announcement bar, shown only when ANNOUNCEMENT_CONTENT is set. */
export function announcementBarFromEnv(env: Env): AnnouncementBarConfig | undefined {
  const content = value(env, 'ANNOUNCEMENT_CONTENT');
  if (!content) return undefined;
  return {
    // A new id makes a bar that readers closed appear again, so derive it from the content by default.
    id: value(env, 'ANNOUNCEMENT_ID') ?? `announcement-${hashString(content)}`,
    content,
    backgroundColor: value(env, 'ANNOUNCEMENT_BACKGROUND_COLOR') ?? '#1b1f5e',
    textColor: value(env, 'ANNOUNCEMENT_TEXT_COLOR') ?? '#ffffff',
    isCloseable: value(env, 'ANNOUNCEMENT_CLOSEABLE') !== 'false',
  };
}

/**
 * Options of the search plugin: the hosted DocSearch index, when DOCSEARCH_APP_ID and
 * DOCSEARCH_API_KEY are set. The plugin validates them and applies the default index name
 * (plugins/search/src/options.ts).
 */
export function searchPluginOptionsFromEnv(env: Env): SearchPluginOptionsInput {
  return {
    docSearch: {
      appId: value(env, 'DOCSEARCH_APP_ID'),
      apiKey: value(env, 'DOCSEARCH_API_KEY'),
      indexName: value(env, 'DOCSEARCH_INDEX_NAME'),
    },
  };
}

/**
 * The docs' `editUrl`: the URL of a written page's source file (EDIT_URL + its version's folder,
 * `docs/` or `versioned_docs/version-2.x/`, + its path), none for generated pages.
 */
export function editUrlFromEnv(env: Env): (params: { docPath: string; versionDocsDirPath: string }) => string | undefined {
  const base = value(env, 'EDIT_URL') ?? DEFAULT_EDIT_URL;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  return ({ docPath, versionDocsDirPath }) =>
    versionDocsDirPath === 'docs' && docPath.startsWith(GENERATED_DOCS_PREFIX) ? undefined : `${withSlash}${versionDocsDirPath}/${docPath}`;
}

/**
 * False when PLAIN_DOCUSAURUS is `1` or `true`: the site then builds as plain Docusaurus on React
 * DOM, without plugins/lean-bundle's scheme (README, "Environment variables"). False in
 * development too (`docusaurus start` sets NODE_ENV to `development`; `docusaurus build` to
 * `production`): the scheme rests on the production build's HTML and route files, and the
 * development server is plain Docusaurus (plugins/lean-bundle, "Development server").
 */
export function hydrationSchemeFromEnv(env: Env): boolean {
  if (value(env, 'NODE_ENV') === 'development') return false;
  return !['1', 'true'].includes(value(env, 'PLAIN_DOCUSAURUS')?.toLowerCase() ?? '');
}

/**
 * True when API_REFERENCE_SAMPLE is `1` or `true`: the build leaves out the generated API pages
 * but a sample of each folder (plugins/api-reference/src/sample.mts). For builds that test the
 * site's shell (`npm test`'s plain Docusaurus build), never for one that is deployed.
 */
export function apiReferenceSampleFromEnv(env: Env): boolean {
  return ['1', 'true'].includes(value(env, 'API_REFERENCE_SAMPLE')?.toLowerCase() ?? '');
}

/** The engine of the live previews (plugins/live-preview). */
export interface LiveExampleEngine {
  /** Origin (and path prefix, if any) of the engine, without a trailing slash. */
  apiBaseUrl: string;
  /** Prepended with a dash to each example page's project slug; null uses the slug alone. */
  projectPrefix: string | null;
  /** A token limited to the example projects; never the root token. */
  token: string;
}

/**
 * The engine of the live previews, or null when CONTEMBER_API_BASE_URL or CONTEMBER_READ_TOKEN is
 * missing. The token reaches only the preview frame
 * (its config.json), never the bundle of every page.
 */
export function liveExampleEngineFromEnv(env: Env): LiveExampleEngine | null {
  // The engine in the reader's browser, even where a server is configured (plugins/browser-engine).
  if (value(env, 'LIVE_PREVIEW_ENGINE') === 'browser') return null;
  const apiBaseUrl = value(env, 'CONTEMBER_API_BASE_URL')?.replace(/\/+$/, '');
  const token = value(env, 'CONTEMBER_READ_TOKEN');
  if (!apiBaseUrl || !token) return null;
  return { apiBaseUrl, projectPrefix: value(env, 'CONTEMBER_PROJECT_NAME'), token };
}

/** Short, stable, non-cryptographic hash (FNV-1a), used to version announcement ids. */
export function hashString(input: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
