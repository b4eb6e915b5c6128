// Islands: the interactive components of an article (lean-bundle README, "HTML articles"). An
// article reaches the browser as HTML only; a component made with island() is the exception: its
// wrapper carries the island's name and its props as JSON, and the browser hydrates it there
// with the component that the plugin's `islands` option names (hydrate-article.ts).
import { createElement, type ComponentType, type ReactNode } from 'react';

export interface IslandDefinition {
  /** Written to `data-island`; the plugin's `islands` option maps it to the component's module. */
  name: string;
  /** The interactive component itself, rendered inside the wrapper. */
  component: ComponentType<object>;
}

const definitions = new Map<unknown, IslandDefinition>();

export interface IslandOptions {
  /**
   * `'load'` (default): hydrates after the page. `'interaction'`: hydrates when the reader first
   * points at, touches or focuses it (its code loads then); a click before that is replayed.
   * For islands whose HTML is all a reader needs until they use it, such as a button.
   */
  hydrate?: 'load' | 'interaction';
}

/** The props of an island as JSON, or an error naming what cannot be sent through HTML. */
export function islandPropsJson(name: string, props: object): string {
  return JSON.stringify(props, (key, value: unknown) => {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' || (value !== null && typeof value === 'object' && '$$typeof' in value)) {
      throw new Error(`island ${name}: prop "${key}" is not JSON (an element, a function…); an island gets its props through the page's HTML`);
    }
    return value;
  });
}

/** Wraps `component` so that it is hydrated in an article that is otherwise HTML. */
export function island<P extends object>(name: string, component: ComponentType<P>, options: IslandOptions = {}): ComponentType<P> {
  // With the scheme off (PLAIN_DOCUSAURUS) the component renders as it is, without its wrapper.
  // The constant is the plugin's (ISLANDS_CONSTANT); Node, in unit tests, leaves it undefined.
  if (process.env.LEAN_BUNDLE_ISLANDS === 'off') return component;
  function Island(props: P): ReactNode {
    const wrapper = {
      className: 'island',
      'data-island': name,
      'data-island-props': islandPropsJson(name, props),
      ...(options.hydrate === 'interaction' ? { 'data-island-hydrate': 'interaction' } : {}),
    };
    return createElement('div', wrapper, createElement(component, props));
  }
  Island.displayName = `Island(${name})`;
  definitions.set(Island, { name, component: component as ComponentType<object> });
  return Island;
}

/** The island made from this component type, if it is one. */
export function islandDefinitionOf(type: unknown): IslandDefinition | undefined {
  return definitions.get(type);
}
