// The module the plugin generates for the browser bundle of production builds
// (lazy-sidebars.cjs, writeLazySidebars), and no-lazy-sidebars.ts elsewhere; read by lazy-sidebars.ts.
declare module '@lean-bundle/sidebars' {
  import type { PropSidebars } from '@docusaurus/plugin-content-docs';

  /** A docs version whose sidebars load on demand. */
  export interface LazySidebarsVersion {
    /** What the version props name as `lazySidebars`. */
    key: string;
    /** The path of the version's route (`/`, `/2.x`). */
    path: string;
    load(): Promise<{ default: PropSidebars }>;
  }

  export const versions: LazySidebarsVersion[];
}
