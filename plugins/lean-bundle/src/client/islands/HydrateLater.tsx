// Hydrates a server-rendered part of the page shell after the page's first hydration task,
// in a task of its own, or, for a part that is hidden at this screen width, once it shows.
//
// Hydration runs in one task; on a doc page the shell (navbar, sidebar, table of contents,
// pagination, footer) makes it a long one on a phone. While hydrating, Preact keeps the DOM of a
// component that suspends (throws a promise) and resumes hydrating it when the promise settles
// (preact/compat Suspense). HydrateLater suspends on the first hydration only. Its parts settle
// one per task once the page's effects have run, in render order; a part with `whenMedia` waits
// until the media query matches (the desktop sidebar never hydrates on a phone unless the window
// widens). Before a client-side navigation renders, every part still waiting settles, so each
// hydrates against the page it was rendered for. The server and client-side navigations render
// the children as they are. Lean-bundle README, "Deferred hydration of the shell".
//
// A part with `whenReader` waits for the reader instead (the desktop docs sidebar, whose data loads
// on demand: lazy-sidebars.ts): pointing at, touching or focusing its element loads what it renders
// from, then it hydrates (interaction.ts; a click before that is replayed). Before a client-side
// navigation renders, such parts load and hydrate too, and the navigation waits for them
// (`hydratePartsWaitingForReader`, preload.ts): hydrating later, against the next page, would
// leave the server's attributes of this one (the active link) in place.
//
// A part hydrates with the values the server rendered it with. By the time it resumes, the page's
// effects have run: `useIsBrowser()` is true and the colour mode is the reader's, so the theme's
// themed images (the navbar logo) render one variant where the server HTML has both, and Preact's
// hydration keeps the server's attributes on the node it reuses (the light logo stayed in dark
// mode). AsServerRendered gives the part `useIsBrowser() === false` while it hydrates, then the
// real value in its own effect, which re-renders it as a normal update.
//
// The wrapped component must render exactly one element: Preact keeps one DOM node for a
// suspended component. Until a part hydrates, React Helmet does not know the tags of its <Head>s:
// Helmet's head writes wait until the first load's queue has drained (`writeHeadOnceHydrated`),
// so a part in the queue may render <Head>s. One that waits for a media query or the reader must
// not: the head would lose its tags until then (tests/e2e/shell.test.mts checks the head).
import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { onFirstInteraction } from './interaction';
// The context behind useIsBrowser(); Docusaurus exports only the hook (lean-bundle README, "What the scheme relies on").
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

interface Ticket {
  promise: Promise<void>;
  settled: boolean;
  settle(): void;
  /** Resolves once the part has hydrated or is gone. */
  hydrated: Promise<void>;
  markHydrated(): void;
  /** For a part that waits for the reader: loads what it renders from, queues it, resolves once it has hydrated (rejects if the load failed). */
  start?: () => Promise<void>;
  /** Stops waiting (the part unmounted before it hydrated). */
  dispose(): void;
}

const tickets = new Map<string, Ticket>();
const queue: Ticket[] = [];
let draining = false;
/** Set once the first page load's queue has drained, or a client-side navigation has begun. */
let startUpOver = false;
/** React Helmet's latest head write, held while the first load's parts hydrate. */
let heldHeadWrite: (() => void) | null = null;

/**
 * True while the server-rendered page is hydrating for the first time: from the page's own
 * hydration until the parts queued then, and the parts inside them, have hydrated. A part that
 * renders inside another while that one hydrates waits its turn as well.
 */
export function isFirstHydration(): boolean {
  if (typeof document === 'undefined' || startUpOver) return false;
  return draining || document.documentElement.dataset.hasHydrated === 'false';
}

function endStartUp(): void {
  startUpOver = true;
  const write = heldHeadWrite;
  heldHeadWrite = null;
  write?.();
}

/**
 * React Helmet writes the head through this (lean-bundle's dependency patches). Until the first
 * load's parts have hydrated, the <Head>s of those still waiting are not mounted, and a write would
 * take their tags out of the head the server rendered for this page; the last write waits for them.
 */
export function writeHeadOnceHydrated(write: () => void): void {
  if (isFirstHydration()) heldHeadWrite = write;
  else write();
}

/** Set on <html> while parts wait in the queue (`pending`) and once they have all hydrated (`done`), for tests. */
function markProgress(state: 'pending' | 'done'): void {
  document.documentElement.dataset.deferredHydration = state;
}

function drainOnePerTask(): void {
  const ticket = queue.shift();
  if (!ticket) {
    draining = false;
    endStartUp();
    markProgress('done');
    return;
  }
  ticket.settle();
  window.setTimeout(drainOnePerTask, 0);
}

function enqueue(ticket: Ticket): void {
  queue.push(ticket);
  if (draining) return;
  draining = true;
  markProgress('pending');
  // After the next frame, then a task: Preact runs the page's effects in a frame callback, and
  // they may remove parts (the desktop table of contents on a phone) before those hydrate.
  window.requestAnimationFrame(() => window.setTimeout(drainOnePerTask, 0));
}

function createTicket(whenMedia: string | undefined, whenReader: WaitForReader | undefined): Ticket {
  let resolve!: () => void;
  let resolveHydrated!: () => void;
  const cleanups: (() => void)[] = [];
  const ticket: Ticket = {
    promise: new Promise<void>((done) => (resolve = done)),
    settled: false,
    settle() {
      if (ticket.settled) return;
      ticket.settled = true;
      resolve();
    },
    hydrated: new Promise<void>((done) => (resolveHydrated = done)),
    markHydrated: () => resolveHydrated(),
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      resolveHydrated();
    },
  };
  if (whenReader) {
    let starting: Promise<void> | null = null;
    ticket.start = () => {
      starting ??= whenReader.load().then(
        () => {
          enqueue(ticket);
          return ticket.hydrated;
        },
        (error: unknown) => {
          // The next interaction or navigation tries again.
          starting = null;
          throw error;
        },
      );
      return starting;
    };
    const root = document.querySelector<HTMLElement>(whenReader.selector);
    if (root) cleanups.push(onFirstInteraction(root, ticket.start));
    else void ticket.start().catch(() => undefined);
    return ticket;
  }
  const media = whenMedia === undefined ? null : window.matchMedia(whenMedia);
  if (media && !media.matches) {
    const onChange = () => {
      media.removeEventListener('change', onChange);
      ticket.settle();
    };
    media.addEventListener('change', onChange);
    cleanups.push(() => media.removeEventListener('change', onChange));
    return ticket;
  }
  enqueue(ticket);
  return ticket;
}

/** Starts every waiting part: those that wait for the reader load what they need first. */
function settleAll(): void {
  endStartUp();
  for (const ticket of tickets.values()) {
    if (ticket.start) void ticket.start().catch(() => undefined);
    else ticket.settle();
  }
}

/**
 * Hydrates the parts waiting in the queue now, rather than one per task: the reader reached for
 * something that needs them (the phone menu shows the docs tree that the docs layout's part gives it).
 */
export function hydrateQueuedParts(): void {
  for (const ticket of queue.splice(0)) ticket.settle();
}

/**
 * Loads and hydrates the parts that wait for the reader; resolves once each has hydrated or is
 * gone, rejects if one failed to load (Docusaurus then reloads the page it navigates to).
 */
export function hydratePartsWaitingForReader(): Promise<void> {
  const waiting = [...tickets.values()].filter((ticket) => ticket.start);
  return Promise.all(waiting.map((ticket) => ticket.start!())).then(() => undefined);
}

/** Renders its children as the server did (not in the browser yet) until they have hydrated. */
function AsServerRendered({ ticket, children }: { ticket: Ticket; children: ReactNode }): ReactNode {
  const isBrowser = useContext(BrowserContext);
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: it turns the hydrated part into the browser's version, as
  // Docusaurus's own BrowserContextProvider does for the whole page.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  // Live once that version is on the page: a click held meanwhile is replayed on it.
  useEffect(() => {
    if (hydrated) ticket.markHydrated();
  }, [hydrated, ticket]);
  return <BrowserContext.Provider value={hydrated && isBrowser}>{children}</BrowserContext.Provider>;
}

function Deferred({ id, whenMedia, whenReader, children }: HydrateLaterProps): ReactNode {
  let ticket = tickets.get(id);
  if (!ticket && isFirstHydration()) {
    ticket = createTicket(whenMedia, whenReader);
    tickets.set(id, ticket);
  }
  if (!ticket) return children;
  if (!ticket.settled) throw ticket.promise;
  return <AsServerRendered ticket={ticket}>{children}</AsServerRendered>;
}

export { DESKTOP_MEDIA } from './media';

export interface HydrateLaterProps {
  /** Names the part; unique per page. */
  id: string;
  /** A media query the part waits for, when it is hidden by CSS otherwise. */
  whenMedia?: string;
  /** Makes the part wait for the reader, on the first page load only (module comment). */
  whenReader?: WaitForReader;
  children: ReactNode;
}

export interface WaitForReader {
  /** The part's server-rendered element, whose first pointer, touch or focus starts it. */
  selector: string;
  /** Loads what the part renders from; the part hydrates once it has. */
  load(): Promise<unknown>;
}

export default function HydrateLater(props: HydrateLaterProps): ReactNode {
  const history = useHistory();
  useEffect(() => history.listen(settleAll), [history]);
  // A part that unmounts before it hydrates (the desktop sidebar when a phone shows its menu
  // instead) stops waiting; one mounted later renders at once.
  useEffect(
    () => () => {
      tickets.get(props.id)?.dispose();
      tickets.delete(props.id);
    },
    [props.id],
  );
  if (typeof document === 'undefined') return props.children;
  return (
    <Suspense fallback={null}>
      <Deferred {...props} />
    </Suspense>
  );
}
