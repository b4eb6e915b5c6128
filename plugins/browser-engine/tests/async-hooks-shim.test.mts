// The worker's AsyncLocalStorage (src/shims/async-hooks.mts): what the engine's packages rely on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AsyncLocalStorage } from '../src/shims/async-hooks.mts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

test("the outermost run's store stays current across awaits until its promise settles (the request's logger)", async () => {
  const storage = new AsyncLocalStorage<string>();
  const seen: (string | undefined)[] = [];
  await storage.run('request', async () => {
    seen.push(storage.getStore());
    await tick();
    seen.push(storage.getStore());
  });
  seen.push(storage.getStore());
  assert.deepEqual(seen, ['request', 'request', undefined]);
});

test('a nested run applies to the synchronous part of its callback only, so a sibling never sees it (no false deadlock)', async () => {
  const storage = new AsyncLocalStorage<Set<number>>();
  const seen: number[][] = [];
  await storage.run(new Set([1]), async () => {
    const first = storage.run(new Set([1, 2]), async () => {
      seen.push([...storage.getStore()!]);
      await tick();
    });
    seen.push([...storage.getStore()!]);
    await first;
  });
  assert.deepEqual(seen, [[1, 2], [1]]);
});

test('a callback that throws ends its run', () => {
  const storage = new AsyncLocalStorage<string>();
  assert.throws(() => storage.run('x', () => { throw new Error('boom'); }), /boom/);
  assert.equal(storage.getStore(), undefined);
});
