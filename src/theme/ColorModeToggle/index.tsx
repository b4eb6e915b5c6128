// The colour mode switch is disabled (`colorMode.disableSwitch` in docusaurus.config.ts: light by
// default, dark under `prefers-color-scheme`), so the navbar never renders the toggle; without
// this swizzle the theme's toggle and its three mode icons would still ship on every page.
import type { ReactNode } from 'react';

export default function ColorModeToggle(): ReactNode {
  return null;
}
