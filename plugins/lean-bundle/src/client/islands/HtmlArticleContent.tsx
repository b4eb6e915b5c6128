// The default export of a doc page's module in the browser bundle of production builds: it takes
// the place of the page's content (mdx-html-article-loader.cjs), which stays out of the bundle.
// DocItem/Content recognises it and renders the article from HTML instead (HtmlArticle.tsx).
import type { ReactNode } from 'react';

export default function HtmlArticleContent(): ReactNode {
  return null;
}
