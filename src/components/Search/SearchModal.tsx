import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { apiVersionOfPath } from '@site/plugins/search/src/client/context';
import type { PageHit, SectionHit } from '@site/plugins/search/src/engine/types';
import { getSearchBackend } from './backend';
import Highlight from './Highlight';
import ResultLink from './ResultLink';
import { FetchError, NoResults, VersionBadge } from './Messages';
import { clearRecent, readRecent, saveRecent, type RecentSearch } from './recent';
import { useSearch } from './useSearch';
import styles from './styles.module.css';

export interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

interface Option {
  id: string;
  url: string;
  title: string;
  kind: 'section' | 'recent' | 'all';
}

/** Starts fetching the index before the reader types (called when the modal code loads). */
export function preloadSearch(baseUrl: string, customFields: Record<string, unknown> | undefined): void {
  getSearchBackend(baseUrl, customFields)
    .preload()
    .catch(() => undefined);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The search dialog: a combobox input driving a listbox of results grouped by page. Loaded
 * lazily by the navbar search button (src/theme/SearchBar), together with the search engine.
 */
export default function SearchModal({ initialQuery = '', onClose }: SearchModalProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const backend = getSearchBackend(siteConfig.baseUrl, siteConfig.customFields);
  const history = useHistory();
  const location = useLocation();
  const contextVersion = apiVersionOfPath(location.pathname);
  const uid = useId().replace(/:/g, '');
  const listboxId = `search-listbox-${uid}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [onlyContext, setOnlyContext] = useState(false);
  const [recent, setRecent] = useState<RecentSearch[]>(() => readRecent());
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const { status, response } = useSearch(
    backend,
    query,
    { apiVersion: contextVersion, onlyContextVersion: onlyContext },
    { limit: 8, sectionsPerPage: 3 },
    attempt,
    () => setActive(0),
  );

  // Focus the input on open, lock page scroll, give focus back on close.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    inputRef.current?.focus();
    inputRef.current?.select();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus({ preventScroll: true });
    };
  }, []);

  const searchPageUrl = `${siteConfig.baseUrl}search?q=${encodeURIComponent(query.trim())}`;
  const showRecent = !query.trim();
  const pages: PageHit[] = useMemo(() => (!showRecent && status === 'done' && response ? response.pages : []), [showRecent, status, response]);

  const options: Option[] = useMemo(() => {
    if (showRecent) return recent.map((r, i) => ({ id: `${listboxId}-r${i}`, url: r.url, title: r.title, kind: 'recent' as const }));
    const list: Option[] = [];
    pages.forEach((page, p) =>
      page.sections.forEach((section, s) => list.push({ id: `${listboxId}-${p}-${s}`, url: section.url, title: page.title.text, kind: 'section' })),
    );
    if (list.length > 0) list.push({ id: `${listboxId}-all`, url: searchPageUrl, title: 'All results', kind: 'all' });
    return list;
  }, [showRecent, recent, pages, listboxId, searchPageUrl]);

  const activeOption = options[Math.min(active, options.length - 1)];

  // Keep the active result visible after an arrow key. Scrolls the results box only:
  // scrollIntoView would also scroll the page behind the dialog. New results start at the top.
  const activeId = activeOption?.id;
  const movedByKey = useRef(false);
  const scrolled = useRef(false);
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    const box = listRef.current;
    const element = activeId ? document.getElementById(activeId) : null;
    if (!box || !element) return;
    const outer = box.getBoundingClientRect();
    const inner = element.getBoundingClientRect();
    if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top + 8;
    else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom + 8;
  }, [activeId]);
  useEffect(() => {
    if (scrolled.current && listRef.current) {
      listRef.current.scrollTop = 0;
      scrolled.current = false;
    }
  }, [pages]);

  const open = useCallback(
    (option: Option, newTab = false) => {
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
      // Focus trap: Tab and Shift+Tab cycle inside the dialog.
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.tabIndex >= 0 && el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (event.target !== inputRef.current || options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      movedByKey.current = true;
      setActive((i) => (Math.min(i, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      open(activeOption, event.metaKey || event.ctrlKey);
    }
  };

  const optionProps = (option: Option) => ({
    id: option.id,
    role: 'option',
    'aria-selected': option === activeOption,
    tabIndex: -1,
    className: `${styles.option} DocSearch-Hit`,
    onMouseMove: () => {
      const index = options.indexOf(option);
      if (index !== active) setActive(index);
    },
  });

  let optionIndex = 0;
  const nextOption = () => options[optionIndex++]!;

  const renderSection = (page: PageHit, section: SectionHit, option: Option) => (
    <li key={option.id} role="presentation">
      <ResultLink
        href={section.url}
        {...optionProps(option)}
        onClick={(event) => {
          event.preventDefault();
          open(option, event.metaKey || event.ctrlKey);
        }}
      >
        <span className={styles.optionTitle}>
          {section.path.length === 0 ? (
            <Highlight value={page.title} />
          ) : (
            section.path.map((heading, i) => (
              <React.Fragment key={i}>
                {i > 0 && <span className={styles.pathSeparator} aria-hidden="true"> › </span>}
                {i === section.path.length - 1 && section.heading ? <Highlight value={section.heading} /> : heading}
              </React.Fragment>
            ))
          )}
        </span>
        {section.snippet.text && (
          <span className={styles.snippet}>
            <Highlight value={section.snippet} />
          </span>
        )}
      </ResultLink>
    </li>
  );

  const resultCount = pages.length;
  let body: ReactNode;
  if (showRecent) {
    body =
      recent.length > 0 ? (
        <div role="group" aria-labelledby={`${listboxId}-recent`} className={styles.group}>
          <div className={styles.groupHeader} id={`${listboxId}-recent`} role="presentation">
            <span>Recent</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                clearRecent();
                setRecent([]);
                inputRef.current?.focus();
              }}
            >
              Clear recent searches
            </button>
          </div>
          <ul role="presentation" className={styles.options}>
            {recent.map((entry) => {
              const option = nextOption();
              return (
                <li key={option.id} role="presentation">
                  <ResultLink
                    href={entry.url}
                    {...optionProps(option)}
                    onClick={(event) => {
                      event.preventDefault();
                      open(option, event.metaKey || event.ctrlKey);
                    }}
                  >
                    <span className={styles.optionTitle}>{entry.title}</span>
                    {entry.query && <span className={styles.snippet}>Searched for “{entry.query}”</span>}
                  </ResultLink>
                </li>
              );
            })}
          </ul>
        </div>
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
    body = (
      <>
        {pages.map((page, p) => (
          <div key={page.url} role="group" aria-labelledby={`${listboxId}-g${p}`} className={styles.group}>
            <div className={styles.groupHeader} id={`${listboxId}-g${p}`} role="presentation">
              <span className={styles.groupTitle}>{page.title.text}</span>
              {page.apiVersion && <VersionBadge version={page.apiVersion} />}
              {page.category && <span className={styles.category}>{page.category}</span>}
            </div>
            <ul role="presentation" className={styles.options}>
              {page.sections.map((section) => renderSection(page, section, nextOption()))}
            </ul>
          </div>
        ))}
        {resultCount > 0 &&
          (() => {
            const option = nextOption();
            return (
              <div role="presentation" className={styles.group}>
                <ResultLink
                  href={searchPageUrl}
                  {...optionProps(option)}
                  className={`${styles.option} ${styles.allResults}`}
                  onClick={(event) => {
                    event.preventDefault();
                    open(option);
                  }}
                >
                  See all results for “{query.trim()}”
                </ResultLink>
              </div>
            );
          })()}
      </>
    );
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
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close search (Esc)">
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
        <div
          className={styles.results}
          ref={listRef}
          onScroll={(event) => {
            scrolled.current = event.currentTarget.scrollTop > 0;
          }}
        >
          {expanded ? (
            <div id={listboxId} role="listbox" aria-label={showRecent ? 'Recent searches' : 'Search results'}>
              {body}
            </div>
          ) : (
            <div id={listboxId}>{body}</div>
          )}
        </div>
        <div className={styles.srOnly} role="status" aria-live="polite">
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
