// Interface 2.0.8: which packages the 2.x reference documents, where they are installed, where
// their sources are in the repository, and how pages are grouped (README, "Interface 2.0").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder holding the packages a project made by `@contember/create` 2.0.8 installs (plugins/code-samples). */
export const PACKAGES_DIR = 'plugins/code-samples/interface-2.0/node_modules/@contember';
/** The package users import the headless components and hooks from. */
export const INTERFACE_PACKAGE = '@contember/interface';
/** The project template's UI kit: a copy of `packages/react-ui-lib/src` made when `@contember/create` is built. */
export const KIT_DIR = `${PACKAGES_DIR}/create/resources/templates/template-workspace/admin/lib`;
/** Where the kit is in the repository (`pre-build` script of packages/create/package.json at the tag). */
export const KIT_REPOSITORY_DIR = 'packages/react-ui-lib/src';
/** The kit's import path inside a project (`paths` of the template's admin/tsconfig.json). */
export const KIT_IMPORT_PREFIX = '@app/lib';
/** The monorepo every 2.x package (and the kit) is published from. */
export const CONTEMBER_REPOSITORY = 'https://github.com/contember/contember';
/** Folder of the generated pages inside the 2.x version (doc ids start with it). */
export const API2_DOCS_DIR = 'reference/interface/api';
/** Docs folder of the generated pages: the 2.x version's `reference/interface/api/`, gitignored. */
export const OUTPUT_DIR_V2 = `versioned_docs/version-2.x/${API2_DOCS_DIR}`;

/** Group slug of a headless package page: its name without the scope (`@contember/react-binding` → `react-binding`). */
export function packageGroup(packageName: string): string {
  return packageName.replace(/^@contember\//, '');
}

/** Group slug of a kit folder (`datagrid` → `ui-kit-datagrid`). */
export function kitGroup(folder: string): string {
  return `ui-kit-${folder}`;
}

export function interfaceDir(siteDir: string): string {
  return join(siteDir, PACKAGES_DIR, 'interface');
}

export function interfaceVersion(siteDir: string): string {
  return (JSON.parse(readFileSync(join(interfaceDir(siteDir), 'package.json'), 'utf8')) as { version: string }).version;
}

/** The repository tag the installed packages were published from (`v2.0.8`). */
export function releaseTag(siteDir: string): string {
  return `v${interfaceVersion(siteDir)}`;
}

/**
 * The kit's modules as the repository's `packages/react-ui-lib/src/index.ts` lists them: each
 * folder with an `index.ts`, and each file of `ui/` (which has no index). The template drops that
 * index file, so the list is read from the folders.
 */
export function kitModules(siteDir: string): { folder: string; file: string; importName: string }[] {
  const root = join(siteDir, KIT_DIR);
  const modules: { folder: string; file: string; importName: string }[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory()) continue;
    if (entry.name === 'ui') {
      for (const file of readdirSync(join(root, 'ui')).filter((f) => /\.tsx?$/.test(f)).sort()) {
        modules.push({ folder: 'ui', file: join(root, 'ui', file), importName: `${KIT_IMPORT_PREFIX}/ui/${file.replace(/\.tsx?$/, '')}` });
      }
    } else if (existsSync(join(root, entry.name, 'index.ts'))) {
      modules.push({ folder: entry.name, file: join(root, entry.name, 'index.ts'), importName: `${KIT_IMPORT_PREFIX}/${entry.name}` });
    }
  }
  return modules;
}
