// The ArmKit site in real Chromium, built and served: every page kind in both locales, then every route,
// hydrates without a console error, islands included.
import { describe, expect, inject, test } from 'vitest';
import { useBrowser, watchErrors } from '../helpers/browser.js';
import { defineSiteSuite } from '../helpers/site-suite.js';

const browser = useBrowser();

/** The tabs that go through every route together. */
const TABS = 3;

for (const { name: target, siteUrl: site } of inject('targets')) {
  defineSiteSuite(`the ArmKit site from docgen ${target}`, () => ({ url: site, browser: browser() }));

  describe(`every route of the site from docgen ${target}`, () => {
    test('hydrates with no console error, in both locales', async () => {
      const tabs = await Promise.all(
        Array.from({ length: TABS }, async () => {
          const page = await browser().context.newPage();
          const errors = watchErrors(page);
          // Data-saver mode: no prefetching, so each page is checked on its own.
          await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
          return { page, errors };
        }),
      );
      await tabs[0]!.page.goto(site);
      const manifest = (await (await fetch(new URL('docgen-manifest.json', site))).json()) as { routes: string };
      const routes = (await (await fetch(new URL(manifest.routes, site))).json()) as string[];
      expect(routes.length).toBeGreaterThanOrEqual(78);
      // A few tabs at once, each taking every few route in turn: one tab spends most of its time waiting on
      // the network and the renderer, and the whole list took two minutes.
      await Promise.all(
        tabs.map(async ({ page, errors }, tab) => {
          for (const route of routes.filter((_, index) => index % TABS === tab)) {
            await page.goto(new URL(route, site).href);
            await page.waitForSelector('html[data-hydrated="true"]');
            // The islands of a page (tabs, the live components) hydrate after it, each from its own chunk.
            await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-live])'));
            expect(errors, route).toEqual([]);
          }
          await page.close();
        }),
      );
      // About a minute and a half alone; the suite runs two files at a time, which can double it.
    }, 300_000);
  });
}
