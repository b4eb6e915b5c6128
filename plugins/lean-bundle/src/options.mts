// The plugin's options and their validation (Docusaurus calls validateOptions before the plugin).
import type { OptionValidationContext } from '@docusaurus/types';

export interface ArticleBehaviourOption {
  /** A CSS selector: the behaviour starts for an article that has a matching element. */
  selector: string;
  /** The module (a request such as `@site/src/…`) whose default export is the behaviour (hydrate-article.ts, `ArticleBehaviour`). */
  module: string;
}

export interface LeanBundleOptions {
  /** False builds the site as plain Docusaurus (PLAIN_DOCUSAURUS, README "Turning the scheme off"). */
  enabled: boolean;
  /** The islands of articles: the name given to island() → the module whose default export is that island. */
  islands: Record<string, string>;
  /** Behaviours of articles' HTML (tabs, copy buttons), loaded only for an article that has their elements. */
  behaviours: ArticleBehaviourOption[];
  /** Folders of the site whose Markdown and MDX pages reach the browser as HTML only. */
  articleDirs: string[];
}

export type LeanBundleOptionsInput = Partial<LeanBundleOptions>;

export const DEFAULT_OPTIONS: LeanBundleOptions = { enabled: true, islands: {}, behaviours: [], articleDirs: ['docs', 'versioned_docs'] };

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function normalizeOptions(options: unknown): LeanBundleOptions {
  const input = (options ?? {}) as LeanBundleOptionsInput & { id?: string };
  const fail = (message: string): never => {
    throw new Error(`lean-bundle: ${message}`);
  };
  const unknown = Object.keys(input).filter((key) => key !== 'id' && !(key in DEFAULT_OPTIONS));
  if (unknown.length) fail(`unknown option(s) ${unknown.join(', ')}`);
  const { enabled = DEFAULT_OPTIONS.enabled, islands = {}, behaviours = [], articleDirs = DEFAULT_OPTIONS.articleDirs } = input;
  if (typeof enabled !== 'boolean') fail('enabled must be true or false');
  if (typeof islands !== 'object' || islands === null || !Object.entries(islands).every(([name, module]) => /^[A-Za-z][\w-]*$/.test(name) && isString(module))) {
    fail('islands must map island names (letters, digits, - and _) to module requests');
  }
  if (!Array.isArray(behaviours) || !behaviours.every((behaviour) => isString(behaviour?.selector) && isString(behaviour?.module))) {
    fail('behaviours must be a list of { selector, module }');
  }
  if (!Array.isArray(articleDirs) || !articleDirs.every(isString)) fail('articleDirs must be a list of folders');
  return { enabled, islands, behaviours, articleDirs };
}

export function validateOptions({ options }: OptionValidationContext<LeanBundleOptionsInput | undefined, LeanBundleOptions>): LeanBundleOptions {
  return normalizeOptions(options);
}
