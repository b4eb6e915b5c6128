// Remark plugin: a code block whose meta says `live` gets a live preview next to it. The block
// itself stays as it is (what readers see before "Run" is the code that runs); the plugin adds a
// <LivePreview> element after it (and after its type-check note) carrying the same code and the
// engine project of the page. The page imports the island itself (an ESM node the plugin adds),
// so only pages with a live block carry its code.
import { projectSlug } from '../../engine/src/projects.mts';
import { isLiveMeta } from './render-targets.mts';

interface MdastNode {
  type: string;
  meta?: string | null;
  value?: string;
  name?: string;
  attributes?: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  children?: MdastNode[];
  data?: Record<string, unknown>;
}

const COMPONENT = 'LivePreview';
const COMPONENT_MODULE = '@site/plugins/live-preview/theme/LivePreview';

/** `import LivePreview from '…'`, as MDX expects it: the source and its ESTree. */
function importNode(): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${COMPONENT_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
            source: { type: 'Literal', value: COMPONENT_MODULE, raw: `'${COMPONENT_MODULE}'` },
          },
        ],
      },
    },
  };
}

interface VFileLike {
  path?: string;
}

export { isLiveMeta };

function livePreviewElement(code: string, project: string): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'code', value: code },
      { type: 'mdxJsxAttribute', name: 'project', value: project },
    ],
    children: [],
  };
}

export default function remarkLivePreview() {
  return (tree: MdastNode, file: VFileLike): void => {
    const project = file.path ? projectSlug(file.path) : 'unknown';
    let found = false;
    const visit = (node: MdastNode): void => {
      const children = node.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (child.type !== 'code' || !isLiveMeta(child.meta)) {
          visit(child);
          continue;
        }
        // After the notes under the block (type-check, render), which remark-code-samples adds.
        const isNote = (node: MdastNode | undefined) => node?.type === 'paragraph' && JSON.stringify(node.data ?? {}).includes('code-sample-note');
        let at = i + 1;
        while (isNote(children[at])) at++;
        children.splice(at, 0, livePreviewElement(child.value ?? '', project));
        i = at;
        found = true;
      }
    };
    visit(tree);
    if (found) tree.children?.unshift(importNode());
  };
}
