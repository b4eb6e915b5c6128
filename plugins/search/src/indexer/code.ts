/** Identifiers worth indexing from a code block: names, not syntax. */
const STOP = new Set(
  `abstract any as async await boolean break case catch class const constructor continue debugger declare default delete do else enum export extends false finally for from function get if implements import in instanceof interface keyof let new null number object of package private protected public readonly require return set static string super switch this throw true try type typeof undefined unknown var void while with yield div span props children className key ref`.split(
    ' ',
  ),
);

export function codeIdentifiers(code: string, max = 40): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const word = match[0].replace(/^[_$]+|[_$]+$/g, '');
    if (word.length < 3 || STOP.has(word)) continue;
    found.add(word);
    if (found.size >= max) break;
  }
  return [...found];
}
