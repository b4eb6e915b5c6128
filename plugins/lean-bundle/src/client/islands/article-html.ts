// The HTML of an article after a client-side navigation (lean-bundle README, "HTML articles"):
// the next page's own HTML, fetched while its route preloads, and its article taken out.
import { ThemeClassNames } from '@docusaurus/theme-common';

/** Selector of the article in a doc page's HTML (DocItem/Content's container). */
export const ARTICLE_SELECTOR = `.${ThemeClassNames.docs.docMarkdown}`;

const articles = new Map<string, Promise<string>>();

/** The cache key of a path: a location's pathname, decoded, without a trailing slash. */
function keyOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: the path as it is.
  }
  return decoded.replace(/(.)\/+$/, '$1');
}

/** The article of the page at `pathname`, from its HTML; rejects when the page has none. */
export function loadArticleHtml(pathname: string): Promise<string> {
  const key = keyOf(pathname);
  let loading = articles.get(key);
  if (!loading) {
    loading = fetch(encodeURI(key), { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.text();
      })
      .then((html) => {
        const article = new DOMParser().parseFromString(html, 'text/html').querySelector(ARTICLE_SELECTOR);
        if (!article) throw new Error('the page has no article');
        return article.innerHTML;
      });
    // A failed load may be retried by the next navigation.
    loading.catch(() => articles.delete(key));
    articles.set(key, loading);
  }
  return loading;
}

/** The article of `pathname` if it has loaded, else undefined. */
export function loadedArticleHtml(pathname: string): string | undefined {
  return settled.get(keyOf(pathname));
}

const settled = new Map<string, string>();

/** Loads an article and remembers it for loadedArticleHtml(); the promise never rejects. */
export function preloadArticleHtml(pathname: string): Promise<void> {
  return loadArticleHtml(pathname).then(
    (html) => void settled.set(keyOf(pathname), html),
    () => undefined,
  );
}
