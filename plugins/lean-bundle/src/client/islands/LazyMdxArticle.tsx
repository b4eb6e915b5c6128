// Takes the place of theme/DocItem/Content/MdxArticle.tsx in the browser bundle of production
// builds (plugin.mts, MDX_ARTICLE), where doc pages' articles are HTML (README, "HTML articles"),
// so that MDXContent, the MDX components and what they import do not load with every page. A doc
// page outside the plugin's `articleDirs` still renders, after loading them.
//
// The import() also keeps those modules in the browser bundle's graph: Docusaurus puts the CSS of
// every module of that graph, lazy ones included, into the site's one stylesheet, and the HTML of
// articles needs their styles (tests/e2e/build-output.test.mts checks it).
import { lazy, Suspense, type ReactNode } from 'react';

const MdxArticleContent = lazy(() => import('../../../theme/DocItem/Content/MdxArticleContent'));

export default function LazyMdxArticle(props: { className: string; children: ReactNode }): ReactNode {
  return (
    <Suspense fallback={null}>
      <MdxArticleContent {...props} />
    </Suspense>
  );
}
