// The Markdown of a doc-comment example once checked (examples.mts). Kept apart from the checking
// so that the renderers, which the cached path loads, do not load the compiler.
import type { InterfaceVersion } from '../../code-samples/src/blocks.mts';
import type { VersionId } from './config.mts';
import { inlineMarkdown, type LinkMap } from './markdown.mts';

/** What the page shows for one example: checked code, or the code as published and why it is not checked. */
export type CheckedExample = { intro: string } & ({ checked: true; code: string; added: string | null } | { checked: false; code: string; reason: string });

/** The Interface version of the site's sample checker for a 1.x API version (`v1.2` → `1.2`). */
export function interfaceVersionOf(version: VersionId): InterfaceVersion {
  return version === 'v1.1' ? '1.1' : '1.2';
}

/**
 * The Markdown of an example: a checked one with a note of what the site added, then its fence
 * (`interface=` on 1.x pages, `norender` and `shows` for the render check: the reference pages are
 * Interface pages), and the sentence saying what it renders on; an unchecked one with its
 * `nocheck` reason.
 */
export function exampleMarkdown(example: CheckedExample, links: LinkMap, meta: { interfaceVersion: InterfaceVersion; norender?: string | null; shows?: string | null; renderedOn?: string | null }): string {
  const attributes = [
    meta.interfaceVersion !== '2.0' ? `interface=${meta.interfaceVersion}` : '',
    meta.norender ? `norender="${meta.norender}"` : '',
    meta.shows ? `shows="${meta.shows}"` : '',
    example.checked ? '' : `nocheck="${example.reason}"`,
  ]
    .filter(Boolean)
    .join(' ');
  // A fence longer than any backtick run of the code, which may hold a stray fence marker.
  const marker = '`'.repeat(Math.max(3, ...(example.code.match(/`+/g) ?? []).map((run) => run.length + 1)));
  const fence = `${marker}tsx${attributes ? ` ${attributes}` : ''}\n${example.code}\n${marker}`;
  const note = example.checked && example.added ? `From the doc comment, with ${example.added} added by this page${meta.renderedOn ? `. ${meta.renderedOn}` : ':'}` : (meta.renderedOn ?? '');
  return [example.intro && inlineMarkdown(example.intro, links), note, fence].filter(Boolean).join('\n\n');
}

/** The example blocks of a generated page's source: tsx fences other than the printed signatures and types. */
export function exampleBlocksOf(page: string): { meta: string; code: string }[] {
  return [...page.matchAll(/^(`{3,})tsx([^\n]*)\n([\s\S]*?)\n\1$/gm)]
    .map((m) => ({ meta: m[2]!.trim(), code: m[3]! }))
    .filter(({ meta }) => !/nocheck="[^"]*(printed|signature)/.test(meta));
}
