// The docs page being read, as the version dropdown in the navbar needs it: its version and the
// page of the other version on the same topic. The page publishes it (theme/DocItem/Metadata,
// rendered on every doc page); the navbar is outside the page's context, hence a small store.
import { useSyncExternalStore } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

export interface CurrentDocsPage {
  /** Docusaurus's name of the page's version (`current` for 1.x). */
  versionName: string;
  /** URL path of the same topic in the other version, or null when it has none. */
  counterpart: string | null;
}

let current: CurrentDocsPage | null = null;
const listeners = new Set<() => void>();

export function publishCurrentDocsPage(page: CurrentDocsPage | null): void {
  if (page?.versionName === current?.versionName && page?.counterpart === current?.counterpart) return;
  current = page;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The docs page being read, or null on other pages (search, not found) and during server rendering. */
export function useCurrentDocsPage(): CurrentDocsPage | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/**
 * The URL path of the doc's topic in the other version, or null: the front matter
 * `version_counterpart` that the site config sets at build time (src/plugin.mts).
 */
export function useDocCounterpart(): string | null {
  const { version_counterpart: counterpart } = useDoc().frontMatter as { version_counterpart?: unknown };
  return typeof counterpart === 'string' ? counterpart : null;
}
