// The one way the site's components copy text: the code block's Copy button, the palette
// generator's Copy CSS and the Copy page control.

/** Copies by selecting the text of a form field: for browsers or origins without the async clipboard API. */
function copyBySelection(text: string, field?: HTMLTextAreaElement | null): boolean {
  const target = field ?? document.createElement('textarea');
  if (!field) {
    target.value = text;
    target.setAttribute('readonly', '');
    target.style.position = 'fixed';
    target.style.opacity = '0';
    document.body.appendChild(target);
  }
  target.focus();
  target.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    if (!field) target.remove();
  }
}

/**
 * Puts `text` on the clipboard and says whether it worked. `text` may be a promise (text that is
 * still being fetched): Safari accepts a write only during the click, so the pending text goes
 * into a ClipboardItem at once. On failure the selection fallback copies from `field` when given
 * (it stays selected, so the reader can press Ctrl+C), else from a temporary one.
 */
export async function copyText(text: string | Promise<string>, field?: HTMLTextAreaElement | null): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  try {
    if (typeof text !== 'string' && clipboard?.write && typeof ClipboardItem !== 'undefined') {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    }
  } catch {
    // Browsers without promises in ClipboardItem: write the text once it is there.
  }
  const value = await text;
  try {
    if (clipboard?.writeText) {
      await clipboard.writeText(value);
      return true;
    }
  } catch {
    // Permission denied or an insecure context: the selection fallback below.
  }
  return copyBySelection(value, field);
}
