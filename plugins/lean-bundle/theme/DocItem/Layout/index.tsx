// The theme's DocItem/Layout (the doc's column: version banner, breadcrumbs, the phone's table of
// contents, the article, its footer and pagination), hydrated in a task of its own on the first
// page load (HydrateLater): it was most of what remained of a doc page's first hydration task on
// a phone (lean-bundle README, "Deferred hydration of the shell"). The breadcrumbs' structured
// data (a <Head>) hydrates with it: React Helmet writes the head once the first load is over.
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-init/DocItem/Layout';
import HydrateLater from '../../../src/client/islands/HydrateLater';

export default function DocItemLayout(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="doc-item-layout">
      <Original {...props} />
    </HydrateLater>
  );
}
