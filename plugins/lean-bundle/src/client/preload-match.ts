// The route matching of client/preload.ts, apart from the generated route table so that it can
// be tested in Node.
import { matchRoutes, type MatchedRoute, type RouteConfig } from 'react-router-config';

/** The paths to match, in order: URI-decoded first, then as it is when that differs. */
export function pathVariants(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: only the path as it is can match.
  }
  return decoded === pathname ? [pathname] : [decoded, pathname];
}

/** True if the matches end with a page route (an exact match), not only with layout routes. */
function reachesPage(matches: MatchedRoute<object>[]): boolean {
  return matches.length > 0 && matches[matches.length - 1]!.match.isExact;
}

/**
 * The routes whose components a page needs: those matching the decoded path, and those
 * matching the path as it is only if the decoded path reached no page.
 */
export function matchForPreload(routes: RouteConfig[], pathname: string): MatchedRoute<object>[] {
  const matches: MatchedRoute<object>[] = [];
  for (const path of pathVariants(pathname)) {
    matches.push(...matchRoutes(routes, path));
    if (reachesPage(matches)) break;
  }
  return matches;
}

/** Whether `pathname` is `versionPath` or below it. */
function isWithin(pathname: string, versionPath: string): boolean {
  return versionPath === '/' || pathname === versionPath || pathname.startsWith(`${versionPath.replace(/\/$/, '')}/`);
}

/** The docs version a path belongs to: of those whose path it is at or below, the one with the longest path. */
export function versionOfPath<V extends { path: string }>(versions: readonly V[], pathname: string): V | undefined {
  const path = pathVariants(pathname)[0]!;
  return versions.filter((version) => isWithin(path, version.path)).sort((a, b) => b.path.length - a.path.length)[0];
}
