// The theme's Footer, hydrated in a task of its own on the first page load (HydrateLater).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-init/Footer';
import HydrateLater from '../../src/client/islands/HydrateLater';

export default function Footer(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="footer">
      <Original {...props} />
    </HydrateLater>
  );
}
