// Docusaurus plugin: after the build, writes every doc page as Markdown at its path + `.md`, and
// the llms.txt files that index them (README.md). The pages come from the same sources as the
// HTML, in sidebar order; the build fails when a Markdown link is broken or a route of the
// route contract has no Markdown page (unless `checks` is false).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { DOCS_V1 } from '../../docs-versions/src/versions.ts';
import { buildLlmsFiles, type MarkdownPage, type SidebarSection } from './llms.mts';
import { markdownPath, resolvesInBuild, ROUTES_WITHOUT_MARKDOWN, siteLinks } from './links.mts';
import { toMarkdown } from './markdown.mts';

export const PLUGIN_NAME = 'llms-txt';

interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  draft?: boolean;
  frontMatter: Record<string, unknown>;
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

interface LoadedVersion {
  versionName: string;
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarItem[]>;
}

/** Doc ids of a sidebar item, depth first, as the sidebar lists them. */
function docIdsOf(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
  if (item.type !== 'category') return [];
  return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...(item.items ?? []).flatMap(docIdsOf)];
}

/** Every route the contract (`../shared/routes.json`) expects, API pages included. */
export function contractRoutes(file: string): string[] {
  const contract = JSON.parse(readFileSync(file, 'utf8')) as { content: { route: string }[]; apiReference: Record<string, Record<string, string[]>> };
  const routes = contract.content.map(({ route }) => route);
  for (const [version, categories] of Object.entries(contract.apiReference)) {
    for (const [category, components] of Object.entries(categories)) {
      for (const component of components) routes.push(`/reference/admin/api/${version}/${encodeURIComponent(category)}/${component}`);
    }
  }
  return routes;
}

function diagramTitleReader(siteDir: string): (importPath: string) => string | null {
  return (importPath) => {
    const file = join(siteDir, importPath.replace(/^@site\//, ''));
    if (!existsSync(file)) return null;
    return /<title[^>]*>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1]?.trim() ?? null;
  };
}

export interface LlmsTxtOptions {
  /**
   * The checks after the build: Markdown links that lead nowhere in the build, routes of the
   * contract without a Markdown page. False for a build that leaves pages out on purpose
   * (API_REFERENCE_SAMPLE); the full build runs them. Default true.
   */
  checks?: boolean;
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions = {}): Plugin {
  const checks = options.checks ?? true;
  const { siteDir, siteConfig } = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '') + siteConfig.baseUrl.replace(/\/$/, '');
  let pages: MarkdownPage[] = [];
  let sections: SidebarSection[] = [];

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({ allContent }) {
      const docsPlugin = allContent['docusaurus-plugin-content-docs'] as Record<string, { loadedVersions?: LoadedVersion[] }> | undefined;
      const versions = docsPlugin?.default?.loadedVersions ?? [];
      const diagramTitle = diagramTitleReader(siteDir);
      pages = [];
      sections = [];
      for (const version of versions) {
        // Doc ids repeat across versions (`intro/installation`): those of 2.x get its name in front.
        const key = (id: string) => (version.versionName === DOCS_V1.name ? id : `${version.versionName}/${id}`);
        const byId = new Map(version.docs.filter((doc) => !doc.unlisted && !doc.draft).map((doc) => [doc.id, doc]));
        const sidebar = Object.values(version.sidebars)[0] ?? [];
        const versionSections = sidebar.map((item) => ({ label: item.label ?? byId.get(item.id ?? '')?.title ?? '', docIds: docIdsOf(item) }));
        sections.push(...versionSections.map((section) => ({ ...section, docIds: section.docIds.map(key) })));
        const ordered = [...new Set([...versionSections.flatMap((section) => section.docIds), ...[...byId.keys()].sort()])];
        for (const id of ordered) {
          const doc = byId.get(id);
          if (!doc) continue;
          const description = typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : doc.description;
          const source = readFileSync(join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
          // A version's home page has the permalink `/2.x/`; its page is `/2.x` (trailingSlash: false).
          const route = doc.permalink.slice(siteConfig.baseUrl.length - 1).replace(/(.)\/$/, '$1');
          pages.push({ id: key(id), route, title: doc.title, description, markdown: toMarkdown(source, { title: doc.title, description, siteUrl, diagramTitle }) });
        }
      }
    },

    async postBuild({ outDir }) {
      const files = new Map<string, string>();
      for (const page of pages) files.set(decodeURI(markdownPath(page.route)), page.markdown);
      for (const [name, text] of Object.entries(buildLlmsFiles(pages, sections, { title: siteConfig.title, summary: siteConfig.tagline ?? '', siteUrl }))) {
        files.set(`/${name}`, text);
      }
      for (const [path, text] of files) {
        const file = join(outDir, path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, text);
      }

      const problems: string[] = [];
      for (const [path, text] of checks ? files : []) {
        for (const link of new Set(siteLinks(text, siteUrl))) if (!resolvesInBuild(outDir, link)) problems.push(`${path}: broken link ${link}`);
      }
      const contract = resolve(siteDir, process.env.API_ROUTES_FILE ?? '../shared/routes.json');
      if (checks && existsSync(contract)) {
        for (const route of contractRoutes(contract)) {
          if (!ROUTES_WITHOUT_MARKDOWN.has(route) && !files.has(decodeURIComponent(markdownPath(route)))) problems.push(`${route}: no Markdown page`);
        }
      }
      if (problems.length) throw new Error(`[${PLUGIN_NAME}] ${problems.length} problems:\n${problems.slice(0, 30).join('\n')}`);
      const bytes = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
      console.log(`[${PLUGIN_NAME}] wrote ${pages.length} Markdown pages and ${files.size - pages.length} llms files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    },
  };
}
