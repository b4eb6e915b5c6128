import type { Highlighted } from './types';
import { indexTerms, normalizeTerm, tokensWithPositions } from './tokenize';

const WORD = /[\p{L}\p{N}]+/gu;

// The index terms of a word, cached: snippets of every query scan the same words again.
const termCache = new Map<string, string[]>();

function termsOfWord(word: string): string[] {
  let terms = termCache.get(word);
  if (!terms) {
    // Only identifiers (a capital after the first letter) have camelCase parts.
    terms = /.\p{Lu}/u.test(word) ? indexTerms(word) : [normalizeTerm(word)];
    if (termCache.size > 50_000) termCache.clear();
    termCache.set(word, terms);
  }
  return terms;
}

function isMatched(word: string, matched: ReadonlySet<string>): boolean {
  for (const term of termsOfWord(word)) if (matched.has(term)) return true;
  return false;
}

/** Highlights the words of `text` that were matched (by any of their index terms). */
export function highlightTerms(text: string, matched: ReadonlySet<string>): Highlighted {
  const ranges: Array<[number, number]> = [];
  if (matched.size === 0) return { text, ranges };
  for (const token of tokensWithPositions(text)) {
    if (isMatched(token.word, matched)) ranges.push([token.start, token.end]);
  }
  return { text, ranges };
}

/**
 * The snippet of a long text: finds the first matched word, cuts a window around it and
 * highlights only inside the window (cheap on long sections).
 */
export function snippetOf(text: string, matched: ReadonlySet<string>, length = 160): Highlighted {
  if (text.length <= length) return highlightTerms(text, matched);
  let first = 0;
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    if (isMatched(match[0], matched)) {
      first = match.index;
      break;
    }
  }
  const from = Math.max(0, first - length);
  const window = text.slice(from, Math.min(text.length, first + 2 * length));
  const local = highlightTerms(window, matched);
  const cut = snippetAround({ text: window, ranges: local.ranges.length ? local.ranges : [[first - from, first - from]] }, length);
  const startsAtText = from === 0 && !cut.text.startsWith('… ');
  const endsAtText = from + window.length === text.length;
  let out = cut.text;
  if (!startsAtText && !out.startsWith('… ')) out = '… ' + out;
  if (!endsAtText && !out.endsWith(' …')) out = out + ' …';
  const shift = out.length - cut.text.length > 0 && out.startsWith('… ') && !cut.text.startsWith('… ') ? 2 : 0;
  return { text: out, ranges: cut.ranges.filter(([s, e]) => e > s).map(([s, e]) => [s + shift, e + shift]) };
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
