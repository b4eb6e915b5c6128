import React, { type ReactNode } from 'react';
import { highlightParts } from '@site/plugins/search/src/engine/highlight';
import type { Highlighted } from '@site/plugins/search/src/engine/types';

/** Renders highlighted text as React text nodes and <mark> elements: never as HTML. */
export default function Highlight({ value }: { value: Highlighted }): ReactNode {
  return highlightParts(value).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>));
}
