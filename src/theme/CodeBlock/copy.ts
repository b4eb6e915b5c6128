// The code block's Copy button, as one DOM function: the button's React handler calls it where a
// code block is rendered by React, and the article behaviour (article-behaviour.ts) where an
// article is HTML only (plugins/lean-bundle, "HTML articles").
import { copyText } from '@site/src/lib/clipboard';

/** Marks the Copy button of a code block. */
export const COPY_BUTTON_ATTRIBUTE = 'data-code-copy';

const COPY_LABEL = 'Copy';
const COPY_ACCESSIBLE_NAME = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';
const COPIED_FOR_MS = 2000;

/** Copies the code of the block the button belongs to, and says "Copied" on the button for a while. */
export async function copyCodeOfButton(button: HTMLElement): Promise<void> {
  // The code's text is the code as readers see it: magic comments are gone since the build.
  const code = button.closest('.theme-code-block')?.querySelector('pre code');
  if (!(await copyText(code?.textContent ?? ''))) return;
  button.textContent = COPIED_LABEL;
  button.setAttribute('aria-label', COPIED_LABEL);
  window.setTimeout(() => {
    button.textContent = COPY_LABEL;
    button.setAttribute('aria-label', COPY_ACCESSIBLE_NAME);
  }, COPIED_FOR_MS);
}

export const copyButtonLabels = { text: COPY_LABEL, accessibleName: COPY_ACCESSIBLE_NAME } as const;
