import { useEffect, useRef, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction, type UIEvent } from 'react';

/** An entry of the dialog's listbox: a result section, a recent search or "See all results". */
export interface ListOption {
  id: string;
  url: string;
  title: string;
  kind: 'section' | 'recent' | 'all';
}

export interface ListboxNavigation {
  activeOption: ListOption | undefined;
  /** Arrow keys move the active option (wrapping around); returns whether the key was used. */
  onArrowKey(event: KeyboardEvent): boolean;
  /** ARIA and pointer props of an option element. */
  optionProps(option: ListOption): { id: string; role: 'option'; 'aria-selected': boolean; tabIndex: -1; onMouseMove: () => void };
  /** The scroll handler of the box around the listbox. */
  onScroll(event: UIEvent<HTMLDivElement>): void;
}

/**
 * The active option of a combobox's listbox, as `aria-activedescendant` expects it: focus stays
 * in the input while arrow keys move the active option, which is kept visible. The caller owns
 * the active index (new results set it back to 0) and the scrolling box around the listbox;
 * `resultsKey` changes with each new list of results, which starts at the top of the box.
 */
export function useListboxNavigation(
  options: ListOption[],
  [active, setActive]: [number, Dispatch<SetStateAction<number>>],
  scrollerRef: RefObject<HTMLDivElement>,
  resultsKey: unknown,
): ListboxNavigation {
  const movedByKey = useRef(false);
  const scrolled = useRef(false);
  const activeOption = options[Math.min(active, options.length - 1)];

  // Keep the active option visible after an arrow key. Scrolls the results box only:
  // scrollIntoView would also scroll the page behind the dialog.
  const activeId = activeOption?.id;
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    const box = scrollerRef.current;
    const element = activeId ? document.getElementById(activeId) : null;
    if (!box || !element) return;
    const outer = box.getBoundingClientRect();
    const inner = element.getBoundingClientRect();
    if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top + 8;
    else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom + 8;
  }, [activeId, scrollerRef]);

  useEffect(() => {
    if (scrolled.current && scrollerRef.current) {
      scrollerRef.current.scrollTop = 0;
      scrolled.current = false;
    }
  }, [resultsKey, scrollerRef]);

  return {
    activeOption,
    onArrowKey(event) {
      if (options.length === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return false;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      movedByKey.current = true;
      setActive((i) => (Math.min(i, options.length - 1) + step + options.length) % options.length);
      return true;
    },
    optionProps: (option) => ({
      id: option.id,
      role: 'option',
      'aria-selected': option === activeOption,
      tabIndex: -1,
      onMouseMove: () => {
        const index = options.indexOf(option);
        if (index !== active) setActive(index);
      },
    }),
    onScroll(event) {
      scrolled.current = event.currentTarget.scrollTop > 0;
    },
  };
}
