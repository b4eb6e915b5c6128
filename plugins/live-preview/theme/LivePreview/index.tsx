// "Run" next to an example's code: replaces the static code block with an editor and opens the
// preview frame (plugins/live-preview/frame), which renders the code with the real
// @contember/admin on the engine. Nothing of it loads before the reader presses "Run".
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { island } from '@site/plugins/lean-bundle/src/client/islands';
import { isFrameMessage, type EnginePortMessage, type RunMessage } from '../../frame/protocol';
import { engineFor, loadConfig, warmEngine, type LivePreviewConfig, type PreviewTarget } from './config';
import type { CodeEditor } from './editor';
import styles from './styles.module.css';

export interface LivePreviewProps {
  /** The code of the block above, as shown. */
  code: string;
  /** The engine project of the page (src/project.ts). */
  project: string;
  /** Where the frame of the block's Interface version is (frame/frames.ts: `base`, e.g. /live-preview-1.1/). */
  frame: string;
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'no-engine'; reason: string } | { kind: 'running'; target: PreviewTarget };

/** Pause in typing after which the preview renders the edited code. */
const RENDER_DELAY_MS = 400;

const NO_ENGINE =
  'Live previews need a Contember Engine. Locally, `npm start` starts one when PostgreSQL is installed ' +
  '(`sudo apt-get install -y postgresql`); a deployment sets CONTEMBER_API_BASE_URL and CONTEMBER_READ_TOKEN (README, "Live previews").';

/** The server-rendered code block this preview belongs to: the code block above it (src/theme/CodeBlock), past the block's notes (plugins/code-samples). */
function codeBlockBefore(element: HTMLElement | null): HTMLElement | null {
  let sibling = element?.closest('[data-island="LivePreview"]')?.previousElementSibling ?? null;
  while (sibling instanceof HTMLElement && sibling.classList.contains('code-sample-note')) sibling = sibling.previousElementSibling;
  return sibling instanceof HTMLElement && sibling.classList.contains('theme-code-block') ? sibling : null;
}

/** The editor takes the static block's place while the preview is open. */
function showCodeBlock(element: HTMLElement | null, shown: boolean): void {
  // An inline style: the theme's code block styles its display, which would win over `hidden`.
  const block = codeBlockBefore(element);
  if (block) block.style.display = shown ? '' : 'none';
}

/**
 * The frame's height until its page reports one: the least it ever reports, its `.frame` min-height
 * (frame/frame.css, 20rem). Shorter, a drop-down opened before the report arrives opens upwards and
 * is cut off by the frame's top edge (seen in CI on a loaded machine), and the frame jumps when it grows.
 */
const FRAME_INITIAL_HEIGHT_PX = 320;

function LivePreview({ code, project, frame: frameBase }: LivePreviewProps): ReactNode {
  const frameUrl = useBaseUrl(frameBase);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [frameHeight, setFrameHeight] = useState(FRAME_INITIAL_HEIGHT_PX);
  const root = useRef<HTMLDivElement>(null);
  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const latestCode = useRef(code);
  const target = state.kind === 'running' ? state.target : null;
  const engine = target?.engine ?? null;
  const [revision, setRevision] = useState(0);
  const runButton = useRef<HTMLButtonElement>(null);
  // The config, loaded when the reader points at or focuses "Run", for the Run that follows.
  const intended = useRef<Promise<Partial<LivePreviewConfig> | null> | null>(null);

  const prepare = useCallback((): void => {
    if (intended.current) return;
    intended.current = loadConfig(frameUrl);
    // A config that fails to load is the Run's to report.
    intended.current.then((config) => warmEngine(config, project)).catch(() => undefined);
  }, [frameUrl, project]);

  // The island hydrates on the reader's first pointer or focus on it: that may be on "Run" already.
  useEffect(() => {
    if (runButton.current?.matches(':hover, :focus')) prepare();
  }, [prepare]);

  const send = useCallback(() => {
    if (!engine) return;
    const message: RunMessage = { type: 'live-preview:run', code: latestCode.current, engine, revision };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [engine, revision]);

  // A new revision (after "Reset data") is sent at once, so the frame reloads the data.
  useEffect(() => send(), [send]);

  const run = async (): Promise<void> => {
    setState({ kind: 'loading' });
    // The click may come before the island's first effect saw the pointer on the button.
    prepare();
    const [found, { createEditor }] = await Promise.all([
      // A reason the reader can act on (a browser without Web Workers), or none: no engine configured.
      engineFor(frameUrl, project, intended.current!).catch((error: unknown) => (error instanceof Error ? error : null)),
      import('./editor'),
    ]);
    if (!found || found instanceof Error) {
      // The next Run reads the config again: a restarted `npm start` writes another one.
      intended.current = null;
      setState({ kind: 'no-engine', reason: found?.message ?? NO_ENGINE });
      return;
    }
    showCodeBlock(root.current, false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    editor.current = createEditor(editorHost.current!, code, 'Example code, editable', (next) => {
      latestCode.current = next;
      clearTimeout(timer);
      timer = setTimeout(() => window.dispatchEvent(new CustomEvent('live-preview:edited')), RENDER_DELAY_MS);
    });
    setState({ kind: 'running', target: found });
  };

  const close = (): void => {
    // The next Run reads the config again: a restarted `npm start` writes another one.
    intended.current = null;
    editor.current?.destroy();
    editor.current = null;
    latestCode.current = code;
    showCodeBlock(root.current, true);
    setState({ kind: 'idle' });
  };

  const reset = (): void => {
    latestCode.current = code;
    editor.current?.setCode(code);
    send();
  };

  useEffect(() => {
    if (!engine) return;
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== frame.current?.contentWindow || !isFrameMessage(event.data)) return;
      if (event.data.type === 'live-preview:ready') {
        // A frame (re)loaded: it gets its own port to the page's browser engine, then the run.
        const port = target?.browser?.connect();
        if (port) frame.current?.contentWindow?.postMessage({ type: 'live-preview:engine-port', port } satisfies EnginePortMessage, window.location.origin, [port]);
        send();
      }
      else setFrameHeight(Math.max(80, Math.ceil(event.data.height)));
    };
    const onEdited = (): void => send();
    window.addEventListener('message', onMessage);
    window.addEventListener('live-preview:edited', onEdited);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('live-preview:edited', onEdited);
    };
  }, [engine, send, target]);

  useEffect(() => () => editor.current?.destroy(), []);

  return (
    <div ref={root} className={styles.livePreview}>
      <div className={styles.toolbar}>
        {state.kind === 'running' ? (
          <>
            <button type="button" className="button button--sm button--secondary" onClick={reset}>
              Reset code
            </button>
            {target?.resetData ? (
              <button type="button" className="button button--sm button--secondary" onClick={() => void target.resetData?.().then(() => setRevision((n) => n + 1))}>
                Reset data
              </button>
            ) : null}
            <button type="button" className="button button--sm button--secondary" onClick={close}>
              Close preview
            </button>
            <span className={styles.hint}>Edit the code; the preview follows when you pause typing.</span>
          </>
        ) : (
          <>
            {/* A button's text only: the search index skips buttons, so the preview adds nothing to it. */}
            <button
              ref={runButton}
              type="button"
              className="button button--sm button--primary"
              onClick={() => void run()}
              onPointerEnter={prepare}
              onFocus={prepare}
              disabled={state.kind === 'loading'}
            >
              {state.kind === 'loading' ? 'Loading…' : 'Run live preview'}
            </button>
          </>
        )}
      </div>
      {state.kind === 'no-engine' ? (
        <p className={styles.noEngine} role="status">
          {state.reason}
        </p>
      ) : null}
      <div ref={editorHost} className={styles.editor} hidden={state.kind !== 'running'} />
      {state.kind === 'running' ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={frameUrl}
          title="Live preview of the example"
          style={{ height: `${frameHeight}px` }}
        />
      ) : null}
    </div>
  );
}

// Its HTML is a button until the reader uses it: its code loads on the first pointer, touch or focus.
export default island('LivePreview', LivePreview, { hydrate: 'interaction' });
