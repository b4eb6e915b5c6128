// Replaces the theme's code block: code arrives already highlighted at build time
// (plugins/highlight) as an HTML string, so this component only lays it out; its Copy button
// works through copy.ts, with or without React (an article that is HTML only).
import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock';
import TryItButton from '@site/plugins/graphql-playground/theme/TryItButton';
import { COPY_BUTTON_ATTRIBUTE, copyButtonLabels, copyCodeOfButton } from './copy';
import styles from './styles.module.css';

/** The `title="…"` of a fence's meta string. */
export function titleFromMeta(metastring: string | undefined): string | null {
  return /\btitle=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? null;
}

/** Lines of a block's code (its text or its highlighted HTML), at least one. */
export function codeLineCount(code: string): number {
  return code.replace(/\n$/, '').split('\n').length;
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
  /** A GraphQL request the reader can run: its "Try it" (plugins/graphql-playground). */
  'data-graphql-try'?: string;
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
  'data-graphql-try': playground,
}: CodeBlockProps): ReactNode {
  const heading = title ?? titleFromMeta(metastring);
  const firstLine = lineNumbers ? Number.parseInt(lineNumbers, 10) : null;
  const codeClassName = clsx(styles.code, firstLine !== null && styles.numbered);
  // Line numbers are a CSS counter (never part of the copied or selected text).
  const counterStart = firstLine !== null && firstLine !== 1 ? { counterReset: `code-line ${firstLine - 1}` } : undefined;
  // The block's height before it first renders (src/css/custom.css, "A long article lays out…").
  const lineCount = codeLineCount(highlightedHtml ?? (typeof children === 'string' ? children : ''));

  return (
    <div className={clsx('theme-code-block', styles.block, className)} style={{ '--code-lines': lineCount } as CSSProperties}>
      {heading ? <div className={styles.title}>{heading}</div> : null}
      <div className={styles.body}>
        {/* Focusable so keyboard users can scroll long lines. */}
        <pre className={styles.pre} tabIndex={0} aria-describedby={highlightedLines ? descriptionId : undefined}>
          {highlightedHtml !== undefined ? (
            <code className={codeClassName} style={counterStart} dangerouslySetInnerHTML={{ __html: highlightedHtml }} />
          ) : (
            <code className={codeClassName} style={counterStart}>
              {children}
            </code>
          )}
        </pre>
        <button
          type="button"
          className={styles.copy}
          {...{ [COPY_BUTTON_ATTRIBUTE]: '' }}
          onClick={(event) => void copyCodeOfButton(event.currentTarget)}
          aria-label={copyButtonLabels.accessibleName}
        >
          {copyButtonLabels.text}
        </button>
        {playground ? <TryItButton block={playground} className={styles.tryIt} /> : null}
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
