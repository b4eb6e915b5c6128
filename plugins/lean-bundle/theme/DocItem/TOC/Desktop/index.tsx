// The theme's desktop table of contents, hydrated in a task of its own on the first page load,
// and on narrow screens only once it shows (HydrateLater).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-init/DocItem/TOC/Desktop';
import HydrateLater, { DESKTOP_MEDIA } from '../../../../src/client/islands/HydrateLater';

export default function DocItemTOCDesktop(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="toc" whenMedia={DESKTOP_MEDIA}>
      <Original {...props} />
    </HydrateLater>
  );
}
