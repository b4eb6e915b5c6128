// Keeps the Content Security Policy's script-src in step with the build's inline scripts.
// Docusaurus writes a few inline scripts into the HTML (the theme's colour-mode and query-string
// script, which also carries the announcement bar's script when the bar is on; the
// wrong-base-URL banner on the home page). Their SHA-256 hashes are the only inline code the
// policy allows. `npm run build` runs this after `docusaurus build`: it rewrites the hashes of
// build/_headers (a copy of static/_headers) from the built HTML, and says when
// static/_headers lists other hashes (then update it, for hosts that read the committed file).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeOptions } from '../plugins/search/src/options.ts';
import { docSearchOrigin } from '../plugins/search/src/constants.ts';
import { liveExampleEngineFromEnv, searchPluginOptionsFromEnv } from '../src/config/env.ts';

/** JSON-LD and other data blocks are not executed, so CSP does not apply to them. */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function buildScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html')) for (const hash of inlineScriptHashes(readFileSync(join(buildDir, file), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

/** The hashes listed in the script-src directive of a `_headers` file's policy. */
export function policyScriptHashes(headers: string): string[] {
  const scriptSrc = /Content-Security-Policy:.*?script-src([^;\n]*)/.exec(headers)?.[1] ?? '';
  return (scriptSrc.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []).sort();
}

/** Replaces the hashes of the script-src directive, keeping its other sources. */
export function withScriptHashes(headers: string, hashes: string[]): string {
  return headers.replace(/(Content-Security-Policy:.*?script-src)([^;\n]*)/, (_, prefix: string, sources: string) => {
    const kept = sources
      .trim()
      .split(/\s+/)
      .filter((source) => source && !source.startsWith("'sha256-"));
    return `${prefix} ${[...kept, ...hashes].join(' ')}`;
  });
}

/** The path rule of the live previews' frame in `_headers` (static/_headers). */
export const PREVIEW_FRAME_RULE = '/live-preview*';

/** The path rule of the docs pages in `_headers` (static/_headers): every response. */
export const PAGES_RULE = '/*';

/** Adds the origin of `apiBaseUrl` to the connect-src of one path rule of `_headers`, once. */
function withConnectSource(headers: string, apiBaseUrl: string, rule: string): string {
  const origin = new URL(apiBaseUrl).origin;
  const lines = headers.split('\n');
  let inRule = false;
  return lines
    .map((line) => {
      if (line.trim() && !/^\s/.test(line) && !line.startsWith('#')) inRule = line.trim() === rule;
      if (!inRule || !/^\s+Content-Security-Policy:/.test(line) || line.includes(` ${origin}`)) return line;
      return line.replace(/connect-src([^;]*)/, (_, sources: string) => `connect-src${sources} ${origin}`);
    })
    .join('\n');
}

/** Lets the preview frame's policy connect to the engine: adds the origin of `apiBaseUrl` to the connect-src of the frame's rule. */
export function withPreviewEngineOrigin(headers: string, apiBaseUrl: string): string {
  return withConnectSource(headers, apiBaseUrl, PREVIEW_FRAME_RULE);
}

/**
 * Lets the docs pages connect to the engine too: the GraphQL playground (plugins/graphql-playground)
 * sends a reader's requests from the page. The frame's rule and the pages' rule each get the origin.
 */
export function withEngineOrigin(headers: string, apiBaseUrl: string): string {
  return withConnectSource(withPreviewEngineOrigin(headers, apiBaseUrl), apiBaseUrl, PAGES_RULE);
}

/** Lets the docs pages query the hosted search index (plugins/search, "Hosted DocSearch"): adds its origin to the pages' connect-src. */
export function withDocSearchOrigin(headers: string, appId: string): string {
  return withConnectSource(headers, docSearchOrigin(appId), PAGES_RULE);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  const buildDir = process.argv[2] ?? join(root, 'build');
  const headersFile = join(buildDir, '_headers');
  if (!existsSync(headersFile)) {
    console.error(`csp-hashes: ${headersFile} is missing (static/_headers is copied there by docusaurus build)`);
    process.exit(1);
  }
  const hashes = buildScriptHashes(buildDir);
  const engine = liveExampleEngineFromEnv(process.env);
  const withHashes = withScriptHashes(readFileSync(headersFile, 'utf8'), hashes);
  const { docSearch } = normalizeOptions(searchPluginOptionsFromEnv(process.env));
  const withEngine = engine ? withEngineOrigin(withHashes, engine.apiBaseUrl) : withHashes;
  writeFileSync(headersFile, docSearch ? withDocSearchOrigin(withEngine, docSearch.appId) : withEngine);
  if (engine) console.log(`csp-hashes: the preview frame and the pages' GraphQL playgrounds may connect to ${new URL(engine.apiBaseUrl).origin}`);
  if (docSearch) console.log(`csp-hashes: the pages may query the hosted search index at ${docSearchOrigin(docSearch.appId)}`);
  const committed = policyScriptHashes(readFileSync(join(root, 'static', '_headers'), 'utf8'));
  console.log(`csp-hashes: script-src allows ${hashes.length} inline scripts: ${hashes.join(' ')}`);
  if (committed.join(' ') !== hashes.join(' ')) {
    console.log('csp-hashes: static/_headers lists other hashes; build/_headers has the right ones (update static/_headers if the deployment reads the committed file)');
  }
}
