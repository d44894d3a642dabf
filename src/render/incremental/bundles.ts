// What the dev server's pages need from esbuild: the client bundle, the server render with the theme, and the
// component page modules. Each is rebuilt only when something it is made of changed, and stays stale until a
// rebuild of it succeeds: a failed theme compile followed by a content edit must not hide the broken theme.
//
// Pages name the client bundle by fixed dev URLs (see DEV_CLIENT), not by its hashed file names, so that they
// can be rendered before the bundle is done, and a client edit changes no page. mermaid is bundled on its own,
// after the client (dev-mermaid.ts).
import type { ClientBundle, ClientOptions } from '../client-bundle/build-client.js';
import { createClientContext, type ClientContext } from '../client-bundle/client-context.js';
import { buildDevMermaid, DEV_MERMAID } from '../client-bundle/dev-mermaid.js';
import { loadServerPages, type ServerPage } from '../client-bundle/server-pages.js';
import type { SiteConfig } from '../config/site-config.js';
import { createReloadableRender, type ReloadableRender, type RenderFn } from '../ssr/reloadable-render.js';
import { deferred } from './deferred.js';

export interface BundleChanges {
  theme: boolean;
  client: boolean;
  /** A component page or a module it imports. */
  pages: boolean;
}

export interface BundleUpdate {
  /** The server render or the page modules changed: every page must be rendered again. */
  everything: boolean;
  /** Settles when the client bundle is up to date: true when it changed (open pages must reload). */
  client: Promise<boolean>;
}

export interface Bundles {
  /** Starts bundling the theme's server render ahead of the first build, which needs it to render a page. */
  prepare(site: SiteConfig): void;
  update(site: SiteConfig, client: Omit<ClientOptions, 'base'>, changes: BundleChanges, stage: <T>(name: string, run: () => Promise<T>) => Promise<T>): Promise<BundleUpdate>;
  /** Marks everything stale (the config changed). */
  invalidate(): void;
  current(): { render: RenderFn; serverPages: Map<string, ServerPage> };
  /** The newest client bundle, once there is one. */
  client(): Promise<ClientBundle>;
  /** A file of the newest client bundle, or of the one before (a page may still be loading it), or of mermaid's. */
  clientFile(file: string): Promise<Uint8Array | undefined>;
  dispose(): Promise<void>;
}

export function createBundles(): Bundles {
  const stale = { theme: true, client: true, pages: true };
  let context: { key: string; client: ClientContext } | undefined;
  let bundles: ClientBundle[] = [];
  const firstBundle = deferred();
  let reloadable: Promise<ReloadableRender> | undefined;
  let render: RenderFn | undefined;
  // A rebuild of the theme started before the build that takes it.
  let themeStarted: Promise<RenderFn> | undefined;
  const startTheme = (site: SiteConfig): Promise<RenderFn> => {
    if (!themeStarted) {
      const activeRender = (reloadable ??= createReloadableRender(site.rootDir));
      themeStarted = activeRender.then((r) => r.rebuild());
      themeStarted.catch(() => undefined); // the build that takes it reports it
    }
    return themeStarted;
  };
  let serverPages: { key: string; modules: Map<string, ServerPage> } | undefined;
  let mermaid: { base: string; files: Promise<Map<string, Uint8Array>> } | undefined;

  return {
    prepare(site) {
      if (stale.theme) startTheme(site);
    },
    async update(site, options, changes, stage) {
      const { pages, mermaid: mermaidWanted } = options;
      // The theme is in the server render and in the client bundle; src/client only in the bundle.
      if (changes.theme) {
        stale.theme = stale.client = true;
        themeStarted = undefined; // started before this change
      }
      if (changes.client) stale.client = true;
      const key = JSON.stringify([site.base, options]);
      if (changes.pages || serverPages?.key !== key) stale.pages = true;
      if (context?.key !== key) {
        await context?.client.dispose();
        // All the options, as a build gives them: the site's folder (`@site/` imports) and its static folder too.
        context = { key, client: await createClientContext({ ...options, base: site.base }) };
        stale.client = true;
      }
      let everything = false;
      // esbuild works in its own process: the server modules build side by side.
      await Promise.all([
        stale.pages &&
          stage('pages', () => loadServerPages(pages, site.rootDir, site.base)).then((modules) => {
            serverPages = { key, modules };
            stale.pages = false;
            stale.client = everything = true; // the page modules are in the client bundle too
          }),
        stale.theme &&
          stage('theme', () => {
            const started = startTheme(site);
            themeStarted = undefined; // taken: the next change of the theme starts another
            return started;
          }).then((next) => {
            render = next;
            stale.theme = false;
            everything = true;
          }),
      ]);
      const activeClient = context.client;
      const client = !stale.client
        ? Promise.resolve(false)
        : stage('client', () => activeClient.rebuild()).then((next) => {
            const previous = bundles[0];
            bundles = [next, ...bundles].slice(0, 2);
            stale.client = false;
            firstBundle.resolve();
            return next.entry !== previous?.entry || next.css.join() !== previous.css.join();
          });
      client.catch(() => undefined); // the build awaits it; a request waiting for the first bundle waits on
      if (mermaidWanted && mermaid?.base !== site.base) {
        // After the client: esbuild would share the machine between them, and pages need the client first.
        mermaid = { base: site.base, files: client.catch(() => undefined).then(() => buildDevMermaid(site.base)) };
        mermaid.files.catch(() => undefined); // a page that loads a diagram then gets a 404
      }
      return { everything, client };
    },
    invalidate() {
      Object.assign(stale, { theme: true, client: true, pages: true });
    },
    current: () => ({ render: render!, serverPages: serverPages!.modules }),
    client: async () => {
      await firstBundle.promise;
      if (!bundles[0]) throw new Error('The client bundle was never built.');
      return bundles[0];
    },
    clientFile: async (file) => {
      if (file.startsWith(DEV_MERMAID)) return (await mermaid?.files.catch(() => undefined))?.get(file);
      return bundles.map((bundle) => bundle.files.get(file)).find(Boolean);
    },
    async dispose() {
      firstBundle.resolve(); // nobody waits forever
      await context?.client.dispose();
      await (await reloadable?.catch(() => undefined))?.dispose();
    },
  };
}

/** The dev URLs of the client entry and its CSS, under the base: the dev server answers with the newest bundle. */
export const DEV_CLIENT = { entry: '__docgen/client/main.js', css: '__docgen/client/main.css' };
