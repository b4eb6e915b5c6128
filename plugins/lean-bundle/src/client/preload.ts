// Docusaurus's route preloading (@docusaurus/core/lib/client/preload.js) in the browser bundle,
// trying the decoded path first.
//
// Docusaurus loads the components of every route that matches the browser's path, as it is and
// URI-decoded. Its route paths are decoded ("/reference/admin/api/v1.2/Data grid/DataGrid"), so
// on a page whose URL has an escaped character the path as it is matches no page route, and
// finding that out compiles each of ~500 route paths into a regular expression: about 60 ms of
// main thread on a phone, while the page starts. Here the decoded path goes first, and the path
// as it is is matched only if the decoded one reached no page (preload-match.ts). For a route
// table of decoded paths, the components loaded are the same.
import routes from '@generated/routes';
import { matchForPreload } from './preload-match';

type Preloadable = { preload?: () => Promise<unknown> };

export default function preload(pathname: string): Promise<unknown[]> {
  return Promise.all(matchForPreload(routes, pathname).map((match) => (match.route.component as Preloadable | undefined)?.preload?.()));
}
