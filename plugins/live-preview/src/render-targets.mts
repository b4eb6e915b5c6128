// Which tsx blocks of the Interface pages are rendered by the render check (scripts/check-renders.mts)
// and what the note under each says. The one place of the rule: the remark plugin of the code
// samples (the note), the render check and the tests read it from here. No engine packages: the
// site config loads this file.
import { join, relative } from 'node:path';
import { compiledCode, extractBlocks, parseMeta, visibleCode, type CodeBlock, type InterfaceVersion } from '../../code-samples/src/blocks.mts';
import { installedVersion } from '../../code-samples/src/versions.mts';
import { FRAMES, frameFor, type FrameDefinition } from '../frame/frames.ts';

/** True when the fence meta has the bare word `live` (not inside an attribute value): the block gets "Run live preview". */
export function isLiveMeta(meta: string | null | undefined): boolean {
  return /(^|\s)live(\s|$)/.test((meta ?? '').replace(/[\w-]+=(?:"[^"]*"|'[^']*'|\S+)/g, ''));
}

/** The 2.x Interface pages: the Interface reference of the 2.x docs and their Interface introduction. */
const V2_INTERFACE_REFERENCE = 'versioned_docs/version-2.x/reference/interface/';
const V2_INTERFACE_INTRO = 'versioned_docs/version-2.x/intro/interface.md';

/**
 * The Interface pages (paths relative to the site root): the 1.x Interface reference with its
 * generated API pages, the Interface introduction and the 1.1 → 1.2 migration guide; and the 2.x
 * Interface reference with its generated API pages, and introduction (rendered in the frame of
 * Interface 2).
 */
export function isInterfacePage(relativePath: string): boolean {
  const path = relativePath.split('\\').join('/');
  if (path === 'docs/intro/interface.md' || path === 'docs/guides/migration-from-v1-1.md' || path === V2_INTERFACE_INTRO) return true;
  if (path.startsWith(V2_INTERFACE_REFERENCE)) return /\.mdx?$/.test(path);
  return path.startsWith('docs/reference/admin/') && /\.mdx?$/.test(path);
}

/** The files and folders of the Interface pages of both docs versions (isInterfacePage), relative to the site root: what `npm run check:renders` checks by default. */
export const INTERFACE_PAGE_TARGETS = ['docs/reference/admin', 'docs/intro/interface.md', 'docs/guides/migration-from-v1-1.md', V2_INTERFACE_REFERENCE.replace(/\/$/, ''), V2_INTERFACE_INTRO];

/** What renders in a frame, as the notes say it: its package and installed version ("@contember/admin 1.1.0-beta.4"). */
export function frameLabel(frame: FrameDefinition): string {
  return `${frame.package} ${installedVersion(frame.package, frame.interface) ?? ''}`.trim();
}

/** The languages whose blocks may be render targets. */
const RENDERED_LANGUAGES = new Set(['tsx']);

/**
 * Whether the code exports a component the frame can render: a default export, an exported
 * function, or an exported const whose value is an arrow function, a function expression or a
 * component made by `Component(…)`, `memo(…)` or `forwardRef(…)`. Exported types, objects, strings,
 * arrays and re-exports (`export { … }`) are not components.
 */
export function exportsComponent(code: string): boolean {
  if (/^export\s+default\s+(?!(?:interface|type)\b)/m.test(code)) return true;
  if (/^export\s+(?:async\s+)?function\s*\*?\s*(?!use[A-Z0-9])\w+/m.test(code)) return true;
  for (const match of code.matchAll(/^export\s+(?:const|let)\s+(\w+)\s*(?::[^=\n]+)?=\s*/gm)) {
    // A hook (`useBlogDirectives = () => …`) is a function but not a component.
    if (/^use[A-Z0-9]/.test(match[1]!)) continue;
    const value = code.slice(match.index + match[0].length);
    // An arrow function: its parameters, then `=>` (or a return type); not a parenthesised element.
    const parameters = /^(?:async\s*)?(?:<\w[^>]*>\s*)?(?=\()/.exec(value);
    if (parameters && isArrowAfter(value, parameters[0].length)) return true;
    if (/^(?:async\s+)?\w+\s*=>/.test(value)) return true;
    if (/^(?:async\s+)?function\b/.test(value)) return true;
    if (/^(?:React\.)?(?:Component|memo|forwardRef)\s*(?:<[^>]*>)?\s*\(/.test(value)) return true;
  }
  return false;
}

/** Whether the parenthesis at `open` closes before `=>` or a return type annotation (`): T =>`). */
function isArrowAfter(code: string, open: number): boolean {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const char = code[i];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return /^\s*(?:=>|:)/.test(code.slice(i + 1));
  }
  return false;
}

/**
 * The entities a block reads: those it names in an `entity`, `entities` or `options` prop
 * (`entity="Article(id = $id)"`, `entities="Tag"`, `options="Author.name"`), except the entity of
 * a `CreateScope` or `CreatePage`. A block that reads data must show a value of the page's seed
 * data when it renders.
 */
export function entitiesRead(code: string): string[] {
  const found = new Set<string>();
  // A create scope or page names the entity it creates: it reads none.
  const reading = code.replace(/<Create(?:Scope|Page)\b[^>]*?\bentity=(?:"[^"]*"|'[^']*'|\{[^}]*\})/g, '');
  for (const match of reading.matchAll(/\b(?:entity|entities|options)=\{?\s*["'`]\s*([A-Z]\w*)/g)) found.add(match[1]!);
  return [...found];
}

/**
 * A tsx block of an Interface page. Every one renders or says why not: a block that exports a
 * component renders unless it has `norender="reason"`; any other (an entry point, a hook, types, a
 * `nocheck` sketch) must have `norender="reason"`.
 */
export interface RenderTarget {
  block: CodeBlock;
  /** Whether it exports a component the frame can render (isRenderTarget). */
  component: boolean;
  /** 1-based line of the opening fence in the page. */
  line: number;
  /** The code the frame gets: what the reader sees for a `live` block (its "Run" sends that), else the whole block, hidden lines included. */
  code: string;
  /** The reason of `norender="…"`, or null when the block must render. */
  norender: string | null;
  /** `shows="text"`: the text the rendered block must show, instead of any string of the seed data. */
  shows: string | null;
  /** The entities the block reads (entitiesRead of the code it renders). */
  entities: string[];
  /** Whether the block has `live` (a "Run live preview" button). */
  live: boolean;
}

/** Whether a tsx block (not `nocheck`) exports a component the frame can render. */
export function isRenderTarget(block: Pick<CodeBlock, 'lang' | 'code' | 'nocheckReason'>): boolean {
  return RENDERED_LANGUAGES.has(block.lang) && block.nocheckReason === null && exportsComponent(compiledCode(block.code));
}

/**
 * The tsx blocks of a page's source, each with what the render check does with it.
 * `interfacePage` says whether the page is an Interface page (isInterfacePage of its path); pages
 * that are not have none. `defaultVersion`: the Interface version of the page's docs version
 * (docsVersionInterface: 2.0 on 2.x pages), else the page's front matter or 1.2.
 */
export function renderTargetsOf(source: string, interfacePage: boolean, defaultVersion: InterfaceVersion | null = null): RenderTarget[] {
  if (!interfacePage) return [];
  return extractBlocks(source, defaultVersion)
    .filter((block) => RENDERED_LANGUAGES.has(block.lang))
    .map((block) => {
      const attributes = parseMeta(block.meta);
      const live = isLiveMeta(block.meta);
      const code = live ? visibleCode(block.code) : compiledCode(block.code);
      return {
        block,
        component: isRenderTarget(block),
        line: block.startLine - 1,
        code,
        norender: 'norender' in attributes ? attributes.norender!.trim() : null,
        shows: 'shows' in attributes ? attributes.shows! : null,
        entities: entitiesRead(code),
        live,
      };
    });
}

/** The text of the note under a render target; `versions` are what rendered it (frameLabel) and the engine version. */
export function renderNoteText(target: Pick<RenderTarget, 'norender'>, versions: { renderer: string; engine: string }): string {
  if (target.norender !== null) return `Not rendered: ${target.norender}`;
  return `Rendered with ${versions.renderer} on Contember Engine ${versions.engine}`;
}

/**
 * Why a render target cannot be rendered as written, before anything runs (an empty `norender`
 * reason, a block for an Interface version no frame renders), or null.
 */
export function targetProblem(target: RenderTarget): string | null {
  if (target.norender !== null) return target.norender === '' ? 'norender needs a reason: norender="…"' : null;
  if (!target.component) {
    const why = target.block.nocheckReason !== null ? 'a nocheck block is not rendered' : 'the block exports no component the frame can render';
    return `${why}: say why readers see no rendering with norender="<reason>" (an entry point, a hook, a fragment, types), or export a component`;
  }
  if (!frameFor(target.block.interfaceVersion)) {
    return `a block for Interface ${target.block.interfaceVersion}: no preview frame renders it (the frames render Interface ${FRAMES.map((frame) => frame.interface).join(', ')}); give the block norender="<reason>"`;
  }
  return null;
}

/**
 * The Interface pages of the site, as absolute paths: the pages whose projects the live previews
 * need, and what `npm start` and `npm run engine` deploy unless told other pages.
 */
export function interfacePages(siteRoot: string, listPages: (targets: string[]) => string[]): string[] {
  return listPages(INTERFACE_PAGE_TARGETS.map((target) => join(siteRoot, target))).filter((page) => isInterfacePage(relative(siteRoot, page)));
}
