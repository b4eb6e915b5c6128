// Compiles Markdown/MDX pages the way the site does, without a full build: a quick syntax check
// for writers. Usage: npx tsx scripts/check-mdx.mts docs/intro/quickstart.md [more files or folders]
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { DOCS_FOLDERS } from '../plugins/code-samples/src/pages.mts';

function* pages(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) yield* pages(join(path, entry));
  } else if (['.md', '.mdx'].includes(extname(path))) {
    yield path;
  }
}

/** Front matter is parsed by Docusaurus, not MDX; blank it out but keep line numbers. */
function withoutFrontMatter(source: string): string {
  const match = /^---\n[\s\S]*?\n---\n/.exec(source);
  return match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
}

let failed = 0;
let checked = 0;
for (const target of process.argv.slice(2).length ? process.argv.slice(2) : DOCS_FOLDERS) {
  for (const file of pages(target)) {
    checked++;
    try {
      await compile(withoutFrontMatter(readFileSync(file, 'utf8')), {
        remarkPlugins: [remarkGfm, remarkDirective],
      });
    } catch (error) {
      failed++;
      const { line, column } = (error as { line?: number; column?: number });
      console.error(`${file}:${line ?? '?'}:${column ?? '?'} ${(error as Error).message}`);
    }
  }
}
console.log(`mdx: ${checked} files compiled, ${failed} with errors`);
process.exitCode = failed ? 1 : 0;
