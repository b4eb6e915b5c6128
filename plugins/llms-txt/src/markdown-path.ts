// Where a page's Markdown copy is served; shared by the build (Node) and the Copy page control
// (browser), so it imports nothing.

/** The path of a route's Markdown page: `/intro/quickstart` → `/intro/quickstart.md`, `/` → `/index.md`. */
export function markdownPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}
