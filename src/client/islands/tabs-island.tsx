// The Tabs island in the browser: its props from the page, its panels' content read back from the page's HTML.
import type { Root } from 'react-dom/client';
import { TabsView, type TabsProps } from '../../../theme/mdx/TabsView.js';
import { hydrateIsland } from './hydrate-island.js';

export function hydrate(island: HTMLElement): Root {
  const props = JSON.parse(island.dataset.props!) as TabsProps;
  const panels = [...island.querySelectorAll(':scope > .tabs > .tabs-panel > .tabs-panel-content')].map((content) => ({ html: content.innerHTML }));
  return hydrateIsland(island, <TabsView {...props} panel={(index) => panels[index] ?? { html: '' }} />);
}
