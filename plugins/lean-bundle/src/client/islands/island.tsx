// Islands: the interactive parts of an article (lean-bundle README, "Static articles and
// islands"). The article's static HTML is not hydrated on the first page load (StaticArticle.tsx);
// only components made with island() are, each on its own. The wrapper element lets the client
// find each island's server-rendered DOM in order.
import { createElement, type ComponentType, type ReactNode } from 'react';

export interface IslandDefinition {
  /** Written to `data-island`; the client checks it against the island it hydrates there. */
  name: string;
  /** The interactive component itself, rendered inside the wrapper. */
  component: ComponentType<object>;
}

const definitions = new Map<unknown, IslandDefinition>();

/** Wraps `component` so that it is hydrated even when the article around it is not. */
export function island<P extends object>(name: string, component: ComponentType<P>): ComponentType<P> {
  // With the scheme off (PLAIN_DOCUSAURUS) the component renders as it is, without its wrapper.
  // The constant is the plugin's (ISLANDS_CONSTANT); Node, in unit tests, leaves it undefined.
  if (process.env.LEAN_BUNDLE_ISLANDS === 'off') return component;
  function Island(props: P): ReactNode {
    return (
      <div className="island" data-island={name}>
        {createElement(component, props)}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  definitions.set(Island, { name, component: component as ComponentType<object> });
  return Island;
}

/** The island made from this component type, if it is one. */
export function islandDefinitionOf(type: unknown): IslandDefinition | undefined {
  return definitions.get(type);
}
