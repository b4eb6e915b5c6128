import { parseApiUrl } from '../indexer/records';

/** The API reference version of the page the reader is on ("/reference/admin/api/v1.1/…"), or null. */
export function apiVersionOfPath(pathname: string): string | null {
  const match = /^\/reference\/admin\/api\/(v\d+(?:\.\d+)*)(?:\/|$)/.exec(pathname);
  return match ? match[1]! : null;
}

export { parseApiUrl };
