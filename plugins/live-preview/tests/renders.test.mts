// Which Interface blocks the render check renders, the note under them, and the check itself on a
// fixture page (a real engine and Chromium): a good block renders, and a broken field name, a
// block that shows no seeded value, a request the engine refuses and a page without a model fail.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import remarkCodeSamples, { renderNoteFor } from '../../code-samples/src/remark-code-samples.mts';
import remarkLivePreview from '../src/remark-live-preview.mts';
import { SITE_ROOT } from '../../engine/src/engine.mts';
import { checkRenders, expectedTexts, seedStrings } from '../src/render-check.mts';
import { entitiesRead, exportsComponent, isInterfacePage, renderTargetsOf, targetProblem } from '../src/render-targets.mts';

const FIXTURES = join(SITE_ROOT, 'plugins/live-preview/tests/fixtures');

test('the Interface pages: the 1.x Interface reference with its generated API pages, the introduction, the migration guide', () => {
  assert.equal(isInterfacePage('docs/reference/admin/examples/SelectField.mdx'), true);
  assert.equal(isInterfacePage('docs/reference/admin/components/inputs.md'), true);
  assert.equal(isInterfacePage('docs/intro/interface.md'), true);
  assert.equal(isInterfacePage('docs/guides/migration-from-v1-1.md'), true);
  assert.equal(isInterfacePage('docs/reference/admin/api/v1.2/Data grid/TextCell.mdx'), true);
  assert.equal(isInterfacePage('docs/reference/engine/content/queries.mdx'), false);
  assert.equal(isInterfacePage('versioned_docs/version-2.x/reference/admin/introduction.md'), false);
});

test('the 2.x Interface pages: the 2.x Interface reference and introduction', () => {
  assert.equal(isInterfacePage('versioned_docs/version-2.x/reference/interface/forms/overview.md'), true);
  assert.equal(isInterfacePage('versioned_docs/version-2.x/reference/interface/introduction.md'), true);
  assert.equal(isInterfacePage('versioned_docs/version-2.x/intro/interface.md'), true);
  assert.equal(isInterfacePage('versioned_docs/version-2.x/intro/quickstart.md'), false);
  assert.equal(isInterfacePage('versioned_docs/version-2.x/reference/engine/content/queries.mdx'), false);
});

test('a block exports a component: default exports, functions, arrows, Component/memo/forwardRef', () => {
  assert.equal(exportsComponent('export default () => <div />'), true);
  assert.equal(exportsComponent('export function List() { return null }'), true);
  assert.equal(exportsComponent('export const edit = () => (\n  <div />\n)'), true);
  assert.equal(exportsComponent('export const Tags = async () => null'), true);
  assert.equal(exportsComponent('export const Box = ({ children }: { children?: ReactNode }) => children'), true);
  assert.equal(exportsComponent('export const Row: FC = props => null'), true);
  assert.equal(exportsComponent('export const Lead = Component<Props>(({ field }) => null)'), true);
  assert.equal(exportsComponent('export const Lead = memo(() => null)'), true);
  assert.equal(exportsComponent('export const Tabs = <T,>(props: T): ReactNode => null'), true);
  assert.equal(exportsComponent('export const page = (\n  <EditPage entity="Article(id = $id)">\n    <TextField field="a" />\n  </EditPage>\n)'), false, 'an element (an Interface 1.1 page) is not a component');
  assert.equal(exportsComponent("export const names: readonly string[] = ['a']"), false);
  assert.equal(exportsComponent('export const useBlogDirectives = () => useDirectives()'), false, 'a hook is not a component');
  assert.equal(exportsComponent('export function useTitle() { return 1 }'), false);
  assert.equal(exportsComponent('export const initial = { a: 1 }'), false);
  assert.equal(exportsComponent('export type Props = { a: string }'), false);
  assert.equal(exportsComponent('export { Actions, Back } from "./x"'), false);
  assert.equal(exportsComponent('const Local = () => null\nrender(<Local />)'), false);
});

test('a block reads data when it names an entity in entity, entities or options', () => {
  assert.deepEqual(entitiesRead('<EditScope entity="Article(id = $id)">'), ['Article']);
  assert.deepEqual(entitiesRead("<DataGridScope entities={'Tag'}>"), ['Tag']);
  assert.deepEqual(entitiesRead('<SelectField field="author" options="Author.name" />'), ['Author']);
  assert.deepEqual(entitiesRead('<TextField field="title" />'), []);
  assert.deepEqual(entitiesRead('<CreateScope entity="Article">\n<TextField field="title" />'), [], 'a create form reads nothing');
  assert.deepEqual(entitiesRead('<CreateScope entity="Article" redirectOnSuccess="x"><SelectField field="tag" options="Tag.name" />'), ['Tag']);
});

const PAGE = `---
title: x
---

\`\`\`tsx live
export const edit = () => <EditScope entity="Article(id = $id)" />
// ---cut-after---
export const hidden = 1
\`\`\`

\`\`\`tsx norender="an entry point" title="admin/index.tsx"
export default () => null
\`\`\`

\`\`\`tsx shows="Seeded" interface=1.1
export const Old = () => null
\`\`\`

\`\`\`tsx nocheck="a sketch"
export const Sketch = () => null
\`\`\`

\`\`\`ts
export const notTsx = () => null
\`\`\`

\`\`\`tsx
const notExported = () => null
\`\`\`
`;

test('the render targets of a page, with their attributes and the code the frame gets', () => {
  const targets = renderTargetsOf(PAGE, true);
  assert.deepEqual(targets.map((target) => target.line), [5, 11, 15, 19, 27], 'every tsx block, not the ts block');
  const [live, entry, old, sketch, plain] = targets as [(typeof targets)[0], (typeof targets)[0], (typeof targets)[0], (typeof targets)[0], (typeof targets)[0]];
  assert.deepEqual(targets.map((target) => target.component), [true, true, true, false, false]);
  // A block that renders nothing must say why.
  assert.match(targetProblem(sketch)!, /^a nocheck block is not rendered: .*norender/);
  assert.match(targetProblem(plain)!, /^the block exports no component the frame can render: .*norender/);
  assert.equal(targetProblem({ ...plain, norender: 'a fragment' }), null);
  // A live block renders what its "Run" sends: the visible code.
  assert.equal(live.live, true);
  assert.doesNotMatch(live.code, /hidden/);
  assert.deepEqual(live.entities, ['Article']);
  assert.equal(targetProblem(live), null);
  assert.equal(entry.norender, 'an entry point');
  assert.equal(targetProblem(entry), null);
  assert.equal(old.shows, 'Seeded');
  // Interface 1.1 has a frame of its own (frames.ts); a version without a frame must say why.
  assert.equal(old.block.interfaceVersion, '1.1');
  assert.equal(targetProblem(old), null);
  // Every Interface version has a frame today (1.1, 1.2, 2.0); a version without one, such as 1.0, would have to say why.
  assert.equal(targetProblem({ ...old, block: { ...old.block, interfaceVersion: '2.0' } }), null);
  assert.match(targetProblem({ ...old, block: { ...old.block, interfaceVersion: '1.0' as never } })!, /Interface 1\.0: no preview frame renders it.*norender/);
  assert.deepEqual(renderTargetsOf(PAGE, false), []);
  assert.match(targetProblem({ ...entry, norender: '' })!, /needs a reason/);
});

test('the note under a render target says what rendered it, or why it did not render', () => {
  const text = (node: ReturnType<typeof renderNoteFor>) => (node?.children?.[0] as { value?: string } | undefined)?.value;
  assert.match(text(renderNoteFor('export const A = () => null', '', 'tsx', '1.2'))!, /^Rendered with @contember\/admin 1\.2\.\d+ on Contember Engine 2\.0\.\d+$/);
  assert.equal(text(renderNoteFor('export default () => null', 'norender="an entry point"', 'tsx', '1.2')), 'Not rendered: an entry point');
  // A 1.1 block (its attribute or its page's front matter) names the 1.1 admin, read from the installed package.
  const admin11 = (JSON.parse(readFileSync(join(SITE_ROOT, 'node_modules/contember-admin-v1.1/package.json'), 'utf8')) as { version: string }).version;
  assert.equal(admin11, '1.1.0-beta.4');
  assert.match(text(renderNoteFor('export const A = () => null', 'interface=1.1', 'tsx', '1.2'))!, new RegExp(`^Rendered with @contember/admin ${admin11.replace(/\./g, '\\.')} on Contember Engine 2\\.0\\.\\d+$`));
  assert.match(text(renderNoteFor('export const A = () => null', '', 'tsx', '1.1'))!, /^Rendered with @contember\/admin 1\.1\.0-beta\.4 on/);
  assert.equal(renderNoteFor('const A = 1', '', 'tsx', '1.2'), null);
  assert.equal(text(renderNoteFor('runReactApp(<App />)', 'norender="the entry point of the admin"', 'tsx', '1.2')), 'Not rendered: the entry point of the admin');
  assert.equal(text(renderNoteFor('sketch', 'nocheck="1.0 API" norender="Interface 1.0 API"', 'tsx', '1.2')), 'Not rendered: Interface 1.0 API');
  // A 2.x block names @contember/interface, read from the installed package.
  const interface2 = (JSON.parse(readFileSync(join(SITE_ROOT, 'plugins/code-samples/interface-2.0/node_modules/@contember/interface/package.json'), 'utf8')) as { version: string }).version;
  assert.equal(interface2, '2.0.8');
  assert.match(text(renderNoteFor('export const A = () => null', '', 'tsx', '2.0'))!, /^Rendered with @contember\/interface 2\.0\.8 on Contember Engine 2\.0\.\d+$/);
  assert.equal(renderNoteFor('export const A = () => null', 'norender="x"', 'ts', '1.2'), null, 'only tsx blocks');
  assert.equal(renderNoteFor('export const A = () => null', 'nocheck="x"', 'tsx', '1.2'), null);
});

test('what a block that reads data must show: a seeded string it does not contain itself, or its shows', () => {
  assert.deepEqual(seedStrings('mutation { createTag(data: { name: "News", slug: "n" }) { ok } createTag(data: { name: "Say \\"hi\\"" }) { ok } }'), ['News', 'Say "hi"']);
  const [target] = renderTargetsOf('```tsx\nexport const A = () => <EditScope entity="Tag(id = $id)"><TextField field="name" label="News" /></EditScope>\n```\n', true);
  assert.deepEqual(expectedTexts(target!, 'mutation { createTag(data: { name: "News" }) { ok } createTag(data: { name: "Sport" }) { ok } }'), ['Sport']);
  assert.deepEqual(expectedTexts({ ...target!, shows: 'Mar 1, 2024' }, null), ['Mar 1, 2024']);
  assert.deepEqual(expectedTexts({ ...target!, entities: [] }, 'mutation { x(data: { a: "b c" }) { ok } }'), []);
});

// On both engines: the engine in the browser (the default) and an engine server (RENDER_ENGINE=server).
for (const engine of ['browser', 'server'] as const) {
  test(`the render check renders the good blocks and fails a broken one (${engine} engine and Chromium)`, { timeout: 240_000 }, async () => {
    const report = await checkRenders({
      pages: [join(FIXTURES, 'renders.mdx'), join(FIXTURES, 'no-model.md')],
      interfacePage: () => true,
      timeoutSeconds: 20,
      engine,
    });
    const at = (file: string, line: number) => report.problems.filter((problem) => problem.file.endsWith(file) && problem.line === line).map(({ message }) => message).join('\n');
    // The title block, the Component wrapped on hidden lines, the block with @contember/layout and
    // the Interface 1.1 page render; the entry point says why not.
    assert.equal(report.rendered, 4);
    assert.deepEqual(report.notRendered.map(({ line, reason }) => [line, reason]), [[69, 'an entry point: it mounts the whole application']]);
    // A field the model lacks: the admin's data binding error, caught by the frame.
    assert.match(at('renders.mdx', 20), /Field 'titel' doesn't exist on entity 'Article'/);
    // Data that never shows: the check names what it looked for.
    assert.match(at('renders.mdx', 32), /reads Article but shows any string of the page's seed data \("Seeded headline"\)/);
    // A request the engine refuses: its GraphQL error, as the frame lists it.
    assert.match(at('renders.mdx', 44), /refused a request[\s\S]*Enum "ArticleState" cannot represent non-enum value/);
    // A page without a model is an error, not a skipped page.
    assert.match(at('no-model.md', 6), /has no model to render the block on/);
    // A 1.1 block goes to the 1.1 frame, whose admin has no scopes: React cannot render the missing
    // EditScope (error #130 of the production build: an element type that is undefined).
    assert.match(at('renders.mdx', 98), /The example failed while rendering.*(?:Element type is invalid|Minified React error #130)/s);
    assert.equal(report.problems.length, 5);
  });
}

test('on an Interface page, a live block gets its type-check note, its render note, then the preview', () => {
  interface Node { type: string; lang?: string; meta?: string; value?: string; name?: string; children?: Node[]; data?: Record<string, unknown> }
  const code = "import { EditScope } from '@contember/admin'\n\nexport const Edit = () => <EditScope entity=\"Article(id = $id)\" />";
  const tree = (): Node => ({
    type: 'root',
    children: [
      { type: 'code', lang: 'tsx', meta: 'live', value: code },
      { type: 'code', lang: 'tsx', meta: 'norender="an entry point"', value: 'export default () => null' },
    ],
  });
  const run = (page: string): string[] => {
    const root = tree();
    const file = { path: join(SITE_ROOT, page), data: {} };
    remarkCodeSamples()(root as never, file as never);
    remarkLivePreview()(root as never, file);
    return root.children!.map((node) => node.name ?? (node.type === 'paragraph' ? (node.children?.[0] as Node | undefined)?.value?.replace(/ \d.*$/, '') ?? '' : node.type));
  };
  assert.deepEqual(run('docs/reference/admin/examples/SelectField.mdx'), [
    'mdxjsEsm',
    'code',
    'Type-checked against @contember/admin',
    'Rendered with @contember/admin',
    'LivePreview',
    'code',
    'Not rendered: an entry point',
  ]);
  // Elsewhere (an Engine page, the 2.x pages) tsx blocks get no render note.
  assert.deepEqual(run('docs/reference/engine/content/queries.mdx'), ['mdxjsEsm', 'code', 'Type-checked against @contember/admin', 'LivePreview', 'code']);
});

test('the render check renders Interface 2 blocks in the frame of @contember/interface and fails the broken ones (real engine and Chromium)', { timeout: 240_000 }, async () => {
  const report = await checkRenders({ pages: [join(FIXTURES, 'renders-2.mdx')], interfacePage: () => true, timeoutSeconds: 20 });
  const at = (line: number) => report.problems.filter((problem) => problem.line === line).map(({ message }) => message).join('\n');
  // The kit's form and the headless list show the seeded title.
  assert.equal(report.rendered, 2, report.problems.map(({ line, message }) => `${line}: ${message}`).join('\n'));
  // A field the model lacks: the kit's error boundary catches the data binding error, and the frame names it.
  assert.match(at(26), /The example failed.*titel/s);
  // A request the engine refuses: its GraphQL error, as the frame lists it for the 2.x client too.
  assert.match(at(57), /refused a request[\s\S]*String cannot represent a non string value: 1/);
  assert.deepEqual([...new Set(report.problems.map(({ line }) => line))], [26, 57]);
});

test('on a 2.x Interface page, a live block gets the render note of @contember/interface and opens the frame of Interface 2', () => {
  interface Node { type: string; lang?: string; meta?: string; value?: string; name?: string; attributes?: { name: string; value: string }[]; children?: Node[]; data?: Record<string, unknown> }
  const root: Node = { type: 'root', children: [{ type: 'code', lang: 'tsx', meta: 'live', value: "import { Field } from '@contember/interface'\n\nexport const A = () => <Field field=\"title\" />" }] };
  const file = { path: join(SITE_ROOT, 'versioned_docs/version-2.x/reference/interface/forms/overview.md'), data: {} };
  remarkCodeSamples()(root as never, file as never);
  remarkLivePreview()(root as never, file);
  const texts = root.children!.filter((node) => node.type === 'paragraph').map((node) => (node.children?.[0] as Node | undefined)?.value ?? '');
  assert.ok(texts.some((text) => /^Rendered with @contember\/interface 2\.0\.8 on Contember Engine/.test(text)), texts.join('\n'));
  const preview = root.children!.find((node) => node.name === 'LivePreview')!;
  assert.equal(preview.attributes!.find(({ name }) => name === 'frame')!.value, '/live-preview-2/');
  assert.equal(preview.attributes!.find(({ name }) => name === 'project')!.value, 'v2-x-reference-interface-forms-overview');
});
