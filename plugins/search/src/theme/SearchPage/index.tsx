import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import { useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import { DOCS_VERSIONS, LATEST_DOCS_VERSION } from '../../../../docs-versions/src/versions';
import { getSearchBackend, useSearch, useSearchSettings } from '../../client';
import Highlight from '../SearchCommon/Highlight';
import { DocsVersionBadge, FetchError, NoResults, VersionBadge } from '../SearchCommon/Messages';
import ResultLink from '../SearchCommon/ResultLink';
import common from '../SearchCommon/styles.module.css';
import styles from './styles.module.css';

const LIMIT = 50;

const safeDecode = (url: string) => {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
};

/**
 * The full search page at /search. The query lives in the URL (`?q=`): typing replaces it, and
 * back/forward or a shared link restore it. The static HTML has no query, so it is read only
 * once the page runs in the browser (no hydration mismatch).
 */
export default function SearchPage(): ReactNode {
  // The docs plugin's providers (the reader's preferred version) are inside the layout.
  return (
    <Layout title="Search" description="Search the Contember documentation.">
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  // `?version=2.x` shows one docs version; without it both, the reader's preferred version first.
  const onlyVersion = DOCS_VERSIONS.find((version) => version.release === params.get('version'))?.release ?? null;
  const { preferredVersion } = useDocsPreferredVersion();
  const preferred = isBrowser ? DOCS_VERSIONS.find((version) => version.name === preferredVersion?.name)?.release : undefined;
  const docsVersion = onlyVersion ?? preferred ?? LATEST_DOCS_VERSION.release;
  const [attempt, setAttempt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const settings = useSearchSettings();
  const backend = getSearchBackend(settings);
  const { status, response } = useSearch(
    backend,
    query,
    { apiVersion: null, docsVersion, onlyDocsVersion: onlyVersion !== null },
    { limit: LIMIT, sectionsPerPage: 4 },
    attempt,
  );

  const update = (value: string, version: string | null = onlyVersion) => {
    const next = new URLSearchParams();
    if (value) next.set('q', value);
    if (version) next.set('version', version);
    const search = next.toString();
    history.replace({ pathname: location.pathname, search: search ? `?${search}` : '', hash: '' });
  };

  // Text typed before the page hydrated is in the field but not in the URL: keep it. (This effect
  // runs before the re-render in which the field takes its value from the URL.)
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed && !new URLSearchParams(window.location.search).get('q')) update(typed);
    // Once, on the first load: afterwards the field always shows the URL's query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trimmed = query.trim();
  const pages = status === 'done' && response ? response.pages : [];
  // Fetch and build the index when the reader reaches for the field, before the first keystroke;
  // not on load, where building it would hold the main thread while the page is still starting
  // (a query in the URL loads it at once through useSearch).
  const preloadIndex = () => {
    backend.preload(docsVersion).catch(() => undefined);
  };

  return (
    <main className="container margin-vert--lg">
      <h1>Search</h1>
      <noscript>
        <p>
          Search runs in your browser and needs JavaScript. Without it, browse the documentation from the{' '}
          <a href="/">overview</a>.
        </p>
      </noscript>
      <form className={styles.pageForm} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className={common.srOnly}>
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
          onFocus={preloadIndex}
          onPointerEnter={preloadIndex}
          onChange={(event) => update(event.target.value)}
        />
        <label className={styles.versionFilter}>
          <span>Version</span>
          <select value={onlyVersion ?? ''} onChange={(event) => update(query, event.target.value || null)}>
            <option value="">All versions</option>
            {DOCS_VERSIONS.map((version) => (
              <option key={version.name} value={version.release}>
                {version.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p className={styles.pageStatus} role="status" aria-live="polite">
        {status === 'loading' && 'Searching…'}
        {status === 'done' && pages.length > 0 && `${pages.length === LIMIT ? `More than ${LIMIT}` : pages.length} ${pages.length === 1 ? 'page' : 'pages'} found for “${trimmed}”`}
      </p>
      {status === 'error' && <FetchError onRetry={() => setAttempt((n) => n + 1)} />}
      {status === 'done' && pages.length === 0 && (
        <NoResults
          query={trimmed}
          onSuggestion={(suggestion) => {
            update(suggestion);
            inputRef.current?.focus();
          }}
        />
      )}
      {pages.length > 0 && (
        <ol className={styles.pageResults}>
          {pages.map((page) => (
            <li key={page.url} className={styles.pageResult}>
              <h2>
                <ResultLink href={page.url}>
                  <Highlight value={page.title} />
                </ResultLink>
                {page.docsVersion !== docsVersion && <DocsVersionBadge version={page.docsVersion} />}
                {page.apiVersion && <VersionBadge version={page.apiVersion} />}
              </h2>
              <div className={styles.pageUrl}>{page.category ? `Interface API › ${page.category}` : safeDecode(page.url)}</div>
              <ul className={styles.pageSections}>
                {page.sections.map((section) => (
                  <li key={section.url}>
                    {section.path.length > 0 && (
                      <ResultLink href={section.url}>
                        {section.path.slice(0, -1).map((heading) => `${heading} › `)}
                        {section.heading ? <Highlight value={section.heading} /> : section.path[section.path.length - 1]}
                      </ResultLink>
                    )}
                    {section.snippet === null ? (
                      // The text is on its way (a chunk of the split index): its line is kept.
                      <p aria-hidden="true" data-search-pending="">{'\u00a0'}</p>
                    ) : (
                      section.snippet.text && (
                        <p>
                          <Highlight value={section.snippet} />
                        </p>
                      )
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
