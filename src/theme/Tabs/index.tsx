// The theme's tabs, as an island: they switch panels, so they hydrate inside static articles.
import Tabs from '@theme-original/Tabs';
import { island } from '@site/plugins/lean-bundle/src/client/islands';

export default island('Tabs', Tabs);
