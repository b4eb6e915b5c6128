// The article of a doc page, hydrated without its static content on the first page load.
//
// Hydrating a long article means the browser rebuilds a virtual copy of thousands of nodes it
// already has, in one long task on the main thread. On the first load this component instead keeps the
// server-rendered DOM as it is (an element with dangerouslySetInnerHTML: Preact leaves its
// children alone while hydrating) and, in later tasks, hydrates only the islands (island.tsx)
// inside it, a few per task. After a client-side navigation there is no server HTML to keep, and
// the article renders as usual. Lean-bundle README, "Static articles and islands".
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Component, h, hydrate, render, type ComponentChildren } from 'preact';
import { useHistory } from '@docusaurus/router';
import { collectIslands, islandsMatch, topLevelIslandElements, type IslandInstance } from './collect';
import { clientNavigationTarget, preloadLinkTarget } from './links';

export interface StaticArticleProps {
  className: string;
  /** The MDX document element (`<MDXContent />`), walked to find the islands' props. */
  document: ReactElement;
  /** Render function of the article's content: used whenever the article is not kept static. */
  renderContent(): ReactNode;
  /** The MDX components the document renders with. */
  components: object;
}

/** Keeps Preact's children from touching the server-rendered DOM while hydrating. */
const KEEP_SERVER_HTML = { __html: '' };
/** Work per task when hydrating islands, so none becomes a long task (over 50 ms). */
const HYDRATION_SLICE_MS = 30;

/** The first article rendered in this window is the one the server rendered into the page. */
let serverRenderedArticlePending = typeof document !== 'undefined';

function serverRenderedArticle(className: string): HTMLElement | null {
  if (!serverRenderedArticlePending) return null;
  serverRenderedArticlePending = false;
  return document.querySelector<HTMLElement>(`.${className.split(' ').join('.')}`);
}

/**
 * Passes the host tree's context (router, Docusaurus context, doc metadata) to an island that
 * hydrates as a separate Preact root, as preact/compat's portals do.
 */
class HostContext extends Component<{ value: object; children?: ComponentChildren }> {
  override getChildContext(): object {
    return this.props.value;
  }
  override render(): ComponentChildren {
    return this.props.children;
  }
}

interface IslandPlacement {
  element: HTMLElement;
  instance: IslandInstance;
}

/** Pairs the document's islands with their wrappers in the server-rendered article, or null if they differ. */
function placeIslands(container: HTMLElement, props: StaticArticleProps): IslandPlacement[] | null {
  // Evaluating the MDX function only creates its element tree; nothing renders.
  const mdx = props.document.type as (mdxProps: object) => ReactNode;
  const instances = collectIslands(mdx({ ...(props.document.props as object), components: props.components }));
  const elements = topLevelIslandElements(container);
  if (!islandsMatch(instances, elements)) return null;
  return instances.map((instance, index) => ({ instance, element: elements[index]! }));
}

interface IslandHydratorProps {
  article: StaticArticleProps;
  container: HTMLElement;
  hostContext: object;
  onMismatch(): void;
}

/** Renders nothing; finds the article's islands and hydrates them, a slice per task. */
function IslandHydrator({ article, container, hostContext, onMismatch }: IslandHydratorProps): ReactNode {
  const placements = useRef<IslandPlacement[] | null>();

  useEffect(() => {
    const islands = placements.current;
    if (!islands) {
      onMismatch();
      return undefined;
    }
    const hydrated: HTMLElement[] = [];
    let next = 0;
    let timer = 0;
    const hydrateSlice = () => {
      const deadline = performance.now() + HYDRATION_SLICE_MS;
      while (next < islands.length && performance.now() < deadline) {
        const { element, instance } = islands[next++]!;
        const island = h(instance.definition.component as never, instance.props);
        hydrate(h(HostContext, { value: hostContext }, island), element);
        hydrated.push(element);
      }
      if (next < islands.length) timer = window.setTimeout(hydrateSlice, 0);
      // Tests and debugging: the article is static and all its islands are live.
      else container.dataset.islandsHydrated = String(islands.length);
    };
    hydrateSlice();
    return () => {
      window.clearTimeout(timer);
      // Unmount the islands' roots so their effects clean up before the article goes.
      for (const element of hydrated) render(null, element);
    };
    // Runs once: the islands of this article do not change while it stays static.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After this component's own hooks: on its first render, evaluating the MDX document calls its hooks.
  if (placements.current === undefined) placements.current = placeIslands(container, article);
  return null;
}

type Phase = 'hydrating' | 'islands' | 'rendered';

export default function StaticArticle(props: StaticArticleProps, hostContext?: object): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const [container] = useState(() => serverRenderedArticle(props.className));
  const [phase, setPhase] = useState<Phase>(container ? 'hydrating' : 'rendered');
  // Provider instances in the context object are stable; the object itself is not.
  const [islandContext] = useState(() => hostContext ?? {});

  // If hydration above this component failed and Preact created a fresh element, there is no
  // server HTML to keep: render the content.
  useLayoutEffect(() => {
    if (phase === 'hydrating' && ref.current !== container) setPhase('rendered');
  }, [phase, container]);

  // The islands are found and hydrated after the page's hydration task, in tasks of their own.
  useEffect(() => {
    if (phase === 'hydrating' && ref.current === container) setPhase('islands');
  }, [phase, container]);

  useEffect(() => {
    if (phase !== 'islands' || !container) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = clientNavigationTarget(event, window.location);
      if (target === null) return;
      event.preventDefault();
      history.push(target);
    };
    const onPointer = (event: Event) => preloadLinkTarget(event, window.location);
    container.addEventListener('click', onClick);
    container.addEventListener('mouseover', onPointer);
    container.addEventListener('touchstart', onPointer, { passive: true });
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('mouseover', onPointer);
      container.removeEventListener('touchstart', onPointer);
    };
  }, [phase, container, history]);

  if (phase === 'rendered' || !container) {
    return (
      <div ref={ref} className={props.className}>
        {props.renderContent()}
      </div>
    );
  }
  return (
    <>
      <div ref={ref} className={props.className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
      {phase === 'islands' && <IslandHydrator article={props} container={container} hostContext={islandContext} onMismatch={() => setPhase('rendered')} />}
    </>
  );
}
