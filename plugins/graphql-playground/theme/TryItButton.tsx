// The "Try it" button of a GraphQL block the examples check runs, next to Copy (src/theme/CodeBlock).
// Rendered hidden: it appears once JavaScript runs (here in an article React renders, or through
// article-behaviour.ts in one that is HTML only), so readers without JavaScript see the block as before.
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { ReactNode } from 'react';
import { TRY_IT_ATTRIBUTE } from './block';
import { openPlaygroundOf } from './open';

export const TRY_IT_LABEL = 'Try it';

export default function TryItButton({ block, className }: { block: string; className?: string }): ReactNode {
  // False in the server render and while hydrating, so the hidden HTML hydrates as it is.
  const scripted = useIsBrowser();
  return (
    <button type="button" className={className} hidden={!scripted} {...{ [TRY_IT_ATTRIBUTE]: block }} onClick={(event) => void openPlaygroundOf(event.currentTarget)}>
      {TRY_IT_LABEL}
    </button>
  );
}
