// Parts of a page that come alive when the reader first reaches for them: an island with
// `hydrate: 'interaction'` (hydrate-article.ts), the desktop docs sidebar (HydrateLater's
// `whenReader`). Pointing at, touching or focusing the part starts it; a click that comes before
// it is live is held and replayed on its target once it is.

/** What makes a part that waits for the reader start. */
export const INTERACTIONS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * A click that `element.click()` reproduces: the primary button without modifier keys. Others
 * (a new tab, a download) go to the browser as they are.
 */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Where `target` is below `root`, as child indices, to find its replacement if it is rendered anew. */
function pathBelow(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/**
 * Runs `start` the first time the reader points at, touches or focuses `root`; `start` resolves
 * once the part is live. Returns the function that stops listening.
 */
export function onFirstInteraction(root: HTMLElement, start: () => Promise<void>): () => void {
  let started: Promise<void> | null = null;
  // The held click's target, and where it is: a part may render the target anew once live (a link
  // whose server HTML differs from the browser's, such as the theme's category links).
  let heldClick: { target: HTMLElement; path: number[] | null } | null = null;
  const stopListening = () => {
    for (const type of INTERACTIONS) root.removeEventListener(type, begin);
    root.removeEventListener('click', holdClick, true);
  };
  function begin(): void {
    if (started) return;
    for (const type of INTERACTIONS) root.removeEventListener(type, begin);
    started = start().then(
      () => {
        root.removeEventListener('click', holdClick, true);
        const held = heldClick;
        heldClick = null;
        if (!held) return;
        const target = held.target.isConnected || !held.path ? held.target : elementAt(root, held.path);
        target?.click();
      },
      () => {
        // Not live (the part's code or data did not load): the next interaction tries again.
        started = null;
        heldClick = null;
        for (const type of INTERACTIONS) root.addEventListener(type, begin, { passive: true });
      },
    );
  }
  function holdClick(event: MouseEvent): void {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = event.target instanceof HTMLElement ? { target: event.target, path: pathBelow(root, event.target) } : null;
    begin();
  }
  for (const type of INTERACTIONS) root.addEventListener(type, begin, { passive: true });
  root.addEventListener('click', holdClick, true);
  return stopListening;
}
