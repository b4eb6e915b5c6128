import { fromTaggedString } from '../engine/highlight';
import type { Highlighted, PageHit, SearchResponse, SectionHit } from '../engine/types';
import { parseApiRoute } from '../../../api-reference/src/route';
import { docSearchOrigin, type DocSearchSettings } from '../constants';
import { compareVersions } from '../engine/versions';
import type { SearchBackend } from './backend';
import { docsVersionOfUrl, LATEST_DOCS_VERSION } from '../../../docs-versions/src/versions';

const PRE = '__cs_mark__';
const POST = '__/cs_mark__';
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface HighlightValue {
  value?: string;
}
/** The fields of a DocSearch (v3 crawler) record that the UI uses. */
export interface DocSearchHit {
  url: string;
  content?: string | null;
  type?: string;
  hierarchy: Partial<Record<(typeof LEVELS)[number], string | null>>;
  _highlightResult?: { hierarchy?: Partial<Record<(typeof LEVELS)[number], HighlightValue>> };
  _snippetResult?: { content?: HighlightValue };
}

const plain = (text: string): Highlighted => ({ text, ranges: [] });
const tagged = (value: string | undefined, fallback: string): Highlighted =>
  value === undefined ? plain(fallback) : fromTaggedString(value, PRE, POST);

function pathOf(url: string): { page: string; anchor: string } {
  const parsed = new URL(url, 'https://docs.invalid');
  return { page: parsed.pathname.length > 1 ? parsed.pathname.replace(/\/$/, '') : parsed.pathname, anchor: parsed.hash.slice(1) };
}

/** Groups DocSearch records by page and ranks the reader's API version first. */
export function pagesFromDocSearchHits(
  hits: DocSearchHit[],
  apiVersion: string | null,
  onlyContextVersion = false,
  docsVersion: string | null = null,
  onlyDocsVersion = false,
): SearchResponse['pages'] {
  const pages = new Map<string, PageHit>();
  let latest: string | null = null;
  hits.forEach((hit, position) => {
    const { page: url, anchor } = pathOf(hit.url);
    const api = parseApiRoute(url);
    if (api && (!latest || compareVersions(api.version, latest) > 0)) latest = api.version;
    let page = pages.get(url);
    if (!page) {
      const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? url;
      page = {
        url,
        title: tagged(hit._highlightResult?.hierarchy?.lvl1?.value, title),
        apiVersion: api?.version ?? null,
        docsVersion: docsVersionOfUrl(url).release,
        category: api?.category ?? null,
        kind: api ? 'api' : 'doc',
        score: 1000 - position,
        sections: [],
      };
      pages.set(url, page);
    }
    const levels = LEVELS.slice(2).filter((level) => hit.hierarchy[level]);
    const last = levels[levels.length - 1];
    const section: SectionHit = {
      url: anchor ? `${url}#${anchor}` : url,
      path: levels.map((level) => hit.hierarchy[level] ?? ''),
      heading: last ? tagged(hit._highlightResult?.hierarchy?.[last]?.value, hit.hierarchy[last] ?? '') : null,
      snippet: tagged(hit._snippetResult?.content?.value, hit.content ?? ''),
    };
    if (page.sections.length < 3 && !page.sections.some((s) => s.url === section.url)) page.sections.push(section);
  });
  const preferred = apiVersion ?? latest;
  const preferredDocs = docsVersion ?? LATEST_DOCS_VERSION.release;
  const list = [...pages.values()]
    .filter((p) => !(onlyContextVersion && apiVersion && p.apiVersion && p.apiVersion !== apiVersion))
    .filter((p) => !(onlyDocsVersion && docsVersion && p.docsVersion !== docsVersion));
  for (const page of list) {
    if (page.apiVersion && preferred && page.apiVersion !== preferred) page.score -= apiVersion ? 500 : 5;
    if (page.docsVersion !== preferredDocs) page.score -= 500;
  }
  return list.sort((a, b) => b.score - a.score);
}

/**
 * The hosted backend: queries the DocSearch index over Algolia's REST API with the search-only
 * key. Contextual search: the reader's API version is sent as an optional filter (boost), and
 * the results are re-ranked by version here as well, so it works without crawler changes.
 */
export function createHostedBackend(config: DocSearchSettings): SearchBackend {
  // The credentials go in the query string, as Algolia's own browser client sends them: a request
  // with no custom header is a "simple" one, which needs no CORS preflight (a round trip less).
  const credentials = new URLSearchParams({ 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey });
  const endpoint = `${docSearchOrigin(config.appId)}/1/indexes/*/queries?${credentials}`;
  return {
    preload: async () => undefined,
    async search(query, context, options = {}) {
      const params = new URLSearchParams({
        query: query.slice(0, 500),
        hitsPerPage: String(Math.max(20, (options.limit ?? 20) * 2)),
        attributesToRetrieve: JSON.stringify(['hierarchy', 'content', 'url', 'type']),
        attributesToSnippet: JSON.stringify(['content:24']),
        attributesToHighlight: JSON.stringify(['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4']),
        highlightPreTag: PRE,
        highlightPostTag: POST,
        snippetEllipsisText: '…',
        facetFilters: JSON.stringify(['language:en']),
        ...(context.apiVersion ? { optionalFilters: JSON.stringify([`api_version:${context.apiVersion}`]) } : {}),
      });
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          // A CORS-safelisted type, so that the request stays simple; the body is JSON all the same.
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: JSON.stringify({ requests: [{ indexName: config.indexName, params: params.toString() }] }),
        });
      } catch (error) {
        throw new Error(`The search service could not be reached: ${String(error)}`);
      }
      if (!response.ok) throw new Error(`The search service answered HTTP ${response.status}`);
      const body = (await response.json()) as { results?: Array<{ hits?: DocSearchHit[] }> };
      const hits = body.results?.[0]?.hits ?? [];
      const pages = pagesFromDocSearchHits(hits, context.apiVersion, context.onlyContextVersion, context.docsVersion, context.onlyDocsVersion).slice(
        0,
        options.limit ?? 20,
      );
      return { query, pages, preferredVersion: context.apiVersion };
    },
  };
}
