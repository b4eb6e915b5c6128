// Remark plugin: shows readers only the visible part of each TypeScript sample (hidden setup
// lines are compiled by the checker, not shown), and adds a one-line note under the block saying
// which package versions it was type-checked against, or why it was not.
import { blocksMustRun, CHECKED_LANGUAGES, ENGINE_APIS, frontMatterInterfaceVersion, isGraphqlBlock, isSchemaExcerpt, looksLikeModel, metaFlags, normaliseVersion, parseMeta, SEED_FLAG, visibleCode, type InterfaceVersion } from './blocks.mts';
import { relative } from 'node:path';
import { cliNoteText, isCliBlock } from './cli-blocks.mts';
import { docsVersionInterface, engineVersion, importedPackages, installedVersion, SITE_ROOT } from './versions.mts';
import { frameLabel, isInterfacePage, isRenderTarget, renderNoteText } from '../../live-preview/src/render-targets.mts';
import { frameFor } from '../../live-preview/frame/frames.ts';

/** The part of an mdast node the docs' remark plugins read and write. */
export interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>;
}

interface VFileLike {
  data: { frontMatter?: Record<string, unknown> };
  value?: unknown;
  path?: string;
}

function note(text: string, kind: 'checked' | 'unchecked'): MdastNode {
  return {
    type: 'paragraph',
    data: { hName: 'p', hProperties: { className: ['code-sample-note', `code-sample-note--${kind}`] } },
    children: [{ type: 'text', value: text }],
  };
}

/** The Interface version of a page: its docs version's (2.0 on 2.x pages), else its `interface:` front matter, else 1.2. */
export function pageInterfaceVersion(file: Partial<VFileLike>): InterfaceVersion {
  const ofDocsVersion = file.path ? docsVersionInterface(relative(SITE_ROOT, file.path)) : null;
  if (ofDocsVersion) return ofDocsVersion;
  const fromData = String(file.data?.frontMatter?.interface ?? '').replace(/^v/, '');
  if (fromData === '1.1' || fromData === '1.2') return fromData;
  return (typeof file.value === 'string' && frontMatterInterfaceVersion(file.value)) || '1.2';
}

export function noteFor(code: string, meta: string, pageVersion: InterfaceVersion): MdastNode | null {
  const attributes = parseMeta(meta);
  if ('nocheck' in attributes) return note(`Not type-checked: ${attributes.nocheck}`, 'unchecked');
  const version = normaliseVersion(attributes.interface) ?? pageVersion;
  const packages = importedPackages(code)
    .map((name) => ({ name, version: installedVersion(name, version) }))
    .filter((entry): entry is { name: typeof entry.name; version: string } => entry.version !== null);
  // The UI kit a project made by @contember/create has in admin/lib, imported as `@app/lib/…`.
  const kit = version === '2.0' && /from\s+['"]@app\/lib\//.test(code) ? [`the admin/lib kit of @contember/create ${installedVersion('@contember/create', '2.0')}`] : [];
  const names = [...packages.map(({ name, version: v }) => `${name} ${v}`), ...kit];
  if (!names.length) return null;
  return note(`Type-checked against ${names.join(', ')}`, 'checked');
}

/**
 * The note under a GraphQL block, as the examples runner (plugins/engine/src/examples.mts) treats
 * it: which engine ran it (the blocks of a page with a model or `model_from:`, the seed block
 * included; tenant API blocks of every page of BLOCKS_MUST_RUN_IN), which engine API only validated
 * it (other `api=` blocks of a page without a project), or why it was not run.
 */
export function graphqlNoteFor(code: string, meta: string, pageHasModel: boolean, mustRun = false): MdastNode | null {
  if (isSchemaExcerpt(code)) return null;
  const attributes = parseMeta(meta);
  if ('norun' in attributes) return note(`Not run: ${attributes.norun}`, 'unchecked');
  const engine = `Contember Engine ${engineVersion()}`;
  const api = attributes.api;
  if (api && api !== 'content' && (ENGINE_APIS as readonly string[]).includes(api)) {
    const runs = pageHasModel || (api === 'tenant' && mustRun);
    return note(runs ? `Ran against the ${api} API of ${engine}` : `Validated against the ${api} API of ${engine}`, 'checked');
  }
  // A noschema block is not validated, but the runner still runs it in the page's project.
  if (!pageHasModel) return null;
  if (metaFlags(meta).has(SEED_FLAG)) return note(`Seed data of the examples on this page, run against ${engine}`, 'checked');
  return note(`Ran against ${engine}`, 'checked');
}

/**
 * The note under a tsx block of an Interface page (plugins/live-preview, render-targets.mts):
 * "Not rendered: <reason>" for a block with `norender="reason"`, else "Rendered with …" for a block
 * that exports a component, which the render check (`npm run check:renders`) makes true. Null for
 * the blocks the render check reports (no component and no reason, another Interface version).
 */
export function renderNoteFor(code: string, meta: string, lang: string, pageVersion: InterfaceVersion): MdastNode | null {
  if (lang !== 'tsx') return null;
  const attributes = parseMeta(meta);
  const norender = 'norender' in attributes ? attributes.norender!.trim() : null;
  if (norender !== null) return norender ? note(renderNoteText({ norender }, { renderer: '', engine: '' }), 'unchecked') : null;
  if (!isRenderTarget({ lang, code, nocheckReason: attributes.nocheck ?? null })) return null;
  // The frame of the block's Interface version renders it (plugins/live-preview/frame/frames.ts).
  const frame = frameFor(normaliseVersion(attributes.interface) ?? pageVersion);
  if (!frame) return null;
  return note(renderNoteText({ norender: null }, { renderer: frameLabel(frame), engine: engineVersion() }), 'checked');
}

function codeNodes(node: MdastNode): MdastNode[] {
  return (node.children ?? []).flatMap((child) => (child.type === 'code' ? [child] : codeNodes(child)));
}

export default function remarkCodeSamples() {
  return (tree: MdastNode, file: VFileLike): void => {
    const pageVersion = pageInterfaceVersion(file);
    // Its own model blocks, or another page's model named in the front matter (model_from:).
    const pageHasModel = Boolean(file.data.frontMatter?.model_from) || codeNodes(tree).some((node) =>
      looksLikeModel({ lang: (node.lang ?? '').toLowerCase(), code: node.value ?? '', nocheckReason: parseMeta(node.meta ?? '').nocheck ?? null }),
    );
    const mustRun = file.path ? blocksMustRun(relative(SITE_ROOT, file.path)) : false;
    const cliPage = file.path ? relative(SITE_ROOT, file.path) : null;
    const interfacePage = file.path ? isInterfacePage(relative(SITE_ROOT, file.path)) : false;
    const visit = (node: MdastNode): void => {
      if (!node.children) return;
      for (let i = 0; i < node.children.length; i++) {
        const child = node.children[i]!;
        if (child.type === 'code' && child.lang && CHECKED_LANGUAGES.has(child.lang.toLowerCase())) {
          const full = child.value ?? '';
          child.value = visibleCode(full);
          const annotation = noteFor(full, child.meta ?? '', pageVersion);
          if (annotation) {
            node.children.splice(i + 1, 0, annotation);
            i++;
          }
          const rendered = interfacePage ? renderNoteFor(full, child.meta ?? '', child.lang.toLowerCase(), pageVersion) : null;
          if (rendered) {
            node.children.splice(i + 1, 0, rendered);
            i++;
          }
        } else if (child.type === 'code' && child.lang && cliPage !== null && isCliBlock({ lang: child.lang.toLowerCase(), code: child.value ?? '' })) {
          const text = cliNoteText({ lang: child.lang.toLowerCase(), code: child.value ?? '', meta: child.meta ?? '' }, cliPage);
          if (text) {
            node.children.splice(i + 1, 0, note(text, text.startsWith('Not run:') ? 'unchecked' : 'checked'));
            i++;
          }
        } else if (child.type === 'code' && child.lang && isGraphqlBlock({ lang: child.lang.toLowerCase() })) {
          const annotation = graphqlNoteFor(child.value ?? '', child.meta ?? '', pageHasModel, mustRun);
          if (annotation) {
            node.children.splice(i + 1, 0, annotation);
            i++;
          }
        } else {
          visit(child);
        }
      }
    };
    visit(tree);
  };
}
