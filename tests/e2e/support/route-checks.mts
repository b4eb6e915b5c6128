// What every served route must show, shared by the audit (every built route of the contract and
// every 2.x page, once per build) and the route test (a sample of each page kind, for builds the
// audit does not crawl): HTTP 200, the page's h1 and <title>, no console error.
import type { Page } from 'playwright-core';
import { allContractRoutes, builtFileFor, otherVersionRoutes, readRouteContract, type ContractRoute } from './site.mts';

export interface RoutesToCheck {
  /** Built routes of the contract, then the built pages of the other docs versions. */
  routes: ContractRoute[];
  /** The contract's routes (the `routes served: N of 500` total). */
  contract: ContractRoute[];
  /** Paths of the other versions' pages: each must be built. */
  otherVersions: Set<string>;
  /** Pages of the other versions that the build lacks. */
  notBuilt: string[];
  /** The h1 each route must show. */
  expectedTitle(route: ContractRoute): string | undefined;
}

export function routesToCheck(): RoutesToCheck {
  const contractFile = readRouteContract();
  const titles = new Map(contractFile.content.map(({ route, title }) => [route, title]));
  const contract = allContractRoutes(contractFile);
  const versioned = otherVersionRoutes();
  const built = (route: ContractRoute) => builtFileFor(route.path) !== null;
  return {
    routes: [...contract.filter(built), ...versioned.filter(built)],
    contract,
    otherVersions: new Set(versioned.map((route) => route.path)),
    notBuilt: versioned.filter((route) => !built(route)).map((route) => route.path),
    expectedTitle: (route) => (route.kind === 'search' ? 'Search' : (route.title ?? titles.get(route.path))),
  };
}

/** What is wrong with the h1 and <title> of a loaded, hydrated page (nothing: an empty list). */
export async function titleProblems(page: Page, expected: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  const h1 = (await page.locator('main h1, article h1').first().textContent({ timeout: 5000 }))?.trim();
  const documentTitle = await page.title();
  if (h1 !== expected) problems.push(`h1 is "${h1}", expected "${expected}"`);
  if (documentTitle !== `${expected} | Contember`) problems.push(`<title> is "${documentTitle}"`);
  return problems;
}

/**
 * A sample of each page kind: routes grouped by their first path segments (the home page, the
 * search page, each section of each docs version, each API version), the first,
 * middle and last of each group.
 */
export function sampleOfEachKind(routes: ContractRoute[]): ContractRoute[] {
  const groups = new Map<string, ContractRoute[]>();
  for (const route of routes) {
    const segments = route.path.split('/').filter(Boolean);
    const depth = route.kind === 'api' ? 4 : segments[0] === '2.x' ? 3 : 2;
    const key = `${route.kind} ${segments.slice(0, Math.min(depth, segments.length - 1)).join('/')}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return [...groups.values()].flatMap((group) => [...new Set([group[0]!, group[Math.floor(group.length / 2)]!, group[group.length - 1]!])]);
}
