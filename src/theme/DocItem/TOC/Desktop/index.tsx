// The theme's DocItem/TOC/Desktop, hydrated in a task of its own on the first page load (HydrateLater).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-original/DocItem/TOC/Desktop';
import HydrateLater, { DESKTOP_MEDIA } from '@site/src/components/HydrateLater';

export default function DocItemTOCDesktop(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="toc" whenMedia={DESKTOP_MEDIA}>
      <Original {...props} />
    </HydrateLater>
  );
}
