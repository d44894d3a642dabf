// A site component's island in the browser (theme/mdx/Island.tsx, componentIsland): its props from the page, its
// children (the page's markdown) read back from its slot.
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Slot } from '../../../theme/mdx/Island.js';

export function componentIsland(Component: ComponentType<Record<string, unknown>>): { hydrate(island: HTMLElement): Root } {
  return {
    hydrate(island) {
      const props = JSON.parse(island.dataset.props!) as Record<string, unknown>;
      // The island's own slot, not one of an island inside it.
      const slot = [...island.querySelectorAll('.island-children')].find((element) => element.closest('[data-island]') === island);
      const children = slot ? <Slot className="island-children" content={{ html: slot.innerHTML }} /> : undefined;
      return hydrateRoot(island, <Component {...props}>{children}</Component>, {
        identifierPrefix: island.dataset.ids, // as the server rendered it (theme/mdx/Island.tsx)
        onRecoverableError: (error) => console.error(`docgen: hydration error in the ${island.dataset.island} island`, error),
      });
    },
  };
}
