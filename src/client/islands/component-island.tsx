// A site component's island in the browser (rendered by src/render/markdown/component-island.tsx): its props
// from the page, its children (the page's markdown) read back from its slot.
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { Slot } from '../../../theme/mdx/Island.js';
import { hydrateIsland } from './hydrate-island.js';

export function componentIsland(Component: ComponentType<Record<string, unknown>>): { hydrate(island: HTMLElement): Root } {
  return {
    hydrate(island) {
      const props = JSON.parse(island.dataset.props!) as Record<string, unknown>;
      // The island's own slot, not one of an island inside it.
      const slot = [...island.querySelectorAll('.island-children')].find((element) => element.closest('[data-island]') === island);
      const children = slot ? <Slot className="island-children" content={{ html: slot.innerHTML }} /> : undefined;
      // The ids as the server made them, rendering the island as a root of its own.
      return hydrateIsland(island, <Component {...props}>{children}</Component>, island.dataset.ids);
    },
  };
}
