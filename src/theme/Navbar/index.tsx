// The theme's Navbar, hydrated in a task of its own on the first page load (HydrateLater).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-original/Navbar';
import HydrateLater from '@site/src/components/HydrateLater';

export default function Navbar(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="navbar">
      <Original {...props} />
    </HydrateLater>
  );
}
