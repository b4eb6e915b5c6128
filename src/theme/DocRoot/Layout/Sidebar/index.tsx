// The theme's DocRoot/Layout/Sidebar, hydrated in a task of its own on the first page load (HydrateLater).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-original/DocRoot/Layout/Sidebar';
import HydrateLater from '@site/src/components/HydrateLater';

/** The theme shows the desktop sidebar from this width (its desktop breakpoint is 996 px). */
const DESKTOP = '(min-width: 997px)';

export default function DocRootLayoutSidebar(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="doc-sidebar" whenMedia={DESKTOP}>
      <Original {...props} />
    </HydrateLater>
  );
}
