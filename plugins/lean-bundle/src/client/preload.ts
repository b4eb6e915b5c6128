// Docusaurus's route preloading (@docusaurus/core/lib/client/preload.js) in the browser bundle:
// in a task of its own, trying the decoded path first.
//
// The client entry preloads the page's route right after main.js has run all its modules; here
// that work (matching routes, adding the chunks' script elements) waits for the next task, so
// that the two do not make one long task. Only before the page has hydrated: afterwards every
// location change, even a new query string, waits for preload before it renders (Docusaurus's
// PendingNavigation), and a task's delay there loses keystrokes in the /search field.
//
// Docusaurus loads the components of every route that matches the browser's path, as it is and
// URI-decoded. Its route paths are decoded ("/reference/admin/api/v1.2/Data grid/DataGrid"), so
// on a page whose URL has an escaped character the path as it is matches no page route, and
// finding that out compiles each of ~500 route paths into a regular expression on the main
// thread, while the page starts (README, "Start-up work on the main thread"). Here the decoded path goes first, and the path
// as it is is matched only if the decoded one reached no page (preload-match.ts). For a route
// table of decoded paths, the components loaded are the same.
import routes from '@generated/routes';
import { matchForPreload } from './preload-match';
import { isDocRoute, loadRoutesOf } from './route-shards';
import { preloadArticleHtml } from './islands/article-html';
import { hydratePartsWaitingForReader } from './islands/HydrateLater';
import { loadSidebarsOfPath } from './lazy-sidebars';

type Preloadable = { preload?: () => Promise<unknown> };

function preloadNow(pathname: string, hydrated: boolean): Promise<unknown[]> {
  // The page's doc route is in its route shard (README, "Route shards").
  return loadRoutesOf(pathname).then(() => {
    const matches = matchForPreload(routes, pathname);
    const loading: Promise<unknown>[] = matches.map((match) => Promise.resolve((match.route.component as Preloadable | undefined)?.preload?.()));
    if (!hydrated) return Promise.all(loading);
    // After a client-side navigation a doc page's article comes from its HTML (README, "HTML
    // articles"), and its sidebar from its docs version's sidebars (README, "Sidebars on demand").
    const page = matches[matches.length - 1]?.route;
    if (page && isDocRoute(page)) loading.push(preloadArticleHtml(pathname), loadSidebarsOfPath(pathname));
    // The sidebar still showing its server HTML hydrates against the page it was rendered for.
    loading.push(hydratePartsWaitingForReader());
    return Promise.all(loading);
  });
}

export default function preload(pathname: string): Promise<unknown[]> {
  // Docusaurus renders data-has-hydrated="false" and sets it to "true" once the page is live.
  if (document.documentElement.dataset.hasHydrated !== 'false') return preloadNow(pathname, true);
  return new Promise((resolve) => window.setTimeout(resolve, 0)).then(() => preloadNow(pathname, false));
}
