// README.md, "HTML articles": the pure parts of the scheme, in Node. island() writes an island's
// props into its wrapper; the MDX loader keeps a page's data and drops its content; the options
// and the module of article parts; links.ts decides which clicks in an article navigate on the client.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { clientNavigationTarget } from '../src/client/islands/links.ts';
import { island, islandDefinitionOf, islandPropsJson } from '../src/client/islands/island.tsx';
import { articlePartsSource } from '../src/plugin.mts';
import { normalizeOptions } from '../src/options.mts';

const Counter = (props: { start: number; label?: string }): ReactNode => `${props.label ?? ''}${props.start}`;

describe('island()', () => {
  test('the wrapper names the island and carries its props as JSON, around the component', () => {
    const CounterIsland = island('Counter', Counter);
    const html = renderToStaticMarkup(createElement(CounterIsland, { start: 3, label: '<b>"x"</b>' }));
    const wrapper = /^<div class="island" data-island="Counter" data-island-props="([^"]*)">(.*)<\/div>$/.exec(html);
    assert.ok(wrapper, html);
    const props = JSON.parse(wrapper[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as object;
    assert.deepEqual(props, { start: 3, label: '<b>"x"</b>' });
    assert.equal(wrapper[2], '&lt;b&gt;&quot;x&quot;&lt;/b&gt;3');
    assert.equal(islandDefinitionOf(CounterIsland)?.component, Counter);
    assert.equal(islandDefinitionOf(Counter), undefined, 'a plain component is no island');
  });

  test('an island that hydrates on interaction says so in its wrapper', () => {
    const html = renderToStaticMarkup(createElement(island('Later', Counter, { hydrate: 'interaction' }), { start: 1 }));
    assert.match(html, /^<div class="island" data-island="Later" data-island-props="[^"]*" data-island-hydrate="interaction">1<\/div>$/);
    assert.doesNotMatch(renderToStaticMarkup(createElement(island('Now', Counter), { start: 1 })), /data-island-hydrate/);
  });

  test('props that HTML cannot carry fail the build with the prop\'s name', () => {
    assert.throws(() => islandPropsJson('Tabs', { children: createElement('p') }), /island Tabs: prop "children" is not JSON/);
    assert.throws(() => islandPropsJson('Counter', { onChange: () => undefined }), /prop "onChange"/);
    assert.equal(islandPropsJson('Counter', { nested: { list: [1, 'a', null] } }), '{"nested":{"list":[1,"a",null]}}');
  });

  test('with the scheme off (PLAIN_DOCUSAURUS), island() returns the component as it is', () => {
    // The plugin defines the constant in the bundles; here it is set by hand.
    process.env.LEAN_BUNDLE_ISLANDS = 'off';
    try {
      assert.equal(island('Counter', Counter), Counter);
    } finally {
      delete process.env.LEAN_BUNDLE_ISLANDS;
    }
    assert.notEqual(island('Counter', Counter), Counter);
  });
});

describe('the MDX loader of HTML articles', () => {
  const { htmlArticleModule } = createRequire(import.meta.url)('../src/mdx-html-article-loader.cjs') as { htmlArticleModule(source: string, marker: string): string };
  // The shape of what Docusaurus's MDX loader gives it (a page with tabs, a partial and an image).
  const page = `
export const frontMatter = {
\ttitle: 'Queries',
\tdescription: 'Read data.'
};
export const contentTitle = undefined;
export {default as metadata} from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-queries-md-123.json'
export const assets = {
"image": require("./shot.png").default,
};

import {jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
import Tabs from '@theme/Tabs';
import Partial, {toc as __partialToc} from './_partial.mdx';
const sectionId = "filters";
export const toc = [...__partialToc, { "value": "Filters", "id": sectionId, "level": 2 }];
function _createMdxContent(props) {
  return _jsxs("div", { children: [_jsx(Tabs, {}), _jsx(Partial, {}), "A sentence only the article holds."] });
}
export default function MDXContent(props = {}) {
  return _jsx(_createMdxContent, { ...props });
}
`;

  test('keeps the data exports and what they use, drops the content and its imports', async () => {
    const output = htmlArticleModule(page, '/lean-bundle/HtmlArticleContent.tsx');
    assert.ok(!output.includes('A sentence only the article holds'), 'the text is gone');
    assert.ok(!output.includes('@theme/Tabs') && !output.includes('react/jsx-runtime') && !output.includes('_createMdxContent'));
    assert.ok(output.includes("import Partial, {toc as __partialToc} from './_partial.mdx';"), 'the import the toc uses stays');
    assert.ok(output.includes('const sectionId = "filters";'), 'a declaration the toc uses stays');
    assert.ok(output.includes('export {default as metadata} from'), 'the metadata re-export stays');
    assert.ok(output.includes('require("./shot.png")'), 'the assets stay');
    assert.match(output, /import HtmlArticleContent from "\/lean-bundle\/HtmlArticleContent\.tsx";\nexport \{ frontMatter as frontMatter, contentTitle as contentTitle, toc as toc, assets as assets \};\nexport default HtmlArticleContent;/);
    // Still a valid module.
    const acorn = createRequire(import.meta.url)('acorn') as { parse(source: string, options: object): unknown };
    assert.doesNotThrow(() => acorn.parse(output, { ecmaVersion: 'latest', sourceType: 'module' }));
  });

  test('a page module that re-exports anything but data fails the build', () => {
    assert.throws(() => htmlArticleModule("export { Widget as default } from './widget.js';\n", '/m'), /re-exports default from \.\/widget\.js/);
  });
});

describe('options and the article parts module', () => {
  test('defaults, and a clear error for each wrong option', () => {
    assert.deepEqual(normalizeOptions(undefined), { enabled: true, islands: {}, behaviours: [], articleDirs: ['docs', 'versioned_docs'] });
    assert.throws(() => normalizeOptions({ enabled: 'yes' }), /enabled must be true or false/);
    assert.throws(() => normalizeOptions({ islands: { 'no spaces': '@site/x' } }), /islands must map island names/);
    assert.throws(() => normalizeOptions({ behaviours: [{ selector: '.x' }] }), /behaviours must be a list of \{ selector, module \}/);
    assert.throws(() => normalizeOptions({ islnds: {} }), /unknown option\(s\) islnds/);
  });

  test('one import() per island and behaviour, so that each loads only for an article that has it', () => {
    const source = articlePartsSource({ islands: { LivePreview: '@site/live' }, behaviours: [{ selector: '[data-code-copy]', module: '@site/copy' }] });
    assert.equal(source, 'export const islands = {\n  "LivePreview": () => import("@site/live"),\n};\nexport const behaviours = [\n  { selector: "[data-code-copy]", load: () => import("@site/copy") },\n];\n');
  });
});

describe('clientNavigationTarget', () => {
  // links.ts tests `instanceof Element` and `instanceof HTMLAnchorElement`: stand-ins for Node.
  class Anchor {
    target = '';
    readonly attributes: Record<string, string>;
    constructor(readonly href: string, attributes: Record<string, string> = {}) {
      this.attributes = attributes;
    }
    closest(): Anchor {
      return this;
    }
    hasAttribute(name: string): boolean {
      return name in this.attributes;
    }
  }
  const globals = globalThis as Record<string, unknown>;
  globals.Element = Anchor;
  globals.HTMLAnchorElement = Anchor;
  const current = new URL('https://docs.example.com/guides/seo?x=1') as unknown as Location;
  const click = (anchor: Anchor, extra: Partial<MouseEvent> = {}) =>
    clientNavigationTarget({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target: anchor, ...extra } as unknown as MouseEvent, current);

  test('an internal link to another page navigates on the client, with its query and hash', () => {
    assert.equal(click(new Anchor('https://docs.example.com/intro/quickstart?tab=a#install')), '/intro/quickstart?tab=a#install');
  });

  test('the browser keeps modified clicks, other buttons, other origins, new windows, downloads and links within the page', () => {
    const internal = new Anchor('https://docs.example.com/intro');
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) assert.equal(click(internal, { [modifier]: true }), null, modifier);
    assert.equal(click(internal, { button: 1 }), null);
    assert.equal(click(internal, { defaultPrevented: true }), null);
    assert.equal(click(new Anchor('https://github.com/contember')), null);
    const blank = new Anchor('https://docs.example.com/intro');
    blank.target = '_blank';
    assert.equal(click(blank), null);
    assert.equal(click(new Anchor('https://docs.example.com/files/schema.pdf', { download: '' })), null);
    assert.equal(click(new Anchor('https://docs.example.com/guides/seo?x=1#meta')), null);
  });
});
