// The doc article: the theme's markup (an optional synthetic h1, then the MDX document inside
// div.markdown). In the browser bundle of production builds the page's module has no content
// (HtmlArticleContent takes its place): the article comes from HTML (HtmlArticle).
import type { ReactElement, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/DocItem/Content';
import HtmlArticle from '../../../src/client/islands/HtmlArticle';
import HtmlArticleContent from '../../../src/client/islands/HtmlArticleContent';

/** The page title as an h1, unless the document has its own or the front matter hides it. */
function useSyntheticTitle(): string | null {
  const { metadata, frontMatter, contentTitle } = useDoc();
  return frontMatter.hide_title || contentTitle !== undefined ? null : metadata.title;
}

export default function DocItemContent({ children }: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const className = clsx(ThemeClassNames.docs.docMarkdown, 'markdown');
  if ((children as ReactElement).type === HtmlArticleContent) return <HtmlArticle className={className} />;
  return (
    <div className={className}>
      {syntheticTitle !== null && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
