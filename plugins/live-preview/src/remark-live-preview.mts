// Remark plugin: a code block whose meta says `live` gets a live preview next to it. The block
// itself stays as it is (what readers see before "Run" is the code that runs); the plugin adds a
// <LivePreview> element after it (and after its type-check note) carrying the same code, the
// engine project of the page and the frame of the block's Interface version (frame/frames.ts). The page imports the island itself (an ESM node the plugin adds),
// so only pages with a live block carry its code.
import { isAbsolute, relative } from 'node:path';
import { normaliseVersion, parseMeta } from '../../code-samples/src/blocks.mts';
import { pageInterfaceVersion } from '../../code-samples/src/remark-code-samples.mts';
import { SITE_ROOT } from '../../code-samples/src/versions.mts';
import { projectSlug } from '../../engine/src/projects.mts';
import { frameFor, FRAMES } from '../frame/frames.ts';
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
  value?: unknown;
  data?: { frontMatter?: Record<string, unknown> };
}

export { isLiveMeta };

function livePreviewElement(code: string, project: string, frame: string): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'code', value: code },
      { type: 'mdxJsxAttribute', name: 'project', value: project },
      { type: 'mdxJsxAttribute', name: 'frame', value: frame },
    ],
    children: [],
  };
}

export default function remarkLivePreview() {
  return (tree: MdastNode, file: VFileLike): void => {
    // By the path relative to the site: projectSlug tells the docs version from it (a 2.x page's
    // slug starts with v2-x-), which an absolute path, as Docusaurus gives it, would hide.
    const project = file.path ? projectSlug(isAbsolute(file.path) ? relative(SITE_ROOT, file.path) : file.path) : 'unknown';
    const pageVersion = pageInterfaceVersion(file);
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
        // The block's Interface version picks the frame; a version without one is the render check's
        // problem (targetProblem), so the island falls back to the first frame.
        const frame = frameFor(normaliseVersion(parseMeta(child.meta ?? '').interface) ?? pageVersion) ?? FRAMES[0]!;
        children.splice(at, 0, livePreviewElement(child.value ?? '', project, frame.base));
        i = at;
        found = true;
      }
    };
    visit(tree);
    if (found) tree.children?.unshift(importNode());
  };
}
