// The theme's DocItem/TOC/Desktop, hydrated in a task of its own on the first page load (HydrateLater).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-original/DocItem/TOC/Desktop';
import HydrateLater from '@site/src/components/HydrateLater';

/** The theme shows the desktop table of contents from this width (its desktop breakpoint is 996 px). */
const DESKTOP = '(min-width: 997px)';

export default function DocItemTOCDesktop(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="toc" whenMedia={DESKTOP}>
      <Original {...props} />
    </HydrateLater>
  );
}
