// The theme's desktop docs sidebar, hydrated in a task of its own on the first page load, and on
// narrow screens only once it shows (HydrateLater). The deferral sits here, below DocSidebar, not
// around the docs layout's sidebar: on a phone DocSidebar must hydrate at once, so that it switches
// to its mobile part, which puts the docs tree into the navbar's secondary menu.
//
// While the docs version's sidebars have not loaded (lean-bundle README, "Sidebars on demand") the
// sidebar keeps its server-rendered HTML and waits for the reader: pointing at, touching or
// focusing it loads them, then it hydrates. One that mounts later (a window widened past the
// phone breakpoint) loads them at once.
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import Original from '@theme-init/DocSidebar/Desktop';
import { ThemeClassNames } from '@docusaurus/theme-common';
import HydrateLater, { DESKTOP_MEDIA, isFirstHydration } from '../../../src/client/islands/HydrateLater';
import { useLazySidebars } from '../../../src/client/lazy-sidebars';

/** The docs layout's sidebar element (DocRoot/Layout/Sidebar), around this part and its collapse button. */
const SIDEBAR_CONTAINER = `.${ThemeClassNames.docs.docSidebarContainer}`;

export default function DocSidebarDesktop(props: ComponentProps<typeof Original>): ReactNode {
  const { pending, load } = useLazySidebars();
  const [mountedWhileHydrating] = useState(isFirstHydration);
  useEffect(() => {
    if (pending && !mountedWhileHydrating) load().catch(() => undefined);
  }, [pending, mountedWhileHydrating, load]);
  return (
    <HydrateLater id="doc-sidebar" whenMedia={DESKTOP_MEDIA} whenReader={pending ? { selector: SIDEBAR_CONTAINER, load } : undefined}>
      <Original {...props} />
    </HydrateLater>
  );
}
