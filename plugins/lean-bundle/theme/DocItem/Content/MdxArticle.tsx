// The article rendered from MDX (MdxArticleContent.tsx): on the server, which writes the HTML, and
// in the dev server. The browser bundle of production builds replaces this module with
// src/client/islands/LazyMdxArticle.tsx (plugin.mts, MDX_ARTICLE): there, articles are HTML.
export { default } from './MdxArticleContent';
