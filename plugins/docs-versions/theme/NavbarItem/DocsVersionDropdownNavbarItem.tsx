// Replaces the classic theme's version dropdown, which finds the same page in the other version
// in the list of every doc of the global data (emptied by plugins/lean-bundle, and growing with
// each page). The page being read tells it instead (src/client/current-page.ts): a version item
// keeps the path, query and hash when the other version has the page, and goes to that version's
// home page otherwise. Choosing a version saves it as the reader's preferred version, per docs
// plugin, as the theme's dropdown does.
import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { useCurrentDocsPage } from '../../src/client/current-page';
import { DOCS_VERSIONS, docsVersionOfUrl, LATEST_DOCS_VERSION, versionUrl, type DocsVersion } from '../../src/versions';

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions,
  ...props
}: Props): ReactNode {
  const { pathname, search, hash } = useLocation();
  // The server knows only the URL; in the browser, the page and the reader's choice. Read them only
  // once the navbar has hydrated: Preact keeps the server's attributes of the nodes it hydrates.
  const isBrowser = useIsBrowser();
  const publishedPage = useCurrentDocsPage();
  const page = isBrowser ? publishedPage : null;
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion(docsPluginId);
  const chosen = page?.versionName ?? (isBrowser ? preferredVersion?.name : undefined);
  const shown: DocsVersion = DOCS_VERSIONS.find((version) => version.name === chosen) ?? (isBrowser ? LATEST_DOCS_VERSION : docsVersionOfUrl(pathname));
  const targetOf = (version: DocsVersion): string => {
    if (page && version.name === page.versionName) return `${pathname}${search}${hash}`;
    if (page?.counterpart) return `${page.counterpart}${search}${hash}`;
    return versionUrl(version, '');
  };
  // `versions` of the navbar item, as in Docusaurus: a list of version names, or an object keyed by name.
  const listed = versions ? new Set(Array.isArray(versions) ? versions : Object.keys(versions)) : null;
  const items = [
    ...dropdownItemsBefore,
    ...DOCS_VERSIONS.filter((version) => !listed || listed.has(version.name)).map((version) => ({
      label: (versions && !Array.isArray(versions) ? versions[version.name]?.label : undefined) ?? version.label,
      to: targetOf(version),
      isActive: () => version === shown,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={mobile ? 'Docs version' : shown.label}
      to={mobile ? undefined : targetOf(shown)}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
