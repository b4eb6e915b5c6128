import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageFromHtml } from '../src/indexer/html';
import { pageFromMarkdown } from '../src/indexer/markdown';

test('a code block with highlighted lines indexes its code, not the hidden description of the lines', () => {
  const html = `<html><head><title>T</title></head><body><article><div class="theme-doc-markdown"><h1>T</h1>
    <div class="theme-code-block"><pre aria-describedby="code-lines-1"><code><mark class="code-line code-line--highlighted">createArticle()
</mark><span class="code-line">publishArticle()</span></code></pre>
    <p id="code-lines-1" hidden data-search-exclude>Highlighted lines: 1.</p></div><p>Prose.</p>
    <div role="tabpanel" hidden><p>Inactive tab.</p></div></div></article></body></html>`;
  const page = pageFromHtml(html, '/guide');
  assert.ok(page);
  const section = page.sections[0]!;
  assert.deepEqual(section.keywords, ['createArticle', 'publishArticle']);
  assert.equal(section.text, 'Prose. Inactive tab.', 'hidden tab panels are indexed');
});

test('the Markdown indexer leaves out highlighting magic comments', () => {
  const source = ['---', 'title: T', '---', '```tsx', '// highlight-next-line', 'createArticle()', '{/* highlight-start */}', '```', '```bash', '# highlight-next-line', 'npm test', '```'].join('\n');
  const keywords = pageFromMarkdown(source, '/guide', 'T').sections.flatMap((section) => section.keywords);
  assert.deepEqual(keywords, ['createArticle', 'npm', 'test']);
});
