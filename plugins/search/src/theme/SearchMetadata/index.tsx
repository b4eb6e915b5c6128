// The classic theme's search metadata, plus the API version of an API reference page as a <meta>
// for a hosted DocSearch crawler's contextual search (the built-in search reads the version from
// the path instead). The classic theme renders this component from SiteMetadata, on every page
// and outside the parts that hydrate later, so the tag is in the head from the first render.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import ClassicSearchMetadata from '@theme-init/SearchMetadata';
import type { Props } from '@theme/SearchMetadata';
import { apiVersionOfPath } from '../../client';

export default function SearchMetadata(props: Props): ReactNode {
  const apiVersion = apiVersionOfPath(useLocation().pathname);
  return (
    <>
      <ClassicSearchMetadata {...props} />
      {apiVersion && (
        <Head>
          <meta name="docsearch:api_version" content={apiVersion} />
        </Head>
      )}
    </>
  );
}
