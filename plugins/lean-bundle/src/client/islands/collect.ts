import { isValidElement, type ReactNode } from 'react';
import { islandDefinitionOf, type IslandDefinition } from './island';

export interface IslandInstance {
  definition: IslandDefinition;
  props: object;
}

/**
 * The islands of an element tree in document order, without descending into islands (an
 * island hydrates its own subtree, nested islands included). Only props.children is followed:
 * an MDX document is one tree of elements whose components render their children in order.
 * A component that renders an island any other way makes the result disagree with the DOM,
 * and StaticArticle then hydrates the whole article instead.
 */
export function collectIslands(node: ReactNode, found: IslandInstance[] = []): IslandInstance[] {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) collectIslands(child, found);
  } else if (isValidElement<{ children?: ReactNode }>(node)) {
    const definition = islandDefinitionOf(node.type);
    if (definition) found.push({ definition, props: node.props });
    else collectIslands(node.props.children, found);
  }
  return found;
}

/** Island wrappers under `root` that are not inside another island, in document order. */
export function topLevelIslandElements(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-island]')).filter(
    (element) => element.parentElement?.closest('[data-island]') == null,
  );
}

/** True when the tree's islands and the DOM's island wrappers are the same list. */
export function islandsMatch(instances: readonly IslandInstance[], elements: readonly HTMLElement[]): boolean {
  return instances.length === elements.length && instances.every((instance, index) => elements[index]?.dataset.island === instance.definition.name);
}
