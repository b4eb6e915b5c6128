// Where each documented Interface version comes from. Paths are relative to the site root.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRouteOf } from './route.ts';

export type VersionId = 'v1.1' | 'v1.2';
/** Every API version with generated pages: the two 1.x Interface versions and Interface 2.0 (2.x docs). */
export type ApiVersionId = VersionId | 'v2.0';

export interface PackageSource {
  /** The name users import from, e.g. `@contember/admin`. */
  importName: string;
  /** Folder of the npm alias that holds this version, e.g. `node_modules/contember-admin-v1.2`. */
  dir: string;
  /** Load every declaration file of the package, not only those its entry reaches (small packages only). */
  allDeclarations?: boolean;
}

export interface VersionConfig {
  id: VersionId;
  /** Packages whose entry `.d.ts` files are the roots of this version's Program; first one wins on name clashes. */
  packages: PackageSource[];
  /** Whether the packages carry `@group` tags naming the category. */
  groupTags: boolean;
  /** Repository the packages are published from, for source links (default: the Interface repository). */
  repository?: string;
}

/** What the extractor reads: a 1.x version, or Interface 2.0's packages (v2/config.mts). */
export type ExtractorConfig = Omit<VersionConfig, 'id'> & { id: ApiVersionId };

export const versions: readonly VersionConfig[] = [
  {
    id: 'v1.2',
    packages: [
      { importName: '@contember/admin', dir: 'node_modules/contember-admin-v1.2' },
      { importName: '@contember/layout', dir: 'node_modules/contember-layout-v1.2', allDeclarations: true },
    ],
    groupTags: true,
  },
  {
    id: 'v1.1',
    packages: [{ importName: '@contember/admin', dir: 'node_modules/contember-admin-v1.1' }],
    groupTags: false,
  },
];

export const otherVersion: Record<VersionId, VersionId> = { 'v1.1': 'v1.2', 'v1.2': 'v1.1' };

/** `apiReference` of the route contract: version → category → component names. */
export type ApiRoutes = Record<VersionId, Record<string, string[]>>;

export function loadRoutes(routesFile: string): ApiRoutes {
  const parsed = JSON.parse(readFileSync(routesFile, 'utf8')) as { apiReference: ApiRoutes };
  return parsed.apiReference;
}

export function packageJson(siteDir: string, dir: string): { name: string; version: string; types?: string; typings?: string } {
  return JSON.parse(readFileSync(join(siteDir, dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    types?: string;
    typings?: string;
  };
}

/** Route of a component page; the category is URL-encoded (the pattern is in route.ts). */
export function routeOf(version: VersionId, category: string, name: string): string {
  return apiRouteOf(version, category, name);
}
