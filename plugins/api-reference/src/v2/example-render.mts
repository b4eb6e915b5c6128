// Why a type-checked example of a 2.x page is not rendered by the render check, named for the
// example: the 2.x reference pages are Interface pages, so a block exporting a component must
// render or say why not (plugins/live-preview render-targets).
import { entitiesRead } from '../../../live-preview/src/render-targets.mts';
import type { CheckedExample } from '../example-markdown.mts';

/** Kit and headless components that render only inside another one (a data grid, an entity). */
const NEEDS_PARENT: { pattern: RegExp; parent: string }[] = [
  { pattern: /<(DataGrid(?!\b)\w*|DataView\w+)/g, parent: 'a DataGrid (or DefaultDataGrid) with its entities' },
  { pattern: /<(Field|HasOne|HasMany|PersistTrigger|PersistOnKey|PersistOnFieldChange|PersistOnHasOneChange|DeleteEntityTrigger|FieldView|InputField|TextareaField)\b/g, parent: 'an entity: an EntitySubTree or a form around it' },
  { pattern: /<(Block|RepeaterItemActions|RepeaterRemoveItemButton)\b/g, parent: 'a repeater on an entity' },
];

/** The reason, or undefined for a block the render check does not consider (a nocheck block). */
export function norenderReason(example: CheckedExample): string | undefined {
  if (!example.checked) return undefined;
  const entities = entitiesRead(example.code);
  if (entities.length) return `reads ${entities.join(', ')} from Contember's playground model, which no model of the reference pages has`;
  for (const { pattern, parent } of NEEDS_PARENT) {
    const names = [...new Set([...example.code.matchAll(pattern)].map((m) => m[1]!))];
    if (names.length) return `${names.join(', ')} ${names.length > 1 ? 'render' : 'renders'} only inside ${parent}, which the example leaves out`;
  }
  return 'the example shows no data of an entity';
}
