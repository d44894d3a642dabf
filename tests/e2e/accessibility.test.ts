// No serious or critical axe-core violation on any kind of page, in both languages and both colour modes: home,
// doc, search page, 404, the search modal open with hits, the phone's menu open. Accessibility is a property of
// the markup and styles, the same built and served: checked on the built site.
import { describe, expect, inject, test } from 'vitest';
import { themeStrings } from '../../theme/i18n/strings.js';
import { seriousViolations } from '../helpers/axe.js';
import { useBrowser, watchErrors } from '../helpers/browser.js';
import { searchInModal } from './helpers/search-modal.js';
import type { Page } from 'playwright-core';

const browser = useBrowser();
const target = inject('targets').find((t) => t.name === 'build')!;

type Case = { name: string; path: string; width: number; notFound?: boolean; then?: (page: Page, locale: string) => Promise<void> };

const cases: Case[] = [
  { name: 'home', path: '', width: 1280 },
  { name: 'doc', path: 'lua/motion', width: 1280 },
  { name: 'doc on a phone', path: 'lua/motion', width: 390 },
  { name: 'search page', path: 'search?q=MovJ', width: 1280 },
  { name: '404 page', path: 'no/such/page', width: 1280, notFound: true },
  { name: 'search modal with hits', path: 'api/cli', width: 1280, then: (page) => searchInModal(page, 'MovJ') },
  {
    name: 'phone menu open',
    path: 'lua/motion',
    width: 390,
    then: async (page, locale) => {
      await page.getByRole('button', { name: themeStrings(locale).openMenu }).click();
      await page.locator('#mobile-menu').waitFor();
    },
  },
];

describe('accessibility (axe-core)', () => {
  for (const locale of ['zh-Hans', 'en']) {
    for (const mode of ['light', 'dark']) {
      test.each(cases)(`${locale}, ${mode}: $name has no serious or critical violation`, async ({ path, width, notFound, then }) => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page, { expectNotFound: notFound });
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.goto(`${target.siteUrl}${locale === 'en' ? 'en/' : ''}${path}`);
        await page.waitForSelector(`html[data-hydrated="true"][data-theme="${mode}"]`);
        await then?.(page, locale);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }
});
