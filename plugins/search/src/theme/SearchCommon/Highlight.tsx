import React, { type ReactNode } from 'react';
import { highlightParts, type Highlighted } from '../../client';
import styles from './styles.module.css';

/** Renders highlighted text as React text nodes and <mark> elements: never as HTML. */
export default function Highlight({ value }: { value: Highlighted }): ReactNode {
  return highlightParts(value).map((part, i) =>
    part.marked ? (
      <mark key={i} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      <React.Fragment key={i}>{part.text}</React.Fragment>
    ),
  );
}
