// Docusaurus's <Link> prefetches a route's chunks when the link scrolls into view. On a doc page
// that is every visible sidebar and navbar link at once, right after hydration: each call matches
// the path against the whole route table and adds a <link rel="prefetch"> per chunk, including
// chunks the page has already loaded, on the main thread while the page is becoming interactive
// (README, "Route order and prefetching"), and with route shards it prefetched only the links
// whose shard happened to be loaded. This client module turns viewport prefetching off; hovering
// or touching a link still preloads its route before the click (`preload` is untouched).

interface DocusaurusClient {
  prefetch(routePath: string): unknown;
  preload(routePath: string): unknown;
}

let installed = false;

/** A copy of Docusaurus's (frozen) client object whose `prefetch` does nothing. */
export function withoutPrefetch(client: DocusaurusClient): DocusaurusClient {
  return Object.freeze({ ...client, prefetch: () => false });
}

// Client module lifecycle: runs once the first page has rendered, before any link's
// IntersectionObserver reports. (clientEntry sets window.docusaurus after client modules load,
// so the module cannot replace it when it is first evaluated.)
export function onRouteDidUpdate(): void {
  const host = window as { docusaurus?: DocusaurusClient };
  if (installed || !host.docusaurus) return;
  installed = true;
  // <Link> reads window.docusaurus at each call, so replacing the object is enough.
  host.docusaurus = withoutPrefetch(host.docusaurus);
}
