// The Interface 2.0.8 reference the generator makes of the real installed packages (no mocks), in
// the site's folder. node --import tsx --test plugins/api-reference/tests/api-reference-v2.test.mts
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { PropDoc } from '../src/extract.mts';
import { API2_REFERENCE_PATH, api2RouteOf, parseApiRoute } from '../src/route.ts';
import type { ReferenceDoc, V2Docs } from '../src/v2/collect.mts';
import { CONTEMBER_REPOSITORY, KIT_DIR, kitModules, OUTPUT_DIR_V2, PACKAGES_DIR } from '../src/v2/config.mts';
import { generateV2, type GenerateV2Result } from '../src/v2/generate.mts';
import { sourceLineV2 } from '../src/v2/render.mts';
import { exampleBlocksOf } from '../src/example-markdown.mts';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
let outDir = '';
let result: GenerateV2Result;
let docs: V2Docs;

function doc(group: string, name: string): ReferenceDoc {
  const found = docs.docs.find((d) => d.group === group && d.name === name);
  assert.ok(found, `${group}/${name} extracted`);
  return found;
}

function prop(d: ReferenceDoc, name: string): PropDoc {
  const found = d.props?.find((p) => p.name === name);
  assert.ok(found, `${d.name} has prop ${name}`);
  return found;
}

/** The pages whose doc-comment examples render in the frame of Interface 2 (the render check, 2026-11-29). */
const RENDERED_EXAMPLES = [
  'react-binding/DeleteEntityTrigger', 'react-binding/FieldView', 'react-binding/PersistTrigger', 'ui-kit-block-repeater/DefaultBlockRepeater', 'ui-kit-repeater/DefaultRepeater',
  ...['ActionColumn', 'BooleanColumn', 'BooleanFilter', 'DateColumn', 'DateFilter', 'DateTimeColumn', 'HasManyColumn', 'HasManyFilter', 'HasOneColumn', 'HasOneFilter', 'IsDefinedFilter', 'Loader', 'NumberFilter', 'Pagination', 'QueryFilter', 'Table', 'TextFilter', 'Toolbar'].map((name) => `ui-kit-datagrid/DataGrid${name}`),
];
const page = (d: ReferenceDoc) => readFileSync(join(outDir, d.group, `${d.name}.mdx`), 'utf8');

function* mdxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* mdxFiles(path);
    else if (path.endsWith('.mdx')) yield path;
  }
}

// The site's pages, as the `api-reference` step of `npm test` (or `npm run generate:api`) wrote
// them, with the docs they were read from; generated here when missing or stale.
before(async () => {
  outDir = join(siteDir, OUTPUT_DIR_V2);
  result = await generateV2({ siteDir, withDocs: true });
  assert.ok(result.docs);
  docs = result.docs;
});

describe('Interface 2.0.8 pages', () => {
  test('counts: 168 headless and 329 kit pages (375 components, 122 hooks), 25 group indexes and a landing page', () => {
    assert.equal(docs.version, '2.0.8');
    const kit = docs.docs.filter((d) => d.group.startsWith('ui-kit-'));
    assert.equal(docs.docs.length - kit.length, 168);
    assert.equal(kit.length, 329);
    assert.equal(docs.docs.filter((d) => d.kind === 'component').length, 375);
    assert.equal(docs.docs.filter((d) => d.kind === 'hook').length, 122);
    const groups = new Set(docs.docs.map((d) => d.group));
    assert.equal(groups.size, 25);
    assert.equal(result.pages, docs.docs.length + groups.size + 1);
    assert.equal([...mdxFiles(outDir)].length, result.pages);
  });

  test('doc-comment examples: 41, at least 34 type-checked and 23 rendered on the model page, the others each with the reason of their own', () => {
    const pages = [...mdxFiles(outDir)].map((file) => readFileSync(file, 'utf8'));
    const blocks = pages.flatMap((text) => exampleBlocksOf(text));
    const unchecked = blocks.filter((b) => b.meta.includes('nocheck='));
    assert.equal(blocks.length, 41);
    assert.ok(blocks.length - unchecked.length >= 34, `${blocks.length - unchecked.length} type-checked`);
    for (const b of unchecked) assert.match(b.meta, /^norender="it does not type-check \((uses \w+|not valid TSX|does not compile|statements and JSX)[^"]*" nocheck="/);
    const rendered = blocks.filter((b) => !b.meta.includes('norender='));
    assert.ok(rendered.length >= 23, `${rendered.length} rendered`);
    // What does not render says why in its own words: no reason is shared by two different examples.
    const reasons = blocks.filter((b) => !b.meta.includes('nocheck=')).map((b) => /norender="([^"]+)"/.exec(b.meta)?.[1]).filter(Boolean);
    assert.ok(reasons.length >= 7 && reasons.every((reason) => !/no model|no project/.test(reason!)), reasons.join('\n'));
    // A page with an example that renders deploys the model and seed data of the model page.
    for (const text of pages.filter((t) => exampleBlocksOf(t).some((b) => !b.meta.includes('norender=')))) {
      assert.match(text, /^model_from: \/2\.x\/reference\/interface\/api-reference-model\nseed_from: \/2\.x\/reference\/interface\/api-reference-model$/m);
    }
  });

  test('the examples that render on the model page keep rendering: none of them has norender', () => {
    for (const name of RENDERED_EXAMPLES) {
      const d = docs.docs.find((candidate) => `${candidate.group}/${candidate.name}` === name)!;
      const blocks = exampleBlocksOf(page(d));
      assert.ok(blocks.length > 0, name);
      for (const b of blocks) assert.doesNotMatch(b.meta, /norender=|nocheck=/, name);
    }
  });

  test('the packages are those @contember/interface re-exports, read from its entry', () => {
    const entry = readFileSync(join(siteDir, PACKAGES_DIR, 'interface/src/index.ts'), 'utf8');
    for (const pkg of ['react-routing', 'react-binding', 'react-identity']) assert.match(entry, new RegExp(`export \\* from '@contember/${pkg}'`));
    assert.deepEqual(
      [...new Set(docs.docs.filter((d) => !d.group.startsWith('ui-kit-')).map((d) => d.group))].sort(),
      ['interface', 'react-binding', 'react-client-tenant', 'react-identity', 'react-routing'],
    );
    for (const version of Object.values(docs.packages)) assert.equal(version, '2.0.8');
    // Every `use*` value of the entry has a hook page (none is left out by the classification).
    const hooks = docs.docs.filter((d) => d.kind === 'hook' && !d.group.startsWith('ui-kit-')).map((d) => d.name);
    assert.equal(new Set(hooks).size, hooks.length);
    for (const name of ['useField', 'useEntityList', 'useCurrentRequest', 'useIdentity', 'useProjectUserRoles', 'useBlockNavigationOnDirtyState']) assert.ok(hooks.includes(name), name);
    // Classes and contexts are not components.
    for (const name of ['DataBinding', 'TreeStore', 'Environment', 'PageNotFound', 'RoutingContext']) assert.ok(!docs.docs.some((d) => d.name === name), name);
  });

  test('routes, slugs and front matter', async () => {
    for (const d of docs.docs) {
      const text = page(d);
      const route = api2RouteOf(d.group, d.name);
      assert.deepEqual(parseApiRoute(route), { version: 'v2.0', category: d.group, component: d.name });
      assert.equal(JSON.parse(/^slug: (.*)$/m.exec(text)![1]!), route.replace(/^\/2\.x/, ''));
      assert.match(text, new RegExp(`^title: "${d.name}"$`, 'm'));
      assert.match(text, d.kind === 'hook' ? /^## Parameters$/m : /^## Props$/m);
    }
    for (const file of ['index.mdx', 'react-binding/index.mdx', 'ui-kit-datagrid/index.mdx', 'react-binding/Field.mdx', 'react-binding/useField.mdx', 'ui-kit-datagrid/DataGrid.mdx', 'ui-kit-ui/Button.mdx']) {
      const source = readFileSync(join(outDir, file), 'utf8');
      await compile(source.replace(/^---\n[\s\S]*?\n---\n/, ''), { remarkPlugins: [remarkGfm, remarkDirective] });
    }
    const landing = readFileSync(join(outDir, 'index.mdx'), 'utf8');
    assert.match(landing, /^slug: "\/reference\/interface\/api"$/m);
    for (const group of new Set(docs.docs.map((d) => d.group))) assert.ok(landing.includes(`${API2_REFERENCE_PATH}/${group}\n`), `landing links ${group}`);
    const api = JSON.parse(readFileSync(join(outDir, '_category_.json'), 'utf8')) as { label: string };
    assert.equal(api.label, 'API reference');
  });

  test('each group is a collapsed sidebar category (its index page the link) holding its component and hook pages', () => {
    for (const group of new Set(docs.docs.map((d) => d.group))) {
      const category = JSON.parse(readFileSync(join(outDir, group, '_category_.json'), 'utf8')) as { collapsed?: boolean };
      assert.equal(category.collapsed, true, group);
      assert.ok(existsSync(join(outDir, group, 'index.mdx')), group);
    }
    // In the sidebar, not beside it: its own place gives the page its breadcrumbs and its open group.
    for (const d of docs.docs) assert.doesNotMatch(page(d), /^displayed_sidebar:/m, d.name);
  });

  test('a second run with unchanged packages is skipped', async () => {
    const again = await generateV2({ siteDir, outDir });
    assert.deepEqual([again.skipped, again.key, again.pages], [true, result.key, result.pages]);
  });
});

describe('components and hooks', () => {
  test('a component with a default from its source: DimensionLink action', () => {
    const link = doc('react-routing', 'DimensionLink');
    assert.equal(link.packageName, '@contember/interface');
    assert.equal(link.declaredBy, '@contember/react-routing');
    const action = prop(link, 'action');
    assert.deepEqual([action.type, action.required, action.defaultValue], ['DimensionLinkAction', false, "'toggle'"]);
    assert.match(page(link), /\| `action` \| `DimensionLinkAction` \| optional \| `'toggle'` \|/);
    assert.match(page(link), /```js\nimport \{ DimensionLink \} from '@contember\/interface'\n```/);
  });

  test('a kit DataGrid: the DataView props it passes on, with the @defaultValue of react-dataview', () => {
    const grid = doc('ui-kit-datagrid', 'DataGrid');
    assert.equal(grid.packageName, '@app/lib/datagrid');
    const perPage = prop(grid, 'initialItemsPerPage');
    assert.deepEqual([perPage.type, perPage.defaultValue, perPage.declaredIn, perPage.declaredInPackage], ['number | null', '50', 'DataViewPagingProps', '@contember/react-dataview']);
    assert.deepEqual([prop(grid, 'entities').required, prop(grid, 'children').required], [true, true]);
    assert.match(page(grid), /<summary>From <code>DataViewPagingProps<\/code> \(@contember\/react-dataview\): \d+ props<\/summary>/);
    assert.match(page(grid), /```js\nimport \{ DataGrid \} from '@app\/lib\/datagrid'\n```/);
    // Its doc comment has "## Props" and "## Example": headings under the page title, before the page's own sections.
    assert.match(page(grid), /^## Props \[`DataGridProps`\]\[\d+\]\n\n- Primary:[^]*^## Example\nFrom the doc comment, with the import lines, a declaration of `MyCustomTile` and `MyCustomRow` \(stand-ins for your own components\) and the `Example` component around the published JSX added by this page:\n\n```tsx norender="[^"]+"\nimport \{ Button \} from '@app\/lib\/ui\/button'\n[^]*^export const Example = \(\) => \(\n\t<DataGrid\n[^]*^## Signature$[^]*^## Props$/m);
    assert.equal(page(grid).match(/^## Props$/gm)?.length, 1);
    assert.doesNotMatch(page(grid), /^\*\*(Props|Example)\b/m);
  });

  test('the DataGrid comment\'s four "Key: values" lines stay four list items, rendered as a list', async () => {
    const source = page(doc('ui-kit-datagrid', 'DataGrid'));
    const items = ['Primary', 'Optional', 'Initial values', 'Storage settings'].map((key) => new RegExp(`^- ${key}:\\s+\\S`, 'm'));
    for (const item of items) assert.match(source, item);
    const html = String(await compile(source.replace(/^---\n[\s\S]*?\n---\n/, ''), { remarkPlugins: [remarkGfm, remarkDirective] }));
    assert.equal(html.match(/_jsx\(_components\.li, \{\s*children: "(Primary|Optional|Initial values|Storage settings): /g)?.length, 4);
  });

  test("props declared in the component's package make the main table when its props type declares none itself", () => {
    const field = doc('react-binding', 'Field');
    assert.deepEqual([prop(field, 'format').own, prop(field, 'field').own, prop(field, 'field').declaredIn], [true, false, 'SugaredRelativeSingleField']);
    assert.match(page(field), /## Props\n\n\| Prop \| Type \| Required \| Default \| Description \|\n\| --- \| --- \| --- \| --- \| --- \|\n\| `format` \|/);
  });

  test('kit defaults from destructuring: Sidebar', () => {
    const sidebar = doc('ui-kit-ui', 'Sidebar');
    assert.deepEqual([prop(sidebar, 'side').type, prop(sidebar, 'side').defaultValue], ["'left' | 'right'", "'left'"]);
    assert.equal(prop(sidebar, 'collapsible').defaultValue, "'offcanvas'");
  });

  test('a hook page: useEntitySubTree signature, parameters and return type', () => {
    const hook = doc('react-binding', 'useEntitySubTree');
    assert.equal(hook.kind, 'hook');
    assert.equal(hook.props, null);
    assert.match(hook.signatures[0]!, /^function useEntitySubTree\(qualifiedSingleEntity: Alias \| SugaredQualifiedSingleEntity \| SugaredUnconstrainedQualifiedSingleEntity, \.\.\.treeId: /);
    assert.deepEqual(hook.hook!.parameters.map((p) => [p.name, p.optional, p.rest]), [['qualifiedSingleEntity', false, false], ['treeId', true, true]]);
    assert.equal(hook.hook!.returns, 'EntityAccessor');
    const text = page(hook);
    assert.match(text, /^## Returns\n\n`EntityAccessor`$/m);
    assert.match(text, /\| `\.\.\.treeId` \| /);
    const signIn = doc('react-client-tenant', 'useSignInMutation');
    assert.ok(signIn.hook!.returns.length > 160);
    // A destructured parameter gets the name the printed signature gives it.
    assert.deepEqual(signIn.hook!.parameters.map((p) => [p.name, p.type, p.optional]), [['props', 'TenantApiOptions', true]]);
    assert.match(signIn.signatures[0]!, /^function useSignInMutation\(props\?: TenantApiOptions\)/);
    assert.ok(page(signIn).includes(`## Returns\n\n\`\`\`ts nocheck="return type printed from the package's type declarations"\n${signIn.hook!.returns}\n\`\`\``), 'a long return type is printed whole');
    const field = doc('react-binding', 'useField');
    assert.equal(field.signatures.length, 2, 'useField is overloaded');
    assert.match(page(field), /The table lists the parameters of the first signature/);
  });

  test("the kit's components are all there: every module of admin/lib with components has a group", () => {
    const kitNames = (folder: string) => docs.docs.filter((d) => d.group === `ui-kit-${folder}`).map((d) => d.name);
    for (const name of ['DataGrid', 'DefaultDataGrid', 'DataGridTextColumn', 'DataGridPagination']) assert.ok(kitNames('datagrid').includes(name), name);
    for (const name of ['Button', 'Card', 'DialogContent', 'Sidebar', 'Switch']) assert.ok(kitNames('ui').includes(name), name);
    for (const name of ['InputField', 'SelectField', 'ImageField']) assert.ok(kitNames('form').includes(name), name);
    assert.ok(kitNames('select').includes('SelectInput'));
    assert.ok(kitNames('repeater').includes('DefaultRepeater'));
    assert.deepEqual(kitNames('outdated-application-dialog'), ['OutdatedApplicationDialog'], 'a ComponentType (class or function) is a component');
    const folders = new Set(kitModules(siteDir).map((m) => m.folder));
    for (const d of docs.docs.filter((x) => x.group.startsWith('ui-kit-'))) assert.ok(folders.has(d.group.replace(/^ui-kit-/, '')));
  });
});

describe('source links', () => {
  const REPOSITORY_DIR = process.env.CONTEMBER_REPOSITORY_DIR ?? '/work/.mirror/contember+contember/repo';

  test('every page links its declaration at v2.0.8; the linked file exists in the installed package (or the template) and the line names it', () => {
    const kitRoot = realpathSync(join(siteDir, KIT_DIR));
    for (const d of docs.docs) {
      const s = d.source;
      assert.ok(s, `${d.group}/${d.name} has a source link`);
      assert.equal(s.tag, 'v2.0.8');
      assert.equal(s.url, `${CONTEMBER_REPOSITORY}/blob/v2.0.8/${s.path}#L${s.line}`);
      if (d.group.startsWith('ui-kit-')) {
        assert.match(s.path, /^packages\/react-ui-lib\/src\/.+\.tsx?$/);
        assert.equal(realpathSync(s.publishedFile), join(kitRoot, s.path.replace(/^packages\/react-ui-lib\/src\//, '')));
      } else {
        const pkg = d.declaredBy.replace('@contember/', '');
        assert.match(s.path, new RegExp(`^packages/${pkg}/src/.+\\.tsx?$`));
        assert.equal(realpathSync(s.publishedFile), join(realpathSync(join(siteDir, PACKAGES_DIR, pkg)), s.path.replace(`packages/${pkg}/`, '')));
      }
      assert.ok(existsSync(s.publishedFile), s.publishedFile);
      const line = readFileSync(s.publishedFile, 'utf8').split('\n')[s.line - 1] ?? '';
      assert.ok(line.includes(d.name), `${d.name}: line ${s.line} of ${s.path} is "${line}"`);
      assert.ok(page(d).includes(sourceLineV2(d)), `${d.name}: the page shows the link`);
    }
  });

  test('in a clone of contember/contember, the linked lines at v2.0.8 hold the declarations', (t) => {
    if (!existsSync(REPOSITORY_DIR)) return t.skip(`no clone at ${REPOSITORY_DIR} (CONTEMBER_REPOSITORY_DIR)`);
    const files = new Map<string, string[]>();
    for (const d of docs.docs) {
      const key = `${d.source!.tag}:${d.source!.path}`;
      if (!files.has(key)) files.set(key, execFileSync('git', ['-C', REPOSITORY_DIR, 'show', key], { encoding: 'utf8', maxBuffer: 1 << 26 }).split('\n'));
      assert.ok((files.get(key)![d.source!.line - 1] ?? '').includes(d.name), `${d.name}: ${key}#L${d.source!.line}`);
    }
  });
});
