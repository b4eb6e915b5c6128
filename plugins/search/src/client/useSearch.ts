import { useEffect, useRef, useState } from 'react';
import type { SearchBackend } from './backend';
import type { SearchContext, SearchResponse } from '../engine/types';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

interface Settled {
  key: string;
  /** The search it answers, and from how much of the index (`indexGeneration`). */
  searchKey: string;
  generation: number;
  status: 'done' | 'error';
  response: SearchResponse | null;
}

/**
 * Runs a search whenever the query or the context changes. While a new answer is pending, the
 * previous results stay on screen (no flicker while typing); answers to old queries are dropped.
 */
export function useSearch(
  backend: SearchBackend,
  query: string,
  context: SearchContext,
  options: { limit: number; sectionsPerPage: number },
  attempt = 0,
  onResults?: () => void,
): { status: SearchStatus; response: SearchResponse | null } {
  const trimmed = query.trim();
  const { apiVersion, onlyContextVersion = false, docsVersion = null, onlyDocsVersion = false } = context;
  const { limit, sectionsPerPage } = options;
  // Bumped when more of the index arrives (another docs version's): the same query is searched again.
  const [indexGeneration, setIndexGeneration] = useState(0);
  const searchKey = JSON.stringify([trimmed, apiVersion, onlyContextVersion, docsVersion, onlyDocsVersion, limit, sectionsPerPage, attempt]);
  const key = JSON.stringify([searchKey, indexGeneration]);
  const [settled, setSettled] = useState<Settled | null>(null);
  // The search whose results were last announced: the same results completed by more of the index
  // (snippets, the other version's pages) are not new results (the active option stays).
  const announced = useRef<string | null>(null);

  // The search whose answers are wanted: answers to another query are dropped.
  const wanted = useRef<string | null>(null);

  useEffect(() => backend.onIndexLoaded?.(() => setIndexGeneration((generation) => generation + 1)), [backend]);

  useEffect(() => {
    wanted.current = searchKey;
    return () => {
      wanted.current = null;
    };
  }, [searchKey]);

  useEffect(() => {
    if (!trimmed) return;
    const generation = indexGeneration;
    // An answer from less of the index (snippets or the other version still on their way) is shown
    // until the fuller one replaces it: on a fast network those files could otherwise keep
    // replacing the search before its first answer shows.
    const settle = (next: Settled) => setSettled((previous) => (previous && previous.searchKey === searchKey && previous.generation > generation ? previous : next));
    backend
      .search(trimmed, { apiVersion, onlyContextVersion, docsVersion, onlyDocsVersion }, { limit, sectionsPerPage })
      .then((response) => {
        if (wanted.current !== searchKey) return;
        settle({ key, searchKey, generation, status: 'done', response });
        if (announced.current !== searchKey) onResults?.();
        announced.current = searchKey;
      })
      .catch(() => {
        if (wanted.current === searchKey) settle({ key, searchKey, generation, status: 'error', response: null });
      });
    // onResults is a notification, not an input of the search; searchKey and indexGeneration make key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, key]);

  if (!trimmed) return { status: 'idle', response: null };
  if (settled?.key === key) return { status: settled.status, response: settled.response };
  // Pending: keep showing the last results, if any. An empty answer to another query is not kept:
  // shown with the new query, it would say that one has no results before it is searched.
  if (settled?.status === 'done' && (settled.searchKey === searchKey || (settled.response?.pages.length ?? 0) > 0)) return { status: 'done', response: settled.response };
  return { status: 'loading', response: null };
}
