import type { Highlighted } from './types';
import { indexTerms, tokensWithPositions } from './tokenize';

/** Highlights the words of `text` that were matched (by any of their index terms). */
export function highlightTerms(text: string, matched: ReadonlySet<string>): Highlighted {
  const ranges: Array<[number, number]> = [];
  if (matched.size === 0) return { text, ranges };
  for (const token of tokensWithPositions(text)) {
    if (indexTerms(token.word).some((term) => matched.has(term))) ranges.push([token.start, token.end]);
  }
  return { text, ranges };
}

/**
 * A window of about `length` characters of `text` around its first highlighted word, cut at word
 * boundaries, with ellipses where text was cut. Ranges are shifted to the window.
 */
export function snippetAround(full: Highlighted, length = 160): Highlighted {
  const { text, ranges } = full;
  if (text.length <= length) return full;
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, Math.min(start, end - length));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && space > (ranges[0]?.[1] ?? 0)) end = space;
  }
  const prefix = start > 0 ? '… ' : '';
  const suffix = end < text.length ? ' …' : '';
  const shifted: Array<[number, number]> = [];
  for (const [s, e] of ranges) {
    if (e <= start || s >= end) continue;
    shifted.push([Math.max(s, start) - start + prefix.length, Math.min(e, end) - start + prefix.length]);
  }
  return { text: prefix + text.slice(start, end) + suffix, ranges: shifted };
}

/** Splits a highlighted text into plain and marked parts, in order (for rendering as nodes). */
export function highlightParts(value: Highlighted): Array<{ text: string; marked: boolean }> {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  const sorted = [...value.ranges].sort((a, b) => a[0] - b[0]);
  for (const [rawStart, rawEnd] of sorted) {
    const start = Math.max(rawStart, at);
    const end = Math.min(rawEnd, value.text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: value.text.slice(at, start), marked: false });
    parts.push({ text: value.text.slice(start, end), marked: true });
    at = end;
  }
  if (at < value.text.length) parts.push({ text: value.text.slice(at), marked: false });
  return parts;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

/**
 * Turns a value highlighted by a hosted search service ("a <mark>b</mark> &lt;c&gt;", HTML
 * escaped, with pre/post tags) into text and ranges. The text is never used as HTML.
 */
export function fromTaggedString(tagged: string, preTag = '<mark>', postTag = '</mark>'): Highlighted {
  const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name] ?? _);
  let text = '';
  const ranges: Array<[number, number]> = [];
  let rest = tagged;
  while (rest.length > 0) {
    const open = rest.indexOf(preTag);
    if (open === -1) {
      text += unescape(rest);
      break;
    }
    text += unescape(rest.slice(0, open));
    rest = rest.slice(open + preTag.length);
    const close = rest.indexOf(postTag);
    const inner = unescape(close === -1 ? rest : rest.slice(0, close));
    ranges.push([text.length, text.length + inner.length]);
    text += inner;
    rest = close === -1 ? '' : rest.slice(close + postTag.length);
  }
  return { text, ranges };
}
