// The theme's phone menu (the navbar's sidebar), rendered when the reader reaches for the menu
// button. On a phone the theme renders it, hidden, with every navbar item, as soon as the navbar
// hydrates: a long task on every first load for a menu few readers open (lean-bundle README,
// "Deferred hydration of the shell").
import { useEffect, useState, type ReactNode } from 'react';
import Original from '@theme-init/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { hydrateQueuedParts } from '../../../src/client/islands/HydrateLater';
import { INTERACTIONS } from '../../../src/client/islands/interaction';

/** The theme's menu button (`Navbar/MobileSidebar/Toggle`). */
export const MENU_BUTTON = 'nav.navbar .navbar__toggle';

export default function NavbarMobileSidebar(): ReactNode {
  const { shown, shouldRender } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!shouldRender || wanted) return undefined;
    // Without the button nothing opens the menu; it renders if it is ever shown.
    const button = document.querySelector(MENU_BUTTON);
    if (!button) return undefined;
    // Pointing at, touching or focusing the button renders the menu, hidden, so that the click
    // that follows slides it in as the theme does. A click without them (a script's) opens the
    // menu at once: it renders once shown. The parts still waiting to hydrate do so at once: the
    // docs layout's part puts the docs tree into the menu.
    const want = () => {
      hydrateQueuedParts();
      setWanted(true);
    };
    for (const type of INTERACTIONS) button.addEventListener(type, want, { passive: true });
    return () => {
      for (const type of INTERACTIONS) button.removeEventListener(type, want);
    };
  }, [shouldRender, wanted]);
  return wanted || shown ? <Original /> : null;
}
