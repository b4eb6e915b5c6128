// The package versions that code samples compile against, read from the installed packages,
// so a version bump in package.json is the only change a new release needs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_V2, docsVersionOfFile } from '../../docs-versions/src/versions.ts';
import type { InterfaceVersion } from './blocks.mts';

// import.meta.url, not import.meta.dirname: the site config loader (jiti) only rewrites the former.
export const SITE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Installed folder of each documented package, per Interface version: 1.1 and 1.2 on the 1.x pages
 * (with Engine 1.4's schema definition), 2.0 on the 2.x pages (docs version 2.x, all 2.0.8).
 */
export const PACKAGE_FOLDERS = {
  '@contember/schema-definition': { '1.1': '@contember/schema-definition', '1.2': '@contember/schema-definition', '2.0': 'contember-schema-definition-v2.0' },
  '@contember/admin': { '1.1': 'contember-admin-v1.1', '1.2': 'contember-admin-v1.2', '2.0': null },
  '@contember/layout': { '1.1': null, '1.2': 'contember-layout-v1.2', '2.0': null },
} as const satisfies Record<string, Record<InterfaceVersion, string | null>>;

/** The Interface version the pages of a file's docs version document by default: 2.0 for 2.x pages, else null. */
export function docsVersionInterface(relativeFile: string): InterfaceVersion | null {
  return docsVersionOfFile(relativeFile) === DOCS_V2 ? '2.0' : null;
}

export type DocumentedPackage = keyof typeof PACKAGE_FOLDERS;

export function packageFolder(name: DocumentedPackage, version: InterfaceVersion): string | null {
  const folder = PACKAGE_FOLDERS[name][version];
  return folder ? join(SITE_ROOT, 'node_modules', folder) : null;
}

const versionCache = new Map<string, string>();

export function installedVersion(name: DocumentedPackage, version: InterfaceVersion): string | null {
  const folder = packageFolder(name, version);
  if (!folder) return null;
  if (!versionCache.has(folder)) {
    versionCache.set(folder, (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version);
  }
  return versionCache.get(folder)!;
}

/** The documented packages a block imports, in the order they first appear. */
export function importedPackages(code: string): DocumentedPackage[] {
  const found: DocumentedPackage[] = [];
  for (const match of code.matchAll(/from\s+['"](@contember\/[\w-]+)['"]/g)) {
    const name = match[1] as DocumentedPackage;
    if (name in PACKAGE_FOLDERS && !found.includes(name)) found.push(name);
  }
  return found;
}

let engineVersionCache: string | null = null;

/** The version of `@contember/engine-server` the GraphQL examples run against (plugins/engine). */
export function engineVersion(): string {
  engineVersionCache ??= (JSON.parse(readFileSync(join(SITE_ROOT, 'node_modules', '@contember', 'engine-server', 'package.json'), 'utf8')) as { version: string }).version;
  return engineVersionCache;
}
