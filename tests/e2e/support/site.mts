// The production build, served the way `npm run serve` serves it, for e2e tests.
// E2E_BUILD_DIR serves another build folder instead of build/, E2E_PORT a fixed port instead of a
// free one, API_REFERENCE_SAMPLE expects the build it was built with: a sample of the generated API
// pages (README, "Tests").
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { apiRouteOf } from '../../../plugins/api-reference/src/route.ts';
import { pagesOutsideSample } from '../../../plugins/api-reference/src/sample.mts';
import { docsPages } from '../../../plugins/code-samples/src/pages.mts';
import { pagePathOfFile } from '../../../plugins/docs-versions/src/counterparts.mts';
import { DOCS_V1, DOCS_VERSIONS, versionUrl } from '../../../plugins/docs-versions/src/versions.ts';
import { readHeaderRules, startStaticServer, type RunningServer } from '../../../scripts/lib/static-server.mts';
import { apiReferenceSampleFromEnv } from '../../../src/config/env.ts';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const BUILD_DIR = process.env.E2E_BUILD_DIR ? resolve(ROOT, process.env.E2E_BUILD_DIR) : join(ROOT, 'build');

export async function serveBuild(root = BUILD_DIR): Promise<RunningServer> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No production build in ${root}. Run \`npm run build\` before the e2e tests.`);
  }
  return startStaticServer({ root, headerRules: readHeaderRules(join(root, '_headers')), port: Number(process.env.E2E_PORT ?? 0) });
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
          path: apiRouteOf(version, category, component),
          title: component,
          kind: 'api',
        });
      }
    }
  }
  return routes;
}

/**
 * The pages of the docs versions other than 1.x (the contract's): `/2.x/…`, each with the title of
 * its front matter (the h1), from the files in `versioned_docs/`; with API_REFERENCE_SAMPLE, the
 * generated pages of the sample only.
 */
export function otherVersionRoutes(): ContractRoute[] {
  const leftOut = apiReferenceSampleFromEnv(process.env) ? pagesOutsideSample(ROOT) : new Map<string, string[]>();
  return DOCS_VERSIONS.filter((version) => version !== DOCS_V1).flatMap((version) => {
    const folder = join(ROOT, version.folder);
    const outside = new Set(leftOut.get(version.folder));
    return docsPages([folder]).filter((file) => !outside.has(relative(folder, file))).map((file) => {
      const title = /^---\n[\s\S]*?^title:\s*['"]?(.*?)['"]?\s*$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
      return { path: versionUrl(version, pagePathOfFile(relative(folder, file))), title, kind: 'content' as const };
    });
  });
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
