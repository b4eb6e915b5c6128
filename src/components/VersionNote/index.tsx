import type { ReactNode } from 'react';
import styles from './styles.module.css';

export interface VersionNoteProps {
  /** The product the version belongs to. */
  product: 'Engine' | 'Interface' | 'CLI';
  /** The first version with the feature, for example `1.3`. */
  since: string;
  /** Optional details, such as the edition a feature needs. */
  children?: ReactNode;
}

/**
 * Marks a feature that needs a given product version. Registered globally for MDX, so a page writes
 * `<VersionNote product="Engine" since="1.3" />` without an import, and every page renders it the same way.
 */
export default function VersionNote({ product, since, children }: VersionNoteProps): ReactNode {
  const label = `${product} ${since}+`;
  return (
    <p className={styles.note}>
      <span className={styles.badge} title={`Requires ${product} ${since} or newer`}>
        {label}
      </span>
      {children ? <span className={styles.text}>{children}</span> : null}
    </p>
  );
}
