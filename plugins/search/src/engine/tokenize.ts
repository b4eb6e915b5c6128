/**
 * Tokenisation shared by the indexer (Node) and the engine (browser), so that both sides agree
 * on the terms. Words are runs of letters and digits in any script; everything else separates.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** A word of the text with its position, used to find highlight ranges. */
export interface Token {
  word: string;
  start: number;
  end: number;
}

export function tokensWithPositions(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    tokens.push({ word: match[0], start, end: start + match[0].length });
  }
  return tokens;
}

export function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Parts of a camelCase or PascalCase identifier: "HasManySelectCell" → has, many, select, cell. */
export function camelParts(word: string): string[] {
  const parts = word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ');
  return parts.length > 1 ? parts : [];
}

/**
 * Lower case plus a light English plural stemmer: "keys" → "key", "entities" → "entity".
 * Deliberately small: it has to be identical at index and query time, and predictable.
 */
export function normalizeTerm(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return lower.slice(0, -3) + 'y';
  if (
    lower.length > 3 &&
    lower.endsWith('s') &&
    !lower.endsWith('ss') &&
    !lower.endsWith('us') &&
    !lower.endsWith('is') &&
    !/\p{N}/u.test(lower)
  ) {
    return lower.slice(0, -1);
  }
  return lower;
}

/** Terms a word is indexed under: the word itself and, for identifiers, its camelCase parts. */
export function indexTerms(word: string): string[] {
  const terms = [normalizeTerm(word)];
  for (const part of camelParts(word)) terms.push(normalizeTerm(part));
  return terms;
}

export function indexTermsOfText(text: string): string[] {
  return splitWords(text).flatMap(indexTerms);
}
