// Lists the note readers see under each GraphQL request block (plugins/code-samples/src/remark-code-samples.mts)
// and counts them, for the pages or folders given (all docs versions by default):
//   node --import tsx scripts/graphql-notes.mts docs            counts, and the blocks with no note or "Validated against"
//   node --import tsx scripts/graphql-notes.mts docs --all      every block with its note
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { blocksMustRun, extractBlocks, isGraphqlBlock, isSchemaExcerpt, looksLikeModel } from '../plugins/code-samples/src/blocks.mts';
import { docsPages, DOCS_FOLDERS } from '../plugins/code-samples/src/pages.mts';
import { graphqlNoteFor } from '../plugins/code-samples/src/remark-code-samples.mts';
import { SITE_ROOT } from '../plugins/code-samples/src/versions.mts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const targets = args.filter((arg) => arg !== '--all');
const counts = new Map<string, number>();
let blocks = 0;
for (const file of docsPages(targets.length ? targets : DOCS_FOLDERS)) {
  const source = readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const pageBlocks = extractBlocks(source);
  const hasModel = /^model_from:/m.test(frontMatter) || pageBlocks.some(looksLikeModel);
  for (const block of pageBlocks) {
    if (!isGraphqlBlock(block) || isSchemaExcerpt(block.code)) continue;
    blocks++;
    const note = graphqlNoteFor(block.code, block.meta, hasModel, blocksMustRun(relative(SITE_ROOT, file)));
    const text = String(note?.children?.[0]?.value ?? '(no note)');
    const kind = text.startsWith('Not run:') ? 'Not run' : text.replace(/ of Contember Engine [\d.]+$| Contember Engine [\d.]+$|, run against.*$/, '');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if (all || text === '(no note)' || text.startsWith('Validated')) console.log(`${relative(SITE_ROOT, file)}:${block.startLine - 1} ${text}`);
  }
}
const ran = [...counts].filter(([kind]) => kind.startsWith('Ran') || kind.startsWith('Seed')).reduce((sum, [, count]) => sum + count, 0);
console.log([...counts].map(([kind, count]) => `${count} ${kind}`).join(', '));
console.log(`${blocks} request blocks, ${ran} ran or seed (${((100 * ran) / Math.max(blocks, 1)).toFixed(1)} %)`);
