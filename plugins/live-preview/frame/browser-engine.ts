// The frame's way to the engine in the reader's browser (plugins/browser-engine): the page owns the
// engine's worker and hands the frame a port to it (EnginePortMessage); the admin's requests to the
// engine's address (BROWSER_ENGINE_API) go to that port instead of the network: the content API, and
// the tenant API's `me` (who is signed in), which the admins ask before they render. Installed as the
// global fetch before any other module of the frame takes it (main.tsx imports this first).
import { BROWSER_ENGINE_API, isEnginePortMessage } from './protocol';

interface Reply { id: number; ok: boolean; result?: unknown; error?: string }

let port: MessagePort | undefined;
let nextId = 1;
const pending = new Map<number, (reply: Reply) => void>();

window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || !isEnginePortMessage(event.data)) return;
  port?.close();
  port = event.data.port;
  port.onmessage = ({ data }: MessageEvent<Reply>) => {
    pending.get(data.id)?.(data);
    pending.delete(data.id);
  };
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers a request to the browser engine's address through the port; an API it does not have says so. */
async function browserEngineFetch(url: URL, init: RequestInit | undefined): Promise<Response> {
  const path = url.pathname.slice(BROWSER_ENGINE_API.length);
  const type = path === '/tenant' ? 'tenant' : /^\/content\/[^/]+\/live$/.test(path) ? 'execute' : undefined;
  if (!type) {
    return json(404, { errors: [{ message: `The engine in your browser has only the content API; ${path} needs a Contember Engine server (README, "Live previews").` }] });
  }
  if (!port) return json(503, { errors: [{ message: 'The page has not connected this preview to the engine yet.' }] });
  const { query, variables } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { query: string; variables?: Record<string, unknown> };
  const id = nextId++;
  const target = port;
  const reply = await new Promise<Reply>((resolve) => {
    pending.set(id, resolve);
    target.postMessage({ id, type, query, variables });
  });
  if (!reply.ok) return json(500, { errors: [{ message: reply.error }] });
  // The status the engine's HTTP endpoint gives the same answer: errors without data are a refused
  // request (400), which the admins report as such rather than reading the missing data.
  const result = reply.result as { data?: unknown; errors?: unknown[] } | undefined;
  return json(result?.errors?.length && !result.data ? 400 : 200, result);
}

const networkFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${BROWSER_ENGINE_API}/`)) return networkFetch(input, init);
  const body = init?.body ?? (input instanceof Request ? await input.text() : undefined);
  return browserEngineFetch(url, { ...init, body });
};
