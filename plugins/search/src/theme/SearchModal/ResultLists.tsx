// The two lists the dialog's listbox shows: recent searches (empty query) and results grouped
// by page, each entry an option whose props come from useListboxNavigation.
import React, { type MouseEvent, type ReactNode } from 'react';
import type { PageHit, RecentSearch, SectionHit } from '../../client';
import Highlight from '../SearchCommon/Highlight';
import { DocsVersionBadge, VersionBadge } from '../SearchCommon/Messages';
import ResultLink from '../SearchCommon/ResultLink';
import type { ListboxNavigation, ListOption } from './useListboxNavigation';
import styles from './styles.module.css';

interface ListProps {
  listboxId: string;
  /** The options of the list, in the order of the entries rendered. */
  options: ListOption[];
  navigation: ListboxNavigation;
  onOpen: (option: ListOption, newTab: boolean) => void;
}

function OptionLink({ option, href, navigation, onOpen, className, children }: Omit<ListProps, 'options' | 'listboxId'> & { option: ListOption; href: string; className?: string; children: ReactNode }): ReactNode {
  return (
    <ResultLink
      href={href}
      {...navigation.optionProps(option)}
      className={className ?? `${styles.option} DocSearch-Hit`}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onOpen(option, event.metaKey || event.ctrlKey);
      }}
    >
      {children}
    </ResultLink>
  );
}

function SectionTitle({ page, section }: { page: PageHit; section: SectionHit }): ReactNode {
  if (section.path.length === 0) return <Highlight value={page.title} />;
  return section.path.map((heading, i) => (
    <React.Fragment key={i}>
      {i > 0 && <span className={styles.pathSeparator} aria-hidden="true"> › </span>}
      {i === section.path.length - 1 && section.heading ? <Highlight value={section.heading} /> : heading}
    </React.Fragment>
  ));
}

export function RecentList({ listboxId, options, navigation, onOpen, recent, onClear }: ListProps & { recent: RecentSearch[]; onClear: () => void }): ReactNode {
  return (
    <div role="group" aria-labelledby={`${listboxId}-recent`} className={styles.group}>
      <div className={styles.groupHeader} id={`${listboxId}-recent`} role="presentation">
        <span>Recent</span>
        <button type="button" className={styles.linkButton} onClick={onClear}>
          Clear recent searches
        </button>
      </div>
      <ul role="presentation" className={styles.options}>
        {recent.map((entry, i) => {
          const option = options[i]!;
          return (
            <li key={option.id} role="presentation">
              <OptionLink option={option} href={entry.url} navigation={navigation} onOpen={onOpen}>
                <span className={styles.optionTitle}>{entry.title}</span>
                {entry.query && <span className={styles.snippet}>Searched for “{entry.query}”</span>}
              </OptionLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ResultList({
  listboxId,
  options,
  navigation,
  onOpen,
  pages,
  query,
  docsVersion,
}: ListProps & { pages: PageHit[]; query: string; docsVersion: string }): ReactNode {
  let next = 0;
  const nextOption = () => options[next++]!;
  return (
    <>
      {pages.map((page, p) => (
        <div key={page.url} role="group" aria-labelledby={`${listboxId}-g${p}`} className={styles.group}>
          <div className={styles.groupHeader} id={`${listboxId}-g${p}`} role="presentation">
            <span className={styles.groupTitle}>{page.title.text}</span>
            {page.docsVersion !== docsVersion && <DocsVersionBadge version={page.docsVersion} />}
            {page.apiVersion && <VersionBadge version={page.apiVersion} />}
            {page.category && <span className={styles.category}>{page.category}</span>}
          </div>
          <ul role="presentation" className={styles.options}>
            {page.sections.map((section) => {
              const option = nextOption();
              return (
                <li key={option.id} role="presentation">
                  <OptionLink option={option} href={section.url} navigation={navigation} onOpen={onOpen}>
                    <span className={styles.optionTitle}>
                      <SectionTitle page={page} section={section} />
                    </span>
                    {section.snippet === null ? (
                      // The text is on its way (a chunk of the split index): its line is kept.
                      <span className={styles.snippet} aria-hidden="true" data-search-pending="">
                        {'\u00a0'}
                      </span>
                    ) : (
                      section.snippet.text && (
                        <span className={styles.snippet}>
                          <Highlight value={section.snippet} />
                        </span>
                      )
                    )}
                  </OptionLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {pages.length > 0 &&
        (() => {
          const option = nextOption();
          return (
            <div role="presentation" className={styles.group}>
              <OptionLink option={option} href={option.url} navigation={navigation} onOpen={(o) => onOpen(o, false)} className={`${styles.option} ${styles.allResults}`}>
                See all results for “{query}”
              </OptionLink>
            </div>
          );
        })()}
    </>
  );
}
