// The package versions that code samples compile against, read from the installed packages,
// so a version bump in package.json is the only change a new release needs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_V2, docsVersionOfFile } from '../../docs-versions/src/versions.ts';
import type { InterfaceVersion } from './blocks.mts';

// import.meta.url, not import.meta.dirname: the site config loader (jiti) only rewrites the former.
export const SITE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The project whose packages the 2.x samples compile against: what a project made by
 * `@contember/create` 2.0.8 installs for its admin, and the template itself (its `admin/lib` kit).
 * Its own package.json and lockfile, installed by the site's `postinstall`, because its packages
 * share names with the 1.x ones the site installs at the top level.
 */
export const INTERFACE_2_PROJECT = join(SITE_ROOT, 'plugins', 'code-samples', 'interface-2.0');

/** The template's UI kit, which a generated project has as `admin/lib` (imported as `@app/lib/…`). */
export const INTERFACE_2_ADMIN_LIB = join(INTERFACE_2_PROJECT, 'node_modules', '@contember', 'create', 'resources', 'templates', 'template-workspace', 'admin', 'lib');

const V2_PACKAGES = join('plugins', 'code-samples', 'interface-2.0', 'node_modules');

/**
 * Installed folder of each documented package, relative to the site, per Interface version: 1.1
 * and 1.2 on the 1.x pages (with Engine 1.4's schema definition), 2.0 on the 2.x pages (docs
 * version 2.x, all 2.0.8, in INTERFACE_2_PROJECT).
 */
export const PACKAGE_FOLDERS = {
  '@contember/schema-definition': {
    '1.1': 'node_modules/@contember/schema-definition',
    '1.2': 'node_modules/@contember/schema-definition',
    '2.0': `${V2_PACKAGES}/@contember/schema-definition`,
  },
  '@contember/admin': { '1.1': 'node_modules/contember-admin-v1.1', '1.2': 'node_modules/contember-admin-v1.2', '2.0': null },
  '@contember/layout': { '1.1': null, '1.2': 'node_modules/contember-layout-v1.2', '2.0': null },
  '@contember/interface': { '1.1': null, '1.2': null, '2.0': `${V2_PACKAGES}/@contember/interface` },
  '@contember/create': { '1.1': null, '1.2': null, '2.0': `${V2_PACKAGES}/@contember/create` },
} as const satisfies Record<string, Record<InterfaceVersion, string | null>>;

/** The Interface version the pages of a file's docs version document by default: 2.0 for 2.x pages, else null. */
export function docsVersionInterface(relativeFile: string): InterfaceVersion | null {
  return docsVersionOfFile(relativeFile) === DOCS_V2 ? '2.0' : null;
}

export type DocumentedPackage = keyof typeof PACKAGE_FOLDERS;

export function packageFolder(name: string, version: InterfaceVersion): string | null {
  if (name in PACKAGE_FOLDERS) {
    const folder = PACKAGE_FOLDERS[name as DocumentedPackage][version];
    return folder ? join(SITE_ROOT, folder) : null;
  }
  // On 2.x pages, every @contember package a generated project installs (react-dataview, react-form…).
  return version === '2.0' && existsSync(join(SITE_ROOT, V2_PACKAGES, name, 'package.json')) ? join(SITE_ROOT, V2_PACKAGES, name) : null;
}

const versionCache = new Map<string, string>();

export function installedVersion(name: string, version: InterfaceVersion): string | null {
  const folder = packageFolder(name, version);
  if (!folder) return null;
  if (!versionCache.has(folder)) {
    versionCache.set(folder, (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version);
  }
  return versionCache.get(folder)!;
}

/** The @contember packages a block imports, in the order they first appear. */
export function importedPackages(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/from\s+['"](@contember\/[\w-]+)['"]/g)) {
    if (!found.includes(match[1]!)) found.push(match[1]!);
  }
  return found;
}

let engineVersionCache: string | null = null;

/** The version of `@contember/engine-server` the GraphQL examples run against (plugins/engine). */
export function engineVersion(): string {
  engineVersionCache ??= (JSON.parse(readFileSync(join(SITE_ROOT, 'node_modules', '@contember', 'engine-server', 'package.json'), 'utf8')) as { version: string }).version;
  return engineVersionCache;
}
