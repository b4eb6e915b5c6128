// Facts of some Interface 1.x pages (docs/reference/admin), checked against the packages the pages
// document: @contember/admin 1.2.2 (node_modules/contember-admin-v1.2, run in Node where its code
// allows) and 1.1.0-beta.4 (node_modules/contember-admin-v1.1, whose sources are read). Each test
// reads what the page says and fails when the package does otherwise.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { extractBlocks } from '../../plugins/code-samples/src/blocks.mts';
import { pageModels, parseOperation, validateOperation } from '../../plugins/code-samples/src/graphql-schema.mts';

const ROOT = join(import.meta.dirname, '..', '..');
const ADMIN_1_2 = join(ROOT, 'node_modules', 'contember-admin-v1.2');
const ADMIN_1_1_SOURCE = join(ROOT, 'node_modules', 'contember-admin-v1.1', 'src', 'components', 'bindingFacade');
const RICH_TEXT_1_2 = join(ADMIN_1_2, 'dist', 'production', 'components', 'bindingFacade', 'richText');
const UPLOAD_1_2 = join(ADMIN_1_2, 'dist', 'production', 'components', 'bindingFacade');

const page = (path: string) => readFileSync(join(ROOT, 'docs', 'reference', 'admin', path), 'utf8');
const load = <Module,>(path: string) => import(pathToFileURL(path).href) as Promise<Module>;

interface SlateText {
  text: string;
  [mark: string]: unknown;
}
interface SlateElement {
  type: string;
  children: (SlateText | SlateElement)[];
  [attribute: string]: unknown;
}
interface RichTextEditor {
  children: SlateElement[];
  toggleMarks(marks: Record<string, true>): void;
  serializeNodes(nodes: (SlateText | SlateElement)[]): string;
}
type ToolbarButton = { marks?: Record<string, true> };

async function richTextEditor() {
  const { createEditor } = await load<{ createEditor(options: object): RichTextEditor }>(join(RICH_TEXT_1_2, 'editorFactory', 'createEditor.js'));
  const { RichEditor } = await load<{ RichEditor: { buttons: Record<string, ToolbarButton> } }>(join(RICH_TEXT_1_2, 'RichEditor.js'));
  const slate = await load<{ Transforms: { select(editor: RichTextEditor, range: object): void }; Editor: { normalize(editor: RichTextEditor, options: object): void } }>(
    join(ROOT, 'node_modules', 'slate', 'dist', 'index.es.js'),
  );
  // RichTextField's default plugins and its single paragraph.
  const editor = createEditor({
    plugins: ['code', 'strikeThrough', 'highlight', 'underline', 'italic', 'bold', 'scrollTarget', 'anchor', 'paragraph'],
    defaultElementType: 'paragraph',
    addEditorBuiltins: (bare: RichTextEditor) => bare,
  });
  return { editor, buttons: RichEditor.buttons, ...slate };
}

/** The "Button | Stored mark" table of the RichTextField page: button name → mark. */
function documentedMarks(): Map<string, string> {
  return new Map([...page('examples/RichTextField.mdx').matchAll(/^\| `RichEditor\.buttons\.(\w+)` \| `(\w+)` \|$/gm)].map((match) => [match[1]!, match[2]!]));
}

test('RichTextField page: each formatting button stores the mark the page names (1.2.2, run), and every mark button is listed', async () => {
  const marks = documentedMarks();
  const { editor, buttons, Transforms } = await richTextEditor();
  const markButtons = Object.entries(buttons).filter(([, button]) => button.marks).map(([name]) => name).sort();
  assert.deepEqual([...marks.keys()].sort(), markButtons, 'the table lists every button that sets a mark');
  for (const [button, mark] of marks) {
    editor.children = [{ type: 'paragraph', children: [{ text: 'word' }] }];
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 4 } });
    editor.toggleMarks(buttons[button]!.marks!);
    const stored = JSON.parse(editor.serializeNodes(editor.children[0]!.children)) as unknown;
    assert.deepEqual(stored, { formatVersion: 1, children: [{ text: 'word', [mark]: true }] }, button);
  }
});

test('RichTextField page: Interface 1.1 uses the same mark names (its sources)', () => {
  const folder = join(ADMIN_1_1_SOURCE, 'richText', 'plugins', 'text');
  const inSource = ['bold', 'italic', 'underline', 'strikeThrough', 'code', 'highlight'].map((name) => {
    const source = readFileSync(join(folder, name, `${name}Mark.ts`), 'utf8');
    return /export const \w+Mark = '(\w+)'/.exec(source)![1]!;
  });
  assert.deepEqual(inSource.sort(), [...documentedMarks().values()].sort());
});

test('RichTextField page: the stored example is a document the editor keeps as it is, with documented marks only', async () => {
  const source = page('examples/RichTextField.mdx');
  const example = extractBlocks(source).find((block) => block.lang === 'json' && block.code.includes('formatVersion'));
  assert.ok(example, 'the page shows a stored document');
  const document = JSON.parse(example.code) as { formatVersion: number; children: (SlateText | SlateElement)[] };
  const { editor, Editor } = await richTextEditor();
  editor.children = [{ type: 'paragraph', children: document.children }];
  Editor.normalize(editor, { force: true });
  assert.equal(editor.serializeNodes(editor.children[0]!.children), example.code.trim());
  const allowed = new Set(['text', ...documentedMarks().values()]);
  const texts = (nodes: (SlateText | SlateElement)[]): SlateText[] => nodes.flatMap((node) => ('children' in node ? texts((node as SlateElement).children) : [node as SlateText]));
  for (const text of texts(document.children)) for (const key of Object.keys(text)) assert.ok(allowed.has(key), `${key} is not a documented mark`);
  assert.doesNotMatch(source, /"(bold|italic|underline|code|highlight|strikeThrough)"\s*:\s*true/, 'marks are stored as isBold etc.');
});

test('AudioFileRepeater page: a new upload gets an audio player, a saved file a link to its URL (1.2.2 run, 1.1 sources)', async () => {
  const factories = join(UPLOAD_1_2, 'upload', 'fileKinds', 'factories');
  const { getStockAudioFileKind } = await load<{ getStockAudioFileKind(props: object): { renderFilePreview(options: object): { type: unknown }; renderUploadedFile: { type: unknown } } }>(
    join(factories, 'getStockAudioFileKind.js'),
  );
  const { FileUrlFieldView } = await load<{ FileUrlFieldView: unknown }>(join(UPLOAD_1_2, 'fieldViews', 'FileUrlFieldView.js'));
  const kind = getStockAudioFileKind({ urlField: 'audio.url' });
  assert.equal(kind.renderFilePreview({ objectUrl: 'blob:clip', file: null, acceptArtifacts: null }).type, 'audio', 'an upload of this visit plays');
  assert.equal(kind.renderUploadedFile.type, FileUrlFieldView, 'a saved file is a FileUrlFieldView');
  // FileUrlFieldView: a link labelled with the part of the URL after the last slash.
  const view = readFileSync(join(UPLOAD_1_2, 'fieldViews', 'FileUrlFieldView.js'), 'utf8');
  assert.match(view, /jsx\(\s*"a"/);
  assert.match(view, /url\.substring\(Math\.max\(0, url\.lastIndexOf\("\/"\) \+ 1\)\)/);
  const source1_1 = readFileSync(join(ADMIN_1_1_SOURCE, 'upload', 'fileKinds', 'factories', 'getStockAudioFileKind.tsx'), 'utf8');
  assert.match(source1_1, /renderUploadedFile: renderUploadedFile \?\? <FileUrlFieldView fileUrlField=\{urlField\} \/>/);

  const text = page('examples/AudioFileRepeater.mdx');
  assert.match(text, /## Saved files and new uploads/);
  assert.match(text, /\*\*Saved before the page loaded\.\*\*[^*]*link/);
  assert.doesNotMatch(text, /plays a preview of\s+each/, 'saved files have no player');
});

test('Query language page: the object filter of "Objects instead of strings" compiles to the query the page shows, valid for an enum column', async () => {
  const source = page('data-binding/query-language.md');
  const section = source.slice(source.indexOf('## Objects instead of strings'), source.indexOf('## Next steps'));
  const blocks = extractBlocks(section);
  const component = blocks.find((block) => block.lang === 'tsx')!;
  const shown = blocks.find((block) => block.lang === 'graphql' && block.failsWith === null)!;
  // The filter object as written in the component, evaluated with the admin's GraphQlLiteral.
  const filterCode = /filter: (\{[\s\S]*?\}),\n\s*\}\}/.exec(component.code)?.[1];
  assert.ok(filterCode, 'the example passes a filter object');
  const client = await load<{
    GraphQlLiteral: new (value: string) => unknown;
    CrudQueryBuilder: { CrudQueryBuilder: new () => { list(entity: string, read: unknown): { getGql(): string } }; ReadBuilder: { instantiate(): { filter(filter: unknown): { column(name: string): unknown } } } };
  }>(join(ADMIN_1_2, 'node_modules', '@contember', 'client', 'dist', 'production', 'index.js'));
  // What the data binding does with a list's filter (binding's QueryGenerator): CrudQueryBuilder inlines it.
  const compile = (filter: unknown) => new client.CrudQueryBuilder.CrudQueryBuilder().list('Article', client.CrudQueryBuilder.ReadBuilder.instantiate().filter(filter).column('title')).getGql();
  const filter = new Function('GraphQlLiteral', `return (${filterCode})`)(client.GraphQlLiteral) as unknown;
  const query = compile(filter);

  // The page's own model (its "Model" tab), which the engine deploys for the page's examples.
  const [model] = pageModels(extractBlocks(source), 'docs/reference/admin/data-binding/query-language.md').models;
  assert.deepEqual(validateOperation(model!.schema, parseOperation(query)), [], query);
  // The control: the same filter with plain strings is refused for the enum column.
  const withStrings = compile({ title: { containsCI: 'news' }, state: { in: ['draft', 'published'] } });
  assert.match(validateOperation(model!.schema, parseOperation(withStrings)).map((error) => error.message).join('\n'), /Enum "ArticleState" cannot represent non-enum value: "draft"/);

  // The query on the page carries the same filter argument.
  const filterArgument = (code: string) => /listArticle\((filter: .*)\)\s*\{/.exec(code.replace(/\s+/g, ' '))?.[1]?.replace(/\s+/g, '').replace(/,/g, '');
  assert.equal(filterArgument(shown.code), filterArgument(query));
});
