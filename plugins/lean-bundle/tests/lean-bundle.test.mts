import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { leanBundleAliases } from '../src/plugin.mts';

test('every alias points at a module that exists, or removes one', () => {
  const aliases = leanBundleAliases();
  assert.ok(Object.keys(aliases).length >= 2);
  for (const [from, to] of Object.entries(aliases)) {
    if (from.startsWith('/')) assert.ok(existsSync(from), `${from} exists (the theme still ships it)`);
    if (to !== false) assert.ok(existsSync(to), `${to} exists`);
  }
});

test('the removed theme module is still the one that imports the client Prism', () => {
  const removed = Object.entries(leanBundleAliases()).find(([, to]) => to === false)![0];
  assert.match(readFileSync(removed, 'utf8'), /from 'prism-react-renderer'/);
});
