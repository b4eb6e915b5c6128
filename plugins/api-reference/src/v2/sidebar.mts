// The 2.x sidebar lists the API reference's landing page and one entry per group, not its 497
// component and hook pages: the sidebar is part of every 2.x page's first load, and those pages
// would add their names to all of them. Component pages keep the sidebar on screen
// (`displayed_sidebar`) and are reached from their group's page, search and links.
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { API2_DOCS_DIR } from './config.mts';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type Items = Awaited<ReturnType<SidebarItemsGeneratorOption>>;

const GROUP_INDEX = new RegExp(`^${API2_DOCS_DIR}/[^/]+/index$`);

/** Each group category (its link is the group's index page) becomes a link to that page. */
export function collapseApiGroups(items: Items): Items {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const link = item.link;
    if (link?.type === 'doc' && GROUP_INDEX.test(link.id)) return { type: 'doc', id: link.id, label: item.label };
    return { ...item, items: collapseApiGroups(item.items) };
  });
}

/** The docs plugin's `sidebarItemsGenerator`: Docusaurus's own, with the API groups collapsed. */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({ defaultSidebarItemsGenerator, ...args }) =>
  collapseApiGroups(await defaultSidebarItemsGenerator(args));
