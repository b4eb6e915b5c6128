// How the render check (plugins/live-preview) renders a type-checked doc-comment example: on the
// model and seed data of its version's model page (front matter `model_from:` and `seed_from:` of
// the page), inside the scope it is shown without (a data grid, an entity), which the page adds
// below `// ---cut-after---`, or not at all, with a reason named for the example.
import type { InterfaceVersion } from '../../code-samples/src/blocks.mts';
import { CUT_AFTER_MARKER } from '../../code-samples/src/blocks.mts';
import { exampleMarkdown, type CheckedExample } from './example-markdown.mts';
import type { LinkMap } from './markdown.mts';

/** The hand-written page whose model and seed data the examples of a version render on. */
export const EXAMPLE_MODEL_PAGES: Partial<Record<InterfaceVersion, string>> = {
  '1.2': '/reference/admin/examples/api-reference-model',
  '2.0': '/2.x/reference/interface/api-reference-model',
};

/** A scope the example is shown without: the elements around it, their imports, and what the page says of it. */
interface Scope {
  /** What in the example needs the scope. */
  needs: RegExp;
  /** The opening tags, outermost first; closed in reverse order. */
  open: string[];
  imports: { name: string; from: string }[];
  /** What the page says: "a `DataGrid` of `GridArticle`". */
  description: string;
}

const KIT_BINDING = { name: 'Binding', from: '@app/lib/binding' };
const ADMIN = (name: string) => ({ name, from: '@contember/admin' });
const PROVIDER_1_2 = '<DataBindingProvider stateComponent={FeedbackRenderer}>';

/** The scopes of a version, the first that the example needs wins; an example that names its entities needs only the data binding. */
const SCOPES: Partial<Record<InterfaceVersion, Scope[]>> = {
  '2.0': [
    { needs: /\bentit(?:y|ies)=/, open: ['<Binding>'], imports: [KIT_BINDING], description: 'the kit\'s `Binding`' },
    {
      needs: /<(?:DataGrid\w+|DataView\w+)\b/,
      open: ['<Binding>', '<DataGrid entities="GridArticle">'],
      imports: [KIT_BINDING, { name: 'DataGrid', from: '@app/lib/datagrid' }],
      description: 'a `DataGrid` of `GridArticle` (in the kit\'s `Binding`)',
    },
    {
      needs: /<(?:Field|HasOne|HasMany|Persist\w+|DeleteEntityTrigger|FieldView|InputField|TextareaField|DefaultBlockRepeater)\b/,
      open: ['<Binding>', '<EntitySubTree entity="GridArticle(id = $id)">'],
      imports: [KIT_BINDING, { name: 'EntitySubTree', from: '@contember/interface' }],
      description: 'an `EntitySubTree` of the first `GridArticle` (in the kit\'s `Binding`)',
    },
  ],
  '1.2': [
    { needs: /<DataGrid\b[^>]*\bentities=/, open: [PROVIDER_1_2], imports: [ADMIN('DataBindingProvider'), ADMIN('FeedbackRenderer')], description: 'a `DataBindingProvider`' },
    {
      needs: /<\w+Cell\b/,
      open: [PROVIDER_1_2, '<DataGrid entities="Article">'],
      imports: [ADMIN('DataBindingProvider'), ADMIN('FeedbackRenderer'), ADMIN('DataGrid')],
      description: 'a `DataGrid` of `Article` (in a `DataBindingProvider`)',
    },
    { needs: /<DiscriminatedBlocks\b/, open: ['<EditScope entity="Link(id = $id)">'], imports: [ADMIN('EditScope')], description: 'an `EditScope` of the first `Link`' },
    {
      needs: /<(?:\w+UploadField|\w+FileRepeater|ClearFieldButton|DeleteEntityButton|PersistButton)\b/,
      open: ['<EditScope entity="Article(id = $id)">'],
      imports: [ADMIN('EditScope')],
      description: 'an `EditScope` of the first `Article`',
    },
  ],
};

/**
 * Examples that do not render, each with its own reason, and the text an example shows when no
 * seeded string does (`shows=`: a button's label, a filter's label).
 */
type RuleText = string | ((match: RegExpExecArray, example: string) => string);

/** The stand-ins an example declares for the reader's own components (examples.mts). */
const standIns = (example: string) => [...example.matchAll(/^declare function (\w+)/gm)].map((m) => m[1]!);

const RENDERING: { example: RegExp; norender?: RuleText; shows?: RuleText }[] = [
  { example: /<EntitySubTree entity="Post\(id = \$id\)" \/>/, norender: 'the EntitySubTree has no children, so it shows nothing of Post: put fields inside it to see its data' },
  { example: /<EntityListSubTree entities="Post" \/>/, norender: 'the EntityListSubTree has no children, so it shows nothing of the Post entities: put fields inside it to see their data' },
  { example: /<PersistOnKey \/>/, norender: 'PersistOnKey shows nothing: it saves the changes when the reader presses the key, and the example has no field to change' },
  { example: /<PersistOnFieldChange field="name" \/>/, norender: 'PersistOnFieldChange shows nothing: it saves when the name field changes, and the example has no input for it' },
  { example: /<PersistOnHasOneChange field="author" \/>/, norender: 'PersistOnHasOneChange shows nothing: it saves when the author relation changes, and the example has no select for it' },
  {
    example: /^declare function \w+/m,
    norender: (_, example) => {
      const names = standIns(example);
      return `${names.join(' and ')} ${names.length > 1 ? 'are stand-ins for your own components: declared for the type-check, they do' : 'is a stand-in for your own component: declared for the type-check, it does'} not exist when the example runs`;
    },
  },
  { example: /^\t<Block discriminateBy="gallery" label="Gallery" \/>$/m, norender: 'a Block is one choice of a DiscriminatedBlocks or block repeater; on its own it renders nothing' },
  { example: /^\t<DeleteEntityButton \/>$/m, norender: 'DeleteEntityButton shows only a trash icon, no text of the entity or of its own that the check could find' },
  { example: /<HasMany field="tags">\s*<DataGridHasManyTooltip/, norender: 'its HasMany needs the entity of a grid row around it (a cell of a column), which the published fragment leaves out' },
  { example: /<DataGridIsDefinedColumn\b/, norender: 'DataGridIsDefinedColumn shows a check or a cross icon in each row, no text the check could find' },
  {
    example: /<DataGridEnum(?:Column|Filter) field=(?:"status"|\{'status'\}) \/>/,
    norender: 'without options, the kit asks an EnumOptionsFormatterProvider for the labels of the status enum, and a project made by @contember/create 2.0.8 sets none up: it throws "EnumOptionsFormatterProvider is not provided"'.replace(/"/g, "'"),
  },
  { example: /<PersistTrigger>/, shows: 'Save' },
  { example: /<DataGridActionColumn>\s*<Button>Click me<\/Button>/, shows: 'Click me' },
  // The kit's text filters label their operator: "Name contains".
  { example: /<DataGrid(?:Text|Query)Filter\b[^>]*\blabel="([^"]+)"/, shows: (match) => `${match[1]} contains` },
  { example: /<DataGrid(?:Number|Boolean|Date|HasOne|HasMany|IsDefined)Filter\b[^>]*\blabel="([^"]+)"/, shows: (match) => match[1]! },
  { example: /^\t<DataGridPagination \/>$/m, shows: '2 rows total' },
  { example: /<BooleanCell\b/, shows: 'Yes' },
  { example: /<NumberCell field="viewCount"/, shows: '1280' },
  // The en-US locale and UTC time zone of the check's browser.
  { example: /<DateCell\b/, shows: '3/2/2026, 9:30:00 AM' },
  { example: /<DataGridDateColumn\b/, shows: '3/2/2026' },
  { example: /<DataGridDateTimeColumn\b/, shows: '3/2/2026, 9:30:00 AM' },
  { example: /<DataGridBooleanColumn\b/, shows: 'Yes' },
  { example: /<EnumCell\b/, shows: 'Published' },
  { example: /<GenericCell\b/, shows: 'Edit' },
  { example: /^\t<PersistButton \/>$/m, shows: 'Save' },
  { example: /<ClearFieldButton field="name" label="Clear name" \/>/, shows: 'Clear name' },
  // The upload fields' own button (the seeded files' URLs show as images, not as text).
  { example: /<\w+(?:UploadField|FileRepeater)\b/, shows: 'Upload files' },
  { example: /<DeleteEntityTrigger immediatePersist>/, shows: 'Delete' },
];

/** How the render check renders an example: its scope (or none), or the reason it does not render, and its `shows`. */
export interface ExampleRendering {
  scope: Scope | null;
  norender: string | null;
  shows: string | null;
}

/** The rendering of an example's code (its published JSX in an `Example` component, checked or not) on a page of the version. */
export function exampleRendering(code: string, version: InterfaceVersion): ExampleRendering {
  // The example as published, without the scope a page adds below the marker.
  const example = code.split(CUT_AFTER_MARKER)[0]!;
  const rule = RENDERING.find((candidate) => candidate.example.test(example));
  // An example with a scope of its own (an EditScope, a page, the kit's Binding) needs none.
  const scoped = /<(?:EditScope|CreateScope|\w+Page|Binding|DataBindingProvider)\b/.test(example);
  const scope = scoped ? null : ((SCOPES[version] ?? []).find(({ needs }) => needs.test(example)) ?? null);
  const match = rule?.example.exec(example);
  const text = (value: RuleText | undefined) => (typeof value === 'function' ? value(match!, example) : (value ?? null));
  return { scope, norender: text(rule?.norender), shows: text(rule?.shows) };
}

/** The hidden lines that render the `Example` component in its scope (below `// ---cut-after---`), or none. */
export function scopeLines(code: string, scope: Scope | null, exampleComponent: string): string[] {
  if (!scope) return [];
  const missing = scope.imports.filter(({ name }) => !new RegExp(`^import \\{[^}]*\\b${name}\\b`, 'm').test(code));
  const bySource = new Map<string, string[]>();
  for (const { name, from } of missing) bySource.set(from, [...(bySource.get(from) ?? []), name]);
  const close = scope.open.map((tag) => `</${/^<(\w+)/.exec(tag)![1]}>`).reverse();
  // The example's elements are placed in the scope as they are: a plain function component inside
  // it would hide them from the static render that finds the fields to fetch.
  return [
    '',
    CUT_AFTER_MARKER,
    ...[...bySource].map(([from, names]) => `import { ${names.join(', ')} } from '${from}'`),
    '',
    `export default () => ${scope.open.join('')}{${exampleComponent}()}${close.join('')}`,
  ];
}

/**
 * The `norender` reason of an example on a page of the version: null when it renders; the reason
 * named for the example; for an example that does not compile, its compile failure.
 */
export function norenderOf(example: CheckedExample, version: InterfaceVersion): string | null {
  if (!example.checked) return `it does not type-check (${example.reason})`;
  if (!EXAMPLE_MODEL_PAGES[version]) return 'no model page of the API reference examples exists for this version';
  return exampleRendering(example.code, version).norender;
}

/** The sentence under a rendered example: the model it renders on, and the scope the page adds. */
export function renderedOnNote(example: CheckedExample, version: InterfaceVersion): string | null {
  const page = EXAMPLE_MODEL_PAGES[version];
  if (!page || norenderOf(example, version) !== null) return null;
  const { scope } = exampleRendering(example.code, version);
  const inside = scope ? ` inside ${scope.description}, which hidden lines at the end of the block add,` : '';
  return `The preview renders it${inside} on the model and seed data of the [API reference examples](${page}).`;
}

/** The Markdown of an example on a reference page of the version, with what the render check does with it. */
export function referenceExampleMarkdown(example: CheckedExample, links: LinkMap, version: InterfaceVersion): string {
  const norender = norenderOf(example, version);
  const shows = example.checked && norender === null ? exampleRendering(example.code, version).shows : null;
  return exampleMarkdown(example, links, { interfaceVersion: version, norender, shows, renderedOn: renderedOnNote(example, version) });
}

/**
 * The front matter lines of a page with an example that renders: the model page whose model
 * (`model_from:`) and seed data (`seed_from:`) the render check deploys for it; none otherwise.
 */
export function exampleModelFrontMatter(examples: CheckedExample[], version: InterfaceVersion): string[] {
  const page = EXAMPLE_MODEL_PAGES[version];
  if (!page || !examples.some((example) => norenderOf(example, version) === null)) return [];
  return [`model_from: ${page}`, `seed_from: ${page}`];
}
