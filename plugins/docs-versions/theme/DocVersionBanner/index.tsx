// Replaces the classic theme's version banner, whose suggestions read the list of every doc from
// the global data (which plugins/lean-bundle empties). On 1.x pages it says which release the page
// documents and links to the same topic in 2.x (useDocCounterpart).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { useDocCounterpart } from '../../src/client/current-page';
import { DOCS_V1, LATEST_DOCS_VERSION, versionUrl } from '../../src/versions';
import styles from './styles.module.css';

/** Front matter a page may set to go without the notice. */
interface VersionNoticeFrontMatter {
  hide_version_notice?: unknown;
}

export interface Props {
  readonly className?: string;
}

export default function DocVersionBanner({ className }: Props): ReactNode {
  const version = useDocsVersion();
  const frontMatter = useDoc().frontMatter as VersionNoticeFrontMatter;
  const counterpart = useDocCounterpart();
  if (version.banner === null || frontMatter.hide_version_notice === true) return null;
  const latest = LATEST_DOCS_VERSION;
  return (
    <div className={clsx(className, 'theme-doc-version-banner', styles.notice)} role="note">
      <p>
        You are reading the docs of <strong>Contember {version.label}</strong> ({DOCS_V1.summary}). New projects
        start on Contember {latest.release}, which <code>npx @contember/create</code> installs.
      </p>
      <p>
        {counterpart ? (
          <Link to={counterpart}>Read this page for Contember {latest.release}</Link>
        ) : (
          <Link to={versionUrl(latest, '')}>Go to the Contember {latest.release} docs</Link>
        )}
      </p>
    </div>
  );
}
