// Wraps the theme's MDX components: our documentation components become available on every
// page, and tables get a keyboard-focusable scroll container (a wide table scrolls sideways, and
// keyboard users must be able to scroll it too). Fenced code blocks are islands (their copy
// button works in static articles, see src/components/StaticArticle).
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import VersionNote from '@site/src/components/VersionNote';
import { island } from '@site/src/components/StaticArticle/island';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  pre: island('pre', MDXComponents.pre),
  table: ScrollableTable,
  VersionNote,
};
