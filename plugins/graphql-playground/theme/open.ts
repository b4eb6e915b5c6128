// "Try it": loads the playground (its own chunk: CodeMirror, the GraphQL language support, the
// schema browser) on the first press, and opens it for the block. Both the article behaviour
// (an article that is HTML only) and the React button of the code block call this.
import { TRY_IT_ATTRIBUTE } from './block';

const opening = new WeakSet<HTMLElement>();
const OPEN_FAILED_CLASS = 'graphql-playground-open-failed';

export async function openPlaygroundOf(tryIt: HTMLElement): Promise<void> {
  if (opening.has(tryIt) || tryIt.getAttribute('aria-disabled') === 'true') return;
  opening.add(tryIt);
  tryIt.setAttribute('aria-busy', 'true');
  // Which "Try it" of the page it is: the part of the page holding it may hydrate while the chunk
  // loads and replace it with an equal button, which then takes the click's place.
  const index = [...document.querySelectorAll(`[${TRY_IT_ATTRIBUTE}]`)].indexOf(tryIt);
  try {
    const { openPlayground } = await import(/* webpackChunkName: "graphql-playground" */ './playground');
    const current = tryIt.isConnected ? tryIt : document.querySelectorAll<HTMLElement>(`[${TRY_IT_ATTRIBUTE}]`)[index];
    await openPlayground(current ?? tryIt);
    tryIt.parentElement?.querySelector(`.${OPEN_FAILED_CLASS}`)?.remove();
  } catch (error) {
    // The playground's chunk did not load, or it failed to open: say so beside the button, which
    // stays pressable, instead of nothing happening.
    console.error(error);
    let note = tryIt.parentElement?.querySelector<HTMLElement>(`.${OPEN_FAILED_CLASS}`);
    if (!note) {
      note = document.createElement('span');
      note.className = OPEN_FAILED_CLASS;
      note.setAttribute('role', 'alert');
      tryIt.after(note);
    }
    note.textContent = `The playground could not open (${error instanceof Error ? error.message : String(error)}). Press Try it again.`;
  } finally {
    tryIt.removeAttribute('aria-busy');
    opening.delete(tryIt);
  }
}
