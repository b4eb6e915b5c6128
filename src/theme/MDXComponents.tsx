// Wraps the theme's MDX components to make our own documentation components available on every page.
import MDXComponents from '@theme-original/MDXComponents';
import VersionNote from '@site/src/components/VersionNote';

export default {
  ...MDXComponents,
  VersionNote,
};
