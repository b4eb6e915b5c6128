// The site's docs versions (README.md): the version dropdown and the version notice as theme
// components that need no list of all pages in the browser, and the front matter hook that tells
// each page where its topic lives in the other version.
import type { MarkdownConfig, Plugin } from '@docusaurus/types';
import { fileURLToPath } from 'node:url';
import { createCounterparts } from './counterparts.mts';

/** The site config's `markdown.parseFrontMatter`: adds `version_counterpart` to the pages of both versions. */
export function versionCounterpartFrontMatter(siteDir: string): MarkdownConfig['parseFrontMatter'] {
  const counterparts = createCounterparts(siteDir);
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const counterpart = counterparts.of(params.filePath);
    return counterpart ? { ...result, frontMatter: { ...result.frontMatter, version_counterpart: counterpart } } : result;
  };
}

export default function docsVersionsPlugin(): Plugin {
  return {
    name: 'docs-versions',
    getThemePath: () => fileURLToPath(new URL('../theme', import.meta.url)),
    getTypeScriptThemePath: () => fileURLToPath(new URL('../theme', import.meta.url)),
  };
}
