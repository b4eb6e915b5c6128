// The theme's DocItem/Layout (the doc's column: version banner, breadcrumbs, the phone's table of
// contents, the article, its footer and pagination), hydrated in a task of its own on the first
// page load (HydrateLater): it was most of what remained of a doc page's first hydration task on
// a phone (lean-bundle README, "Deferred hydration of the shell"). The breadcrumbs' structured
// data (a <Head>) renders here, outside the part, so that Helmet knows it from the first render.
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-init/DocItem/Layout';
import StructuredData from '@theme-init/DocBreadcrumbs/StructuredData';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import HydrateLater from '../../../src/client/islands/HydrateLater';
import { BreadcrumbsSidebarProvider } from '../../DocBreadcrumbs';
import { StructuredDataRenderedAbove } from '../../DocBreadcrumbs/StructuredData';

function BreadcrumbsStructuredData(): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs();
  return breadcrumbs ? <StructuredData breadcrumbs={breadcrumbs} /> : null;
}

export default function DocItemLayout(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <StructuredDataRenderedAbove.Provider value>
      <BreadcrumbsSidebarProvider>
        <BreadcrumbsStructuredData />
      </BreadcrumbsSidebarProvider>
      <HydrateLater id="doc-item-layout">
        <Original {...props} />
      </HydrateLater>
    </StructuredDataRenderedAbove.Provider>
  );
}
