import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Modal behaviour of the dialog: focuses and selects the input on open, locks the page's scroll
 * while open, and gives focus back to what had it (the search button) on close. A layout effect:
 * the input has focus in the task that shows it, so no key typed after it appears is lost.
 */
export function useDialogFocus(inputRef: RefObject<HTMLInputElement | null>): void {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    inputRef.current?.focus();
    inputRef.current?.select();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus({ preventScroll: true });
    };
  }, [inputRef]);
}

/** Focus trap: Tab and Shift+Tab cycle through the visible focusable elements of the dialog. */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement | null): void {
  const focusable = Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.tabIndex >= 0 && el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
