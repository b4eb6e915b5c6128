// The Node side of the live previews: which code blocks get a preview and with which project,
// how a deployment names the projects, and the frame's code compiler.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { projectSlug } from '../../engine/src/projects.mts';
import { entityOfIdParameter, isCancellation } from '../frame/engine.ts';
import { deployedProjectName } from '../src/project.ts';
import remarkLivePreview, { isLiveMeta } from '../src/remark-live-preview.mts';

interface Node {
  type: string;
  meta?: string;
  value?: string;
  name?: string;
  attributes?: { name: string; value: string }[];
  children?: Node[];
  data?: Record<string, unknown>;
}

const PAGE = '/site/docs/reference/admin/examples/SelectField.mdx';

test('a page without a live block gets no import', () => {
  const tree: Node = { type: 'root', children: [{ type: 'code', meta: 'title="a.tsx"', value: 'x' }] };
  remarkLivePreview()(tree as never, { path: PAGE });
  assert.deepEqual(tree.children!.map((node) => node.type), ['code']);
});

test('the bare word live marks a preview, not a value that contains it', () => {
  assert.equal(isLiveMeta('live title="admin/pages/article.tsx"'), true);
  assert.equal(isLiveMeta('title="admin/pages/article.tsx" live'), true);
  assert.equal(isLiveMeta('title="live data"'), false);
  assert.equal(isLiveMeta('nocheck="not live"'), false);
  assert.equal(isLiveMeta(null), false);
});

test('a live block gets a LivePreview after it and after its type-check note, with the same code and the page project', () => {
  const code = "import { EditScope } from '@contember/admin'";
  const tree: Node = {
    type: 'root',
    children: [
      { type: 'code', meta: 'live title="a.tsx"', value: code },
      { type: 'paragraph', data: { hProperties: { className: ['code-sample-note'] } }, children: [] },
      { type: 'code', meta: 'title="b.tsx"', value: 'other' },
    ],
  };
  remarkLivePreview()(tree as never, { path: PAGE });
  const types = tree.children!.map((node) => node.name ?? node.type);
  assert.deepEqual(types, ['mdxjsEsm', 'code', 'paragraph', 'LivePreview', 'code']);
  assert.match(tree.children![0]!.value!, /^import LivePreview from '@site\/plugins\/live-preview\/theme\/LivePreview';$/);
  const attributes = Object.fromEntries(tree.children![3]!.attributes!.map(({ name, value }) => [name, value]));
  assert.deepEqual(attributes, { code, project: projectSlug(PAGE), frame: '/live-preview/' });
  assert.equal(attributes.project, 'reference-admin-examples-selectfield');
});

test("the preview opens the frame of the block's Interface version: its interface= or the page's front matter", () => {
  const frameOf = (meta: string, file: { path: string; value?: string }) => {
    const tree: Node = { type: 'root', children: [{ type: 'code', meta, value: 'x' }] };
    remarkLivePreview()(tree as never, file);
    return tree.children![2]!.attributes!.find(({ name }) => name === 'frame')!.value;
  };
  assert.equal(frameOf('live interface=1.1', { path: PAGE }), '/live-preview-1.1/');
  assert.equal(frameOf('live', { path: PAGE, value: "---\ntitle: x\ninterface: '1.1'\n---\n" }), '/live-preview-1.1/');
  assert.equal(frameOf('live', { path: PAGE }), '/live-preview/');
});

test('a deployment prefixes the page projects with CONTEMBER_PROJECT_NAME', () => {
  assert.equal(deployedProjectName(null, 'reference-admin-examples-datefield'), 'reference-admin-examples-datefield');
  assert.equal(deployedProjectName('docs', 'reference-admin-examples-datefield'), 'docs-reference-admin-examples-datefield');
});

test('$id stands for the first record of the entity the scope names', () => {
  assert.equal(entityOfIdParameter('<EditScope entity="Article(id = $id)">'), 'Article');
  assert.equal(entityOfIdParameter('<EditScope entity="Category(id=$id)">'), 'Category');
  assert.equal(entityOfIdParameter('<ListScope entity="Article">'), undefined);
});

test('a request the admin cancelled itself is no problem of the example; any other rejection is', async () => {
  const controller = new AbortController();
  controller.abort();
  assert.equal(isCancellation(controller.signal.reason), true, 'the reason of abort() without one');
  assert.equal(isCancellation(new DOMException('signal is aborted without reason', 'AbortError')), true);
  assert.equal(isCancellation(new Error('Network error')), false);
  assert.equal(isCancellation(new TypeError('Failed to fetch')), false);
  assert.equal(isCancellation('AbortError'), false);
});
