import assert from 'node:assert/strict';
import { test } from 'node:test';
import rehypeHighlight, { HIGHLIGHTED_HTML_PROPERTY, grammarName, highlight, highlightHtml, type HastElement, type HastNode } from '../src/rehype-highlight.mts';

const text = (nodes: HastNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? (node as { value: string }).value : text((node as HastElement).children))).join('');

test('tokenises TypeScript and keeps the text unchanged', () => {
  const code = "const title = c.stringColumn().notNull() // required";
  const nodes = highlight(code, 'ts');
  assert.equal(text(nodes), code);
  const classes = nodes.filter((node): node is HastElement => node.type === 'element').map((node) => (node.properties.className as string[]).join(' '));
  assert.ok(classes.includes('token keyword'));
  assert.ok(classes.includes('token comment'));
});

test('resolves aliases and leaves unknown languages as plain text', () => {
  assert.equal(grammarName('ts'), 'typescript');
  assert.equal(grammarName('gql'), 'graphql');
  assert.equal(grammarName('no-such-language'), null);
  assert.deepEqual(highlight('<b>', 'no-such-language'), [{ type: 'text', value: '<b>' }]);
});

test('markup in code stays text, never elements', () => {
  const nodes = highlight('const html = "<script>alert(1)</script>"', 'ts');
  assert.equal(text(nodes), 'const html = "<script>alert(1)</script>"');
  const hasScriptElement = JSON.stringify(nodes).includes('"tagName":"script"');
  assert.equal(hasScriptElement, false);
});

test('highlighted HTML escapes the code and wraps tokens in spans', () => {
  assert.equal(
    highlightHtml('const a = "<b>&"', 'ts'),
    '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token string">"&lt;b&gt;&amp;"</span>',
  );
  assert.equal(highlightHtml('<script>alert(1)</script>', 'no-such-language'), '&lt;script&gt;alert(1)&lt;/script&gt;');
});

test('the rehype plugin gives pre > code its highlighted HTML, without the trailing newline, and no children', () => {
  const code: HastElement = { type: 'element', tagName: 'code', properties: { className: ['language-bash'] }, children: [{ type: 'text', value: 'npm test\n' }] };
  const inline: HastElement = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'x' }] };
  const unknown: HastElement = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'plain\n' }] };
  const tree = {
    type: 'root',
    children: [
      { type: 'element', tagName: 'pre', properties: {}, children: [code] },
      { type: 'element', tagName: 'pre', properties: {}, children: [unknown] },
      { type: 'element', tagName: 'p', properties: {}, children: [inline] },
    ],
  };
  rehypeHighlight()(tree);
  assert.equal(code.properties[HIGHLIGHTED_HTML_PROPERTY], '<span class="token function">npm</span> <span class="token builtin class-name">test</span>');
  assert.deepEqual(code.children, []);
  assert.deepEqual(unknown.children, [{ type: 'text', value: 'plain\n' }], 'a fence without a language keeps its text');
  assert.deepEqual(inline.children, [{ type: 'text', value: 'x' }]);
});
