// Doc-comment examples made into modules the sample checker type-checks (src/examples.mts).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { exampleCode, exampleModule, nocheckReason } from '../src/examples.mts';
import { exampleBlocksOf, exampleMarkdown } from '../src/example-markdown.mts';
import { EXAMPLE_MODEL_PAGES, exampleModelFrontMatter, exampleRendering, norenderOf, referenceExampleMarkdown, scopeLines } from '../src/example-render.mts';

const index = new Map([
  ['DataGridTable', '@app/lib/datagrid'],
  ['DataGridTextColumn', '@app/lib/datagrid'],
  ['Field', '@contember/interface'],
  ['Button', '@app/lib/ui/button'],
]);

describe('doc-comment examples', () => {
  test('a bare element gets its imports and the Example component; the page says what was added', () => {
    const module = exampleModule('<DataGridTable>\n    <DataGridTextColumn field="title" />\n</DataGridTable>', index);
    assert.ok(!('reason' in module));
    assert.equal(
      module.code,
      "import { DataGridTable, DataGridTextColumn } from '@app/lib/datagrid'\n\nexport const Example = () => (\n\t<DataGridTable>\n\t    <DataGridTextColumn field=\"title\" />\n\t</DataGridTable>\n)",
    );
    assert.equal(module.added, 'the import line and the `Example` component around the published JSX');
  });

  test('several elements are wrapped in a fragment; stand-ins for your own components are declared, other unknown names are not', () => {
    const module = exampleModule('<Button>One</Button>\n<MyCustomTile />\n<Unknown />', index);
    assert.ok(!('reason' in module));
    assert.match(module.code, /^declare function MyCustomTile\(\): JSX\.Element$/m);
    assert.doesNotMatch(module.code, /Unknown\(/);
    assert.match(module.code, /export const Example = \(\) => \(\n\t<>\n\t\t<Button>One<\/Button>\n[^]*\t<\/>\n\)$/);
    assert.match(module.added!, /a declaration of `MyCustomTile` \(a stand-in for your own component\) and the `Example` component and a fragment/);
  });

  test('statements mixed with JSX are left as published, with the reason', () => {
    const module = exampleModule('const grid = useDataGrid({})\n<DataGrid {...grid} />', index);
    assert.ok('reason' in module);
    assert.match(module.reason, /statements and JSX together \(it starts with 'const grid = useDataGrid\(\{\}\)'\)/);
  });

  test('the intro line of an @example tag is kept apart from its code; a second fence marker leaves it unparsed', () => {
    assert.deepEqual(exampleCode('Size variants:\n```tsx\n<Button size="small" />\n```'), { intro: 'Size variants:', code: '<Button size="small" />', whole: true });
    assert.deepEqual(exampleCode('Box:\n```tsx\n<Box /> * ```\n```'), { intro: 'Box:', code: '<Box /> * ```', whole: true });
    assert.equal(exampleCode('Box:\n```tsx\n<Box />\n```\n```').whole, false);
    // Shown in a longer fence, so that the stray marker does not end it.
    assert.match(exampleMarkdown({ intro: '', checked: false, code: '<Box />\n```', reason: 'r' }, new Map(), { interfaceVersion: '1.2' }), /^````tsx interface=1\.2 nocheck="r"\n<Box \/>\n```\n````$/);
  });

  test('the reason names what failed: an unknown name, the syntax, or the type error', () => {
    const against = '@contember/admin 1.2.2';
    assert.equal(nocheckReason(["5:3 TS2304: Cannot find name 'SomeThing'."], against), 'uses SomeThing, which @contember/admin 1.2.2 does not export and the example does not define (TS2304, line 5)');
    assert.equal(nocheckReason(['5:3 TS1109: Expression expected.'], against), 'not valid TSX as published: Expression expected. (TS1109, line 5)');
    assert.equal(nocheckReason(["6:1 TS18047: 'it' is possibly 'null'."], against), "does not compile against @contember/admin 1.2.2: 'it' is possibly 'null'. (TS18047, line 6)");
    assert.doesNotMatch(nocheckReason(['1:1 TS2322: Type "a" is not "b".'], against), /"/);
  });

  test('a checked example is a tsx block without nocheck; an unchecked one keeps its reason', () => {
    const checked = exampleMarkdown({ intro: 'Sizes:', checked: true, code: 'export const Example = () => null', added: 'the `Example` component' }, new Map(), { interfaceVersion: '2.0', norender: 'why' });
    assert.equal(checked, 'Sizes:\n\nFrom the doc comment, with the `Example` component added by this page:\n\n```tsx norender="why"\nexport const Example = () => null\n```');
    const shown = exampleMarkdown({ intro: '', checked: true, code: 'x', added: 'the `Example` component' }, new Map(), { interfaceVersion: '2.0', shows: 'Save', renderedOn: 'Rendered on M.' });
    assert.equal(shown, 'From the doc comment, with the `Example` component added by this page. Rendered on M.\n\n```tsx shows="Save"\nx\n```');
    const unchecked = exampleMarkdown({ intro: '', checked: false, code: '<A />', reason: 'uses A' }, new Map(), { interfaceVersion: '1.2' });
    assert.equal(unchecked, '```tsx interface=1.2 nocheck="uses A"\n<A />\n```');
    assert.deepEqual(exampleBlocksOf(`${unchecked}\n\n\`\`\`tsx nocheck="signature printed by the TypeScript checker"\nx\n\`\`\``), [{ meta: 'interface=1.2 nocheck="uses A"', code: '<A />' }]);
  });

  test('a fragment shown without its scope renders inside one, added below the cut and type-checked with it', () => {
    const cells = exampleModule('<DataGridTable>\n<DataGridTextColumn field="title" />\n</DataGridTable>', index);
    assert.ok(!('reason' in cells));
    const grid = exampleRendering(cells.code, '2.0');
    assert.match(grid.scope!.description, /^a `DataGrid` of `GridArticle`/);
    assert.deepEqual(scopeLines(cells.code, grid.scope, 'Example'), [
      '',
      '// ---cut-after---',
      "import { Binding } from '@app/lib/binding'",
      "import { DataGrid } from '@app/lib/datagrid'",
      '',
      'export default () => <Binding><DataGrid entities="GridArticle">{Example()}</DataGrid></Binding>',
    ]);
    // An example that names its entities needs only the data binding; one with a scope of its own, nothing.
    assert.deepEqual(exampleRendering('<DefaultRepeater entities="RepeaterItem" />', '2.0').scope?.open, ['<Binding>']);
    assert.equal(exampleRendering('<EditScope entity="Article(id = $id)"><PersistButton /></EditScope>', '1.2').scope, null);
    assert.deepEqual(exampleRendering('<TextCell field="title" />', '1.2').scope?.open, ['<DataBindingProvider stateComponent={FeedbackRenderer}>', '<DataGrid entities="Article">']);
    // The page's hidden scope does not count as the example's own.
    assert.equal(exampleRendering(`${cells.code}\n${scopeLines(cells.code, grid.scope, 'Example').join('\n')}`, '2.0').scope, grid.scope);
  });

  test('what does not render says why, for the example; what renders names the model page and sets model_from and seed_from', () => {
    const checked = (code: string) => ({ intro: '', checked: true as const, code, added: null });
    assert.match(norenderOf(checked('<EntitySubTree entity="Post(id = $id)" />'), '2.0')!, /has no children, so it shows nothing of Post/);
    assert.match(norenderOf(checked('declare function MyCustomTile(): JSX.Element\n<DataGridTiles><MyCustomTile /></DataGridTiles>'), '2.0')!, /stand-in for your own component/);
    assert.equal(norenderOf({ intro: '', checked: false, code: '<X />', reason: "uses X, which … does not export" }, '1.2'), "it does not type-check (uses X, which … does not export)");
    assert.equal(norenderOf(checked('<PersistTrigger><button>Save</button></PersistTrigger>'), '2.0'), null);
    assert.equal(exampleRendering('<DataGridTextFilter field={\'name\'} label="Name" />', '2.0').shows, 'Name contains');
    const markdown = referenceExampleMarkdown(checked('export const Example = () => (\n\t<TextCell field="title" />\n)'), new Map(), '1.2');
    assert.ok(markdown.includes(`inside a \`DataGrid\` of \`Article\` (in a \`DataBindingProvider\`), which hidden lines at the end of the block add, on the model and seed data of the [API reference examples](${EXAMPLE_MODEL_PAGES['1.2']}).`));
    assert.deepEqual(exampleModelFrontMatter([checked('<TextCell field="title" />')], '1.2'), [`model_from: ${EXAMPLE_MODEL_PAGES['1.2']}`, `seed_from: ${EXAMPLE_MODEL_PAGES['1.2']}`]);
    assert.deepEqual(exampleModelFrontMatter([checked('<EntityListSubTree entities="Post" />')], '2.0'), []);
  });
});
