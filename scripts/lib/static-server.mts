// A small static server for the production build: clean URLs, `.html` normalisation, the
// not-found page with HTTP 404, precompressed assets. `npm run serve` and the e2e tests use it,
// and it behaves as the static hosts we document in the README (see static/_headers).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface StaticServerOptions {
  root: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Headers added to every response, e.g. the security headers of `static/_headers`. */
  headers?: Record<string, string>;
  /** Path rules of a `_headers` file (readHeaderRules), applied after `headers`. */
  headerRules?: HeaderRule[];
}

/** One block of a `_headers` file: a path pattern (`*` matches anything), headers to set, headers to drop. */
export interface HeaderRule {
  pattern: string;
  set: Record<string, string>;
  /** Names written as `! Name`: removed from what earlier rules set (Cloudflare Pages' syntax). */
  detach: string[];
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Where a request path should be redirected to, if it is a non-canonical `.html` form. */
export function canonicalPath(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) {
    const stripped = pathname.slice(0, -'/index.html'.length);
    return stripped === '' ? '/' : stripped;
  }
  if (pathname.endsWith('.html') && pathname !== '/404.html') return pathname.slice(0, -'.html'.length);
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return null;
}

/** The file under `root` that serves a clean path, or null. Never leaves `root`. */
export function resolveFile(root: string, pathname: string): string | null {
  const relative = normalize(pathname).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..')) return null;
  const base = join(root, relative);
  const candidates = pathname.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Reads the `/*` block of a Netlify/Cloudflare-style `_headers` file. */
export function readHeadersFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const headers: Record<string, string> = {};
  let inGlobalBlock = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inGlobalBlock = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (inGlobalBlock && match?.[1] && match[2]) headers[match[1]] = match[2].trim();
  }
  return headers;
}

/** Reads every block of a `_headers` file, in order. */
export function readHeaderRules(path: string): HeaderRule[] {
  if (!existsSync(path)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: {}, detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*([A-Za-z-]+)\s*$/.exec(line);
    const header = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (rule && detached?.[1]) rule.detach.push(detached[1]);
    else if (rule && header?.[1] && header[2]) rule.set[header[1]] = header[2].trim();
  }
  return rules;
}

/**
 * The headers the rules give a request path, as Cloudflare Pages applies them: each matching rule in
 * order, `! Name` dropping what earlier ones set, and a header set again joined to the earlier value
 * with a comma (so two rules that both set Cache-Control show here as they would on the host).
 */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  let headers: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(`^${rule.pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    if (!pattern.test(pathname)) continue;
    headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !rule.detach.includes(name)));
    for (const [name, value] of Object.entries(rule.set)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, headers: Record<string, string>): void {
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const accepted = String(req.headers['accept-encoding'] ?? '');
  let body = file;
  let encoding: string | null = null;
  if (/\bbr\b/.test(accepted) && existsSync(`${file}.br`)) {
    body = `${file}.br`;
    encoding = 'br';
  } else if (/\bgzip\b/.test(accepted) && existsSync(`${file}.gz`)) {
    body = `${file}.gz`;
    encoding = 'gzip';
  }
  res.writeHead(status, {
    // What a static host sends where the `_headers` rules set no Cache-Control (Cloudflare Pages' default).
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ...headers,
    'Content-Type': type,
    'Content-Length': String(statSync(body).size),
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(body).pipe(res);
}

export function startStaticServer({ root, host = '127.0.0.1', port = 0, headers: baseHeaders = {}, headerRules = [] }: StaticServerOptions): Promise<RunningServer> {
  const notFoundPage = join(root, '404.html');
  const server = createServer((req, res) => {
    const headers = { ...baseHeaders, ...headersForPath(headerRules, new URL(req.url ?? '/', 'http://localhost').pathname) };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/404';
    }
    const canonical = canonicalPath(pathname);
    if (canonical !== null) {
      const location = canonical.split('/').map(encodeURIComponent).join('/') + url.search;
      res.writeHead(301, { ...headers, Location: location }).end();
      return;
    }
    const file = resolveFile(root, pathname);
    if (file) send(req, res, file, 200, headers);
    else if (existsSync(notFoundPage)) send(req, res, notFoundPage, 404, headers);
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actualPort } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actualPort}`,
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
