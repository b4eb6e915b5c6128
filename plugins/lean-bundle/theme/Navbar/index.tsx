// The theme's Navbar, hydrated in a task of its own on the first page load (HydrateLater). Nothing
// in it may render a <Head> (HydrateLater.tsx says why).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-init/Navbar';
import HydrateLater from '../../src/client/islands/HydrateLater';

export default function Navbar(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="navbar">
      <Original {...props} />
    </HydrateLater>
  );
}
