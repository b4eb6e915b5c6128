// Docs sidebars on demand (README, "Sidebars on demand"), the browser half. In production builds a
// docs version's props reach the browser with empty sidebars and the key of a file that holds
// them (lazy-sidebars.cjs); the file loads when the reader reaches for the sidebar (points at,
// touches or focuses it, opens the phone menu) or for another page of the version (preload.ts).
// Until then the desktop sidebar keeps its server-rendered HTML (theme/DocSidebar/Desktop), the
// breadcrumbs render from the doc's own trail (theme/DocBreadcrumbs) and the phone menu says it is
// loading (theme/DocSidebar/Mobile); theme/DocRoot gives the theme the sidebars once they are here.
import { useCallback, useSyncExternalStore } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebars } from '@docusaurus/plugin-content-docs';
import { versions } from '@lean-bundle/sidebars';
import { versionOfPath } from './preload-match';

const loaded = new Map<string, PropSidebars>();
const loading = new Map<string, Promise<void>>();
const failed = new Set<string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the sidebars of the version props that name `key`; a failed load may be tried again. */
export function loadSidebars(key: string): Promise<void> {
  const version = versions.find((candidate) => candidate.key === key);
  if (!version) return Promise.reject(new Error(`lean-bundle: no sidebars file "${key}"`));
  let pending = loading.get(key);
  if (!pending) {
    if (failed.delete(key)) notify();
    pending = version.load().then(({ default: sidebars }) => {
      loaded.set(key, sidebars);
      notify();
    });
    pending.catch(() => {
      loading.delete(key);
      failed.add(key);
      notify();
    });
    loading.set(key, pending);
  }
  return pending;
}

/** Loads the sidebars of the docs version a doc page's path belongs to. */
export function loadSidebarsOfPath(pathname: string): Promise<void> {
  const version = versionOfPath(versions, pathname);
  return version ? loadSidebars(version.key) : Promise.resolve();
}

export interface LazySidebars {
  /** True while the docs version's sidebars are empty lists because they have not loaded yet. */
  pending: boolean;
  /** The version's sidebars, once loaded; undefined when pending or when the props hold them. */
  sidebars: PropSidebars | undefined;
  /** True after the last attempt to load them failed (offline, a new deployment). */
  failed: boolean;
  /** Loads them (once; resolves at once when nothing is pending). */
  load(): Promise<void>;
}

/** The on-demand sidebars of the current docs version (inside a docs version's routes). */
export function useLazySidebars(): LazySidebars {
  const key = (useDocsVersion() as { lazySidebars?: string }).lazySidebars;
  const sidebars = useSyncExternalStore(
    subscribe,
    () => (key === undefined ? undefined : loaded.get(key)),
    () => undefined,
  );
  const hasFailed = useSyncExternalStore(
    subscribe,
    () => key !== undefined && failed.has(key),
    () => false,
  );
  const load = useCallback(() => (key === undefined ? Promise.resolve() : loadSidebars(key)), [key]);
  return { pending: key !== undefined && sidebars === undefined, sidebars, failed: hasFailed, load };
}
