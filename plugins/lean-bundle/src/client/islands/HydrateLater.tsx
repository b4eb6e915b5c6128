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
// A part hydrates with the values the server rendered it with. By the time it resumes, the page's
// effects have run: `useIsBrowser()` is true and the colour mode is the reader's, so the theme's
// themed images (the navbar logo) render one variant where the server HTML has both, and Preact's
// hydration keeps the server's attributes on the node it reuses (the light logo stayed in dark
// mode). AsServerRendered gives the part `useIsBrowser() === false` while it hydrates, then the
// real value in its own effect, which re-renders it as a normal update.
//
// The wrapped component must render exactly one element: Preact keeps one DOM node for a
// suspended component. It must not render a <Head> either: until the part hydrates, React Helmet
// does not know its tags and takes them out of the page head (tests/e2e/shell.test.mts checks
// the head; src/theme/Navbar shows how to keep one outside).
import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
// The context behind useIsBrowser(); Docusaurus exports only the hook (lean-bundle README, "What the scheme relies on").
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

interface Ticket {
  promise: Promise<void>;
  settled: boolean;
  settle(): void;
}

const tickets = new Map<string, Ticket>();
const queue: Ticket[] = [];
let draining = false;

/** True while the server-rendered page is hydrating for the first time. */
function isFirstHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'false';
}

/** Set on <html> while parts wait in the queue (`pending`) and once they have all hydrated (`done`), for tests. */
function markProgress(state: 'pending' | 'done'): void {
  document.documentElement.dataset.deferredHydration = state;
}

function drainOnePerTask(): void {
  const ticket = queue.shift();
  if (!ticket) {
    draining = false;
    markProgress('done');
    return;
  }
  ticket.settle();
  window.setTimeout(drainOnePerTask, 0);
}

function createTicket(whenMedia: string | undefined): Ticket {
  let resolve!: () => void;
  const ticket: Ticket = {
    promise: new Promise<void>((done) => (resolve = done)),
    settled: false,
    settle() {
      if (ticket.settled) return;
      ticket.settled = true;
      resolve();
    },
  };
  const media = whenMedia === undefined ? null : window.matchMedia(whenMedia);
  if (media && !media.matches) {
    media.addEventListener('change', function onChange() {
      media.removeEventListener('change', onChange);
      ticket.settle();
    });
    return ticket;
  }
  queue.push(ticket);
  if (!draining) {
    draining = true;
    markProgress('pending');
    // After the next frame, then a task: Preact runs the page's effects in a frame callback, and
    // they may remove parts (the desktop table of contents on a phone) before those hydrate.
    window.requestAnimationFrame(() => window.setTimeout(drainOnePerTask, 0));
  }
  return ticket;
}

function settleAll(): void {
  for (const ticket of tickets.values()) ticket.settle();
}

/** Renders its children as the server did (not in the browser yet) until they have hydrated. */
function AsServerRendered({ children }: { children: ReactNode }): ReactNode {
  const isBrowser = useContext(BrowserContext);
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: it turns the hydrated part into the browser's version, as
  // Docusaurus's own BrowserContextProvider does for the whole page.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return <BrowserContext.Provider value={hydrated && isBrowser}>{children}</BrowserContext.Provider>;
}

function Deferred({ id, whenMedia, children }: HydrateLaterProps): ReactNode {
  let ticket = tickets.get(id);
  if (!ticket && isFirstHydration()) {
    ticket = createTicket(whenMedia);
    tickets.set(id, ticket);
  }
  if (!ticket) return children;
  if (!ticket.settled) throw ticket.promise;
  return <AsServerRendered>{children}</AsServerRendered>;
}

export { DESKTOP_MEDIA } from './media';

export interface HydrateLaterProps {
  /** Names the part; unique per page. */
  id: string;
  /** A media query the part waits for, when it is hidden by CSS otherwise. */
  whenMedia?: string;
  children: ReactNode;
}

export default function HydrateLater(props: HydrateLaterProps): ReactNode {
  const history = useHistory();
  useEffect(() => history.listen(settleAll), [history]);
  if (typeof document === 'undefined') return props.children;
  return (
    <Suspense fallback={null}>
      <Deferred {...props} />
    </Suspense>
  );
}
