// What the dev server's pages need from esbuild: the client bundle, the server render with the theme, and the
// component page modules. Each is rebuilt only when something it is made of changed, and stays stale until a
// rebuild of it succeeds: a failed theme compile followed by a content edit must not hide the broken theme.
import type { ClientBundle, ClientOptions } from '../client-bundle/build-client.js';
import { createClientContext, type ClientContext } from '../client-bundle/client-context.js';
import { loadServerPages, type ServerPage } from '../client-bundle/server-pages.js';
import type { SiteConfig } from '../config/site-config.js';
import { createReloadableRender, type ReloadableRender, type RenderFn } from '../ssr/reloadable-render.js';

export interface BundleChanges {
  theme: boolean;
  client: boolean;
  /** A component page or a module it imports. */
  pages: boolean;
}

export interface Bundles {
  /** Brings everything up to date; resolves true when what every page is made of changed. */
  update(site: SiteConfig, client: Omit<ClientOptions, 'base'>, changes: BundleChanges, stage: <T>(name: string, run: () => Promise<T>) => Promise<T>): Promise<boolean>;
  /** Marks everything stale (the config changed). */
  invalidate(): void;
  current(): { client: ClientBundle; render: RenderFn; serverPages: Map<string, ServerPage> };
  dispose(): Promise<void>;
}

export function createBundles(): Bundles {
  const stale = { theme: true, client: true, pages: true };
  let client: { key: string; context: ClientContext } | undefined;
  let bundle: ClientBundle | undefined;
  let reloadable: ReloadableRender | undefined;
  let render: RenderFn | undefined;
  let serverPages: { key: string; modules: Map<string, ServerPage> } | undefined;

  return {
    async update(site, { pages, mermaid }, changes, stage) {
      // The theme is in the server render and in the client bundle; src/client only in the bundle.
      if (changes.theme) stale.theme = stale.client = true;
      if (changes.client) stale.client = true;
      const key = JSON.stringify([site.base, pages, mermaid]);
      if (changes.pages || serverPages?.key !== key) stale.pages = true;
      if (client?.key !== key) {
        await client?.context.dispose();
        client = { key, context: await createClientContext({ base: site.base, pages, mermaid }) };
        stale.client = true;
      }
      reloadable ??= await createReloadableRender(site.rootDir);
      let everything = false;
      const activeRender = reloadable;
      // esbuild works in its own process: the server modules build side by side.
      await Promise.all([
        stale.pages &&
          stage('pages', () => loadServerPages(pages, site.rootDir)).then((modules) => {
            serverPages = { key, modules };
            stale.pages = false;
            stale.client = everything = true; // the page modules are in the client bundle too
          }),
        stale.theme &&
          stage('theme', () => activeRender.rebuild()).then((next) => {
            render = next;
            stale.theme = false;
            everything = true;
          }),
      ]);
      if (stale.client) {
        const next = await stage('client', () => client!.context.rebuild());
        if (next.entry !== bundle?.entry || next.css.join() !== bundle.css.join()) everything = true;
        bundle = next;
        stale.client = false;
      }
      return everything;
    },
    invalidate() {
      Object.assign(stale, { theme: true, client: true, pages: true });
    },
    current: () => ({ client: bundle!, render: render!, serverPages: serverPages!.modules }),
    async dispose() {
      await client?.context.dispose();
      await reloadable?.dispose();
    },
  };
}
