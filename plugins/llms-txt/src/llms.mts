// The llms.txt files (https://llmstxt.org): an index of the Markdown pages, all written pages in
// one file, and the generated API reference of each Interface version in a file of its own.
import { DOCS_V1, DOCS_V2, DOCS_VERSIONS, docsVersionOfUrl } from '../../docs-versions/src/versions.ts';
import { API2_REFERENCE_PATH } from '../../api-reference/src/route.ts';
import { markdownPath } from './links.mts';

export interface MarkdownPage {
  id: string;
  /** The page's route, not encoded (`/reference/admin/api/v1.2/Action buttons/ClearFieldButton`). */
  route: string;
  title: string;
  description: string;
  markdown: string;
}

/** A top-level item of the docs sidebar: its label and the doc ids under it, in order. */
export interface SidebarSection {
  label: string;
  docIds: string[];
}

export interface SiteInfo {
  title: string;
  summary: string;
  siteUrl: string;
}

const API_ROUTE = /^\/reference\/admin\/api\/(v[\d.]+)\//;

/**
 * The Interface version of a generated API page, or null for a written page: `v1.1`, `v1.2`, and
 * `2.x` for the Interface 2.0 reference of the 2.x docs (its landing and group pages included).
 */
export function apiVersionOf(route: string): string | null {
  if (route === API2_REFERENCE_PATH || route.startsWith(`${API2_REFERENCE_PATH}/`)) return DOCS_V2.release;
  return API_ROUTE.exec(route)?.[1] ?? null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function linkLine(page: MarkdownPage, siteUrl: string): string {
  return `- [${page.title}](${siteUrl}${encodeURI(markdownPath(page.route))})${page.description ? `: ${oneLine(page.description)}` : ''}`;
}

/** Pages one after the other, each with the address of its web page. */
function concatenate(pages: MarkdownPage[], siteUrl: string): string {
  return pages.map((page) => `<!-- ${siteUrl}${encodeURI(page.route)} -->\n\n${page.markdown}`).join('\n---\n\n');
}

/** The written pages of a docs version, all in one file: `llms-full.txt` for 1.x, `llms-full-2.x.txt` for 2.x. */
export function fullFileOf(release: string): string {
  return release === DOCS_V1.release ? 'llms-full.txt' : `llms-full-${release}.txt`;
}

/**
 * `llms.txt`, one `llms-full*.txt` per docs version and one `llms-api-{version}.txt` per API
 * version, by file name. Page ids must be unique across docs versions (the plugin prefixes those
 * of versions other than 1.x); with several versions, the index names each section's version,
 * the latest first.
 */
export function buildLlmsFiles(pages: MarkdownPage[], sections: SidebarSection[], site: SiteInfo): Record<string, string> {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const releaseOf = (page: MarkdownPage) => docsVersionOfUrl(page.route).release;
  const releases = DOCS_VERSIONS.map((version) => version.release).filter((release) => pages.some((page) => releaseOf(page) === release));
  const several = releases.length > 1;
  const written = pages.filter((page) => apiVersionOf(page.route) === null);
  // The 2.x reference first (the current docs version), then the 1.x versions, newest first.
  const versions = [...new Set(pages.map((page) => apiVersionOf(page.route)).filter((v): v is string => v !== null))]
    .sort()
    .reverse()
    .sort((a, b) => Number(b === DOCS_V2.release) - Number(a === DOCS_V2.release));
  const apiFile = (version: string) => `llms-api-${version}.txt`;

  const index = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  const fullFiles = releases.map((release) => `[${fullFileOf(release)}](${site.siteUrl}/${fullFileOf(release)})${several ? ` (Contember ${release})` : ''}`);
  index.push(
    `Every page below is Markdown. ${fullFiles.join(' and ')} ${fullFiles.length > 1 ? 'hold' : 'holds'} all written pages in this order; ` +
      'the generated component reference of Interface is in one file per version.',
    '',
  );
  const listed = new Set<string>();
  const sectionsInOrder = releases.flatMap((release) =>
    sections.map((section) => ({ section, release, pages: section.docIds.map((id) => byId.get(id)).filter((page): page is MarkdownPage => page !== undefined && apiVersionOf(page.route) === null && releaseOf(page) === release) })),
  );
  for (const { section, release, pages: sectionPages } of sectionsInOrder) {
    if (!sectionPages.length) continue;
    index.push(`## ${section.label}${several ? ` (${release})` : ''}`, '', ...sectionPages.map((page) => linkLine(page, site.siteUrl)), '');
    for (const page of sectionPages) listed.add(page.id);
  }
  const unlisted = written.filter((page) => !listed.has(page.id));
  if (unlisted.length) index.push('## Other pages', '', ...unlisted.map((page) => linkLine(page, site.siteUrl)), '');
  if (versions.length) {
    index.push('## API reference', '');
    for (const version of versions) {
      const count = pages.filter((page) => apiVersionOf(page.route) === version).length;
      index.push(
        version === DOCS_V2.release
          ? `- [Interface 2.0 components and hooks](${site.siteUrl}/${apiFile(version)}): ${count} pages of props, parameters and types, generated from the published packages and the project template's UI kit`
          : `- [Interface ${version} components](${site.siteUrl}/${apiFile(version)}): props, types and examples of ${count} components, generated from the published packages`,
      );
    }
    index.push('');
  }

  const files: Record<string, string> = { 'llms.txt': index.join('\n') };
  for (const release of releases.length ? releases : [DOCS_V1.release]) {
    const title = several ? `${site.title} ${release}` : site.title;
    files[fullFileOf(release)] = `# ${title}\n\n> ${oneLine(site.summary)}\n\n---\n\n${concatenate(written.filter((page) => releaseOf(page) === release), site.siteUrl)}`;
  }
  for (const version of versions) {
    const apiPages = pages.filter((page) => apiVersionOf(page.route) === version);
    const summary =
      version === DOCS_V2.release
        ? "Props, parameters and types of the components and hooks of @contember/interface 2.0.8 and of the project template's UI kit, generated from the published code."
        : `Props, types and examples of the Interface ${version} components, generated from the published packages.`;
    const heading = version === DOCS_V2.release ? `${site.title} Interface 2.0 API reference` : `${site.title} Interface ${version} API reference`;
    files[apiFile(version)] = `# ${heading}\n\n> ${summary}\n\n---\n\n${concatenate(apiPages, site.siteUrl)}`;
  }
  return files;
}
