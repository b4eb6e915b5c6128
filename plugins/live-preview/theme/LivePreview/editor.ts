// The code editor of a live preview: CodeMirror 6, loaded only when the reader presses "Run".
// Tab is left to move the focus (no tab trapping), so the editor is usable from the keyboard:
// indentation comes from Enter and the bracket commands of the default keymap.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';

// Colours are CSS variables (styles.module.css), so the editor follows the site's light and dark
// themes with the palette of the static code blocks.
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.moduleKeyword, tags.controlKeyword, tags.definitionKeyword], color: 'var(--live-preview-keyword)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--live-preview-string)' },
  { tag: [tags.typeName, tags.tagName, tags.className], color: 'var(--live-preview-tag)' },
  { tag: [tags.propertyName, tags.attributeName], color: 'var(--live-preview-attribute)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--live-preview-number)' },
  { tag: [tags.comment], color: 'var(--live-preview-comment)', fontStyle: 'italic' },
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
