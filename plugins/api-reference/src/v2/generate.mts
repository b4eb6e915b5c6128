// Generates versioned_docs/version-2.x/reference/interface/api/ (gitignored) from the Interface
// 2.0.8 packages and the template's UI kit, unless nothing changed since the last run.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_FILE, keepDocs, keptDocs, moveDir, scratchRootOf } from '../generate.mts';
import { categoryJson } from '../render.mts';
import type { ReferenceDoc, V2Docs } from './collect.mts';
import type { GroupInfo } from './render.mts';
import { interfaceDir, KIT_DIR, OUTPUT_DIR_V2, PACKAGES_DIR } from './config.mts';

const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** What each headless group holds, in the order the landing page and the sidebar list them. */
const PACKAGE_GROUPS: Record<string, string> = {
  interface:
    'What `@contember/interface` declares itself: the application entry point, triggers that clear a field or disconnect an entity, a listener before persisting, a redirect after a successful persist, the check for a newer deployed version and the guard against leaving unsaved changes.',
  'react-binding': 'Data binding: entity trees, fields and relations, accessors, persisting and the events around it.',
  'react-routing': 'Client-side routing of the admin: pages, links, the current request, dimensions and redirects.',
  'react-identity': 'Project roles of the signed-in identity: a component that renders its children for a role, a hook that reads the roles, and the provider that puts the identity into the binding environment.',
  'react-client-tenant':
    'Headless forms, triggers and hooks over the Tenant API: the identity provider, sign-in (password, passwordless or an external identity provider), password resets, one-time passwords, API keys and project members.',
};

function groupsOf(docs: ReferenceDoc[]): GroupInfo[] {
  const slugs = [...new Set(docs.map((d) => d.group))];
  const headless = Object.keys(PACKAGE_GROUPS).filter((slug) => slugs.includes(slug));
  const unknown = slugs.filter((slug) => !slug.startsWith('ui-kit-') && !(slug in PACKAGE_GROUPS));
  if (unknown.length) throw new Error(`api-reference 2.x: no description for the groups ${unknown.join(', ')} (PACKAGE_GROUPS)`);
  const kit = slugs.filter((slug) => slug.startsWith('ui-kit-')).sort();
  return [
    ...headless.map((slug, i) => ({ slug, label: `@contember/${slug}`, summary: PACKAGE_GROUPS[slug]!, position: i + 1, kit: false })),
    ...kit.map((slug, i) => {
      const folder = slug.replace(/^ui-kit-/, '');
      return { slug, label: `UI kit: ${folder}`, summary: `The components of \`admin/lib/${folder}\` in a project made by \`@contember/create\`.`, position: headless.length + i + 1, kit: true };
    }),
  ];
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Cache key: versions of every installed `@contember/*` package and of `@types/react`, the kit's files, the generator's source. */
export function cacheKeyV2(siteDir: string): string {
  const hash = createHash('sha256');
  const scope = join(siteDir, PACKAGES_DIR);
  for (const name of readdirSync(scope).sort()) {
    const manifest = join(scope, name, 'package.json');
    if (existsSync(manifest)) hash.update(`${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}\n`);
  }
  const reactTypes = join(dirname(scope), '@types/react/package.json');
  if (existsSync(reactTypes)) hash.update(`@types/react@${(JSON.parse(readFileSync(reactTypes, 'utf8')) as { version: string }).version}\n`);
  for (const file of filesUnder(join(siteDir, KIT_DIR))) hash.update(`${relative(siteDir, file)}\n`).update(readFileSync(file));
  for (const file of filesUnder(srcDir)) hash.update(`${relative(srcDir, file)}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

export interface GenerateV2Result {
  skipped: boolean;
  pages: number;
  ms: number;
  key: string;
  docs?: V2Docs;
  notes: string[];
}

function upToDate(outDir: string, key: string): number | null {
  const cacheFile = join(outDir, CACHE_FILE);
  if (!existsSync(cacheFile)) return null;
  const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key?: string; files?: string[] };
  if (cached.key !== key || !cached.files) return null;
  return cached.files.every((f) => existsSync(join(outDir, f))) ? cached.files.filter((f) => f.endsWith('.mdx')).length : null;
}

/** Writes the pages; the compiler is loaded only when the cache is stale. `pages` counts every .mdx (index pages included). */
/** The name of the kept docs of the 2.x pages (keepDocs). */
const DOCS_CACHE = 'docs-2.x';

/** `withDocs`: also when the pages are up to date, return the docs they were made from (the tests read them). */
export async function generateV2(options: { siteDir: string; outDir?: string; force?: boolean; withDocs?: boolean }): Promise<GenerateV2Result> {
  const started = Date.now();
  const { siteDir } = options;
  const outDir = options.outDir ?? join(siteDir, OUTPUT_DIR_V2);
  if (!existsSync(interfaceDir(siteDir))) throw new Error(`api-reference 2.x: ${interfaceDir(siteDir)} is missing (npm install in plugins/code-samples/interface-2.0)`);
  const key = cacheKeyV2(siteDir);
  const cachedPages = options.force ? null : upToDate(outDir, key);
  if (cachedPages !== null) {
    const docs = options.withDocs ? keptDocs<V2Docs>(siteDir, DOCS_CACHE, key) : undefined;
    if (docs !== null) return { skipped: true, pages: cachedPages, ms: Date.now() - started, key, notes: [], ...(docs ? { docs } : {}) };
  }

  const { collectV2 } = await import('./collect.mts');
  const { linkMapV2, renderGroupIndex, renderLanding, renderReferencePage } = await import('./render.mts');
  const docs = collectV2(siteDir);
  const groups = groupsOf(docs.docs);
  const links = linkMapV2(docs.docs);
  const { examplesV2 } = await import('./examples.mts');
  const examples = await examplesV2(siteDir, docs.docs, docs.version);

  const workDir = mkdtempSync(join(scratchRootOf(siteDir), 'pages-2.x-'));
  const files: string[] = [];
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(workDir, path)), { recursive: true });
    writeFileSync(join(workDir, path), text);
    files.push(path);
  };
  // Last in the Interface category of the 2.x sidebar, collapsed: its index page is the landing page.
  write('_category_.json', categoryJson('API reference', 100, { collapsed: true }));
  const byGroup = groups.map((group) => ({
    group,
    docs: docs.docs.filter((d) => d.group === group.slug).sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'component' ? -1 : 1)),
  }));
  write('index.mdx', renderLanding(byGroup, docs.packages));
  for (const { group, docs: members } of byGroup) {
    write(`${group.slug}/_category_.json`, categoryJson(group.label, group.position, { collapsed: true }));
    write(`${group.slug}/index.mdx`, renderGroupIndex(group, members, links));
    for (const d of members) write(`${group.slug}/${d.name}.mdx`, renderReferencePage(d, group, members, links, examples));
  }
  const pages = files.filter((f) => f.endsWith('.mdx')).length;
  writeFileSync(join(workDir, CACHE_FILE), `${JSON.stringify({ key, generatedAt: new Date().toISOString(), pages, notes: docs.notes, files }, null, 2)}\n`);
  // Swapped in whole, so a dev server or build running meanwhile never sees half a tree.
  const old = `${workDir}-old`;
  if (existsSync(outDir)) moveDir(outDir, old);
  mkdirSync(dirname(outDir), { recursive: true });
  moveDir(workDir, outDir);
  rmSync(old, { recursive: true, force: true });
  if (outDir === join(siteDir, OUTPUT_DIR_V2)) keepDocs(siteDir, DOCS_CACHE, key, docs);
  return { skipped: false, pages, ms: Date.now() - started, key, docs, notes: docs.notes };
}
