import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export const FEEDBACK_URL = 'https://github.com/orgs/contember/discussions';
export const SUGGESTIONS = ['data grid', 'schema', 'access rules', 'PersistButton', 'deployment'];

export function NoResults({ query, onSuggestion }: { query: string; onSuggestion: (query: string) => void }): ReactNode {
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        No results for “<strong>{query}</strong>”
      </p>
      <p className={styles.messageLabel} id="search-suggestions-label">
        Try searching for
      </p>
      <ul className={styles.suggestions} aria-labelledby="search-suggestions-label">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.textButton} onClick={() => onSuggestion(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.messageHelp}>
        Believe this query should return results?{' '}
        <a href={FEEDBACK_URL} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  );
}

export function FetchError({ onRetry }: { onRetry: () => void }): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>Unable to fetch results</p>
      <p className={styles.messageHelp}>You might want to check your network connection.</p>
      <button type="button" className={styles.textButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function VersionBadge({ version }: { version: string }): ReactNode {
  return <span className={styles.badge}>Interface {version}</span>;
}

/** Marks a result of the other docs version than the one being read ("Contember 1.x"). */
export function DocsVersionBadge({ version }: { version: string }): ReactNode {
  return <span className={styles.badge}>Contember {version}</span>;
}
