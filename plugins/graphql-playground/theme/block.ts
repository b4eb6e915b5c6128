// What the build tells the browser about a block that gets "Try it" (src/runnable.mts decides which
// blocks do): pure data, imported by the build and by the page.

/** The engine APIs a block can be a request of (`api=` in the fence's meta; the content API by default). */
export type PlaygroundApi = 'content' | 'tenant' | 'system' | 'actions';

/** What the "Try it" button of a block carries, as JSON in its TRY_IT_ATTRIBUTE. */
export interface PlaygroundBlock {
  /** The engine API the block is a request of. */
  api: PlaygroundApi;
  /** The engine project of the page (plugins/engine projectSlug), or null on a page without one (tenant API blocks only). */
  project: string | null;
  /** The block's `variables='{…}'`, as written. */
  variables: string | null;
}

/** The attribute that marks a "Try it" button and carries its PlaygroundBlock. */
export const TRY_IT_ATTRIBUTE = 'data-graphql-try';

/** The block a "Try it" button belongs to, from its attribute; null when the attribute is not one. */
export function playgroundBlockOfButton(button: Element): PlaygroundBlock | null {
  try {
    const value = JSON.parse(button.getAttribute(TRY_IT_ATTRIBUTE) ?? '') as Partial<PlaygroundBlock>;
    if (!value || typeof value.api !== 'string') return null;
    return { api: value.api, project: value.project ?? null, variables: value.variables ?? null };
  } catch {
    return null;
  }
}
