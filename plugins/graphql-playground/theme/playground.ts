// The playground that replaces a GraphQL block on "Try it": the query in an editor with the
// page's schema, the block's variables, Run, the response, Reset query, Reset data, and the schema
// browser. Plain DOM, loaded (with CodeMirror and the GraphQL language support) only on "Try it".
import { backendFor, type PlaygroundBackend } from './backend';
import { playgroundBlockOfButton } from './block';
import { createQueryEditor, createVariablesEditor, type TextEditor } from './editor';
import { MAX_REQUEST_MS, withTimeLimit } from './limits';
import { createSchemaBrowser, type SchemaBrowser } from './schema-browser';
import { schemaEntries } from './schema-data';
import styles from './playground.module.css';

let playgrounds = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(text: string, className = styles.button): HTMLButtonElement {
  const node = element('button', className, text);
  node.type = 'button';
  return node;
}

/** The variables as the block gives them, indented for editing. */
function formatVariables(variables: string): string {
  try {
    return JSON.stringify(JSON.parse(variables), null, 2);
  } catch {
    return variables;
  }
}

// The engine in the browser starts on the first request: the schema can take seconds to arrive.
const SCHEMA_LOADING = 'Loading the schema of this page…';
const SCHEMA_READY = 'The schema is loaded: completion and checks are on.';
const schemaProblem = (error: unknown) =>
  `The schema could not be loaded, so completion, checks and the schema browser are off: ${error instanceof Error ? error.message : String(error)}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Says under the block why its "Try it" cannot run; the block and its recorded response stay as they are. */
function showUnavailable(tryIt: HTMLElement, codeBlock: HTMLElement, reason: string): void {
  const note = element('p', styles.unavailable, reason);
  note.id = `graphql-playground-unavailable-${++playgrounds}`;
  codeBlock.after(note);
  tryIt.textContent = 'Cannot run here';
  tryIt.setAttribute('aria-describedby', note.id);
  tryIt.setAttribute('aria-disabled', 'true');
}

/** Opens the playground of the block whose "Try it" button this is. */
export async function openPlayground(tryIt: HTMLElement): Promise<void> {
  const block = playgroundBlockOfButton(tryIt);
  const codeBlock = tryIt.closest<HTMLElement>('.theme-code-block');
  if (!block || !codeBlock) return;
  const choice = await backendFor(block);
  if ('unavailable' in choice) {
    showUnavailable(tryIt, codeBlock, choice.unavailable);
    return;
  }
  mountPlayground(tryIt, codeBlock, block.variables, choice.backend, block.api);
}

function mountPlayground(tryIt: HTMLElement, codeBlock: HTMLElement, blockVariables: string | null, backend: PlaygroundBackend, api: string): void {
  const id = `graphql-playground-${++playgrounds}`;
  const originalQuery = (codeBlock.querySelector('pre code')?.textContent ?? '').replace(/\n$/, '');
  const originalVariables = blockVariables === null ? null : formatVariables(blockVariables);

  const root = element('section', styles.playground);
  root.setAttribute('aria-label', `GraphQL playground, ${api} API`);
  const toolbar = element('div', styles.toolbar);
  const run = button('Run', `${styles.button} ${styles.primary}`);
  run.setAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');
  const resetQuery = button('Reset query');
  const resetData = backend.resetData ? button('Reset data') : null;
  const schemaToggle = button('Schema');
  schemaToggle.setAttribute('aria-expanded', 'false');
  schemaToggle.setAttribute('aria-controls', `${id}-schema`);
  const close = button('Close');
  toolbar.append(run, resetQuery, ...(resetData ? [resetData] : []), schemaToggle, close);
  const hint = element('p', styles.hint, `Ctrl+Enter (⌘+Enter) runs, Ctrl+Space completes. Runs on the ${backend.label}.`);

  const queryLabel = element('span', styles.label, 'Query');
  queryLabel.id = `${id}-query`;
  const queryHost = element('div', styles.editor);
  const variablesLabel = element('span', styles.label, 'Variables (JSON)');
  variablesLabel.id = `${id}-variables`;
  const variablesHost = element('div', styles.editor);

  const schemaHost = element('div', styles.schemaHost);
  schemaHost.id = `${id}-schema`;
  schemaHost.hidden = true;

  const status = element('p', styles.status);
  status.setAttribute('role', 'status');
  const responseLabel = element('span', styles.label, 'Response');
  responseLabel.id = `${id}-response`;
  const output = element('pre', styles.response);
  output.tabIndex = 0;
  output.setAttribute('aria-labelledby', responseLabel.id);
  output.hidden = true;
  responseLabel.hidden = true;

  root.append(toolbar, hint, queryLabel, queryHost);
  if (originalVariables !== null) root.append(variablesLabel, variablesHost);
  root.append(schemaHost, status, responseLabel, output);

  const announce = (text: string) => {
    status.textContent = text;
  };

  // The schema browser, once the schema has arrived (it starts loading as the playground opens).
  let browser: Promise<SchemaBrowser> | null = null;
  const openSchema = (query?: string) => {
    if (!browser) return;
    browser.then(
      (opened) => {
        schemaHost.hidden = false;
        schemaToggle.setAttribute('aria-expanded', 'true');
        if (query !== undefined) opened.search(query);
        opened.focusSearch();
      },
      (error: unknown) => announce(schemaProblem(error)),
    );
  };

  let controller: AbortController | null = null;
  const execute = async (): Promise<void> => {
    let variables: Record<string, unknown> | undefined;
    const variablesText = variablesEditor?.text().trim() ?? '';
    if (variablesText) {
      try {
        variables = JSON.parse(variablesText) as Record<string, unknown>;
      } catch (error) {
        announce(`The variables are not JSON: ${(error as Error).message}. Nothing was sent.`);
        return;
      }
    }
    controller?.abort();
    const current = (controller = new AbortController());
    run.setAttribute('aria-busy', 'true');
    announce('Running…');
    const started = performance.now();
    try {
      const response = await withTimeLimit((signal) => backend.execute(queryEditor.text(), variables, signal), MAX_REQUEST_MS, current.signal);
      if (current !== controller) return;
      const elapsed = Math.round(performance.now() - started);
      output.textContent = JSON.stringify(response, null, 2);
      output.hidden = responseLabel.hidden = false;
      const errors = response.errors ?? [];
      announce(errors.length ? `The engine returned ${plural(errors.length, 'error')}: ${errors[0]!.message}` : `Response in ${elapsed} ms.`);
    } catch (error) {
      if (current !== controller) return;
      const message = error instanceof Error ? error.message : String(error);
      output.textContent = message;
      output.hidden = responseLabel.hidden = false;
      announce(message);
    } finally {
      if (current === controller) run.removeAttribute('aria-busy');
    }
  };

  const queryEditor = createQueryEditor(queryHost, originalQuery, queryLabel.id, {
    onRun: () => void execute(),
    onShowInSchema: (typeName) => openSchema(typeName),
  });
  const variablesEditor: TextEditor | null = originalVariables === null ? null : createVariablesEditor(variablesHost, originalVariables, variablesLabel.id, () => void execute());

  announce(SCHEMA_LOADING);
  browser = backend.schema().then((schema) => {
    queryEditor.setSchema(schema);
    if (status.textContent === SCHEMA_LOADING) announce(SCHEMA_READY);
    const created = createSchemaBrowser(schemaEntries(schema), `Schema of the ${api} API of this page`);
    schemaHost.append(created.root);
    return created;
  });
  browser.catch((error: unknown) => announce(schemaProblem(error)));

  run.addEventListener('click', () => void execute());
  resetQuery.addEventListener('click', () => {
    queryEditor.setText(originalQuery);
    if (variablesEditor && originalVariables !== null) variablesEditor.setText(originalVariables);
    announce('The query is as the page shows it again.');
  });
  resetData?.addEventListener('click', () => {
    announce('Restoring the seed data…');
    backend.resetData!().then(
      () => announce('The seed data of this page is restored.'),
      (error: unknown) => announce(`The data could not be reset: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
  schemaToggle.addEventListener('click', () => {
    if (schemaHost.hidden) openSchema();
    else {
      schemaHost.hidden = true;
      schemaToggle.setAttribute('aria-expanded', 'false');
    }
  });
  close.addEventListener('click', () => {
    controller?.abort();
    queryEditor.destroy();
    variablesEditor?.destroy();
    root.remove();
    codeBlock.style.display = '';
    tryIt.focus();
  });

  // The editor takes the static block's place (an inline style: the theme's block styles its display).
  codeBlock.after(root);
  codeBlock.style.display = 'none';
  queryEditor.focus();
}
