// The production build, served the way `npm run serve` serves it, for e2e tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readHeaderRules, startStaticServer, type RunningServer } from '../../../scripts/lib/static-server.mts';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const BUILD_DIR = join(ROOT, 'build');

export async function serveBuild(): Promise<RunningServer> {
  if (!existsSync(join(BUILD_DIR, 'index.html'))) {
    throw new Error('No production build in build/. Run `npm run build` before the e2e tests.');
  }
  return startStaticServer({ root: BUILD_DIR, headerRules: readHeaderRules(join(BUILD_DIR, '_headers')) });
}

export interface ContentRoute {
  route: string;
  title: string;
}

export interface RouteContract {
  content: ContentRoute[];
  search: string;
  apiReference: Record<string, Record<string, string[]>>;
}

/** The route contract, read from the shared folder next to the repository (never copied). */
export function readRouteContract(): RouteContract {
  return JSON.parse(readFileSync(join(ROOT, '..', 'shared', 'routes.json'), 'utf8')) as RouteContract;
}

export interface ContractRoute {
  path: string;
  /** The expected page title (h1) where the contract implies one. */
  title: string | null;
  kind: 'content' | 'search' | 'api';
}

export function allContractRoutes(contract = readRouteContract()): ContractRoute[] {
  const routes: ContractRoute[] = contract.content.map(({ route }) => ({ path: route, title: null, kind: 'content' }));
  routes.push({ path: contract.search, title: null, kind: 'search' });
  for (const [version, categories] of Object.entries(contract.apiReference)) {
    for (const [category, components] of Object.entries(categories)) {
      for (const component of components) {
        routes.push({
          path: `/reference/admin/api/${version}/${encodeURIComponent(category)}/${component}`,
          title: component,
          kind: 'api',
        });
      }
    }
  }
  return routes;
}

/** The HTML file the build produced for a route, or null when the route is not built. */
export function builtFileFor(path: string): string | null {
  const clean = decodeURIComponent(path).replace(/^\//, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(BUILD_DIR, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}
