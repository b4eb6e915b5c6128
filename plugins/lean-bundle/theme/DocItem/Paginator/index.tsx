// The theme's DocItem/Paginator, hydrated in a task of its own on the first page load (HydrateLater).
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-init/DocItem/Paginator';
import HydrateLater from '../../../src/client/islands/HydrateLater';

export default function DocItemPaginator(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <HydrateLater id="doc-paginator">
      <Original {...props} />
    </HydrateLater>
  );
}
