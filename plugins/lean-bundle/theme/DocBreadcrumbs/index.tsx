// The theme's breadcrumbs, rendered from the doc's own sidebar trail while the docs version's
// sidebars have not loaded (lean-bundle README, "Sidebars on demand"): the trail holds the sidebar
// items on the way to the doc (doc-metadata-loader.cjs), so the breadcrumbs and their structured
// data in the page head are those the whole sidebar gives.
import type { ReactNode } from 'react';
import Original from '@theme-init/DocBreadcrumbs';
import { DocsSidebarProvider, useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { useLazySidebars } from '../../src/client/lazy-sidebars';

/** Gives its children the sidebar the breadcrumbs are made from: the doc's trail until the sidebars load. */
function BreadcrumbsSidebarProvider({ children }: { children: ReactNode }): ReactNode {
  const sidebar = useDocsSidebar();
  const { metadata } = useDoc();
  const { pending } = useLazySidebars();
  const trail = (metadata as { sidebarTrail?: PropSidebar }).sidebarTrail;
  return (
    <DocsSidebarProvider name={sidebar?.name} items={pending && trail ? trail : sidebar?.items}>
      {children}
    </DocsSidebarProvider>
  );
}

export default function DocBreadcrumbs(): ReactNode {
  return (
    <BreadcrumbsSidebarProvider>
      <Original />
    </BreadcrumbsSidebarProvider>
  );
}
