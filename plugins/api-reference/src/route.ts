// The URL pattern of the generated API reference, shared by the generator (pages and links) and
// by search (ranking by API version, the `docsearch:api_version` meta tag). Bundled code imports
// it too, so it stays free of Node APIs.

/** The folder of the API reference under the site's base URL. */
export const API_REFERENCE_PATH = '/reference/admin/api';

/** `/reference/admin/api/{version}/{Category}/{Component}`, with the category URL-encoded. */
export function apiRouteOf(version: string, category: string, name: string): string {
  return `${API_REFERENCE_PATH}/${version}/${encodeURIComponent(category)}/${name}`;
}

/**
 * The Interface 2.0 reference in the 2.x docs: `/2.x/reference/interface/api/{group}/{Name}`, where
 * the group is a URL-safe slug (`react-binding`, `ui-kit-datagrid`). Search knows its pages as API
 * version `v2.0` and category `{group}`.
 */
export const API2_REFERENCE_PATH = '/2.x/reference/interface/api';
export const API2_VERSION = 'v2.0';

export function api2RouteOf(group: string, name: string): string {
  return `${API2_REFERENCE_PATH}/${group}/${name}`;
}

const API2_COMPONENT_PATH = new RegExp(`^${API2_REFERENCE_PATH}/([a-z0-9-]+)/([A-Za-z0-9_]+)$`);

const VERSION = String.raw`v\d+(?:\.\d+)*`;
const VERSION_PREFIX = new RegExp(`^${API_REFERENCE_PATH}/(${VERSION})(?:/|$)`);
const COMPONENT_PATH = new RegExp(`^${API_REFERENCE_PATH}/(${VERSION})/([^/]+)/([^/]+)$`);

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The version, category and component of a component page's path (or URL path), else null. */
export function parseApiRoute(path: string): { version: string; category: string; component: string } | null {
  const trimmed = path.replace(/\/$/, '');
  const v2 = API2_COMPONENT_PATH.exec(trimmed);
  if (v2) return { version: API2_VERSION, category: v2[1]!, component: v2[2]! };
  const match = COMPONENT_PATH.exec(trimmed);
  if (!match) return null;
  return { version: match[1]!, category: decode(match[2]!), component: decode(match[3]!) };
}

/** The API version of any path under a version's folder ("/reference/admin/api/v1.1/…"), else null. */
export function apiVersionOfPath(pathname: string): string | null {
  if (pathname === API2_REFERENCE_PATH || pathname.startsWith(`${API2_REFERENCE_PATH}/`)) return API2_VERSION;
  return VERSION_PREFIX.exec(pathname)?.[1] ?? null;
}
