// The preview frames (frame/frames.ts): one per Interface version, each rebuilt only when one of
// its own sources changed, and the kit modules the frame of Interface 2 offers.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { INTERFACE_2_ADMIN_LIB, INTERFACE_2_PROJECT, SITE_ROOT } from '../../code-samples/src/versions.mts';
import { FRAMES, frameFolder, frameFor } from '../frame/frames.ts';
import { buildableKitFiles, kitModuleName } from '../frame/kit.mts';
import { frameSources } from '../src/plugin.mts';

test('one frame per Interface version, each at its own URL', () => {
  assert.deepEqual(FRAMES.map((frame) => [frame.interface, frame.base, frameFolder(frame)]), [
    ['1.2', '/live-preview/', 'live-preview'],
    ['1.1', '/live-preview-1.1/', 'live-preview-1.1'],
    ['2.0', '/live-preview-2/', 'live-preview-2'],
  ]);
  assert.equal(frameFor('1.1')?.package, '@contember/admin');
  assert.equal(frameFor('2.0')?.package, '@contember/interface');
});

test("a frame's sources leave out the other frames' admin modules; the 2.x frame's include the 2.x project and pages", () => {
  const relativeSources = (version: '1.1' | '1.2' | '2.0') => frameSources(frameFor(version)!).map((file) => file.slice(SITE_ROOT.length + 1));
  const of11 = relativeSources('1.1');
  assert.ok(of11.includes('plugins/live-preview/frame/admins/admin-1.1.tsx'));
  assert.ok(of11.includes('plugins/live-preview/frame/main.tsx'));
  assert.ok(of11.includes('package-lock.json'));
  assert.ok(!of11.includes('plugins/live-preview/frame/admins/admin-1.2.tsx'));
  assert.ok(!of11.includes('plugins/live-preview/frame/admins/interface-2.tsx'));
  const of2 = relativeSources('2.0');
  assert.ok(of2.includes('plugins/code-samples/interface-2.0/package-lock.json'));
  assert.ok(of2.some((file) => file.startsWith('versioned_docs/version-2.x/reference/interface/')));
  assert.ok(!relativeSources('1.2').some((file) => file.startsWith('versioned_docs/')));
});

test('the frame of Interface 2 offers the kit modules by the names examples import', () => {
  const names = buildableKitFiles(INTERFACE_2_ADMIN_LIB, join(INTERFACE_2_PROJECT, 'node_modules')).map((file) => kitModuleName(INTERFACE_2_ADMIN_LIB, file));
  for (const name of ['@app/lib/binding', '@app/lib/form', '@app/lib/layout', '@app/lib/ui/button', '@app/lib/datagrid']) assert.ok(names.includes(name), name);
  assert.ok(!names.some((name) => name.endsWith('/index')));
});

test('a kit module whose package is not installed is left out, with the modules that import it', () => {
  // With no packages at all, nothing that imports a package builds.
  const names = buildableKitFiles(INTERFACE_2_ADMIN_LIB, join(SITE_ROOT, 'no-such-node-modules')).map((file) => kitModuleName(INTERFACE_2_ADMIN_LIB, file));
  assert.ok(!names.includes('@app/lib/binding'));
  assert.ok(!names.includes('@app/lib/ui/separator'));
});
