// Replaces the classic theme's version banner, whose suggestions read the list of every doc from
// the global data (which plugins/lean-bundle empties). On 1.x pages it says which release the page
// documents and links to the same topic in 2.x (front matter `version_counterpart`, set at build
// time by the site config).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { DOCS_V1, LATEST_DOCS_VERSION, versionUrl } from '../../src/versions';
import styles from './styles.module.css';

/** Front matter this plugin reads: the site config sets the first, a page may set the second. */
interface VersionFrontMatter {
  version_counterpart?: unknown;
  hide_version_notice?: unknown;
}

export interface Props {
  readonly className?: string;
}

export default function DocVersionBanner({ className }: Props): ReactNode {
  const version = useDocsVersion();
  const frontMatter = useDoc().frontMatter as VersionFrontMatter;
  const counterpart = typeof frontMatter.version_counterpart === 'string' ? frontMatter.version_counterpart : null;
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
