import React, { type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; onOpen?: () => void };

/**
 * A link to a search result. A plain anchor rather than Docusaurus' <Link>: <Link> prefetches
 * the route chunks of every link that scrolls into view, which for a list of results redrawn on
 * each keystroke means downloading and parsing many chunks while the reader types.
 */
export default function ResultLink({ href, onOpen, onClick, children, ...rest }: Props): ReactNode {
  const history = useHistory();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    onOpen?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(href);
  };
  return (
    <a href={href} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
