/**
 * Keys typed between the search shortcut (or a click on the button) and the dialog's input taking
 * focus. The dialog is a chunk fetched on first use: without this, a reader who presses Ctrl+K and
 * types at once loses the first letters to the page ("data grid" searched as "ta grid").
 */
export interface TypeAhead {
  /** What was typed so far. */
  readonly typed: string;
  /** Stops keeping keys and returns what was typed; keys go their usual way from then on. */
  take(): string;
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing' | 'preventDefault' | 'stopImmediatePropagation'>;

/** Keeps printable keys and Backspace, typed anywhere on `target`, until `take()`. */
export function startTypeAhead(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window): TypeAhead {
  let typed = '';
  const keep = (event: Event) => {
    const key = event as unknown as KeyLike;
    if (key.ctrlKey || key.metaKey || key.altKey || key.isComposing) return;
    if (key.key === 'Backspace') typed = typed.slice(0, -1);
    else if ([...key.key].length === 1) typed += key.key;
    else return; // Escape, Tab, arrows: the shortcuts and the page handle them.
    // Kept for the dialog: not a shortcut ("/") and not a key for the page behind it.
    key.preventDefault();
    key.stopImmediatePropagation();
  };
  // Capture at the window: before the page's own listeners, the shortcuts' included.
  target.addEventListener('keydown', keep, { capture: true });
  return {
    get typed() {
      return typed;
    },
    take() {
      target.removeEventListener('keydown', keep, { capture: true });
      const text = typed;
      typed = '';
      return text;
    },
  };
}
