// The preview frame: a page of its own, rendered by React 18 with the admin of one Interface version
// (frames.ts: each frame is a build of this file with its own `live-preview-admin`). It waits for
// the docs page to send the example's code and the engine to use (protocol.ts), then renders the
// code on the engine's data. Everything it shows, errors included, stays inside this frame.
// First: it replaces the global fetch before the other modules keep a reference to it.
import './browser-engine';
import admin from 'live-preview-admin';
import './frame.css';
import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { compileExample, loadModules, messageOf, missingModules, type Compiled } from './compile';
import { checkEngine, entityOfIdParameter, firstIdOf, isCancellation, reportingFetch } from './engine';
import { isRunMessage, type EngineTarget, type FrameMessage, type RunMessage } from './protocol';

// The admin shows only "Network error" (or "Unknown error") when the engine refuses one of its
// requests. The admin requests through the global fetch: wrapped from the start, before anything
// requests, it hands the engine's messages to the frame (useEngineRefusals). Each run message
// brings its own copy of the engine target, so an answer to a request of an older version of the
// code, arriving late, is left out.
let engineOfRun: EngineTarget | undefined;
const refusalListeners = new Set<(messages: string[]) => void>();
window.fetch = reportingFetch(window.fetch.bind(window), () => engineOfRun, (messages, engine) => {
  if (engine !== engineOfRun) return;
  for (const listener of refusalListeners) listener(messages);
});

/** Most messages the frame lists from the engine's refusals. */
const REFUSAL_LIMIT = 5;

function post(message: FrameMessage): void {
  window.parent.postMessage(message, window.location.origin);
}

function Problem({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <div className="problem" role="alert">
      <strong>{title}</strong>
      <pre>{children}</pre>
    </div>
  );
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }
  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return <Problem title="The example failed while rendering">{messageOf(this.state.error)}</Problem>;
  }
}

type EngineState = { state: 'checking' } | { state: 'ready'; id?: string } | { state: 'failed'; message: string };

function Preview({ run }: { run: RunMessage }): ReactNode {
  const { engine, code } = run;
  const idEntity = entityOfIdParameter(code);
  const [engineState, setEngineState] = useState<EngineState>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    (async (): Promise<EngineState> => {
      const problem = await checkEngine(engine);
      if (problem) return { state: 'failed', message: problem };
      return { state: 'ready', id: idEntity ? await firstIdOf(engine, idEntity) : undefined };
    })()
      .catch((error: unknown): EngineState => ({ state: 'failed', message: messageOf(error) }))
      .then((next) => current && setEngineState(next));
    return () => {
      current = false;
    };
  }, [engine, idEntity]);
  // At once, unless the code imports a package the frame loads on demand (@contember/layout) and
  // has not loaded yet: then after it loads (a new `loaded` renders again).
  const waiting = missingModules(code).length > 0;
  const [loaded, setLoaded] = useState<{ code: string; error?: string }>();
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadModules(code).then(
      () => current && setLoaded({ code }),
      (error: unknown) => current && setLoaded({ code, error: `Loading a package failed: ${messageOf(error)}` }),
    );
    return () => {
      current = false;
    };
  }, [code, waiting]);
  const loadError = loaded?.code === code ? loaded.error : undefined;
  const compiled = useMemo((): Compiled | undefined => (loadError ? { error: loadError } : waiting ? undefined : compileExample(code)), [code, waiting, loadError]);

  if (!compiled) return <p className="status">Loading the example…</p>;
  if ('error' in compiled) return <Problem title="The example does not compile">{compiled.error}</Problem>;
  if (engineState.state === 'checking') return <p className="status">Connecting to the engine…</p>;
  if (engineState.state === 'failed') return <Problem title="No engine for this example">{engineState.message}</Problem>;
  const Example = compiled.component;
  return (
    // A second boundary around the admin's providers, for what they throw while rendering;
    // errors of their data loading arrive as uncaught errors (useUncaughtError).
    <ErrorBoundary key={code}>
      <admin.Mount engine={engine} id={engineState.id}>
        {/* A new key per code version: an error in one version does not stick to the next. */}
        <ErrorBoundary key={code}>
          <Example />
        </ErrorBoundary>
      </admin.Mount>
    </ErrorBoundary>
  );
}

/** Errors thrown outside React's rendering (in a request's callback, say), with their message. */
function useUncaughtError(resetKey: unknown): string | undefined {
  // Kept with the key it was caught under: a new version of the code starts without it.
  const [caught, setCaught] = useState<{ key: unknown; message: string }>();
  useEffect(() => {
    const onError = (event: ErrorEvent): void => setCaught({ key: resetKey, message: messageOf(event.error ?? event.message) });
    const onRejection = (event: PromiseRejectionEvent): void => {
      if (!isCancellation(event.reason)) setCaught({ key: resetKey, message: messageOf(event.reason) });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [resetKey]);
  return caught && caught.key === resetKey ? caught.message : undefined;
}

/** The messages of the engine's refusals of the admin's content API requests, since `resetKey` was last set. */
function useEngineRefusals(resetKey: unknown): string[] {
  const [refusals, setRefusals] = useState<{ key: unknown; messages: string[] }>();
  useEffect(() => {
    const listener = (messages: string[]): void =>
      setRefusals((before) => {
        const known = before && before.key === resetKey ? before.messages : [];
        const added = messages.filter((message) => !known.includes(message));
        return added.length ? { key: resetKey, messages: [...known, ...added].slice(0, REFUSAL_LIMIT) } : before;
      });
    refusalListeners.add(listener);
    return () => {
      refusalListeners.delete(listener);
    };
  }, [resetKey]);
  return refusals && refusals.key === resetKey ? refusals.messages : [];
}

function sameRun(a: RunMessage, b: RunMessage): boolean {
  return a.code === b.code && a.revision === b.revision && a.engine.apiBaseUrl === b.engine.apiBaseUrl && a.engine.project === b.engine.project && a.engine.token === b.engine.token;
}

function Frame(): ReactNode {
  const [run, setRun] = useState<RunMessage>();
  const latestRun = useRef<RunMessage>();
  const uncaught = useUncaughtError(run?.code);
  // Per version of the code and of the data: a fixed example starts without the old messages.
  const refusals = useEngineRefusals(run ? `${run.revision}:${run.code}` : undefined);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== window.location.origin || !isRunMessage(event.data)) return;
      const next = event.data;
      // The page sends the same run again (when the frame says it is ready, say): a copy of the
      // current run changes nothing, rather than checking the engine and mounting the admin again
      // while the reader may already be typing into it.
      if (latestRun.current && sameRun(latestRun.current, next)) return;
      latestRun.current = next;
      engineOfRun = next.engine;
      setRun(next);
    };
    window.addEventListener('message', onMessage);
    post({ type: 'live-preview:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // The admin renders menus and dialogs in portals outside the root: the frame must be tall
    // enough for them too, or their lower part would be cut off by the frame's edge.
    // The body is their containing block (frame.css), so its scroll height covers them.
    const measure = (): void => post({ type: 'live-preview:height', height: Math.max(element.scrollHeight, document.body.scrollHeight) });
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    const mutations = new MutationObserver(measure);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, []);
  return (
    // data-revision: the run on screen, so that a check waits for it before it reads the frame.
    <div ref={root} className="frame" data-revision={run?.revision}>
      {uncaught ? <Problem title="The example failed">{uncaught}</Problem> : null}
      {refusals.length ? <Problem title="The engine refused a request of the example">{refusals.join('\n')}</Problem> : null}
      {/* A fresh Preview per version of the code and of the data: the admin of the previous version
          is gone before the next one mounts. Swapped in one commit instead, the 2.x data binding
          of the new version never became dirty, so its PersistButton stayed disabled. */}
      {run ? <Preview key={`${run.revision}:${run.code}`} run={run} /> : <p className="status">Waiting for the example…</p>}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<Frame />);
