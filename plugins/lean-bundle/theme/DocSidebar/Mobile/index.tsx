// The theme's docs menu on phones (the navbar's secondary menu), which loads the docs version's
// sidebars when the reader opens the menu and says so until they are here (lean-bundle README,
// "Sidebars on demand").
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import Original from '@theme-init/DocSidebar/Mobile';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { useLazySidebars } from '../../../src/client/lazy-sidebars';

/** A sidebar of one HTML item (the theme's DocSidebarItem/Html) that tells the reader where the menu is. */
function statusItem(html: string): PropSidebar {
  return [{ type: 'html', value: html, defaultStyle: true }];
}

const LOADING = statusItem('<span role="status">Loading the docs menu…</span>');
const FAILED = statusItem('<span role="status">The docs menu did not load. <a href="">Reload the page</a> to try again.</span>');

export default function DocSidebarMobile(props: ComponentProps<typeof Original>): ReactNode {
  const { pending, failed, load } = useLazySidebars();
  const { shown } = useNavbarMobileSidebar();
  useEffect(() => {
    // A failure shows in the menu (`failed`); opening it again tries again.
    if (pending && shown) load().catch(() => undefined);
  }, [pending, shown, load]);
  return <Original {...props} sidebar={pending ? (failed ? FAILED : LOADING) : props.sidebar} />;
}
