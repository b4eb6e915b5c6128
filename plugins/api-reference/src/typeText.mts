// Helpers on printed type text, shared by extraction and rendering (no compiler needed).

/** Splits a printed type on its top-level `|` (not inside brackets, generics or strings). */
export function unionMembers(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const ch = type[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if ('([{<'.includes(ch)) depth++;
    else if (')]}'.includes(ch) || (ch === '>' && type[i - 1] !== '=')) depth--;
    else if (ch === '|' && depth === 0) {
      parts.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(type.slice(start).trim());
  return parts.filter(Boolean);
}

/** `a | b` merged with `b | c` → `a | b | c`. */
export function mergeUnion(a: string, b: string): string {
  return [...new Set([...unionMembers(a), ...unionMembers(b)])].join(' | ');
}

/** A printed type with its top-level union members sorted, to compare types regardless of member order. */
export function normalizedType(type: string): string {
  return unionMembers(type).sort().join(' | ');
}

/** `((value: string) => void)` → `(value: string) => void`: drops parentheses around the whole type. */
export function unwrapParens(type: string): string {
  let text = type.trim();
  while (text.startsWith('(') && text.endsWith(')')) {
    let depth = 0;
    let closesAtEnd = true;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
      if (depth === 0 && i < text.length - 1) {
        closesAtEnd = false;
        break;
      }
    }
    if (!closesAtEnd) break;
    text = text.slice(1, -1).trim();
  }
  return text;
}
