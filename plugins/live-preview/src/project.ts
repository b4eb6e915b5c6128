// Which engine project serves a docs page's examples in a deployment. `npm run engine` deploys
// one project per page that has a model, named by projectSlug() (plugins/engine).

/**
 * The project a deployment uses for a page: the page's slug, after CONTEMBER_PROJECT_NAME and a
 * dash when that variable is set (`docs` → `docs-reference-admin-examples-selectfield`).
 */
export function deployedProjectName(prefix: string | null, pageSlug: string): string {
  return prefix ? `${prefix}-${pageSlug}` : pageSlug;
}
