// Wraps the theme's breadcrumbs (swizzle: the page's Markdown controls belong on the breadcrumbs'
// line, above the title): "Copy page" copies the page as Markdown, fetched from its `.md` copy
// when clicked, and a link opens that copy (plugins/llms-txt).
import { useRef, useState, type ReactNode } from 'react';
import Original from '@theme-original/DocBreadcrumbs';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { copyText } from '@site/src/lib/clipboard';
import { markdownPath } from '@site/plugins/llms-txt/src/markdown-path';
import styles from './styles.module.css';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function PageMarkdown({ url }: { url: string }): ReactNode {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Copying needs JavaScript: the server renders the button disabled, so that without JavaScript
  // (or before hydration) it does not look like a control that works.
  const isBrowser = useIsBrowser();

  const copy = async () => {
    let copied = false;
    try {
      copied = await copyText(fetchMarkdown(url));
    } catch {
      // The page's Markdown could not be fetched (offline, or a dev server without a build).
    }
    setStatus(copied ? 'Copied' : 'Copy failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), 2500);
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} disabled={!isBrowser} onClick={() => void copy()} aria-describedby="page-markdown-status">
        {status || 'Copy page'}
      </button>
      <a className={styles.button} href={url} type="text/markdown" aria-label="Markdown of this page">
        Markdown
      </a>
      <span id="page-markdown-status" className={styles.status} role="status">
        {status === 'Copied' ? 'Page copied as Markdown.' : status && 'Copying the page failed.'}
      </span>
    </div>
  );
}

export default function DocBreadcrumbs(): ReactNode {
  const { metadata } = useDoc();
  return (
    <div className={styles.bar}>
      <Original />
      <PageMarkdown url={encodeURI(markdownPath(metadata.permalink))} />
    </div>
  );
}
