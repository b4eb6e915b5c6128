// The article rendered from the page's MDX content, as the theme's DocItem/Content renders it (an
// optional synthetic h1, then the MDX document). Imported through MdxArticle.tsx.
import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';

/** The page title as an h1, unless the document has its own or the front matter hides it. */
function useSyntheticTitle(): string | null {
  const { metadata, frontMatter, contentTitle } = useDoc();
  return frontMatter.hide_title || contentTitle !== undefined ? null : metadata.title;
}

export default function MdxArticleContent({ className, children }: { className: string; children: ReactNode }): ReactNode {
  const syntheticTitle = useSyntheticTitle();
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
