// The code editor of a live preview: CodeMirror 6, loaded only when the reader presses "Run".
// Tab is left to move the focus (no tab trapping), so the editor is usable from the keyboard:
// indentation comes from Enter and the bracket commands of the default keymap.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';

// The token colours of the static code blocks (src/css/custom.css, `--site-token-*`, their contrast
// tested on the code background the editor has too), so the block looks the same once it is an
// editor, in both colour modes.
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.moduleKeyword, tags.controlKeyword, tags.definitionKeyword], color: 'var(--site-token-keyword)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--site-token-string)' },
  { tag: [tags.tagName], color: 'var(--site-token-tag)' },
  { tag: [tags.typeName, tags.className], color: 'var(--site-token-class)' },
  { tag: [tags.propertyName, tags.attributeName, tags.number, tags.bool, tags.null], color: 'var(--site-token-number)' },
  { tag: [tags.comment], color: 'var(--site-token-comment)', fontStyle: 'italic' },
]);

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
        // Wrapped lines and no height limit: the editor never scrolls on its own, so it is not a
        // scrollable region that keyboard users would have to reach separately.
        EditorView.lineWrapping,
        history(),
        indentOnInput(),
        highlightActiveLine(),
        syntaxHighlighting(highlightStyle),
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
