// The breadcrumbs' structured data (a <Head>), rendered by DocItem/Layout outside the part that
// hydrates later rather than by the breadcrumbs inside it (HydrateLater.tsx says why).
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import Original from '@theme-init/DocBreadcrumbs/StructuredData';

/** True below a layout that renders the structured data itself. */
export const StructuredDataRenderedAbove = createContext(false);

export default function DocBreadcrumbsStructuredData(props: ComponentProps<typeof Original>): ReactNode {
  return useContext(StructuredDataRenderedAbove) ? null : <Original {...props} />;
}
