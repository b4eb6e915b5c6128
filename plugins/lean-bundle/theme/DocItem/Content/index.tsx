// The doc article: the theme's markup (an optional synthetic h1, then the MDX document inside
// div.markdown), rendered through StaticArticle so that the first page load hydrates only the
// article's interactive islands.
import type { ReactElement, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import MDXComponents from '@theme/MDXComponents';
import type { Props } from '@theme/DocItem/Content';
import StaticArticle from '../../../src/client/islands/StaticArticle';

/** The page title as an h1, unless the document has its own or the front matter hides it. */
function useSyntheticTitle(): string | null {
  const { metadata, frontMatter, contentTitle } = useDoc();
  return frontMatter.hide_title || contentTitle !== undefined ? null : metadata.title;
}

export default function DocItemContent({ children }: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  return (
    <StaticArticle
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      document={children as ReactElement}
      components={MDXComponents}
      renderContent={() => (
        <>
          {syntheticTitle !== null && (
            <header>
              <Heading as="h1">{syntheticTitle}</Heading>
            </header>
          )}
          <MDXContent>{children}</MDXContent>
        </>
      )}
    />
  );
}
