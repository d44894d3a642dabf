// The islands of the page shown (theme/mdx/Island.tsx): each is hydrated, as its own React root, by the chunk of
// its component, loaded when a page has one (a page without islands loads none). Roots whose element left the
// page (a navigation, a live update) are unmounted; the islands of the new content are hydrated.
import { siteIslands } from 'docgen:islands';
import type { Root } from 'react-dom/client';

type IslandModule = { hydrate(island: HTMLElement): Root };

/** The built-in islands, each its own chunk. */
const builtins: Record<string, () => Promise<IslandModule>> = {
  Tabs: () => import('./tabs-island.js'),
};

/** A built-in by its name, or an export of a site module, named `src/components/Switch.client.tsx#default`. */
function loader(name: string): (() => Promise<IslandModule>) | undefined {
  const hash = name.lastIndexOf('#');
  if (hash === -1) return builtins[name];
  const load = siteIslands[name.slice(0, hash)];
  return load && (() => load(name.slice(hash + 1)));
}

const roots = new Map<Element, Root>();

/** `content`: the page's markdown body, if it has one. */
export function hydrateIslands(content: Element | null): void {
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    root.unmount();
    roots.delete(element);
  }
  for (const island of content?.querySelectorAll<HTMLElement>('[data-island]') ?? []) {
    if (roots.has(island)) continue;
    const load = loader(island.dataset.island!);
    if (!load) {
      console.error(`docgen: no island named "${island.dataset.island}"`);
      continue;
    }
    // Taken at once, so that a second pass while the chunk loads does not hydrate it twice.
    roots.set(island, placeholder);
    load().then(
      (module) => {
        if (island.isConnected && roots.get(island) === placeholder) roots.set(island, module.hydrate(island));
        else roots.delete(island);
      },
      (error: unknown) => {
        roots.delete(island);
        console.error(`docgen: cannot load the "${island.dataset.island}" island`, error);
      },
    );
  }
}

/** Stands for a root whose chunk is still loading. */
const placeholder: Root = { render: () => undefined, unmount: () => undefined };
