// The theme's doc metadata, which also tells the navbar's version dropdown which page is being read
// (src/client/current-page.ts): its version, and where its topic lives in the other version. The metadata renders on
// every doc page, beside the doc's column rather than in it: on the first page load the column
// hydrates a few tasks after the navbar (plugins/lean-bundle, "Deferred hydration of the shell"),
// and the dropdown showed the latest version until it had.
import { useEffect, type ReactNode } from 'react';
import Original from '@theme-init/DocItem/Metadata';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { publishCurrentDocsPage, useDocCounterpart } from '../../../src/client/current-page';

export default function DocItemMetadata(): ReactNode {
  const { version } = useDocsVersion();
  const counterpart = useDocCounterpart();
  useEffect(() => {
    publishCurrentDocsPage({ versionName: version, counterpart });
    return () => publishCurrentDocsPage(null);
  }, [version, counterpart]);
  return <Original />;
}
