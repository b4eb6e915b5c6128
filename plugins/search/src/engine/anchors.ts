import type { SectionMetaEntry } from './types';

const ASCII = /^[\x20-\x7e]*$/;

/**
 * The anchors a page's headings get from Docusaurus's slugger (github-slugger), for the usual
 * headings: lower case, punctuation dropped, spaces to hyphens, "-1" for a repeat. The build
 * stores the anchors this does not give, so a heading it gets wrong keeps its real anchor.
 */
export function slugger(): (heading: string) => string {
  const seen = new Map<string, number>();
  return (heading) => {
    const lower = heading.toLowerCase();
    // Most headings are ASCII: the Unicode classes are compiled only for the others.
    const base = (ASCII.test(lower) ? lower.replace(/[^a-z0-9_ -]/g, '') : lower.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')).replace(/ /g, '-');
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}

/**
 * The anchors of the sections of the page that section `id` belongs to, by section id: stored
 * anchors as they are, derived ones (0) from the page's headings in order.
 */
export function anchorsOfPage(sections: readonly SectionMetaEntry[], id: number): Map<number, string> {
  const page = sections[id]?.[0];
  let first = id;
  while (first > 0 && sections[first - 1]![0] === page) first--;
  const anchors = new Map<number, string>();
  const slug = slugger();
  for (let at = first; at < sections.length && sections[at]![0] === page; at++) {
    const [, anchor, level, heading] = sections[at]!;
    const derived = level === 0 ? '' : slug(heading);
    anchors.set(at, anchor === 0 ? derived : anchor);
  }
  return anchors;
}
