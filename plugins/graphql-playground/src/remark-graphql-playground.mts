// Remark plugin: marks each GraphQL block the examples check runs (src/runnable.mts) with what its
// "Try it" button needs (API, project, variables), as a property of its code element. The code
// block (src/theme/CodeBlock) renders the button next to Copy; the code itself stays as it is.
import { isAbsolute, relative } from 'node:path';
import { blocksMustRun, looksLikeModel, parseMeta } from '../../code-samples/src/blocks.mts';
import { SITE_ROOT } from '../../code-samples/src/versions.mts';
import { projectSlug } from '../../engine/src/projects.mts';
import type { MdastNode } from '../../code-samples/src/remark-code-samples.mts';
import { playgroundBlockOf, TRY_IT_PROPERTY } from './runnable.mts';

interface VFileLike {
  path?: string;
  data?: { frontMatter?: Record<string, unknown> };
}

function codeNodes(node: MdastNode): MdastNode[] {
  return (node.children ?? []).flatMap((child) => (child.type === 'code' ? [child] : codeNodes(child)));
}

export default function remarkGraphqlPlayground() {
  return (tree: MdastNode, file: VFileLike): void => {
    if (!file.path) return;
    // Relative to the site: projectSlug tells the docs version from the path (plugins/live-preview does the same).
    const page = isAbsolute(file.path) ? relative(SITE_ROOT, file.path) : file.path;
    const blocks = codeNodes(tree);
    // As plugins/code-samples decides it for the notes under the blocks: a model block of the page, or `model_from:`.
    const hasProject =
      Boolean(file.data?.frontMatter?.model_from) ||
      blocks.some((node) => looksLikeModel({ lang: (node.lang ?? '').toLowerCase(), code: node.value ?? '', nocheckReason: parseMeta(node.meta ?? '').nocheck ?? null }));
    const context = { hasProject, mustRun: blocksMustRun(page), project: hasProject ? projectSlug(page) : null };
    for (const node of blocks) {
      const target = playgroundBlockOf({ lang: node.lang ?? '', meta: node.meta ?? '', code: node.value ?? '' }, context);
      if (!target) continue;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [TRY_IT_PROPERTY]: JSON.stringify(target) } };
    }
  };
}
