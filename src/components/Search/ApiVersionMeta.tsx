// The API version of an API reference page as a <meta>, for a hosted DocSearch crawler's
// contextual search (the built-in search reads the version from the path instead).
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { apiVersionOfPath } from '@site/plugins/search/src/client/context';

export default function ApiVersionMeta(): ReactNode {
  const apiVersion = apiVersionOfPath(useLocation().pathname);
  if (!apiVersion) return null;
  return (
    <Head>
      <meta name="docsearch:api_version" content={apiVersion} />
    </Head>
  );
}
