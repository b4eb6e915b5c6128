import assert from 'node:assert/strict';
import { test } from 'node:test';
import { carriedValues, carryValues, compareMailText, compareResponses, failuresOf, formatMismatch, mailText } from '../src/compare.mts';

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

test('a token the engine generated matches the documented one, one for one', () => {
  const page = { signIn: { ok: true, result: { token: '0000000000000000000000000000000000000000', person: { id: '00000000-0000-4000-8000-000000000001' } } } };
  const real = { signIn: { ok: true, result: { token: '9f1c2e4a8b7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e', person: { id: 'a3c4f0d2-1111-4abc-9def-123456789abc' } } } };
  assert.deepEqual(compareResponses(page, real), []);
  assert.equal(compareResponses({ apiKey: { token: 'abc' } }, { apiKey: { token: '' } }).length, 1, 'an empty token is not a token');
  assert.equal(compareResponses({ description: 'abc' }, { description: 'def' }).length, 1, 'other strings compare as they are');
});

test('ids and tokens carry to the next blocks of a page: documented value → real value', () => {
  const page = { signIn: { result: { token: '0000', person: { id: '00000000-0000-4000-8000-000000000001', email: 'a@example.com' } } }, list: [{ id: '00000000-0000-4000-8000-000000000002' }] };
  const real = { signIn: { result: { token: 'ffff', person: { id: 'a3c4f0d2-1111-4abc-9def-123456789abc', email: 'b@example.com' } } }, list: [{ id: '00000000-0000-4000-8000-000000000002' }] };
  const carried = carriedValues(page, real);
  assert.deepEqual([...carried], [
    ['0000', 'ffff'],
    ['00000000-0000-4000-8000-000000000001', 'a3c4f0d2-1111-4abc-9def-123456789abc'],
  ], 'the same id on both sides and other strings carry nothing');
  assert.equal(
    carryValues('query { personById(id: "00000000-0000-4000-8000-000000000001") { email } } # 0000', carried),
    'query { personById(id: "a3c4f0d2-1111-4abc-9def-123456789abc") { email } } # ffff',
  );
});

test('a mail compares as text, HTML aside; the tokens it carries pair documented → real', () => {
  const mail = { to: ['jane@example.com'], subject: 'Password reset', body: '<div>\r\n<p>Hello,</p>\r\n<p>Your token:<br>\r\n<code>bdabe6f1585e5934349303d4cd712c4bae890f55</code> &amp; more</p></div>' };
  const text = mailText(mail);
  assert.equal(text, 'To: jane@example.com\nSubject: Password reset\n\nHello,\nYour token:\nbdabe6f1585e5934349303d4cd712c4bae890f55 & more');
  const documented = 'To: jane@example.com\nSubject: Password reset\n\nHello,\nYour token:   0123456789abcdef0123456789abcdef01234567 & more';
  assert.deepEqual(compareMailText(documented, text), { carried: new Map([['0123456789abcdef0123456789abcdef01234567', 'bdabe6f1585e5934349303d4cd712c4bae890f55']]) });
  assert.ok('mismatch' in compareMailText(documented.replace('Hello', 'Hi'), text));
});

test('one-time codes as an authenticator app computes them (RFC 6238 test vector, 6 digits)', async () => {
  const { totpCode } = await import('../src/examples.mts');
  // The RFC's SHA-1 key "12345678901234567890" in base32; at 59 s the 8-digit code is 94287082.
  assert.equal(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000), '287082');
  assert.equal(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1_111_111_109_000), '081804');
});

test('ids known from earlier blocks of the page stand for their real ids in a later response', () => {
  const known = new Map([['00000000-0000-4000-8000-000000000001', 'a3c4f0d2-1111-4abc-9def-123456789abc']]);
  const page = { members: [{ id: '00000000-0000-4000-8000-000000000001', name: 'website' }] };
  assert.deepEqual(compareResponses(page, { members: [{ id: 'a3c4f0d2-1111-4abc-9def-123456789abc', name: 'website' }] }, { known }), []);
  assert.equal(compareResponses(page, { members: [{ id: 'b3c4f0d2-1111-4abc-9def-123456789abc', name: 'website' }] }, { known }).length, 1, 'another key in its place');
});

test('unordered: list items match in any order, ids still one for one', () => {
  const page = { members: [{ id: '00000000-0000-4000-8000-000000000001', role: 'editor' }, { id: '00000000-0000-4000-8000-000000000002', role: 'author' }] };
  const real = { members: [{ id: 'b3c4f0d2-1111-4abc-9def-123456789abc', role: 'author' }, { id: 'a3c4f0d2-1111-4abc-9def-123456789abc', role: 'editor' }] };
  assert.equal(compareResponses(page, real).length > 0, true, 'in order, the roles differ');
  assert.deepEqual(compareResponses(page, real, { unordered: true }), []);
  const wrong = { members: [{ id: 'b3c4f0d2-1111-4abc-9def-123456789abc', role: 'author' }, { id: 'a3c4f0d2-1111-4abc-9def-123456789abc', role: 'admin' }] };
  assert.equal(compareResponses(page, wrong, { unordered: true }).length, 1);
});

test('ids inside strings pair like ids, and an ellipsis stands for any text', () => {
  const page = { objectKey: 'blog/images/3f0c6f5e-8a8e-4b0e-9d52-63a1f0c1d2e4.jpg', url: 'https://s3.example.com/blog/images/3f0c6f5e-8a8e-4b0e-9d52-63a1f0c1d2e4.jpg?X-Amz-Signature=…' };
  const real = { objectKey: 'blog/images/a3c4f0d2-1111-4abc-9def-123456789abc.jpg', url: 'https://s3.example.com/blog/images/a3c4f0d2-1111-4abc-9def-123456789abc.jpg?X-Amz-Signature=00ff' };
  assert.deepEqual(compareResponses(page, real), []);
  assert.deepEqual([...carriedValues(page, real)], [['3f0c6f5e-8a8e-4b0e-9d52-63a1f0c1d2e4', 'a3c4f0d2-1111-4abc-9def-123456789abc']]);
  assert.equal(compareResponses(page, { ...real, url: real.url.replace('a3c4f0d2', 'b3c4f0d2') }).length, 1, 'the same documented id, another real one');
  assert.equal(compareResponses({ key: 'blog/…' }, { key: 'shop/x' }).length, 1, 'the text around the ellipsis still compares');
});

test('a measured duration matches any duration; other numbers compare exactly', () => {
  const page = { failedEvents: [{ numRetries: 1, log: [{ ok: false, durationMs: 0 }] }] };
  assert.deepEqual(compareResponses(page, { failedEvents: [{ numRetries: 1, log: [{ ok: false, durationMs: 3 }] }] }), []);
  assert.deepEqual(compareResponses({ stats: { queryDuration: 12 } }, { stats: { queryDuration: 40 } }), []);
  assert.equal(compareResponses(page, { failedEvents: [{ numRetries: 2, log: [{ ok: false, durationMs: 0 }] }] }).length, 1, 'a count is not a duration');
  assert.equal(compareResponses(page, { failedEvents: [{ numRetries: 1, log: [{ ok: false, durationMs: '3' }] }] }).length, 1, 'a duration is a number');
  assert.equal(compareResponses(page, { failedEvents: [{ numRetries: 1, log: [{ ok: false, durationMs: -1 }] }] }).length, 1, 'a duration is not negative');
});
