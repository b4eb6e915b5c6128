// The Navbar with the search metadata of API pages beside it. The navbar itself hydrates later
// (plugins/lean-bundle/theme/Navbar), and a <Head> in a part that waits would take its tags out of
// the page head until the part hydrates.
import type { ComponentProps, ReactNode } from 'react';
import Original from '@theme-original/Navbar';
import ApiVersionMeta from '@site/src/components/Search/ApiVersionMeta';

export default function Navbar(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <>
      <ApiVersionMeta />
      <Original {...props} />
    </>
  );
}
