import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareResponses, failuresOf, formatMismatch } from '../src/compare.mts';

const shown = {
  data: {
    createArticle: {
      ok: true,
      node: { id: '2b5f7c1e-0000-4000-8000-000000000001', title: 'Hello', createdAt: '2024-05-01T10:00:00.000Z', author: { id: '2b5f7c1e-0000-4000-8000-000000000002' } },
    },
  },
};

test('generated ids and timestamps compare by shape', () => {
  const since = new Date('2026-01-01T00:00:00Z');
  const real = structuredClone(shown);
  real.data.createArticle.node.id = 'a3c4f0d2-1111-4abc-9def-123456789abc';
  real.data.createArticle.node.author.id = 'b3c4f0d2-1111-4abc-9def-123456789abc';
  real.data.createArticle.node.createdAt = '2026-01-01T00:00:05.123Z';
  assert.deepEqual(compareResponses(shown, real, { generatedSince: since }), []);
});

test('one documented id stands for one real id', () => {
  const real = structuredClone(shown);
  real.data.createArticle.node.id = 'a3c4f0d2-1111-4abc-9def-123456789abc';
  real.data.createArticle.node.author.id = 'a3c4f0d2-1111-4abc-9def-123456789abc';
  const [mismatch] = compareResponses(shown, real);
  assert.equal(mismatch?.path, 'data.createArticle.node.author.id');
});

test('a timestamp of the seed data must match exactly', () => {
  const real = structuredClone(shown);
  real.data.createArticle.node.createdAt = '2024-05-02T10:00:00.000Z';
  const mismatches = compareResponses(shown, real, { generatedSince: new Date('2026-01-01T00:00:00Z') });
  assert.deepEqual(mismatches.map(formatMismatch), [
    'data.createArticle.node.createdAt: the page shows "2024-05-01T10:00:00.000Z", the engine returns "2024-05-02T10:00:00.000Z"',
  ]);
});

test('missing, extra and reordered values are reported with their path', () => {
  const mismatches = compareResponses({ data: { listArticle: [{ title: 'A' }, { title: 'B' }] } }, { data: { listArticle: [{ title: 'B' }, { title: 'A', lead: null }] } });
  assert.deepEqual(
    mismatches.map((mismatch) => mismatch.path),
    ['data.listArticle[0].title', 'data.listArticle[1].title', 'data.listArticle[1].lead'],
  );
  assert.equal(compareResponses({ data: { listArticle: [] } }, { data: { listArticle: [{ title: 'A' }] } }).length, 1);
  assert.deepEqual(compareResponses({ b: 1, a: [1, 2] }, { a: [1, 2], b: 1 }), [], 'key order does not matter');
});

test('failures are GraphQL errors and results with ok: false', () => {
  assert.deepEqual(failuresOf({ data: { createArticle: { ok: true } } }), []);
  const failures = failuresOf({ data: { transaction: { ok: false, article: { ok: false, errorMessage: 'NotFoundOrDenied' } } } });
  assert.equal(failures.length, 2);
  assert.match(failures[1]!, /^data\.transaction\.article: .*NotFoundOrDenied/);
  assert.match(failuresOf({ errors: [{ message: 'Cannot query field "x"' }] })[0]!, /Cannot query field/);
});
