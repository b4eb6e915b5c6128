// The theme's Navbar, hydrated in a task of its own on the first page load (HydrateLater). The
// search metadata of API pages renders beside it, not inside: a <Head> in a part that waits would
// take its tags out of the page head until the part hydrates.
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-original/Navbar';
import HydrateLater from '@site/src/components/HydrateLater';
import ApiVersionMeta from '@site/src/components/Search/ApiVersionMeta';

export default function Navbar(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <>
      <ApiVersionMeta />
      <HydrateLater id="navbar">
        <Original {...props} />
      </HydrateLater>
    </>
  );
}
