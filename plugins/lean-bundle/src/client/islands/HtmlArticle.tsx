// A doc article from HTML (lean-bundle README, "HTML articles"). On the first page load it keeps
// the server-rendered DOM (an element with dangerouslySetInnerHTML, whose children Preact
// leaves alone while hydrating); after a client-side navigation it shows the article of the
// page's own HTML, fetched while the route preloaded (article-html.ts). Either way, only the
// islands and behaviours inside come to life (hydrate-article.ts), after the page's hydration.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { hydrateArticle } from './hydrate-article';
import { loadArticleHtml, loadedArticleHtml } from './article-html';

/** Keeps Preact's children from touching the server-rendered DOM while hydrating. */
const KEEP_SERVER_HTML = { __html: '' };

/** The first article rendered in this window is the one the server rendered into the page. */
let serverRenderedArticlePending = typeof document !== 'undefined';

type Article = { html: string | null } | { failed: string };

export default function HtmlArticle({ className }: { className: string }, hostContext?: object): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const { pathname } = useLocation();
  const [fromServer] = useState(() => {
    const pending = serverRenderedArticlePending;
    serverRenderedArticlePending = false;
    return pending;
  });
  // Provider instances in the context object are stable; the object itself is not.
  const [islandContext] = useState(() => hostContext ?? {});
  const [article, setArticle] = useState<Article>(() => ({ html: fromServer ? null : (loadedArticleHtml(pathname) ?? null) }));

  // An article that preloading did not bring (a render without preload): load it now.
  useEffect(() => {
    if (fromServer || ('html' in article && article.html !== null)) return undefined;
    let current = true;
    loadArticleHtml(pathname).then(
      (html) => current && setArticle({ html }),
      (error: unknown) => current && setArticle({ failed: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [fromServer, article, pathname]);

  const html = 'html' in article ? article.html : null;
  useEffect(() => {
    const element = ref.current;
    if (!element || (!fromServer && html === null)) return undefined;
    // In a task of its own: the page's effects, which run this one, already make a long task on a
    // phone, and the article's parts request their modules (lean-bundle README, "HTML articles").
    let stop: (() => void) | undefined;
    const timer = window.setTimeout(() => (stop = hydrateArticle(element, islandContext, history)), 0);
    return () => {
      window.clearTimeout(timer);
      stop?.();
    };
  }, [fromServer, html, islandContext, history]);

  if ('failed' in article) {
    return (
      <div ref={ref} className={className}>
        <p role="alert">
          This page could not be loaded ({article.failed}). <a href={pathname}>Reload it</a>.
        </p>
      </div>
    );
  }
  return <div ref={ref} className={className} dangerouslySetInnerHTML={fromServer ? KEEP_SERVER_HTML : { __html: html ?? '' }} />;
}
