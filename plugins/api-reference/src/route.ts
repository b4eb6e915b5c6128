// The URL pattern of the generated API reference, shared by the generator (pages and links) and
// by search (ranking by API version, the `docsearch:api_version` meta tag). Bundled code imports
// it too, so it stays free of Node APIs.

/** The folder of the API reference under the site's base URL. */
export const API_REFERENCE_PATH = '/reference/admin/api';

/** `/reference/admin/api/{version}/{Category}/{Component}`, with the category URL-encoded. */
export function apiRouteOf(version: string, category: string, name: string): string {
  return `${API_REFERENCE_PATH}/${version}/${encodeURIComponent(category)}/${name}`;
}

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
  const match = COMPONENT_PATH.exec(path.replace(/\/$/, ''));
  if (!match) return null;
  return { version: match[1]!, category: decode(match[2]!), component: decode(match[3]!) };
}

/** The API version of any path under a version's folder ("/reference/admin/api/v1.1/…"), else null. */
export function apiVersionOfPath(pathname: string): string | null {
  return VERSION_PREFIX.exec(pathname)?.[1] ?? null;
}
