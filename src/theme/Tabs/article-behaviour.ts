// Tabs of an article that reaches the browser as HTML only (plugins/lean-bundle, "HTML
// articles"), as the theme's tabs behave: a click or Enter selects a tab, the arrow keys move
// the focus, tabs of one group switch together and the choice is kept under the theme's storage
// key (`docusaurus.tab.<group>`), the clicked tab keeps its place on the screen.

const WRAPPER = '.tabs-values';

function valuesOf(wrapper: HTMLElement): string[] {
  return JSON.parse(wrapper.dataset.tabValues ?? '[]') as string[];
}

function tabsOf(wrapper: HTMLElement): HTMLElement[] {
  return Array.from(wrapper.querySelectorAll<HTMLElement>('[role=tab]')).filter((tab) => tab.closest(WRAPPER) === wrapper);
}

function panelsOf(wrapper: HTMLElement): HTMLElement[] {
  return Array.from(wrapper.querySelectorAll<HTMLElement>('[role=tabpanel]')).filter((panel) => panel.closest(WRAPPER) === wrapper);
}

const storageKey = (group: string) => `docusaurus.tab.${group}`;

/** Selects the tab of `value` in one set of tabs; false if it has no such tab. */
function select(wrapper: HTMLElement, value: string): boolean {
  const index = valuesOf(wrapper).indexOf(value);
  if (index < 0) return false;
  tabsOf(wrapper).forEach((tab, position) => {
    const selected = position === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tabs__item--active', selected);
  });
  panelsOf(wrapper).forEach((panel, position) => {
    panel.hidden = position !== index;
  });
  return true;
}

/** Selects `value` in `wrapper` and in every set of tabs of its group in the document, and keeps the choice. */
function choose(wrapper: HTMLElement, value: string): void {
  select(wrapper, value);
  const group = wrapper.dataset.tabGroup;
  if (!group) return;
  for (const other of document.querySelectorAll<HTMLElement>(WRAPPER)) if (other.dataset.tabGroup === group) select(other, value);
  try {
    localStorage.setItem(storageKey(group), value);
  } catch {
    // Storage may be disabled: the choice then lasts for this page.
  }
}

export default function articleTabs(article: HTMLElement): () => void {
  // The reader's earlier choice for each group, as the theme's tabs apply it after hydration.
  for (const wrapper of article.querySelectorAll<HTMLElement>(WRAPPER)) {
    const group = wrapper.dataset.tabGroup;
    let stored: string | null = null;
    try {
      stored = group ? localStorage.getItem(storageKey(group)) : null;
    } catch {
      stored = null;
    }
    if (stored !== null) select(wrapper, stored);
  }

  const tabAt = (event: Event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role=tab]') : null;
    const wrapper = tab?.closest<HTMLElement>(WRAPPER);
    return tab && wrapper && article.contains(wrapper) ? { tab, wrapper } : null;
  };
  const activate = (tab: HTMLElement, wrapper: HTMLElement) => {
    const value = valuesOf(wrapper)[tabsOf(wrapper).indexOf(tab)];
    if (value === undefined || tab.getAttribute('aria-selected') === 'true') return;
    // Panels above may change height: keep the clicked tab where the reader sees it.
    const before = tab.getBoundingClientRect().top;
    choose(wrapper, value);
    window.scrollBy(0, tab.getBoundingClientRect().top - before);
  };
  const onClick = (event: MouseEvent) => {
    const hit = tabAt(event);
    if (hit) activate(hit.tab, hit.wrapper);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const hit = tabAt(event);
    if (!hit) return;
    const tabs = tabsOf(hit.wrapper);
    const index = tabs.indexOf(hit.tab);
    if (event.key === 'Enter') activate(hit.tab, hit.wrapper);
    else if (event.key === 'ArrowRight') tabs[(index + 1) % tabs.length]?.focus();
    else if (event.key === 'ArrowLeft') tabs[(index - 1 + tabs.length) % tabs.length]?.focus();
  };
  article.addEventListener('click', onClick);
  article.addEventListener('keydown', onKeyDown);
  return () => {
    article.removeEventListener('click', onClick);
    article.removeEventListener('keydown', onKeyDown);
  };
}
