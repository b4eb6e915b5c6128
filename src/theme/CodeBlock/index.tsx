// Replaces the theme's code block: code arrives already highlighted at build time
// (plugins/highlight) as an HTML string, so this component only lays it out and copies it.
import { useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock';
import { copyText } from '@site/src/lib/clipboard';
import styles from './styles.module.css';

/** The `title="…"` of a fence's meta string. */
export function titleFromMeta(metastring: string | undefined): string | null {
  return /\btitle=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? null;
}

/** Properties set by plugins/highlight at build time; absent for code passed as children. */
type CodeBlockProps = Props & {
  /** The highlighted code as HTML, escaped. */
  'data-highlighted-html'?: string;
  /** Readers' numbers of the highlighted lines (`2, 4–6`). */
  'data-highlighted-lines'?: string;
  /** The id of the highlighted lines' description, unique in the page. */
  'data-highlighted-lines-id'?: string;
  /** The first line number, when line numbers are shown. */
  'data-line-numbers'?: string;
};

export default function CodeBlock({
  children,
  className,
  metastring,
  title,
  'data-highlighted-html': highlightedHtml,
  'data-highlighted-lines': highlightedLines,
  'data-highlighted-lines-id': descriptionId,
  'data-line-numbers': lineNumbers,
}: CodeBlockProps): ReactNode {
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const heading = title ?? titleFromMeta(metastring);
  const firstLine = lineNumbers ? Number.parseInt(lineNumbers, 10) : null;
  const codeClassName = clsx(styles.code, firstLine !== null && styles.numbered);
  // Line numbers are a CSS counter (never part of the copied or selected text).
  const counterStart = firstLine !== null && firstLine !== 1 ? { counterReset: `code-line ${firstLine - 1}` } : undefined;

  const copy = async () => {
    // The code's text is the code as readers see it: magic comments are gone since the build.
    if (!(await copyText(codeRef.current?.textContent ?? ''))) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };

  return (
    <div className={clsx('theme-code-block', styles.block, className)}>
      {heading ? <div className={styles.title}>{heading}</div> : null}
      <div className={styles.body}>
        {/* Focusable so keyboard users can scroll long lines. */}
        <pre className={styles.pre} tabIndex={0} aria-describedby={highlightedLines ? descriptionId : undefined}>
          {highlightedHtml !== undefined ? (
            <code ref={codeRef} className={codeClassName} style={counterStart} dangerouslySetInnerHTML={{ __html: highlightedHtml }} />
          ) : (
            <code ref={codeRef} className={codeClassName} style={counterStart}>
              {children}
            </code>
          )}
        </pre>
        <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {/* Hidden, yet read as the code's description; not indexed for search (plugins/search). */}
      {descriptionId && highlightedLines ? (
        <p id={descriptionId} hidden data-search-exclude="">
          {`Highlighted lines: ${highlightedLines}.`}
        </p>
      ) : null}
    </div>
  );
}
