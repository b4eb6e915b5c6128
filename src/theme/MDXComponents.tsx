// Wraps the theme's MDX components: our documentation components become available on every
// page, and tables get a keyboard-focusable scroll container (a wide table scrolls sideways, and
// keyboard users must be able to scroll it too). Tabs and cards are here too, though pages import
// them: in the browser, articles are HTML (plugins/lean-bundle, "HTML articles") and only this map
// keeps their modules, and so their CSS, in the bundle's graph and the site's stylesheet.
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import CardGrid from '@site/src/components/CardGrid';
import VersionNote from '@site/src/components/VersionNote';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
  VersionNote,
  Tabs,
  TabItem,
  CardGrid,
};
