// The theme's DocRoot, given the docs version's sidebars once they have loaded (lean-bundle README,
// "Sidebars on demand"). Until then the version props hold empty sidebars: the layout still
// renders the sidebar's place, and its parts render what they have (src/client/lazy-sidebars.ts).
//
// On the first page load the docs layout (sidebar and doc) hydrates in a task of its own after
// the page's providers and before the parts inside it (HydrateLater; lean-bundle README,
// "Deferred hydration of the shell"): it was about half of a doc page's first hydration task.
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import Original from '@theme-init/DocRoot';
import { DocsVersionProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import HydrateLater from '../../src/client/islands/HydrateLater';
import { useLazySidebars } from '../../src/client/lazy-sidebars';

export default function DocRoot(props: ComponentProps<typeof Original>): ReactNode {
  const version = useDocsVersion();
  const { sidebars } = useLazySidebars();
  const withSidebars = useMemo(() => (sidebars ? { ...version, docsSidebars: sidebars } : version), [version, sidebars]);
  // Always the provider: a tree that changed shape when the sidebars load would mount the page again.
  return (
    <DocsVersionProvider version={withSidebars}>
      <HydrateLater id="doc-root">
        <Original {...props} />
      </HydrateLater>
    </DocsVersionProvider>
  );
}
