import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import type { SearchResponse } from '@site/plugins/search/src/engine/types';
import { getSearchBackend } from '@site/src/components/Search/backend';
import Highlight from '@site/src/components/Search/Highlight';
import { FetchError, NoResults, VersionBadge } from '@site/src/components/Search/Messages';
import styles from '@site/src/components/Search/styles.module.css';

type Status = 'idle' | 'loading' | 'done' | 'error';

const safeDecode = (url: string) => {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
};

const queryOf = (search: string) => new URLSearchParams(search).get('q') ?? '';

/** The full search page at /search: reads and writes the query parameter `q`. */
export default function SearchPage(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  // Empty on the server and the first client render (the static HTML has no query), then the
  // query from the URL: this avoids a hydration mismatch.
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [response, setResponse] = useState<SearchResponse | null>(null);
  const [attempt, setAttempt] = useState(0);
  const request = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // URL → input (first load, back and forward).
  useEffect(() => {
    const fromUrl = queryOf(location.search);
    setQuery((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [location.search]);

  // Input → URL.
  const update = (value: string) => {
    setQuery(value);
    const trimmed = value.trim();
    const search = trimmed ? `?q=${encodeURIComponent(trimmed)}` : '';
    if (search !== location.search) history.replace({ pathname: location.pathname, search, hash: '' });
  };

  useEffect(() => {
    const trimmed = query.trim();
    const id = ++request.current;
    const backend = getSearchBackend(siteConfig.baseUrl, siteConfig.customFields);
    if (!trimmed) {
      setStatus('idle');
      setResponse(null);
      backend.preload().catch(() => undefined);
      return;
    }
    setStatus((s) => (s === 'done' ? 'done' : 'loading'));
    backend
      .search(trimmed, { apiVersion: null }, { limit: 50, sectionsPerPage: 4 })
      .then((result) => {
        if (id !== request.current) return;
        setResponse(result);
        setStatus('done');
      })
      .catch(() => {
        if (id !== request.current) return;
        setStatus('error');
      });
  }, [query, attempt, siteConfig]);

  const trimmed = query.trim();
  const pages = trimmed && status === 'done' && response ? response.pages : [];

  return (
    <Layout title="Search" description="Search the Contember documentation.">
      <main className="container margin-vert--lg">
        <h1>Search</h1>
        <form className={styles.pageForm} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.srOnly}>
            Search docs
          </label>
          <input
            id="search-page-input"
            ref={inputRef}
            className={styles.pageInput}
            type="search"
            placeholder="Search docs"
            autoComplete="off"
            spellCheck={false}
            maxLength={1000}
            value={query}
            onChange={(event) => update(event.target.value)}
          />
        </form>
        <p className={styles.pageStatus} role="status" aria-live="polite">
          {trimmed && status === 'loading' && 'Searching…'}
          {trimmed && status === 'done' && pages.length > 0 && `${pages.length === 50 ? 'More than 50' : pages.length} ${pages.length === 1 ? 'page' : 'pages'} found for “${trimmed}”`}
        </p>
        {trimmed && status === 'error' && <FetchError onRetry={() => setAttempt((n) => n + 1)} />}
        {trimmed && status === 'done' && pages.length === 0 && <NoResults query={trimmed} onSuggestion={(s) => { update(s); inputRef.current?.focus(); }} />}
        {pages.length > 0 && (
          <ol className={styles.pageResults}>
            {pages.map((page) => (
              <li key={page.url} className={styles.pageResult}>
                <h2>
                  <Link to={page.url}>
                    <Highlight value={page.title} />
                  </Link>
                  {page.apiVersion && <VersionBadge version={page.apiVersion} />}
                </h2>
                <div className={styles.pageUrl}>{page.category ? `Interface API › ${page.category}` : safeDecode(page.url)}</div>
                <ul className={styles.pageSections}>
                  {page.sections.map((section) => (
                    <li key={section.url}>
                      {section.path.length > 0 && (
                        <Link to={section.url}>{section.heading && section.path.length === 1 ? <Highlight value={section.heading} /> : section.path.join(' › ')}</Link>
                      )}
                      {section.snippet.text && (
                        <p>
                          <Highlight value={section.snippet} />
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
