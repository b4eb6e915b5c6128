// The generator's pages of the real installed packages (no mocks), in the site's folder.
// node --import tsx --test plugins/api-reference/tests/*.test.mts
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { loadRoutes, routeOf, type VersionId } from '../src/config.mts';
import type { ComponentDoc, PropDoc, VersionDocs } from '../src/extract.mts';
import { generate, type GenerateResult, OUTPUT_DIR, pageFile } from '../src/generate.mts';
import { mergeUnion, normalizedType, unionMembers, unwrapParens } from '../src/typeText.mts';
import { docMarkdown, EXAMPLE_NOCHECK, nestHeadings, referenceLinks, resolveLinks, typeCell } from '../src/markdown.mts';
import { diffProps, sourceLine } from '../src/render.mts';
import { exampleBlocksOf } from '../src/example-markdown.mts';
import { decodeSegment, INTERFACE_REPOSITORY, sourceLineOf } from '../src/source.mts';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const routesFile = resolve(siteDir, process.env.API_ROUTES_FILE ?? '../shared/routes.json');
const routes = loadRoutes(routesFile);
let outDir = '';
let result: GenerateResult;
let docs: Record<VersionId, VersionDocs>;

/** The v1.2 pages whose doc-comment examples render in the frame of Interface 1.2, and how many each. */
const RENDERED_EXAMPLES: Record<string, number> = {
  'Action buttons/ClearFieldButton': 1, 'Action buttons/PersistButton': 1, 'Blocks and repeaters/DiscriminatedBlocks': 1, 'Data binding/DataBindingProvider': 1,
  ...Object.fromEntries(['BooleanCell', 'CoalesceTextCell', 'DataGrid', 'DateCell', 'EnumCell', 'GenericCell', 'HasManySelectCell', 'HasOneSelectCell', 'NumberCell', 'TextCell'].map((name) => [`Data grid/${name}`, 1])),
  'Forms UI/FieldContainer': 2, 'Layout UI/Layout': 1, 'Pages/GenericPage': 1, 'Pages/MultiEditPage': 1,
  'UI/AnchorButton': 1, 'UI/Box': 5, 'UI/Button': 7, 'UI/Divider': 2, 'UI/Menu': 1, 'UI/Message': 6, 'UI/Section': 1, 'UI/Stack': 1,
  ...Object.fromEntries(['AnyFileRepeater', 'AudioFileRepeater', 'AudioUploadField', 'ImageFileRepeater', 'ImageUploadField', 'VideoFileRepeater', 'VideoUploadField'].map((name) => [`Uploads/${name}`, 1])),
};

function component(version: VersionId, name: string): ComponentDoc {
  const found = docs[version].components.find((c) => c.name === name);
  assert.ok(found, `${version} ${name} extracted`);
  return found;
}

function prop(c: ComponentDoc, name: string): PropDoc {
  const found = c.props?.find((p) => p.name === name);
  assert.ok(found, `${c.version} ${c.name} has prop ${name}`);
  return found;
}

function page(c: ComponentDoc): string {
  return readFileSync(pageFile(outDir, c.version, c.category, c.name), 'utf8');
}

function* mdxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* mdxFiles(path);
    else if (path.endsWith('.mdx')) yield path;
  }
}

/** Whether the page links `label` (Markdown, e.g. "v1.1" or "`Block`") to `url`, inline or by reference. */
function linksTo(text: string, label: string, url: string): boolean {
  if (text.includes(`[${label}](${url})`)) return true;
  const refs = [...text.matchAll(/^\[(\d+)\]: (\S+)$/gm)].filter((m) => m[2] === url).map((m) => m[1]);
  return refs.some((n) => text.includes(`[${label}][${n}]`));
}

async function compiles(source: string): Promise<void> {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  await compile(body, { remarkPlugins: [remarkGfm, remarkDirective] });
}

// The site's pages, as the `api-reference` step of `npm test` (or `npm run generate:api`) wrote
// them, with the docs they were read from; generated here when missing or stale.
before(async () => {
  outDir = join(siteDir, OUTPUT_DIR);
  result = await generate({ siteDir, routesFile, withDocs: true });
  assert.ok(result.docs);
  docs = result.docs;
});

describe('pages', () => {
  test('every component of the route contract gets a page (190 + 226)', () => {
    const expected = { 'v1.1': 190, 'v1.2': 226 } as const;
    for (const version of ['v1.1', 'v1.2'] as const) {
      const names = Object.values(routes[version]).flat();
      assert.equal(names.length, expected[version]);
      assert.equal(docs[version].components.length, expected[version]);
      assert.equal([...mdxFiles(join(outDir, version))].length, expected[version]);
      for (const [category, list] of Object.entries(routes[version])) {
        for (const name of list) {
          const c = component(version, name);
          const text = page(c);
          const slug = /^slug: (.*)$/m.exec(text)?.[1];
          assert.equal(slug && (JSON.parse(slug) as string), decodeURIComponent(routeOf(version, category, name)));
          assert.match(text, new RegExp(`^title: ${JSON.stringify(name).replace(/\./g, '\\.')}$`, 'm'));
          assert.match(text, /^## Props$/m);
        }
      }
    }
    assert.equal(result.pages, 416);
  });

  test('category folders are labelled and ordered', () => {
    const api = JSON.parse(readFileSync(join(outDir, '_category_.json'), 'utf8')) as { label: string; position: number };
    assert.deepEqual([api.label, api.position], ['API reference', 7]);
    const v12 = JSON.parse(readFileSync(join(outDir, 'v1.2/_category_.json'), 'utf8')) as { label: string; position: number };
    const v11 = JSON.parse(readFileSync(join(outDir, 'v1.1/_category_.json'), 'utf8')) as { label: string; position: number };
    assert.deepEqual([v12.label, v12.position, v11.label, v11.position], ['v1.2', 1, 'v1.1', 2]);
    const categories = Object.keys(routes['v1.2']).sort((a, b) => a.localeCompare(b));
    categories.forEach((category, i) => {
      const json = JSON.parse(readFileSync(join(outDir, 'v1.2', category, '_category_.json'), 'utf8')) as { label: string; position: number };
      assert.deepEqual([json.label, json.position], [category, i + 1]);
    });
  });

  test('a second run with unchanged packages is skipped', async () => {
    const again = await generate({ siteDir, routesFile, outDir });
    assert.equal(again.skipped, true);
    assert.equal(again.key, result.key);
  });

  test('sample pages compile as MDX', async () => {
    for (const [version, name] of [
      ['v1.2', 'PersistButton'],
      ['v1.2', 'DataGrid'],
      ['v1.2', 'LayoutKit.Frame'],
      ['v1.2', 'Select'],
      ['v1.1', 'CreatePage'],
    ] as const) {
      await compiles(page(component(version, name)));
    }
  });
});

describe('PersistButton', () => {
  test('v1.2: category from the @group tag, description, example and Omit-ed SaveButton props', () => {
    const c = component('v1.2', 'PersistButton');
    assert.equal(c.category, 'Action buttons');
    assert.equal(c.categorySource, 'group tag');
    assert.equal(c.packageName, '@contember/admin');
    assert.equal(c.packageVersion, '1.2.2');
    assert.equal(c.description, 'Renders a button which triggers persist on a click.');
    assert.equal(c.examples.length, 1);
    assert.deepEqual(c.propsTypeDefinitions.map((d) => [d.name, d.definition]), [['PersistButtonProps', "Omit<SaveButtonProps, 'children' | 'isDirty'>"]]);
    const labelSave = prop(c, 'labelSave');
    assert.deepEqual([labelSave.type, labelSave.required, labelSave.own, labelSave.declaredIn, labelSave.declaredInPackage], ['string', false, false, 'SaveButtonProps', '@contember/ui']);
    assert.equal(prop(c, 'intent').type, 'Intent');
    assert.equal(prop(c, 'display').type, "'inline' | 'block'");
    assert.equal(prop(c, 'ref').declaredInPackage, 'react');
    assert.equal(c.props?.some((p) => p.name === 'children' || p.name === 'isDirty'), false, 'Omit removes children and isDirty');
    const text = page(c);
    assert.match(text, /Generated from `@contember\/admin` 1\.2\.2/);
    assert.match(text, /```js\nimport \{ PersistButton \} from '@contember\/admin'\n```/);
    // The doc comment's bare JSX, type-checked with the import and a component around it, which the page names.
    // Rendered in an EditScope the page adds below the cut, on the model page named in the front matter.
    assert.ok(
      text.includes(
        "From the doc comment, with the import line and the `Example` component around the published JSX added by this page. The preview renders it inside an `EditScope` of the first `Article`, which hidden lines at the end of the block add, on the model and seed data of the [API reference examples](/reference/admin/examples/api-reference-model).\n\n```tsx interface=1.2 shows=\"Save\"\nimport { PersistButton } from '@contember/admin'\n\nexport const Example = () => (\n\t<PersistButton />\n)\n\n// ---cut-after---\nimport { EditScope } from '@contember/admin'\n\nexport default () => <EditScope entity=\"Article(id = $id)\">{Example()}</EditScope>\n```",
      ),
    );
    assert.match(text, /^model_from: \/reference\/admin\/examples\/api-reference-model\nseed_from: \/reference\/admin\/examples\/api-reference-model$/m);
    assert.ok(linksTo(text, 'v1.1', '/reference/admin/api/v1.1/Action%20buttons/PersistButton'));
  });

  test('doc-comment examples: 62, at least 55 type-checked against their version and 50 rendered on the model page, the others each with the reason of their own', () => {
    const pages = Object.values(docs).flatMap((v) => v.components.map((c) => page(c)));
    const blocks = pages.flatMap((text) => exampleBlocksOf(text));
    const unchecked = blocks.filter((b) => b.meta.includes('nocheck='));
    assert.equal(blocks.length, 62);
    assert.ok(blocks.length - unchecked.length >= 55, `${blocks.length - unchecked.length} type-checked`);
    for (const b of blocks) assert.match(b.meta, /^interface=1\.[12]\b/);
    for (const b of unchecked) assert.match(b.meta, /norender="it does not type-check \((uses \w+|not valid TSX|does not compile|statements and JSX|its code holds another fence)[^"]*" nocheck="/);
    const rendered = blocks.filter((b) => !b.meta.includes('norender='));
    assert.ok(rendered.length >= 50, `${rendered.length} rendered`);
    // The pages whose examples render (the render check, 2026-11-29): none of their examples may lose its rendering to a norender.
    for (const [name, count] of Object.entries(RENDERED_EXAMPLES)) {
      const c = docs['v1.2'].components.find((candidate) => `${candidate.category}/${candidate.name}` === name)!;
      const renders = exampleBlocksOf(page(c)).filter((b) => !/norender=|nocheck=/.test(b.meta));
      assert.equal(renders.length, count, name);
    }
  });

  test('v1.1: category from routes.json and props of its own dependency tree', () => {
    const c = component('v1.1', 'PersistButton');
    assert.equal(c.categorySource, 'routes');
    assert.equal(c.packageVersion, '1.1.0-beta.4');
    assert.equal(prop(c, 'labelSave').declaredIn, 'SaveButtonProps');
    assert.equal(c.props?.some((p) => p.name === 'display'), false, 'display is new in the 1.2 button');
    assert.match(page(c), /Generated from `@contember\/admin` 1\.1\.0-beta\.4/);
    assert.match(page(c), /^interface: '1\.1'$/m);
  });

  test('v1.1 → v1.2 diff: added and retyped props', () => {
    const diff = diffProps(component('v1.1', 'PersistButton').props!, component('v1.2', 'PersistButton').props!);
    assert.ok(diff.added.includes('display'));
    assert.ok(diff.added.includes('componentClassName'));
    assert.deepEqual(diff.removed, []);
    const className = diff.retyped.find((r) => r.name === 'className');
    assert.deepEqual(className, { name: 'className', before: 'string', after: 'NestedClassName' });
    const text = page(component('v1.2', 'PersistButton'));
    assert.match(text, /## Changes since v1\.1/);
    assert.match(text, /- \*\*Added:\*\* .*`display`/);
    assert.match(text, /\| `className` \| `string` \| `NestedClassName` \|/);
  });
});

describe('props', () => {
  test('defaults from destructuring in the package source', () => {
    const button = component('v1.2', 'Button');
    assert.equal(prop(button, 'display').defaultValue, "'inline'");
    assert.equal(prop(button, 'justify').defaultValue, "'center'");
    assert.equal(prop(button, 'intent').defaultValue, undefined);
    assert.match(page(button), /\| `display` \| `'inline' \\\| 'block'` \| optional \| `'inline'` \|/);
    const withDefaults = (v: VersionId) => docs[v].components.filter((c) => c.props?.some((p) => p.defaultValue !== undefined)).length;
    assert.ok(withDefaults('v1.2') > 20, 'many v1.2 components have defaults');
    assert.ok(withDefaults('v1.1') > 10, 'many v1.1 components have defaults');
  });

  test('inherited props grouped by declaring interface, collapsed', () => {
    const grid = component('v1.2', 'DataGrid');
    const entities = prop(grid, 'entities');
    assert.deepEqual([entities.own, entities.required, entities.declaredIn], [true, true, 'DataGridProps']);
    const inherited = prop(grid, 'allowAggregateFilterControls');
    assert.deepEqual([inherited.own, inherited.declaredIn, inherited.declaredInPackage], [false, 'DataGridContainerPublicProps', '@contember/admin']);
    const text = page(grid);
    assert.match(text, /<details>\n<summary>From <code>DataGridContainerPublicProps<\/code> \(@contember\/admin\): \d+ props<\/summary>/);
    assert.doesNotMatch(text, /<details open/);
    // A type naming a documented component links to its page.
    assert.ok(linksTo(text, '`EmptyMessageProps`', '/reference/admin/api/v1.2/UI/EmptyMessage'));
  });

  test('namespace member LayoutKit.Frame', () => {
    const frame = component('v1.2', 'LayoutKit.Frame');
    assert.deepEqual([frame.exportName, frame.member, frame.packageName, frame.packageVersion], ['LayoutKit', 'Frame', '@contember/layout', '1.2.0-rc.16']);
    assert.equal(frame.category, 'Layout');
    assert.equal(frame.signatures.length, 1);
    assert.match(frame.signatures[0]!, /^function LayoutKit\.Frame<C extends ElementType = 'div'>\(props: FrameProps<C>\)/);
    for (const name of ['header', 'footer', 'headerIsFixed', 'as']) prop(frame, name);
    const text = page(frame);
    assert.ok(text.includes("import { LayoutKit } from '@contember/layout'"));
    assert.ok(text.includes('`<LayoutKit.Frame>`'));
    assert.match(text, /New in v1\.2/);
    assert.match(text, /not in v1\.1/);
  });

  test('several signatures: a v1.1 page component is a class or a function', () => {
    const page11 = component('v1.1', 'CreatePage');
    assert.equal(page11.signatures.length, 2);
    assert.ok(page11.signatures.some((s) => s.startsWith('new CreatePage(')));
    assert.ok(page11.signatures.some((s) => s.startsWith('function CreatePage(')));
    assert.equal(prop(page11, 'children').required, true);
  });

  test('components without props say so', () => {
    assert.deepEqual(component('v1.2', 'Spinner').props, []);
    assert.match(page(component('v1.2', 'Spinner')), /`Spinner` takes no props\./);
  });
});

describe('dependency trees', () => {
  test('each version reads the @contember packages of its own version', () => {
    assert.equal(docs['v1.1'].resolvedDependencies['@contember/admin']!['@contember/binding'], '1.1.0-beta.4');
    assert.equal(docs['v1.1'].resolvedDependencies['@contember/admin']!['@contember/ui'], '1.1.0-beta.4');
    assert.equal(docs['v1.2'].resolvedDependencies['@contember/admin']!['@contember/binding'], '1.2.2');
    assert.equal(docs['v1.2'].resolvedDependencies['@contember/admin']!['@contember/ui'], '1.2.2');
    assert.equal(docs['v1.2'].resolvedDependencies['@contember/layout']!['@contember/ui'], '1.2.0-rc.16');
  });
});

describe('rendering helpers', () => {
  test('descriptions with JSX-like text and braces compile as MDX', async () => {
    const md = docMarkdown('Wrap it in <DataGrid> and pass {entities}; see {@link PersistButton}.\n\n```\n<Foo bar={1} />\n```', new Map([['PersistButton', '/x']]));
    assert.ok(md.includes('&lt;DataGrid&gt;'));
    assert.ok(md.includes('\\{entities\\}'));
    assert.ok(md.includes('[`PersistButton`](/x)'));
    assert.ok(md.includes(`\`\`\`tsx nocheck="${EXAMPLE_NOCHECK}"\n<Foo bar={1} />`));
    await compiles(md);
  });

  test('headings of a doc comment nest under the section that holds it, at every depth, fences untouched', () => {
    const comment = '## Props\nText\n### Detail\n```md\n# kept\n```\n## Example';
    assert.equal(docMarkdown(comment, new Map()), '## Props\nText\n### Detail\n```md\n# kept\n```\n## Example');
    assert.equal(docMarkdown(comment, new Map(), 2), '### Props\nText\n#### Detail\n```md\n# kept\n```\n### Example');
    assert.equal(nestHeadings('# A\n## B', 5), '###### A\n###### B');
    assert.equal(nestHeadings('no heading', 2), 'no heading');
  });

  test('{@link X} links to the page of X, also through a package (pkg#X) or a member (X.prop), and is code elsewhere', () => {
    const links = new Map([['DataBindingProvider', '/p'], ['DataView', '/d'], ['DataViewProps', '/d']]);
    assert.equal(resolveLinks('{@link DataView}', links), '[`DataView`](/d)');
    assert.equal(resolveLinks('{@link @contember/binding#DataBindingProvider}', links), '[`@contember/binding#DataBindingProvider`](/p)');
    assert.equal(resolveLinks('{@link DataViewProps.filterTypes the filters}', links), '[`the filters`](/d)');
    assert.equal(resolveLinks('{@link Unknown}', links), '`Unknown`');
    assert.equal(resolveLinks('{@link https://example.com docs}', links), '[docs](https://example.com)');
  });

  test('types in table cells escape pipes and link documented names', () => {
    const cell = typeCell('ReactElement<BlockProps> | null', new Map([['BlockProps', '/b']]));
    assert.equal(cell, '`ReactElement<`[`BlockProps`](/b)`> \\| null`');
  });

  test('links to API pages become numbered reference links, code blocks untouched', async () => {
    const md = referenceLinks('See [Block](/reference/admin/api/v1.2/Blocks%20and%20repeaters/Block) and [`Block`](/reference/admin/api/v1.2/Blocks%20and%20repeaters/Block).\n\n```tsx\n[x](/reference/admin/api/v1.2/UI/Box)\n```');
    assert.ok(md.startsWith('See [Block][1] and [`Block`][1].'));
    assert.ok(md.includes('[x](/reference/admin/api/v1.2/UI/Box)'));
    assert.ok(md.endsWith('[1]: /reference/admin/api/v1.2/Blocks%20and%20repeaters/Block'));
    await compiles(md);
  });

  test('type text helpers: top-level unions, merging, parentheses', () => {
    assert.deepEqual(unionMembers("(a | b)[] | Foo<'x' | 'y'> | '|'"), ['(a | b)[]', "Foo<'x' | 'y'>", "'|'"]);
    assert.equal(mergeUnion('A | string', 'string | B'), 'A | string | B');
    assert.equal(normalizedType('B | A'), normalizedType('A | B'));
    assert.equal(unwrapParens('((value: string) => void)'), '(value: string) => void');
    assert.equal(unwrapParens('(a) | (b)'), '(a) | (b)');
  });

  test('generic props are shown as instantiated for the component', () => {
    const checkbox = component('v1.2', 'Checkbox');
    assert.equal(prop(checkbox, 'value').type, 'boolean | null');
    assert.equal(prop(checkbox, 'onChange').type, '(value: boolean | null) => void');
  });

  test('diff of constructed props', () => {
    const p = (name: string, type: string): PropDoc => ({ name, type, required: false, description: '', declaredIn: '', declaredInPackage: '', own: true });
    assert.deepEqual(diffProps([p('a', 'string'), p('b', 'number')], [p('b', 'string'), p('c', 'boolean')]), {
      added: ['c'],
      removed: ['a'],
      retyped: [{ name: 'b', before: 'number', after: 'string' }],
    });
  });
});

describe('source links', () => {
  // The tags the documented packages were published from (README, "Source links").
  const TAGS: Record<VersionId, string[]> = { 'v1.1': ['v1.1.0-beta.4'], 'v1.2': ['v1.2.2', 'v1.2.0-rc.16'] };
  const all = () => (['v1.1', 'v1.2'] as const).flatMap((version) => docs[version].components);
  /** The line a link points at holds the declaration when it names the component (the member of `LayoutKit.Frame`). */
  const holdsDeclaration = (line: string | undefined, c: ComponentDoc) => (line ?? '').includes(c.member ?? c.exportName);

  test('declaration maps: VLQ segments decode, and source lines add up across generated lines', () => {
    assert.deepEqual(decodeSegment('AAAA'), [0, 0, 0, 0]);
    assert.deepEqual(decodeSegment('AACA'), [0, 0, 1, 0]);
    assert.deepEqual(decodeSegment('gBAAgB'), [16, 0, 0, 16]);
    assert.deepEqual(decodeSegment('D'), [-1]);
    assert.throws(() => decodeSegment('A!'), /Invalid source map character/);
    // Line 0 has no mapping; line 1 maps to source line 2; line 2 to 2 + 1; line 3 to 3 - 1.
    const mappings = ';AAEA,MAAM;AACA;AADA';
    assert.equal(sourceLineOf(mappings, 0), undefined);
    assert.deepEqual(sourceLineOf(mappings, 1), { source: 0, line: 2 });
    assert.deepEqual(sourceLineOf(mappings, 2), { source: 0, line: 3 });
    assert.deepEqual(sourceLineOf(mappings, 3), { source: 0, line: 2 });
  });

  test('every page links the declaration in the Interface repository at the tag of its package version', () => {
    for (const c of all()) {
      const source = c.source;
      assert.ok(source, `${c.version} ${c.name} has a source link`);
      assert.ok(TAGS[c.version].includes(source.tag), `${c.version} ${c.name}: tag ${source.tag}`);
      assert.match(source.path, /^packages\/[a-z-]+\/src\/.+\.tsx?$/);
      assert.equal(source.url, `${INTERFACE_REPOSITORY}/blob/${source.tag}/${source.path}#L${source.line}`);
      if (source.path.startsWith('packages/admin/') || source.path.startsWith('packages/layout/')) assert.equal(source.tag, `v${c.packageVersion}`);
      const line = readFileSync(source.publishedFile, 'utf8').split('\n')[source.line - 1];
      assert.ok(holdsDeclaration(line, c), `${c.version} ${c.name}: line ${source.line} of ${source.path} is "${line}"`);
      assert.ok(page(c).includes(sourceLine(source)), `${c.version} ${c.name}: the page shows the link`);
    }
    const v11 = component('v1.1', 'PersistButton').source!;
    assert.match(v11.url, /^https:\/\/github\.com\/contember\/interface\/blob\/v1\.1\.0-beta\.4\/packages\/admin\/src\/.*PersistButton\.tsx#L\d+$/);
    assert.match(component('v1.2', 'LayoutKit.Frame').source!.url, /\/blob\/v1\.2\.0-rc\.16\/packages\/layout\/src\/kit\/index\.ts#L\d+$/);
  });

  test('at their tags in a clone of the Interface repository, the linked lines hold the declarations', (t) => {
    const repository = process.env.INTERFACE_REPOSITORY_DIR ?? '/work/.mirror/contember+interface/repo';
    if (!existsSync(repository)) return t.skip(`no clone of ${INTERFACE_REPOSITORY} at ${repository} (INTERFACE_REPOSITORY_DIR)`);
    const files = new Map<string, string[]>();
    for (const c of all()) {
      const { tag, path, line } = c.source!;
      const key = `${tag}:${path}`;
      if (!files.has(key)) files.set(key, execFileSync('git', ['-C', repository, 'show', key], { encoding: 'utf8', maxBuffer: 1 << 26 }).split('\n'));
      assert.ok(holdsDeclaration(files.get(key)![line - 1], c), `${c.version} ${c.name}: ${key}#L${line}`);
    }
  });
});
