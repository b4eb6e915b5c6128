// Why a type-checked example of a 2.x page is not rendered by the render check, named for the
// example: the 2.x reference pages are Interface pages, so a block exporting a component must
// render or say why not (plugins/live-preview render-targets), and no model is deployed for them.
import { entitiesRead } from '../../../live-preview/src/render-targets.mts';
import type { CheckedExample } from '../example-markdown.mts';

/** Parts of a larger whole that the example leaves out: a data grid, an entity, a repeater. */
const PARTS_OF: { pattern: RegExp; whole: string }[] = [
  { pattern: /<(DataGrid(?!\b)\w*|DataView\w+)/g, whole: 'no DataGrid (or DefaultDataGrid) around them to give them entities' },
  { pattern: /<(Field|HasOne|HasMany|PersistTrigger|PersistOnKey|PersistOnFieldChange|PersistOnHasOneChange|DeleteEntityTrigger|FieldView|InputField|TextareaField)\b/g, whole: 'no EntitySubTree or form around them to give them an entity' },
  { pattern: /<(Block|RepeaterItemActions|RepeaterRemoveItemButton)\b/g, whole: 'no repeater on an entity around them' },
];

/** The reason, or undefined for a block the render check does not consider (a nocheck block). */
export function norenderReason(example: CheckedExample): string | undefined {
  if (!example.checked) return undefined;
  const entities = entitiesRead(example.code);
  if (entities.length) return `reads ${entities.join(', ')}, which no model of the reference pages defines: there is no project with seed data to render it on`;
  for (const { pattern, whole } of PARTS_OF) {
    const names = [...new Set([...example.code.matchAll(pattern)].map((m) => m[1]!))];
    if (names.length) return `the example shows ${names.join(', ')} with ${whole}`;
  }
  return 'the example reads no entity and names no part the render check can place on a model';
}
