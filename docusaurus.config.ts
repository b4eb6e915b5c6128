import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { fileURLToPath } from 'node:url';
import remarkCodeSamples from './plugins/code-samples/src/remark-code-samples.mts';
import rehypeHighlight from './plugins/highlight/src/rehype-highlight.mts';
import remarkLivePreview from './plugins/live-preview/src/remark-live-preview.mts';
import remarkGraphqlPlayground from './plugins/graphql-playground/src/remark-graphql-playground.mts';
import { GlobExcludeDefault } from '@docusaurus/utils';
import { announcementBarFromEnv, apiReferenceSampleFromEnv, editUrlFromEnv, hydrationSchemeFromEnv, searchPluginOptionsFromEnv } from './src/config/env';
import { excludeGlobsOutsideSample } from './plugins/api-reference/src/sample.mts';
import { docsNavbarActivePattern } from './src/config/sidebar';
import { versionCounterpartFrontMatter } from './plugins/docs-versions/src/plugin.mts';
import { DOCS_V1, DOCS_V2, LATEST_DOCS_VERSION } from './plugins/docs-versions/src/versions';
import type { LeanBundleOptionsInput } from './plugins/lean-bundle/src/options.mts';

const title = 'Contember';
const tagline =
  'Contember is an open-source headless content platform: model your data in TypeScript and get a GraphQL API, access rules and a React admin interface.';

/** Only a sample of the generated API pages (API_REFERENCE_SAMPLE: a build that tests the shell). */
const apiReferenceSample = apiReferenceSampleFromEnv(process.env);
const siteDir = fileURLToPath(new URL('.', import.meta.url));

const config: Config = {
  title,
  tagline,
  url: process.env.SITE_URL ?? 'https://docs.contember.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  trailingSlash: false,
  titleDelimiter: '|',

  // A sampled build lacks the API pages written pages link to; the full build checks those links.
  onBrokenLinks: apiReferenceSample ? 'ignore' : 'throw',
  onBrokenAnchors: apiReferenceSample ? 'ignore' : 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
    // Each page learns where its topic lives in the other docs version (plugins/docs-versions).
    parseFrontMatter: versionCounterpartFrontMatter(siteDir),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },

  future: {
    v4: true,
    // Every `faster` option but two, for the build's memory (BENCHMARKS.md, budget 2 GB):
    // - rspack's persistent cache kept a cold build above 2 GB, and it does not see changes to
    //   the loaders of local plugins (plugins/lean-bundle), so it served stale bundles;
    // - static pages render in the main process instead of worker threads: 1.77 GB at peak
    //   instead of 1.98 GB (medians of 3 cold builds), in about the same time (38.8 s, 38.2 s).
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      rspackBundler: true,
      mdxCrossCompilerCache: true,
      ssgWorkerThreads: false,
      gitEagerVcs: true,
      rspackPersistentCache: false,
    },
  },

  // Documentation search: build-time index, /search page, navbar search (plugins/search/README.md).
  // The hydration scheme (plugins/lean-bundle/README.md); PLAIN_DOCUSAURUS=1 turns it off.
  // Pages as Markdown and the llms.txt files, for AI tools (plugins/llms-txt/README.md).
  plugins: [
    ['./plugins/search/src/plugin.ts', searchPluginOptionsFromEnv(process.env)],
    [
      './plugins/lean-bundle/src/plugin.mts',
      {
        enabled: hydrationSchemeFromEnv(process.env),
        // What runs in an article, which otherwise reaches the browser as HTML only.
        islands: {
          LivePreview: '@site/plugins/live-preview/theme/LivePreview',
          PaletteGenerator: '@site/src/components/PaletteGenerator',
        },
        behaviours: [
          { selector: '[data-code-copy]', module: '@site/src/theme/CodeBlock/article-behaviour' },
          { selector: '.tabs-values', module: '@site/src/theme/Tabs/article-behaviour' },
          { selector: '[data-graphql-try]', module: '@site/plugins/graphql-playground/theme/article-behaviour' },
        ],
      } satisfies LeanBundleOptionsInput,
    ],
    ['./plugins/llms-txt/src/plugin.mts', { checks: !apiReferenceSample }],
    './plugins/live-preview/src/plugin.mts',
    // Docs versions: the version dropdown and the 1.x notice (plugins/docs-versions/README.md).
    './plugins/docs-versions/src/plugin.mts',
  ],
  // The live previews' frame is built by its plugin into .live-preview/ (plugins/live-preview).
  staticDirectories: ['static', '.live-preview'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          exclude: apiReferenceSample ? [...GlobExcludeDefault, ...excludeGlobsOutsideSample(siteDir)] : GlobExcludeDefault,
          // 1.x is the `docs/` folder at the site root (the route contract); 2.x lives in
          // versioned_docs/version-2.x/ under /2.x/ and is the version new readers get.
          lastVersion: LATEST_DOCS_VERSION.name,
          versions: {
            [DOCS_V1.name]: { label: DOCS_V1.label, path: DOCS_V1.path, banner: 'unmaintained', badge: false },
            [DOCS_V2.name]: { label: DOCS_V2.label, path: DOCS_V2.path, banner: 'none', badge: false },
          },
          showLastUpdateTime: false,
          breadcrumbs: true,
          // "Edit this page" on written pages (EDIT_URL, README "Environment variables").
          editUrl: editUrlFromEnv(process.env),
          remarkPlugins: [remarkCodeSamples, remarkLivePreview, remarkGraphqlPlayground],
          rehypePlugins: [rehypeHighlight],
        },
        blog: false,
        pages: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        // Diagrams are inlined SVG components (CONTRIBUTING.md, "Diagrams"). SVGO must keep their ids
        // as written: aria-labelledby points at the <title id>, and two diagrams on a page must not
        // end up with the same shortened ids.
        svgr: {
          svgrConfig: {
            svgoConfig: {
              plugins: [
                { name: 'preset-default', params: { overrides: { removeTitle: false, removeViewBox: false, cleanupIds: false } } },
              ],
            },
          },
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/search'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.jpg',
    metadata: [
      { name: 'twitter:card', content: 'summary_large_image' },
      { property: 'og:site_name', content: title },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: true,
    },
    announcementBar: announcementBarFromEnv(process.env),
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title,
      hideOnScroll: true,
      logo: {
        alt: 'Contember',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        // A plain link rather than `type: 'doc'`: doc items need the list of every doc in the
        // global data, which plugins/lean-bundle keeps out of the bundle. Active on the pages of the
        // sidebar (src/config/sidebar.ts).
        { to: '/', label: 'Docs', position: 'left', activeBaseRegex: docsNavbarActivePattern() },
        // Keeps the page, query and hash when the other version has the page (plugins/docs-versions).
        { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
        { href: 'https://blog.contember.com', label: 'Blog', position: 'left' },
        { href: 'https://github.com/orgs/contember/discussions', label: 'Support', position: 'left' },
        { href: 'https://github.com/contember', label: 'GitHub', position: 'right' },
        { href: 'https://www.youtube.com/@cntmbr', label: 'YouTube', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      copyright: `Copyright © ${new Date().getFullYear()} Contember`,
    },
    // Code is highlighted at build time (plugins/highlight); an empty Prism theme keeps the
    // theme's default palette out of the client config.
    prism: {
      theme: { plain: {}, styles: [] },
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
