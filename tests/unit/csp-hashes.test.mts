// The Content Security Policy's script hashes follow the build's inline scripts.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { inlineScriptHashes, policyScriptHashes, withDocSearchOrigin, withEngineOrigin, withPreviewEngineOrigin, withScriptHashes } from '../../scripts/csp-hashes.mts';
import { docSearchOrigin } from '../../plugins/search/src/constants.ts';
import { headersForPath, readHeaderRules, readHeadersFile } from '../../scripts/lib/static-server.mts';
import { FRAMES } from '../../plugins/live-preview/frame/frames.ts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

test('hashes executable inline scripts only', () => {
  const html =
    '<script>a()</script><script src=/x.js></script><script type="application/ld+json">{"@type":"x"}</script>' +
    '<script type=module>b()</script><script data-rh=true>c()</script>';
  assert.deepEqual(inlineScriptHashes(html), [sha('a()'), sha('b()'), sha('c()')]);
});

test('replaces the hashes of script-src and keeps the other sources and directives', () => {
  const headers = "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-old='; style-src 'self'\n  X-Frame-Options: DENY\n";
  const updated = withScriptHashes(headers, [sha('a()')]);
  assert.equal(updated, `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${sha('a()')}; style-src 'self'\n  X-Frame-Options: DENY\n`);
  assert.deepEqual(policyScriptHashes(updated), [sha('a()')]);
});

test('static/_headers sets the security headers, with a policy that allows no inline script without a hash', () => {
  const headers = readHeadersFile(join(import.meta.dirname, '..', '..', 'static', '_headers'));
  for (const name of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy']) {
    assert.ok(headers[name], `${name} is set`);
  }
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
  const policy = headers['Content-Security-Policy']!;
  const scriptSrc = /script-src([^;]*)/.exec(policy)?.[1] ?? '';
  assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /object-src 'none'/);
  assert.ok(policyScriptHashes(readFileSync(join(import.meta.dirname, '..', '..', 'static', '_headers'), 'utf8')).length >= 1);
});

test('the preview frame, and only it, may be framed by the site and run evaluated code', () => {
  const rules = readHeaderRules(join(import.meta.dirname, '..', '..', 'static', '_headers'));
  const page = headersForPath(rules, '/reference/admin/examples/SelectField');
  const frame = headersForPath(rules, '/live-preview/assets/index.js');
  assert.equal(page['X-Frame-Options'], 'DENY');
  assert.match(page['Content-Security-Policy']!, /frame-ancestors 'none'/);
  assert.match(page['Content-Security-Policy']!, /frame-src 'self'/);
  assert.doesNotMatch(page['Content-Security-Policy']!, /unsafe-eval/);
  assert.equal(frame['X-Frame-Options'], 'SAMEORIGIN');
  assert.match(frame['Content-Security-Policy']!, /frame-ancestors 'self'/);
  assert.match(frame['Content-Security-Policy']!, /script-src 'self' 'unsafe-eval';/);
  assert.deepEqual(headersForPath(rules, '/live-preview')['X-Frame-Options'], 'SAMEORIGIN');
  assert.equal(frame['X-Content-Type-Options'], 'nosniff');
});

test('every preview frame (one per Interface version) has the frame rule', () => {
  const rules = readHeaderRules(join(import.meta.dirname, '..', '..', 'static', '_headers'));
  assert.ok(FRAMES.length >= 2);
  for (const { base } of FRAMES) {
    for (const path of [base, `${base}assets/index.js`, `${base}config.json`]) {
      const headers = headersForPath(rules, path);
      assert.equal(headers['X-Frame-Options'], 'SAMEORIGIN', path);
      assert.match(headers['Content-Security-Policy']!, /script-src 'self' 'unsafe-eval';.*frame-ancestors 'self'/, path);
    }
  }
});

test('the engine origin goes into the connect-src of the preview frame only', () => {
  const headers = readFileSync(join(import.meta.dirname, '..', '..', 'static', '_headers'), 'utf8');
  const updated = withPreviewEngineOrigin(headers, 'https://engine.example.com/some/path');
  assert.equal(updated.match(/https:\/\/engine\.example\.com/g)?.length, 1);
  assert.match(updated, /\/live-preview\*[\s\S]*connect-src 'self' https:\/\/engine\.example\.com;/);
  assert.equal(withPreviewEngineOrigin(updated, 'https://engine.example.com'), updated);
});

test('with an engine configured, the pages may connect to it too (the GraphQL playground), each rule once', () => {
  const headers = readFileSync(join(import.meta.dirname, '..', '..', 'static', '_headers'), 'utf8');
  const updated = withEngineOrigin(headers, 'https://engine.example.com/some/path');
  assert.equal(updated.match(/https:\/\/engine\.example\.com/g)?.length, 2);
  assert.match(updated, /^\/\*\n\s+Content-Security-Policy:[^\n]*connect-src 'self' https:\/\/engine\.example\.com;/m);
  assert.match(updated, /\/live-preview\*[\s\S]*connect-src 'self' https:\/\/engine\.example\.com;/);
  assert.equal(withEngineOrigin(updated, 'https://engine.example.com'), updated);
});

test('with the hosted search index configured, the pages (not the preview frame) may query its API host', () => {
  const headers = readFileSync(join(import.meta.dirname, '..', '..', 'static', '_headers'), 'utf8');
  const updated = withDocSearchOrigin(headers, 'BH4D9OD16A');
  assert.equal(updated.match(/https:\/\/bh4d9od16a-dsn\.algolia\.net/g)?.length, 1);
  assert.match(updated, /^\/\*\n\s+Content-Security-Policy:[^\n]*connect-src 'self' https:\/\/bh4d9od16a-dsn\.algolia\.net;/m);
  assert.equal(withDocSearchOrigin(updated, 'BH4D9OD16A'), updated);
  // The page's policy must allow the URL the hosted backend requests.
  const file = join(mkdtempSync(join(tmpdir(), 'csp-hashes-')), '_headers');
  writeFileSync(file, updated);
  const rules = readHeaderRules(file);
  const policy = headersForPath(rules, '/reference/engine/schema/columns')['Content-Security-Policy'] ?? '';
  assert.ok(policy.includes(`connect-src 'self' ${docSearchOrigin('BH4D9OD16A')}`));
});
