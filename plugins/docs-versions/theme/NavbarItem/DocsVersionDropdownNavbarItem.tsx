// Replaces the classic theme's version dropdown, which finds the same page in the other version
// in the list of every doc of the global data (emptied by plugins/lean-bundle, and growing with
// each page). The page being read tells it instead (src/client/current-page.ts): a version item
// keeps the path, query and hash when the other version has the page, and goes to that version's
// home page otherwise. Choosing a version saves it as the reader's preferred version, per docs
// plugin, as the theme's dropdown does.
import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useRouteContext from '@docusaurus/useRouteContext';
import { useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { useCurrentDocsPage } from '../../src/client/current-page';
import { DOCS_VERSIONS, docsVersionOfUrl, LATEST_DOCS_VERSION, versionUrl, type DocsVersion } from '../../src/versions';

/** The name the docs plugin gives its routes' context. */
const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/**
 * The plugin of the route being shown, or null outside every route: the error page of a crashed
 * root renders the navbar without one, where useRouteContext throws (the hook itself always runs).
 */
function useRoutePluginName(): string | null {
  try {
    return useRouteContext().plugin.name;
  } catch {
    return null;
  }
}

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
  // On a route of the docs, the URL names the version until the page tells more: the navbar may
  // hydrate before the page publishes itself (parts hydrate in tasks of their own; on a loaded
  // machine the label switched to the latest version and back). Elsewhere the reader's choice.
  const onDocsRoute = useRoutePluginName() === DOCS_PLUGIN_NAME;
  const readersChoice = isBrowser && !onDocsRoute;
  const chosen = page?.versionName ?? (readersChoice ? preferredVersion?.name : undefined);
  const shown: DocsVersion = DOCS_VERSIONS.find((version) => version.name === chosen) ?? (readersChoice ? LATEST_DOCS_VERSION : docsVersionOfUrl(pathname));
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
