// Links in an HTML article are plain anchors: no Docusaurus <Link> runs for them. These
// delegated handlers give them what <Link> gives: client-side navigation on click, and the
// target page's code loading on hover or touch.

interface DocusaurusClient {
  preload(routePath: string): Promise<unknown>;
}

/** The in-app path a click on a link should navigate to, or null when the browser should handle it. */
export function clientNavigationTarget(event: MouseEvent, current: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const url = internalLinkUrl(event.target, current);
  // A link to a place on this page: the browser scrolls, as it does for the theme's heading anchors.
  if (!url || (url.pathname === current.pathname && url.search === current.search)) return null;
  return url.pathname + url.search + url.hash;
}

/** Loads the route of an internal link under the pointer, so that its click renders at once. */
export function preloadLinkTarget(event: Event, current: Location): void {
  const url = internalLinkUrl(event.target, current);
  const client = (window as { docusaurus?: DocusaurusClient }).docusaurus;
  if (url && url.pathname !== current.pathname) void client?.preload(url.pathname);
}

function internalLinkUrl(target: EventTarget | null, current: Location): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  // Links that open elsewhere or download a file (build-time asset links have target="_blank").
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.href);
  return url.origin === current.origin ? url : null;
}
