// The code editor of a live preview: CodeMirror 6, loaded only when the reader presses "Run".
// Tab is left to move the focus (no tab trapping), so the editor is usable from the keyboard:
// indentation comes from Enter and the bracket commands of the default keymap.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';

export interface CodeEditor {
  setCode(code: string): void;
  focus(): void;
  destroy(): void;
}

export function createEditor(parent: HTMLElement, code: string, label: string, onChange: (code: string) => void): CodeEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: code,
      extensions: [
        lineNumbers(),
        history(),
        indentOnInput(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle),
        javascript({ jsx: true, typescript: true }),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setCode: (next) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } }),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
