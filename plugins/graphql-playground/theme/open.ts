// "Try it": loads the playground (its own chunk: CodeMirror, the GraphQL language support, the
// schema browser) on the first press, and opens it for the block. Both the article behaviour
// (an article that is HTML only) and the React button of the code block call this.
const opening = new WeakSet<HTMLElement>();

export async function openPlaygroundOf(tryIt: HTMLElement): Promise<void> {
  if (opening.has(tryIt) || tryIt.getAttribute('aria-disabled') === 'true') return;
  opening.add(tryIt);
  tryIt.setAttribute('aria-busy', 'true');
  try {
    const { openPlayground } = await import(/* webpackChunkName: "graphql-playground" */ './playground');
    await openPlayground(tryIt);
  } finally {
    tryIt.removeAttribute('aria-busy');
    opening.delete(tryIt);
  }
}
