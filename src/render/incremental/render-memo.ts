// Renders a page only when something it shows changed: its data, its sidebar, the site data, the assets, its
// component or the renderer itself. Rendering is a pure function of those, so an equal input gives the HTML
// rendered last time; the dev server thereby re-renders the pages an edit affects and no others.
import type { RenderFn } from '../ssr/reloadable-render.js';
import type { RenderInput } from '../ssr/render-page.js';

type Key = [site: string, sidebar: string, page: string, docs: string, assets: string, component: unknown, renderer: RenderFn, siteUrl: string];

export interface RenderMemo {
  render(input: RenderInput): string;
  /** Page paths rendered afresh since the last call; the others were unchanged. */
  takeRendered(): Set<string>;
  /** Forgets pages that no longer exist. */
  retain(paths: Set<string>): void;
}

export function createRenderMemo(getRenderer: () => RenderFn): RenderMemo {
  const entries = new Map<string, { key: Key; html: string }>();
  // Site data and sidebars are shared by many pages of one render pass: serialise each object once.
  const json = new WeakMap<object, string>();
  const serialise = (value: object | null | undefined): string => {
    if (!value) return '';
    let text = json.get(value);
    if (text === undefined) json.set(value, (text = JSON.stringify(value)));
    return text;
  };
  let rendered = new Set<string>();
  return {
    render(input) {
      const { site, page, sidebar, docs } = input.bootstrap;
      const renderer = getRenderer();
      const key: Key = [serialise(site), serialise(sidebar), JSON.stringify(page), serialise(docs), serialise(input.assets), input.PageComponent, renderer, input.siteUrl];
      const entry = entries.get(page.path);
      if (entry && entry.key.every((part, i) => part === key[i])) return entry.html;
      const html = renderer(input);
      entries.set(page.path, { key, html });
      rendered.add(page.path);
      return html;
    },
    takeRendered() {
      const taken = rendered;
      rendered = new Set();
      return taken;
    },
    retain(paths) {
      for (const path of entries.keys()) if (!paths.has(path)) entries.delete(path);
    },
  };
}
