// Brings an HTML article to life (lean-bundle README, "HTML articles"): hydrates its islands
// from the props in their wrappers, starts the behaviours its elements ask for, and makes its
// links navigate on the client. Islands and behaviours load only when the article has them.
import { Component, h, hydrate, render, type ComponentChildren, type ComponentType } from 'preact';
import { behaviours, islands } from '@lean-bundle/article-parts';
import { islandDefinitionOf } from './island';
import { onFirstInteraction } from './interaction';
import { clientNavigationTarget, preloadLinkTarget } from './links';

/** What a behaviour module's default export does with an article; it may return a cleanup. */
export type ArticleBehaviour = (article: HTMLElement) => (() => void) | undefined;

/** Work per task when hydrating islands, so none becomes a long task (over 50 ms). */
const HYDRATION_SLICE_MS = 30;

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

interface History {
  push(path: string): void;
}

/** Starts everything interactive in `article`; returns the function that stops it all. */
export function hydrateArticle(article: HTMLElement, hostContext: object, history: History): () => void {
  let stopped = false;
  const cleanups: (() => void)[] = [];

  const onClick = (event: MouseEvent) => {
    const target = clientNavigationTarget(event, window.location);
    if (target === null) return;
    event.preventDefault();
    history.push(target);
  };
  const onPointer = (event: Event) => preloadLinkTarget(event, window.location);
  article.addEventListener('click', onClick);
  article.addEventListener('mouseover', onPointer);
  article.addEventListener('touchstart', onPointer, { passive: true });
  cleanups.push(() => {
    article.removeEventListener('click', onClick);
    article.removeEventListener('mouseover', onPointer);
    article.removeEventListener('touchstart', onPointer);
  });

  for (const { selector, load } of behaviours) {
    if (!article.querySelector(selector)) continue;
    void load().then(({ default: behaviour }) => {
      if (stopped) return;
      const cleanup = (behaviour as ArticleBehaviour)(article);
      if (cleanup) cleanups.push(cleanup);
    });
  }

  const wrappers = Array.from(article.querySelectorAll<HTMLElement>('[data-island]'));
  const hydrated: HTMLElement[] = [];
  const hydrateIsland = (wrapper: HTMLElement, component: ComponentType<object>) => {
    if (stopped) return;
    const props = JSON.parse(wrapper.dataset.islandProps ?? '{}') as object;
    // The wrapper's child is the component's server-rendered DOM.
    hydrate(h(HostContext, { value: hostContext }, h(component, props)), wrapper);
    hydrated.push(wrapper);
  };
  const onInteraction = wrappers.filter((wrapper) => wrapper.dataset.islandHydrate === 'interaction');
  for (const wrapper of onInteraction) cleanups.push(onFirstInteraction(wrapper, () => componentOf(wrapper.dataset.island!).then((component) => hydrateIsland(wrapper, component))));
  const onLoad = wrappers.filter((wrapper) => !onInteraction.includes(wrapper));
  let timer = 0;
  void Promise.all(onLoad.map((wrapper) => componentOf(wrapper.dataset.island!))).then((components) => {
    let next = 0;
    const slice = () => {
      const deadline = performance.now() + HYDRATION_SLICE_MS;
      while (!stopped && next < onLoad.length && performance.now() < deadline) {
        hydrateIsland(onLoad[next]!, components[next]!);
        next += 1;
      }
      if (!stopped && next < onLoad.length) timer = window.setTimeout(slice, 0);
      // Tests and debugging: every island of the article is live, or waits for the reader.
      else if (!stopped) article.dataset.islandsHydrated = String(wrappers.length);
    };
    slice();
  });

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    // Unmount the islands' roots so their effects clean up before the article goes.
    for (const wrapper of hydrated) render(null, wrapper);
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}

/** The component of an island, from the module the plugin's `islands` option names. */
async function componentOf(name: string): Promise<ComponentType<object>> {
  const load = islands[name];
  if (!load) throw new Error(`lean-bundle: no module for island "${name}" in the plugin's islands option`);
  const { default: exported } = await load();
  // The module exports the island (the wrapped component): hydrate the component inside the wrapper.
  return (islandDefinitionOf(exported)?.component ?? exported) as ComponentType<object>;
}
