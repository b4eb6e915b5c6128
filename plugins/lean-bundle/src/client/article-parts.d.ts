// The module the plugin generates from its `islands` and `behaviours` options (plugin.mts,
// articlePartsSource); imported by islands/hydrate-article.ts.
declare module '@lean-bundle/article-parts' {
  import type { ComponentType } from 'react';

  export const islands: Record<string, () => Promise<{ default: ComponentType<object> }>>;
  export const behaviours: { selector: string; load: () => Promise<{ default: (article: HTMLElement) => (() => void) | undefined }> }[];
}
