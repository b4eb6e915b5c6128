// The doc article: the theme's markup (an optional synthetic h1, then the MDX document inside
// div.markdown). In the browser bundle of production builds the page's module has no content
// (HtmlArticleContent takes its place): the article comes from HTML (HtmlArticle).
import type { ReactElement, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocItem/Content';
import HtmlArticle from '../../../src/client/islands/HtmlArticle';
import HtmlArticleContent from '../../../src/client/islands/HtmlArticleContent';
import MdxArticle from './MdxArticle';

export default function DocItemContent({ children }: Props): ReactNode {
  const className = clsx(ThemeClassNames.docs.docMarkdown, 'markdown');
  if ((children as ReactElement).type === HtmlArticleContent) return <HtmlArticle className={className} />;
  return <MdxArticle className={className}>{children}</MdxArticle>;
}
