// The preview frames: one page per Interface version, each built by Vite on its own with one admin
// (two admins in one page would clash: their styles, their React contexts). Each frame is defined
// here once; the Vite config, the plugin that builds them, the render check, the notes under the
// blocks and the "Run live preview" island read this list. Pure data: the site's browser bundle
// imports it too.
import type { InterfaceVersion } from '../../code-samples/src/blocks.mts';

export interface FrameDefinition {
  /** The Interface version whose blocks the frame renders (`interface=`, the page's front matter or docs version). */
  interface: InterfaceVersion;
  /** Where the site serves the frame; also its folder in `.live-preview/` (without the slashes). */
  base: string;
  /** The module that mounts the admin and provides the packages examples import (frame/admins/), aliased as `live-preview-admin`. */
  mount: string;
  /** The package the notes name, with its installed version: "Rendered with <package> <version> on …". */
  package: '@contember/admin' | '@contember/interface';
  /** More files the build reads (relative to the site root), besides frame/ and package-lock.json: a rebuild follows their changes. */
  sources?: readonly string[];
  /**
   * Folders of `sources` the build leaves out: pages the site's build generates (plugins/api-reference),
   * which may be written after the frames are built. Counted, they made the frame stale, and rebuilt
   * it, while the suite rendered in it. Their examples render in the frame all the same: the frame
   * does not depend on them (their kit components bring their own classes; a utility class only
   * their published JSX writes is left unstyled).
   */
  generatedSources?: readonly string[];
}

export const FRAMES: readonly FrameDefinition[] = [
  { interface: '1.2', base: '/live-preview/', mount: 'admins/admin-1.2.tsx', package: '@contember/admin' },
  { interface: '1.1', base: '/live-preview-1.1/', mount: 'admins/admin-1.1.tsx', package: '@contember/admin' },
  {
    interface: '2.0',
    base: '/live-preview-2/',
    mount: 'admins/interface-2.tsx',
    package: '@contember/interface',
    // The packages and the template (its kit) of plugins/code-samples/interface-2.0, and the pages
    // whose code blocks the kit's Tailwind styles cover.
    sources: ['plugins/code-samples/interface-2.0/package-lock.json', 'versioned_docs/version-2.x/reference/interface', 'versioned_docs/version-2.x/intro/interface.md'],
    generatedSources: ['versioned_docs/version-2.x/reference/interface/api'],
  },
];

/** The environment variable that names the frame vite.config.mts builds (its `interface`). */
export const FRAME_VARIABLE = 'LIVE_PREVIEW_FRAME';

/** The frame that renders blocks of an Interface version, if any does. */
export function frameFor(version: InterfaceVersion): FrameDefinition | undefined {
  return FRAMES.find((frame) => frame.interface === version);
}

/** The frame's folder in the static directory of the frames (`.live-preview/`). */
export function frameFolder(frame: FrameDefinition): string {
  return frame.base.replace(/^\/|\/$/g, '');
}
