// The llms.txt files (https://llmstxt.org): an index of the Markdown pages, all written pages in
// one file, and the generated API reference of each Interface version in a file of its own.
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

/** The Interface version of a generated API page, or null for a written page. */
export function apiVersionOf(route: string): string | null {
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

/** `llms.txt`, `llms-full.txt` and one `llms-api-{version}.txt` per API version, by file name. */
export function buildLlmsFiles(pages: MarkdownPage[], sections: SidebarSection[], site: SiteInfo): Record<string, string> {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const written = pages.filter((page) => apiVersionOf(page.route) === null);
  const versions = [...new Set(pages.map((page) => apiVersionOf(page.route)).filter((v): v is string => v !== null))].sort().reverse();
  const apiFile = (version: string) => `llms-api-${version}.txt`;

  const index = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  index.push(
    `Every page below is Markdown. [${'llms-full.txt'}](${site.siteUrl}/llms-full.txt) holds all written pages in this order; ` +
      'the generated component reference of Interface is in one file per version.',
    '',
  );
  const listed = new Set<string>();
  for (const section of sections) {
    const sectionPages = section.docIds.map((id) => byId.get(id)).filter((page): page is MarkdownPage => page !== undefined && apiVersionOf(page.route) === null);
    if (!sectionPages.length) continue;
    index.push(`## ${section.label}`, '', ...sectionPages.map((page) => linkLine(page, site.siteUrl)), '');
    for (const page of sectionPages) listed.add(page.id);
  }
  const unlisted = written.filter((page) => !listed.has(page.id));
  if (unlisted.length) index.push('## Other pages', '', ...unlisted.map((page) => linkLine(page, site.siteUrl)), '');
  if (versions.length) {
    index.push('## API reference', '');
    for (const version of versions) {
      const count = pages.filter((page) => apiVersionOf(page.route) === version).length;
      index.push(`- [Interface ${version} components](${site.siteUrl}/${apiFile(version)}): props, types and examples of ${count} components, generated from the published packages`);
    }
    index.push('');
  }

  const files: Record<string, string> = {
    'llms.txt': index.join('\n'),
    'llms-full.txt': `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n---\n\n${concatenate(written, site.siteUrl)}`,
  };
  for (const version of versions) {
    const apiPages = pages.filter((page) => apiVersionOf(page.route) === version);
    files[apiFile(version)] = `# ${site.title} Interface ${version} API reference\n\n> Props, types and examples of the Interface ${version} components, generated from the published packages.\n\n---\n\n${concatenate(apiPages, site.siteUrl)}`;
  }
  return files;
}
