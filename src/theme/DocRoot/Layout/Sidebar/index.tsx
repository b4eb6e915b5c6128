// The theme's DocRoot/Layout/Sidebar, hydrated in a task of its own on the first page load (HydrateLater).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-original/DocRoot/Layout/Sidebar';
import HydrateLater, { DESKTOP_MEDIA } from '@site/src/components/HydrateLater';

export default function DocRootLayoutSidebar(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="doc-sidebar" whenMedia={DESKTOP_MEDIA}>
      <Original {...props} />
    </HydrateLater>
  );
}
