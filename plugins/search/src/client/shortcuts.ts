/**
 * Search keyboard shortcuts, installed as a client module: it runs when the site's main bundle
 * runs, before React hydrates, so a shortcut pressed while the page is still loading is not
 * lost; the navbar search button (src/theme/SearchBar) receives it once mounted.
 *
 * Ctrl+K / Cmd+K toggle the dialog; "/" opens it unless focus is in a text field; Escape closes.
 */
export type ShortcutAction = 'toggle' | 'open' | 'close';
type Listener = (action: ShortcutAction) => void;

let listener: Listener | null = null;
let pending: ShortcutAction | null = null;

function isEditable(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return target.isContentEditable || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'target'>): ShortcutAction | null {
  if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) return 'toggle';
  if (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.target)) return 'open';
  if (event.key === 'Escape') return 'close';
  return null;
}

function onKeyDown(event: KeyboardEvent): void {
  const action = shortcutOf(event);
  if (!action) return;
  if (action !== 'close') event.preventDefault();
  if (listener) listener(action);
  else if (action !== 'close') pending = 'open';
}

/** Subscribes the search button; delivers a shortcut pressed before it mounted. */
export function onSearchShortcut(next: Listener): () => void {
  listener = next;
  if (pending) {
    const action = pending;
    pending = null;
    next(action);
  }
  return () => {
    if (listener === next) listener = null;
  };
}

if (typeof window !== 'undefined') window.addEventListener('keydown', onKeyDown);
