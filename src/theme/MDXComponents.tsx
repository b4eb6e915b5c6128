// Wraps the theme's MDX components: our documentation components become available on every
// page, and tables get a keyboard-focusable scroll container (a wide table scrolls sideways, and
// keyboard users must be able to scroll it too).
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
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
};
