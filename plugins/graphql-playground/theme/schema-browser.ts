// The schema browser of a playground: the page's generated schema (schema-data.ts) as a searchable
// list. A type name in a signature is a button that searches for that type.
import { KIND_LABELS, searchSchema, type SchemaEntry } from './schema-data';
import styles from './playground.module.css';

/** Entries shown at once: a content API schema has hundreds of types; the search narrows them. */
const SHOWN_ENTRIES = 30;

let browsers = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export interface SchemaBrowser {
  readonly root: HTMLElement;
  /** Shows the entries matching `query` and puts it in the search box. */
  search(query: string): void;
  focusSearch(): void;
}

export function createSchemaBrowser(entries: readonly SchemaEntry[], title: string): SchemaBrowser {
  const id = `graphql-schema-${++browsers}`;
  const root = element('section', styles.schema);
  root.setAttribute('aria-labelledby', `${id}-title`);
  const heading = element('h3', styles.schemaTitle, title);
  heading.id = `${id}-title`;
  const label = element('label', styles.schemaSearchLabel, 'Search types and fields');
  label.htmlFor = `${id}-search`;
  const input = element('input', styles.schemaSearch);
  input.type = 'search';
  input.id = `${id}-search`;
  input.autocomplete = 'off';
  input.spellcheck = false;
  const count = element('p', styles.schemaCount);
  count.setAttribute('role', 'status');
  const list = element('div', styles.schemaList);
  root.append(heading, label, input, count, list);

  const signatureNode = (signature: string): HTMLElement => {
    const code = element('code', styles.signature);
    let last = 0;
    for (const match of signature.matchAll(/[_A-Za-z][_0-9A-Za-z]*/g)) {
      const name = match[0];
      const isType = entries.some((entry) => entry.name === name) && /:\s*\[*$/.test(signature.slice(0, match.index));
      if (!isType) continue;
      code.append(signature.slice(last, match.index));
      const link = element('button', styles.typeLink, name);
      link.type = 'button';
      link.addEventListener('click', () => {
        render(name);
        input.focus();
      });
      code.append(link);
      last = match.index + name.length;
    }
    code.append(signature.slice(last));
    return code;
  };

  const render = (query: string): void => {
    input.value = query;
    const found = searchSchema(entries, query);
    list.replaceChildren(
      ...found.slice(0, SHOWN_ENTRIES).map((entry) => {
        const section = element('section', styles.schemaEntry);
        const name = element('h4', styles.schemaEntryName);
        name.append(element('span', styles.schemaKind, KIND_LABELS[entry.kind]), ` ${entry.name}`);
        section.append(name);
        if (entry.description) section.append(element('p', styles.schemaDescription, entry.description));
        if (entry.members.length) {
          const members = element('ul', styles.schemaMembers);
          for (const member of entry.members) {
            const item = element('li');
            item.append(element('code', styles.memberName, member.name));
            if (member.signature) item.append(signatureNode(member.signature));
            if (member.description) item.append(element('span', styles.schemaDescription, ` ${member.description}`));
            members.append(item);
          }
          section.append(members);
        }
        return section;
      }),
    );
    const shown = Math.min(found.length, SHOWN_ENTRIES);
    count.textContent = found.length
      ? `${found.length} ${found.length === 1 ? 'type' : 'types'}${shown < found.length ? `, the first ${shown} shown: search to narrow them` : ''}.`
      : `No type or field matches “${query}”.`;
  };

  let pending: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(pending);
    pending = setTimeout(() => render(input.value), 150);
  });
  render('');
  return { root, search: render, focusSearch: () => input.focus() };
}
