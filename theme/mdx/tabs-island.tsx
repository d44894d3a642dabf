// The Tabs island in the browser: its props from the page, its panels' content read back from the page's HTML.
import { hydrateRoot, type Root } from 'react-dom/client';
import { TabsView, type TabsProps } from './TabsView.js';

export function hydrate(island: HTMLElement): Root {
  const props = JSON.parse(island.dataset.props!) as TabsProps;
  const panels = [...island.querySelectorAll(':scope > .tabs > .tabs-panel > .tabs-panel-content')].map((content) => ({ html: content.innerHTML }));
  return hydrateRoot(island, <TabsView {...props} panel={(index) => panels[index] ?? { html: '' }} />, {
    onRecoverableError: (error) => console.error('docgen: hydration error in the Tabs island', error),
  });
}
