// Copy buttons of the code blocks of an article that reaches the browser as HTML only
// (plugins/lean-bundle, "HTML articles"): one delegated listener for the whole article.
import { COPY_BUTTON_ATTRIBUTE, copyCodeOfButton } from './copy';

export default function codeBlockCopyButtons(article: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${COPY_BUTTON_ATTRIBUTE}]`) : null;
    if (button && article.contains(button)) void copyCodeOfButton(button);
  };
  article.addEventListener('click', onClick);
  return () => article.removeEventListener('click', onClick);
}
