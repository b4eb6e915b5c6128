// Links of the Markdown pages: a page links to the `.md` of another page, or to the site for
// anything else (images, the search page), always with an absolute URL, so that a page pasted
// into another tool still leads somewhere.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { markdownPath } from './markdown-path.ts';

export { markdownPath };

/** Routes that have no Markdown page: not written pages (the search page is a form). */
export const ROUTES_WITHOUT_MARKDOWN = new Set(['/search']);

/** Paths of files rather than pages (`LayoutKit.Frame` is a page: API pages have dotted names). */
const FILE_PATH = /\.(md|txt|json|xml|svg|png|jpe?g|webp|gif|ico|pdf|zip|css|js)$/i;

/** A link of a page's source, rewritten for its Markdown copy. */
export function rewriteLink(url: string, siteUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const [, path = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  if (FILE_PATH.test(path) || ROUTES_WITHOUT_MARKDOWN.has(path)) return siteUrl + url;
  return siteUrl + markdownPath(path) + suffix;
}

/** Absolute site links of a Markdown text (inline links and reference definitions). */
export function siteLinks(markdown: string, siteUrl: string): string[] {
  const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...markdown.matchAll(new RegExp(`${escaped}(/[^)\\s>]*)`, 'g'))].map((match) => match[1]!);
}

/** Whether a site path (from a Markdown page) resolves to a file of the build: a `.md`, an asset or an HTML route. */
export function resolvesInBuild(outDir: string, sitePath: string): boolean {
  const path = decodeURIComponent(sitePath.replace(/[?#].*$/, ''));
  if (FILE_PATH.test(path)) return existsSync(join(outDir, path));
  return existsSync(join(outDir, `${path}.html`)) || existsSync(join(outDir, path, 'index.html'));
}
