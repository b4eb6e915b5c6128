// Limits of a playground request, so a query that returns a huge result or runs long cannot make
// the page unresponsive: the response is read up to MAX_RESPONSE_BYTES, and a request that takes
// longer than MAX_REQUEST_MS is aborted. Both end with a message saying which limit was hit.

export const MAX_RESPONSE_BYTES = 1_000_000;
export const MAX_REQUEST_MS = 15_000;

export class ResponseTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The response is larger than ${Math.round(limit / 1000)} kB, so the playground stopped reading it. Ask for fewer records (limit: …) or fewer fields.`);
    this.name = 'ResponseTooLarge';
  }
}

export class RequestTimedOut extends Error {
  constructor(readonly limit: number) {
    super(`The engine did not answer within ${limit / 1000} s, so the playground cancelled the request.`);
    this.name = 'RequestTimedOut';
  }
}

/** The body of a response as text, failing with ResponseTooLarge past `limit` bytes (the rest is not downloaded). */
export async function readLimited(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ResponseTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Runs `task` with an abort signal that fires after `limit` ms (or when `outer` aborts); a timeout rejects with RequestTimedOut. */
export async function withTimeLimit<T>(task: (signal: AbortSignal) => Promise<T>, limit: number, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limit);
  try {
    return await task(controller.signal);
  } catch (error) {
    if (timedOut) throw new RequestTimedOut(limit);
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}
