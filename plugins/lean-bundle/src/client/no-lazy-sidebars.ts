// `@lean-bundle/sidebars` where the docs versions keep their sidebars in their props: the server
// bundle, the dev server (README, "Sidebars on demand").
import type { LazySidebarsVersion } from '@lean-bundle/sidebars';

export const versions: LazySidebarsVersion[] = [];
