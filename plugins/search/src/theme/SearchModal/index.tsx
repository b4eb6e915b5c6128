import React, { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { docsVersionOfUrl } from '../../../../docs-versions/src/versions';
import { apiVersionOfPath, clearRecent, getSearchBackend, readRecent, saveRecent, useSearch, useSearchSettings, type PageHit, type RecentSearch, type SearchGlobalData } from '../../client';
import { FetchError, NoResults } from '../SearchCommon/Messages';
import common from '../SearchCommon/styles.module.css';
import { RecentList, ResultList } from './ResultLists';
import { trapTab, useDialogFocus } from './useDialogFocus';
import { useListboxNavigation, type ListOption } from './useListboxNavigation';
import styles from './styles.module.css';

export interface SearchModalProps {
  onClose: () => void;
  /** What the reader typed between asking for the dialog and its input taking focus. */
  takeTypedAhead?: () => string;
}

/**
 * Starts fetching the index before the reader types (called when the modal code loads), and what
 * `typedAhead`, the query typed while this code was on its way, needs: before the dialog renders.
 */
export function preloadSearch(settings: SearchGlobalData, typedAhead = ''): void {
  getSearchBackend(settings)
    .preload(undefined, typedAhead)
    .catch(() => undefined);
}

/**
 * The search dialog: a combobox input driving a listbox of results grouped by page. Loaded
 * lazily by the navbar search button (../SearchBar), together with the search engine.
 */
export default function SearchModal({ onClose, takeTypedAhead }: SearchModalProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const backend = getSearchBackend(useSearchSettings());
  const history = useHistory();
  const location = useLocation();
  const contextVersion = apiVersionOfPath(location.pathname);
  // Results of the docs version being read come first; the other version's are marked.
  const docsVersion = docsVersionOfUrl(location.pathname).release;
  const uid = useId().replace(/:/g, '');
  const listboxId = `search-listbox-${uid}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [onlyContext, setOnlyContext] = useState(false);
  const [recent, setRecent] = useState<RecentSearch[]>(() => readRecent());
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const { status, response } = useSearch(
    backend,
    query,
    { apiVersion: contextVersion, onlyContextVersion: onlyContext, docsVersion },
    { limit: 8, sectionsPerPage: 3 },
    attempt,
    () => setActive(0),
  );
  useDialogFocus(inputRef);
  // Taken in the commit that focuses the input, from which on the keys reach it. A state
  // initialiser would take them at render, which React may finish tasks before its commit.
  useLayoutEffect(() => {
    const typed = takeTypedAhead?.();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the keys come from outside React, see above
    if (typed) setQuery(typed);
  }, [takeTypedAhead]);

  const searchPageUrl = `${siteConfig.baseUrl}search?q=${encodeURIComponent(query.trim())}`;
  const showRecent = !query.trim();
  const pages: PageHit[] = useMemo(() => (!showRecent && status === 'done' && response ? response.pages : []), [showRecent, status, response]);

  const options: ListOption[] = useMemo(() => {
    if (showRecent) return recent.map((r, i) => ({ id: `${listboxId}-r${i}`, url: r.url, title: r.title, kind: 'recent' as const }));
    const list: ListOption[] = [];
    pages.forEach((page, p) =>
      page.sections.forEach((section, s) => list.push({ id: `${listboxId}-${p}-${s}`, url: section.url, title: page.title.text, kind: 'section' })),
    );
    if (list.length > 0) list.push({ id: `${listboxId}-all`, url: searchPageUrl, title: 'All results', kind: 'all' });
    return list;
  }, [showRecent, recent, pages, listboxId, searchPageUrl]);

  // New results start at the top of the box; the same pages completed (snippets filled in) stay put.
  const resultPages = pages.map((page) => page.url).join('\n');
  const navigation = useListboxNavigation(options, [active, setActive], resultsRef, resultPages);
  const { activeOption } = navigation;

  const open = useCallback(
    (option: ListOption, newTab = false) => {
      if (option.kind === 'section') setRecent(saveRecent({ query: query.trim(), title: option.title, url: option.url }));
      if (newTab) {
        window.open(option.url, '_blank', 'noopener');
        return;
      }
      onClose();
      history.push(option.url);
    },
    [history, onClose, query],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      trapTab(event, dialogRef.current);
      return;
    }
    if (event.target !== inputRef.current || options.length === 0) return;
    if (navigation.onArrowKey(event)) return;
    if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      open(activeOption, event.metaKey || event.ctrlKey);
    }
  };

  const list = { listboxId, options, navigation, onOpen: open };
  const resultCount = pages.length;
  let body: ReactNode;
  if (showRecent) {
    body =
      recent.length > 0 ? (
        <RecentList
          {...list}
          recent={recent}
          onClear={() => {
            clearRecent();
            setRecent([]);
            inputRef.current?.focus();
          }}
        />
      ) : (
        <p className={styles.hint}>Search the guides, the engine reference and the Interface API pages.</p>
      );
  } else if (status === 'error') {
    body = <FetchError onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (status === 'done' && resultCount === 0) {
    body = <NoResults query={query.trim()} onSuggestion={(s) => { setQuery(s); inputRef.current?.focus(); }} />;
  } else if (status === 'loading' && !response) {
    body = <p className={styles.hint}>Loading the search index…</p>;
  } else {
    body = <ResultList {...list} pages={pages} query={query.trim()} docsVersion={docsVersion} />;
  }

  const expanded = options.length > 0;
  return createPortal(
    <div
      className={`${styles.backdrop} DocSearch-Container`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} DocSearch-Modal`}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={onKeyDown}
      >
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z" stroke="currentColor" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <input
            ref={inputRef}
            className={`${styles.input} DocSearch-Input`}
            type="search"
            role="combobox"
            aria-label="Search docs"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && activeOption ? activeOption.id : undefined}
            placeholder="Search docs"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={1000}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={common.textButton} onClick={onClose} aria-label="Close search (Esc)">
            Esc
          </button>
        </form>
        {contextVersion && (
          <div className={styles.context}>
            <span>Interface {contextVersion} API pages are shown first.</span>
            <label className={styles.contextSwitch}>
              <input type="checkbox" checked={onlyContext} onChange={(event) => setOnlyContext(event.target.checked)} /> Only {contextVersion}
            </label>
          </div>
        )}
        <div className={styles.results} ref={resultsRef} onScroll={navigation.onScroll}>
          {expanded ? (
            <div id={listboxId} role="listbox" aria-label={showRecent ? 'Recent searches' : 'Search results'}>
              {body}
            </div>
          ) : (
            <div id={listboxId}>{body}</div>
          )}
        </div>
        <div className={common.srOnly} role="status" aria-live="polite">
          {!showRecent && status === 'done' ? (resultCount === 0 ? `No results for ${query.trim()}` : `${resultCount} pages found`) : ''}
        </div>
        <footer className={styles.footer}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to navigate
          </span>
          <span>
            <kbd>↵</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
