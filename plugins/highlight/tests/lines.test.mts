import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatLineRanges, lineNumbersStartFromMeta, linesFromMeta, magicCommentOf, parseCodeLines, withoutMagicComments } from '../src/lines.mts';
import rehypeHighlight, { HIGHLIGHTED_HTML_PROPERTY, HIGHLIGHTED_LINES_ID_PROPERTY, HIGHLIGHTED_LINES_PROPERTY, LINE_NUMBERS_PROPERTY, highlightLinesHtml, splitLines, type HastElement } from '../src/rehype-highlight.mts';

test('the fence meta range lists 1-based lines, ranges included', () => {
  assert.deepEqual(linesFromMeta('{1,4-6}'), [1, 4, 5, 6]);
  assert.deepEqual(linesFromMeta('title="a.ts" {2} showLineNumbers'), [2]);
  assert.deepEqual(linesFromMeta('title="{1}"'), [], 'braces inside a title are not a range');
  assert.deepEqual(linesFromMeta(''), []);
});

test('showLineNumbers, with or without a first number', () => {
  assert.equal(lineNumbersStartFromMeta('showLineNumbers'), 1);
  assert.equal(lineNumbersStartFromMeta('{1} showLineNumbers=12'), 12);
  assert.equal(lineNumbersStartFromMeta('title="showLineNumbersGuide.ts"'), null);
});

test('magic comments in the comment syntax of each language', () => {
  assert.equal(magicCommentOf('  // highlight-next-line', 'ts'), 'highlight-next-line');
  assert.equal(magicCommentOf('/* highlight-start */', 'ts'), 'highlight-start');
  assert.equal(magicCommentOf('    {/* highlight-end */}', 'tsx'), 'highlight-end');
  assert.equal(magicCommentOf('{/* highlight-end */}', 'ts'), null, 'JSX comments only in JSX languages');
  assert.equal(magicCommentOf('# highlight-next-line', 'bash'), 'highlight-next-line');
  assert.equal(magicCommentOf('  # highlight-start', 'yaml'), 'highlight-start');
  assert.equal(magicCommentOf('# highlight-next-line', 'ts'), null);
  assert.equal(magicCommentOf('<!-- highlight-next-line -->', 'html'), 'highlight-next-line');
  assert.equal(magicCommentOf('const a = 1 // highlight-next-line', 'ts'), null, 'only a line of its own');
  assert.equal(magicCommentOf('// highlight-line', 'ts'), null);
});

test('magic comments mark lines and disappear; the meta range counts the lines that remain', () => {
  const code = ['a', '// highlight-next-line', 'b', 'c', '// highlight-start', 'd', 'e', '// highlight-end', 'f'].join('\n');
  const lines = parseCodeLines(code, 'ts', '{6}');
  assert.equal(lines.code, 'a\nb\nc\nd\ne\nf');
  assert.deepEqual(lines.highlighted, [1, 3, 4, 5]);
  assert.equal(lines.lineNumbersStart, null);
  assert.equal(withoutMagicComments(code, 'ts'), lines.code);
  assert.deepEqual(parseCodeLines('a\nb', 'ts', '{2-9}').highlighted, [1], 'lines past the end are ignored');
});

test('line ranges are written as readers count them', () => {
  assert.equal(formatLineRanges([0, 3, 4, 5]), '1, 4–6');
  assert.equal(formatLineRanges([0, 1], 10), '10–11');
});

test('a token spanning lines is cut into one element per line', () => {
  const lines = splitLines([{ type: 'element', tagName: 'span', properties: { className: ['token', 'comment'] }, children: [{ type: 'text', value: '/* a\nb */' }] }, { type: 'text', value: '\nx' }]);
  assert.equal(lines.length, 3);
  assert.deepEqual(lines.map((line) => line.map((node) => (node as HastElement).tagName ?? 'text')), [['span'], ['span'], ['text']]);
});

test('line markup: one element per line, <mark> for highlighted ones, and the text stays the code', () => {
  const html = highlightLinesHtml('const a = 1\n\n/* x\ny */', 'ts', new Set([0, 3]));
  assert.equal(html.match(/class="code-line/g)?.length, 4);
  assert.match(html, /^<mark class="code-line code-line--highlighted"><span class="token keyword">const<\/span>/);
  assert.match(html, /<span class="code-line">\n<\/span>/, 'an empty line keeps its newline');
  assert.match(html, /<mark class="code-line code-line--highlighted"><span class="token comment">y \*\/<\/span><\/mark>$/);
  assert.equal(html.replace(/<[^>]+>/g, ''), 'const a = 1\n\n/* x\ny */');
});

function renderBlock(language: string, meta: string, value: string): HastElement {
  const code: HastElement = { type: 'element', tagName: 'code', properties: { className: [`language-${language}`], metastring: meta }, children: [{ type: 'text', value }] };
  rehypeHighlight()({ type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }] });
  return code;
}

test('the rehype plugin removes magic comments and passes the highlighted lines and line numbers on', () => {
  const code = renderBlock('yaml', 'showLineNumbers=3', 'a: 1\n# highlight-next-line\nb: 2\n');
  const html = String(code.properties[HIGHLIGHTED_HTML_PROPERTY]);
  assert.doesNotMatch(html, /highlight-next-line/);
  assert.equal(html.replace(/<[^>]+>/g, ''), 'a: 1\nb: 2');
  assert.equal(code.properties[HIGHLIGHTED_LINES_PROPERTY], '4', 'numbered as readers see them');
  assert.equal(code.properties[HIGHLIGHTED_LINES_ID_PROPERTY], 'code-lines-1');
  assert.equal(code.properties[LINE_NUMBERS_PROPERTY], '3');
});

test('a block without line options keeps the plain markup', () => {
  const code = renderBlock('bash', 'title="x"', 'npm test\n');
  assert.doesNotMatch(String(code.properties[HIGHLIGHTED_HTML_PROPERTY]), /code-line/);
  assert.equal(code.properties[HIGHLIGHTED_LINES_PROPERTY], undefined);
});
