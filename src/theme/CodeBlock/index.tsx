// Replaces the theme's code block: code arrives already highlighted at build time
// (plugins/highlight) as an HTML string, so this component only lays it out and copies it.
import { useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock';
import styles from './styles.module.css';

/** The `title="…"` of a fence's meta string. */
export function titleFromMeta(metastring: string | undefined): string | null {
  return /\btitle=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? null;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins have no async clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Highlighted HTML from plugins/highlight, escaped at build time; absent for code passed as children. */
type CodeBlockProps = Props & { 'data-highlighted-html'?: string };

export default function CodeBlock({ children, className, metastring, title, 'data-highlighted-html': highlightedHtml }: CodeBlockProps): ReactNode {
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const heading = title ?? titleFromMeta(metastring);

  const copy = async () => {
    await copyText(codeRef.current?.textContent ?? '');
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };

  return (
    <div className={clsx('theme-code-block', styles.block, className)}>
      {heading ? <div className={styles.title}>{heading}</div> : null}
      <div className={styles.body}>
        {/* Focusable so keyboard users can scroll long lines. */}
        <pre className={styles.pre} tabIndex={0}>
          {highlightedHtml !== undefined ? (
            <code ref={codeRef} className={styles.code} dangerouslySetInnerHTML={{ __html: highlightedHtml }} />
          ) : (
            <code ref={codeRef} className={styles.code}>
              {children}
            </code>
          )}
        </pre>
        <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
