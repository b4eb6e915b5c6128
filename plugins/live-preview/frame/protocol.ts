// Messages between the docs page (the parent) and the preview frame. Both sides import this file,
// so the message shapes are defined once.

export interface EngineTarget {
  /** Base URL of the engine, without a trailing slash, e.g. http://127.0.0.1:4000. */
  apiBaseUrl: string;
  /** The project that serves this example's model. */
  project: string;
  /** A token allowed to read and write the example's entities. */
  token: string;
  /** The engine runs in the reader's browser (plugins/browser-engine): apiBaseUrl is the frame's BROWSER_ENGINE_API. */
  inBrowser?: boolean;
}

/**
 * The path, on the frame's own origin, of the engine in the reader's browser: the frame answers
 * requests to it through the port the page hands over (frame/browser-engine.ts); nothing is sent.
 */
export const BROWSER_ENGINE_API = '/__browser-engine';

/** Parent → frame: the port to the page's browser engine, sent after each "ready" when the engine runs in the browser. */
export interface EnginePortMessage {
  type: 'live-preview:engine-port';
  port: MessagePort;
}

export function isEnginePortMessage(data: unknown): data is EnginePortMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'live-preview:engine-port' && (data as { port?: unknown }).port instanceof MessagePort;
}

/** Parent → frame: render this code against this engine. Sent again after each edit. */
export interface RunMessage {
  type: 'live-preview:run';
  code: string;
  engine: EngineTarget;
  /** Changes when the data changed behind the preview's back ("Reset data"): the frame reloads it. */
  revision: number;
}

/** Frame → parent: the frame has loaded and listens; and its content height after each render. */
export type FrameMessage =
  | { type: 'live-preview:ready' }
  | { type: 'live-preview:height'; height: number };

export function isRunMessage(data: unknown): data is RunMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'live-preview:run';
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return type === 'live-preview:ready' || type === 'live-preview:height';
}
