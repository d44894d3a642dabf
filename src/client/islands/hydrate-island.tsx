// Hydrating one island as its own React root, the same way for the built-in islands and the site's components.
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** `ids`: the prefix of the ids `useId` made on the server, when the island was rendered as a root of its own. */
export function hydrateIsland(island: HTMLElement, element: ReactNode, ids?: string): Root {
  return hydrateRoot(island, <Live island={island}>{element}</Live>, {
    identifierPrefix: ids,
    onRecoverableError: (error) => console.error(`docgen: hydration error in the ${island.dataset.island} island`, error),
  });
}

/**
 * Marks the island `data-live` once it is hydrated: for styles that need the script, and for tests.
 * A component of one child: it moves no `useId` of the component (only siblings do).
 */
function Live({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    island.dataset.live = '';
  }, [island]);
  return children;
}
