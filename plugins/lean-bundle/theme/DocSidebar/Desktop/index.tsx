// The theme's desktop docs sidebar, hydrated in a task of its own on the first page load, and on
// narrow screens only once it shows (HydrateLater). The deferral sits here, below DocSidebar, not
// around the docs layout's sidebar: on a phone DocSidebar must hydrate at once, so that it switches
// to its mobile part, which puts the docs tree into the navbar's secondary menu.
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-init/DocSidebar/Desktop';
import HydrateLater, { DESKTOP_MEDIA } from '../../../src/client/islands/HydrateLater';

export default function DocSidebarDesktop(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="doc-sidebar" whenMedia={DESKTOP_MEDIA}>
      <Original {...props} />
    </HydrateLater>
  );
}
