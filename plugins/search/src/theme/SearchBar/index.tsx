import React, { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { docsVersionOfUrl } from '../../../../docs-versions/src/versions';
import { onSearchShortcut, startTypeAhead, useSearchSettings, type SearchGlobalData, type TypeAhead } from '../../client';
import styles from './styles.module.css';

// The dialog and the search engine are a separate chunk, fetched on the first interaction:
// hover or focus of the button, a shortcut, or a click. Nothing of them is in the first load.
const loadModal = () => import('../SearchModal');
const SearchModal = lazy(loadModal);

/**
 * Asks the browser for the local index of the page's docs version at once, in parallel with the
 * dialog chunk; the engine's fetch of the same URL then takes the preloaded response.
 */
function preloadIndexFile(settings: SearchGlobalData): void {
  const url = settings.docSearch ? undefined : settings.indexUrls[docsVersionOfUrl(window.location.pathname).release];
  if (!url || document.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.appendChild(link);
}

export default function SearchBar(): ReactNode {
  const settings = useSearchSettings();
  const [open, setOpen] = useState(false);
  // Known only in the browser; null during the static render and hydration.
  const isBrowser = useIsBrowser();
  const isMac = isBrowser ? /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) : null;
  const preloaded = useRef(false);
  // Started when the dialog is asked for, synchronously: the keys that follow the shortcut are
  // typed before the dialog's chunk (and its effects) can run.
  const typeAhead = useRef<TypeAhead | null>(null);

  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadIndexFile(settings);
    loadModal()
      .then((module) => module.preloadSearch(settings, typeAhead.current?.typed))
      .catch(() => {
        preloaded.current = false;
      });
  }, [settings]);

  const takeTypedAhead = useCallback(() => {
    const text = typeAhead.current?.take() ?? '';
    typeAhead.current = null;
    return text;
  }, []);
  // The state as of the last call, which a render may not have caught up with.
  const isOpen = useRef(false);
  const openModal = useCallback(() => {
    preload();
    if (!isOpen.current) typeAhead.current ??= startTypeAhead();
    isOpen.current = true;
    setOpen(true);
  }, [preload]);
  const close = useCallback(() => {
    takeTypedAhead();
    isOpen.current = false;
    setOpen(false);
  }, [takeTypedAhead]);

  useEffect(() => {
    return onSearchShortcut((action) => {
      if (action === 'close' || (action === 'toggle' && isOpen.current)) close();
      else openModal();
    });
  }, [openModal, close]);

  // Nothing typed ahead outlives the button (a page without it).
  useEffect(() => () => void takeTypedAhead(), [takeTypedAhead]);

  return (
    <>
      <button
        type="button"
        className={`${styles.button} DocSearch-Button`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openModal}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z" stroke="currentColor" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={styles.placeholder}>Search docs</span>
        <span className={styles.keys} aria-hidden="true">
          {isMac === null ? null : isMac ? <kbd>⌘ K</kbd> : <kbd>Ctrl K</kbd>}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      )}
    </>
  );
}
