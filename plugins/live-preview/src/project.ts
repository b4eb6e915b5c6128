// Which engine project serves a docs page's examples: one project per page that has a model.

/**
 * The project slug of a page, from its path under `docs/`:
 * `reference/admin/examples/SelectField.mdx` → `reference-admin-examples-selectfield`.
 */
export function projectSlugOfPage(docsPath: string): string {
  return docsPath
    .replace(/\.mdx?$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The project a deployment uses for a page: the page's slug, after CONTEMBER_PROJECT_NAME and a
 * dash when that variable is set (`docs` → `docs-reference-admin-examples-selectfield`).
 */
export function deployedProjectName(prefix: string | null, pageSlug: string): string {
  return prefix ? `${prefix}-${pageSlug}` : pageSlug;
}
