// The playground's editors: CodeMirror 6 with cm6-graphql (highlighting, completion and lint from
// the page's schema) for the query, a plain one for the variables. Loaded with the playground only.
// Tab is left to move the focus (no tab trapping); completion opens as the reader types or with
// Ctrl+Space, and Enter accepts it.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { forceLinting, lintKeymap } from '@codemirror/lint';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { graphql, updateSchema } from 'cm6-graphql';
import type { GraphQLSchema } from 'graphql';

// The token colours of the static code blocks (src/css/custom.css, `--site-token-*`, their contrast
// tested on the code background the editor has too): fields and arguments as the static GraphQL
// block colours them, so the block looks the same once it is an editor.
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.definitionKeyword], color: 'var(--site-token-keyword)' },
  { tag: [tags.string], color: 'var(--site-token-string)' },
  { tag: [tags.propertyName, tags.attributeName, tags.variableName, tags.integer, tags.float, tags.bool, tags.null], color: 'var(--site-token-number)' },
  { tag: [tags.special(tags.name)], color: 'var(--site-token-class)' },
  { tag: [tags.lineComment], color: 'var(--site-token-comment)', fontStyle: 'italic' },
]);

export interface TextEditor {
  readonly view: EditorView;
  text(): string;
  setText(text: string): void;
  focus(): void;
  destroy(): void;
}

function textEditor(parent: HTMLElement, doc: string, labelId: string, extensions: Extension[], onRun: () => void): TextEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        // Ctrl/Cmd+Enter runs, ahead of the default keymap's Mod-Enter (insert a blank line).
        Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => (onRun(), true) }])),
        lineNumbers(),
        EditorView.lineWrapping,
        history(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        syntaxHighlighting(highlightStyle),
        keymap.of([...closeBracketsKeymap, ...completionKeymap, ...lintKeymap, ...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ 'aria-labelledby': labelId }),
        ...extensions,
      ],
    }),
  });
  return {
    view,
    text: () => view.state.doc.toString(),
    setText: (text) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}

export interface QueryEditorOptions {
  onRun: () => void;
  /** A field or type the reader asked to see (Ctrl/Cmd+click): the schema browser opens on it. */
  onShowInSchema: (typeName: string) => void;
}

export function createQueryEditor(parent: HTMLElement, doc: string, labelId: string, options: QueryEditorOptions): TextEditor & { setSchema(schema: GraphQLSchema): void } {
  const extensions = [
    graphql(undefined, {
      onShowInDocs: (_field, type, parentType) => {
        const name = (parentType ?? type)?.replace(/[[\]!]/g, '');
        if (name) options.onShowInSchema(name);
      },
    }),
    autocompletion({ activateOnTyping: true }),
  ];
  const editor = textEditor(parent, doc, labelId, extensions, options.onRun);
  return {
    ...editor,
    setSchema: (schema) => {
      updateSchema(editor.view, schema);
      // What the reader typed while the schema loaded is checked now, not at the next keystroke.
      forceLinting(editor.view);
    },
  };
}

export function createVariablesEditor(parent: HTMLElement, doc: string, labelId: string, onRun: () => void): TextEditor {
  return textEditor(parent, doc, labelId, [], onRun);
}
