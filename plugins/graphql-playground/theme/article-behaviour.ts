// "Try it" buttons of the GraphQL blocks of an article that reaches the browser as HTML only
// (plugins/lean-bundle, "HTML articles"): shows them (the HTML has them hidden, so readers without
// JavaScript see the block as it was) and opens a block's playground on a press.
import { TRY_IT_ATTRIBUTE } from './block';
import { openPlaygroundOf } from './open';

export default function graphqlTryItButtons(article: HTMLElement): () => void {
  for (const button of article.querySelectorAll<HTMLElement>(`[${TRY_IT_ATTRIBUTE}]`)) button.hidden = false;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${TRY_IT_ATTRIBUTE}]`) : null;
    if (button && article.contains(button)) void openPlaygroundOf(button);
  };
  article.addEventListener('click', onClick);
  return () => article.removeEventListener('click', onClick);
}
