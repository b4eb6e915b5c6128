// The theme's tabs, with what their behaviour needs in the HTML: in an article that reaches the
// browser as HTML only (plugins/lean-bundle, "HTML articles") no React runs for them, and
// article-behaviour.ts switches the panels. The wrapper names the tab values in order and the
// group whose choice is shared and kept.
import { Children, isValidElement, type ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type { Props } from '@theme/Tabs';

/** Options of the theme's tabs that the HTML behaviour does not implement. */
const UNSUPPORTED = ['queryString', 'lazy', 'values'] as const;

export default function TabsWithValues(props: Props): ReactNode {
  if (process.env.LEAN_BUNDLE_ISLANDS === 'off') return <Tabs {...props} />;
  for (const option of UNSUPPORTED) {
    if (props[option] !== undefined) throw new Error(`Tabs: the "${option}" option is not supported in articles that are HTML only (src/theme/Tabs)`);
  }
  const values = Children.toArray(props.children)
    .filter(isValidElement)
    .map((child) => String((child.props as { value?: unknown }).value));
  return (
    <div className="tabs-values" data-tab-values={JSON.stringify(values)} data-tab-group={props.groupId}>
      <Tabs {...props} />
    </div>
  );
}
