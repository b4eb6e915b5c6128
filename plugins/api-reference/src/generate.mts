// Generates docs/reference/admin/api/ from the installed packages, unless nothing changed.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRoutes, otherVersion, versions, type VersionId } from './config.mts';
import { API_REFERENCE_PATH } from './route.ts';
import type { ComponentDoc, VersionDocs } from './extract.mts';
import type { CheckedExample } from './example-markdown.mts';

/** The docs folder mirrors the URL tree, so the pages go where their routes point. */
export const OUTPUT_DIR = `docs${API_REFERENCE_PATH}`;
export const CACHE_FILE = '.cache.json';
/** The name of the kept docs of the 1.x pages (keepDocs). */
const DOCS_CACHE = 'docs-1.x';
const srcDir = dirname(fileURLToPath(import.meta.url));

export interface GenerateOptions {
  siteDir: string;
  routesFile: string;
  outDir?: string;
  force?: boolean;
  /** Also when the pages are up to date, return the docs they were made from (the tests read them). */
  withDocs?: boolean;
  log?: (message: string) => void;
}

export interface GenerateResult {
  skipped: boolean;
  pages: number;
  ms: number;
  key: string;
  docs?: Record<VersionId, VersionDocs>;
  notes: string[];
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Versions of every package the pages are read from: the aliases and each `@contember/*` in reach. */
function packageVersions(siteDir: string): string[] {
  const found: string[] = [];
  const nm = join(siteDir, 'node_modules');
  const scan = (base: string) => {
    const scope = join(base, '@contember');
    if (!existsSync(scope)) return;
    for (const name of readdirSync(scope).sort()) {
      const pkg = join(scope, name, 'package.json');
      if (existsSync(pkg)) found.push(`${relative(siteDir, pkg)}@${(JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version}`);
    }
  };
  scan(nm);
  for (const v of versions) {
    for (const p of v.packages) {
      const pkg = join(siteDir, p.dir, 'package.json');
      found.push(`${p.dir}@${(JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version}`);
      scan(join(siteDir, p.dir, 'node_modules'));
    }
  }
  const reactTypes = join(nm, '@types/react/package.json');
  if (existsSync(reactTypes)) found.push(`@types/react@${(JSON.parse(readFileSync(reactTypes, 'utf8')) as { version: string }).version}`);
  found.push(`typescript@${(JSON.parse(readFileSync(join(nm, 'typescript/package.json'), 'utf8')) as { version: string }).version}`);
  return found;
}

/** Cache key: package versions + generator source + route contract. */
export function cacheKey(siteDir: string, routesFile: string): string {
  const hash = createHash('sha256');
  for (const line of packageVersions(siteDir)) hash.update(`${line}\n`);
  for (const file of filesUnder(srcDir)) hash.update(`${relative(srcDir, file)}\n`).update(readFileSync(file));
  hash.update(readFileSync(routesFile));
  return hash.digest('hex');
}

export function expectedPages(routesFile: string): { version: VersionId; category: string; name: string }[] {
  const routes = loadRoutes(routesFile);
  return versions.flatMap((v) =>
    Object.entries(routes[v.id]).flatMap(([category, names]) => names.map((name) => ({ version: v.id, category, name }))),
  );
}

export function pageFile(outDir: string, version: VersionId, category: string, name: string): string {
  return join(outDir, version, category, `${name}.mdx`);
}

/** Where a generator keeps its scratch folders and the docs of its last pages. */
export function scratchRootOf(siteDir: string): string {
  const root = join(siteDir, 'node_modules', '.cache', 'api-reference');
  mkdirSync(root, { recursive: true });
  return root;
}

/**
 * The docs a generator read, kept beside its pages under their cache key, so that the tests of
 * the pages the `api-reference` step wrote need not read the packages again.
 */
export function keepDocs(siteDir: string, name: string, key: string, docs: unknown): void {
  const root = scratchRootOf(siteDir);
  for (const file of readdirSync(root)) if (file.startsWith(`${name}-`) && file.endsWith('.json')) rmSync(join(root, file), { force: true });
  writeFileSync(join(root, `${name}-${key}.json`), JSON.stringify(docs));
}

/** The docs kept for `key`, or null when the pages of that key were generated without keeping them. */
export function keptDocs<T>(siteDir: string, name: string, key: string): T | null {
  const file = join(scratchRootOf(siteDir), `${name}-${key}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** rename, or copy and delete when the folders are on different file systems. */
export function moveDir(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

function upToDate(outDir: string, key: string, routesFile: string): boolean {
  const cacheFile = join(outDir, CACHE_FILE);
  if (!existsSync(cacheFile)) return false;
  const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key?: string };
  if (cached.key !== key) return false;
  return expectedPages(routesFile).every((p) => existsSync(pageFile(outDir, p.version, p.category, p.name)));
}

/** Generates the pages; the compiler is loaded only when the cache is stale. */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const started = Date.now();
  const { siteDir, routesFile } = options;
  const outDir = options.outDir ?? join(siteDir, OUTPUT_DIR);
  const log = options.log ?? (() => {});
  const key = cacheKey(siteDir, routesFile);
  if (!options.force && upToDate(outDir, key, routesFile)) {
    const docs = options.withDocs ? keptDocs<Record<VersionId, VersionDocs>>(siteDir, DOCS_CACHE, key) : undefined;
    if (docs !== null) return { skipped: true, pages: expectedPages(routesFile).length, ms: Date.now() - started, key, notes: [], ...(docs ? { docs } : {}) };
  }

  const { extractVersion } = await import('./extract.mts');
  const { linkMapOf } = await import('./markdown.mts');
  const { categoryJson, renderPage } = await import('./render.mts');
  const routes = loadRoutes(routesFile);
  const docs = {} as Record<VersionId, VersionDocs>;
  const notes: string[] = [];
  for (const v of versions) {
    const t = Date.now();
    docs[v.id] = extractVersion(siteDir, v, routes);
    log(`api-reference: read ${docs[v.id].components.length} ${v.id} components in ${Date.now() - t} ms`);
    if (docs[v.id].untaggedInRoutes.length) notes.push(`${v.id}: no @group tag, category from routes.json: ${docs[v.id].untaggedInRoutes.join(', ')}`);
    if (docs[v.id].extraTagged.length) notes.push(`${v.id}: tagged exports not in routes.json (no page): ${docs[v.id].extraTagged.join(', ')}`);
  }

  const { examplesOfVersion } = await import('./examples-v1.mts');
  const examples = new Map<VersionId, Map<string, CheckedExample>>();
  for (const v of versions) {
    const t = Date.now();
    examples.set(v.id, await examplesOfVersion(siteDir, v, docs[v.id].components));
    const all = [...examples.get(v.id)!.values()];
    log(`api-reference: ${v.id} examples: ${all.filter((e) => e.checked).length} of ${all.length} type-checked in ${Date.now() - t} ms`);
  }

  // Write into a scratch folder and swap it in at the end, so that a dev server or a build running
  // meanwhile (or a second generator) never sees a half-written tree.
  const workDir = mkdtempSync(join(scratchRootOf(siteDir), 'pages-'));
  writeFileSync(join(workDir, '_category_.json'), categoryJson('API reference', 7, { collapsed: true }));
  let pages = 0;
  versions.forEach((v, index) => {
    const vDir = join(workDir, v.id);
    mkdirSync(vDir, { recursive: true });
    writeFileSync(join(vDir, '_category_.json'), categoryJson(v.id, index + 1));
    const components = docs[v.id].components;
    const links = linkMapOf(components);
    const others = new Map<string, ComponentDoc>(docs[otherVersion[v.id]].components.map((c) => [c.name, c]));
    const categories = [...new Set(components.map((c) => c.category))].sort((a, b) => a.localeCompare(b));
    categories.forEach((category, position) => {
      const dir = join(vDir, category);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, '_category_.json'), categoryJson(category, position + 1));
    });
    for (const c of components) {
      const siblings = components.filter((s) => s.category === c.category).sort((a, b) => a.name.localeCompare(b.name));
      const counterpart = others.get(c.name);
      const page = renderPage(c, { links, siblings, examples: examples.get(v.id)!, ...(counterpart ? { counterpart } : {}) });
      writeFileSync(pageFile(workDir, v.id, c.category, c.name), page);
      pages++;
    }
  });
  writeFileSync(
    join(workDir, CACHE_FILE),
    `${JSON.stringify({ key, generatedAt: new Date().toISOString(), pages, notes }, null, 2)}\n`,
  );
  if (!options.force && upToDate(outDir, key, routesFile)) {
    // Another run finished the same pages meanwhile.
    rmSync(workDir, { recursive: true, force: true });
  } else {
    const old = `${workDir}-old`;
    if (existsSync(outDir)) moveDir(outDir, old);
    mkdirSync(dirname(outDir), { recursive: true });
    moveDir(workDir, outDir);
    rmSync(old, { recursive: true, force: true });
  }
  if (outDir === join(siteDir, OUTPUT_DIR)) keepDocs(siteDir, DOCS_CACHE, key, docs);
  return { skipped: false, pages, ms: Date.now() - started, key, docs, notes };
}
