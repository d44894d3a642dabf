// The page chrome in real Chromium: colour mode, announcement bar, mobile menu, hide-on-scroll, sidebar
// categories, table of contents and the stored docs version.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { denyStorage, openPage, useBrowser, watchErrors } from '../helpers/browser.js';

const browser = useBrowser();

for (const { name: target, siteUrl: site, fixtureUrl: fixture } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    /** Records <html data-theme> and the announcement dismissal as they stand at DOMContentLoaded, before any module script runs. */
    async function recordAtDomContentLoaded(page: Page) {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const html = document.documentElement;
          (window as unknown as { __atDcl: object }).__atDcl = { theme: html.dataset.theme, dismissed: html.dataset.announcementDismissed ?? null, hydrated: html.dataset.hydrated ?? null };
        });
      });
    }
    const atDcl = (page: Page) => page.evaluate(() => (window as unknown as { __atDcl: { theme: string; dismissed: string | null; hydrated: string | null } }).__atDcl);

    describe('colour mode', () => {
      test('light by default, toggled, stored under "theme" and applied before DOMContentLoaded after a reload', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        await page.emulateMedia({ colorScheme: 'dark' }); // the system preference is ignored
        await recordAtDomContentLoaded(page);
        await page.goto(`${site}en/api/cli`);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.getAttribute('html', 'data-theme')).toBe('light');
        await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
        await page.reload();
        expect(await atDcl(page)).toEqual({ theme: 'dark', dismissed: null, hydrated: null });
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.getByRole('button', { name: 'Switch to light mode' }).count()).toBe(1);
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background).toBe('rgb(27, 27, 29)');
        await page.evaluate(() => localStorage.clear());
        expect(errors).toEqual([]);
        await page.close();
      });

      test('without browser storage the toggle still works, with only a warning', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        const warnings: string[] = [];
        page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
        await denyStorage(page);
        await page.goto(`${site}api/cli`);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.getAttribute('html', 'data-theme')).toBe('light');
        await page.getByRole('button', { name: '切换到暗黑模式' }).click();
        expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
        await page.getByRole('button', { name: '切换到浅色模式' }).click();
        expect(await page.getAttribute('html', 'data-theme')).toBe('light');
        expect(warnings.some((w) => w.includes('cannot store "theme"'))).toBe(true);
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('announcement bar', () => {
      test('a dismissal survives a reload without a flash, and a new bar id shows the bar again', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        await recordAtDomContentLoaded(page);
        await page.goto(`${site}en/`);
        await page.waitForSelector('html[data-hydrated="true"]');
        const bar = page.locator('.announcement-bar');
        expect(await bar.textContent()).toContain('ArmStudio 3.2');
        await bar.getByRole('button', { name: 'Close' }).click();
        expect(await bar.isVisible()).toBe(false);
        await page.reload();
        expect((await atDcl(page)).dismissed).toBe('true');
        expect(await bar.isVisible()).toBe(false);
        await page.evaluate(() => localStorage.setItem('docgen.announcement.dismiss', 'an-older-bar'));
        await page.reload();
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await bar.isVisible()).toBe(true);
        await page.evaluate(() => localStorage.clear());
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('navbar', () => {
      test('below 996 px a menu button opens a side menu with the entries and the sidebar; Escape, a click outside and a wide window close it', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        await page.setViewportSize({ width: 800, height: 900 });
        expect(await page.locator('.navbar-items').isVisible()).toBe(false);
        const toggle = page.getByRole('button', { name: 'Open navigation menu' });
        const menu = page.getByRole('dialog');
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await menu.locator('.mobile-menu-links a').allTextContents()).toEqual(['Tutorial', 'API', 'Components', 'Lua', 'Blog']);
        expect(await menu.locator('.sidebar-link-active').textContent()).toMatch(/Motion/);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        await toggle.click();
        await page.mouse.click(780, 450); // on the backdrop, beside the panel
        await menu.waitFor({ state: 'detached' });
        await toggle.click();
        await page.setViewportSize({ width: 1200, height: 900 });
        await menu.waitFor({ state: 'detached' });
        expect(await page.locator('.navbar-items').isVisible()).toBe(true);
        await page.setViewportSize({ width: 800, height: 900 });
        await toggle.click();
        await menu.getByRole('link', { name: 'Components' }).click();
        await page.waitForURL(`${site}en/components/Alert`);
        await menu.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
        await page.close();
      });

      test('hides when scrolling down and shows again when scrolling up', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        const navbar = page.locator('nav.navbar');
        const navbarTop = () => navbar.evaluate((el) => el.getBoundingClientRect().top);
        await page.mouse.move(640, 500);
        await page.mouse.wheel(0, 800);
        await expect.poll(() => navbar.getAttribute('class')).toContain('navbar-hidden');
        await expect.poll(navbarTop).toBeLessThan(-50);
        await page.mouse.wheel(0, -200);
        await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar-hidden');
        await expect.poll(navbarTop).toBe(0);
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('docs sidebar', () => {
      test('categories open and close with an animation that lasts longer for taller content, and never close each other', async () => {
        const { page, errors } = await openPage(browser(), `${fixture}en/guide/intro`);
        const basics = page.getByRole('button', { name: 'Basics' });
        const advanced = page.getByRole('button', { name: 'Advanced' });
        const items = (label: string) => page.locator('.sidebar-category', { has: page.getByRole('button', { name: label }) }).locator('.sidebar-category-items');
        expect(await basics.getAttribute('aria-expanded')).toBe('true');
        expect(await advanced.getAttribute('aria-expanded')).toBe('false');
        expect(await items('Advanced').isVisible()).toBe(false);

        // Each block's transition as it starts, seen by an observer: the inline style is gone once the transition
        // ends, which on a busy machine may be before the test could read it.
        type Seen = { transitions: WeakMap<Element, number> };
        await page.evaluate(() => {
          const seen = ((window as unknown as Seen).transitions = new WeakMap());
          for (const block of document.querySelectorAll<HTMLElement>('.sidebar-category-items')) {
            new MutationObserver(() => {
              const duration = parseFloat(block.style.transitionDuration);
              if (duration) seen.set(block, duration);
            }).observe(block, { attributes: true, attributeFilter: ['style'] });
          }
        });
        const durationOf = (label: string) => items(label).evaluate((el) => (window as unknown as Seen).transitions.get(el) ?? 0);
        await advanced.click();
        expect(await advanced.getAttribute('aria-expanded')).toBe('true');
        const advancedDuration = await durationOf('Advanced');
        await expect.poll(() => items('Advanced').locator('a').first().isVisible()).toBe(true);
        expect(await basics.getAttribute('aria-expanded')).toBe('true'); // opening one left the other open

        await basics.click();
        const basicsDuration = await durationOf('Basics');
        expect(advancedDuration).toBeGreaterThan(0);
        expect(basicsDuration).toBeGreaterThan(advancedDuration); // two links take longer than one
        await expect.poll(() => items('Basics').evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
        expect(await advanced.getAttribute('aria-expanded')).toBe('true');
        expect(errors).toEqual([]);
        await page.close();
      });

      test('the active doc’s category is open, also after navigating into a collapsed one', async () => {
        const { page, errors } = await openPage(browser(), `${fixture}en/guide/advanced/three`);
        expect(await page.getByRole('button', { name: 'Advanced' }).getAttribute('aria-expanded')).toBe('true');
        await page.goto(`${fixture}en/guide/intro`);
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.getByRole('button', { name: 'Advanced' }).getAttribute('aria-expanded')).toBe('false');
        await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.markdown a')!.setAttribute('href', '/kit/en/guide/advanced/three'));
        await page.locator('.markdown a').first().click();
        await page.waitForURL(`${fixture}en/guide/advanced/three`);
        await expect.poll(() => page.getByRole('button', { name: 'Advanced' }).getAttribute('aria-expanded')).toBe('true');
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('table of contents', () => {
      test('highlights the heading the reader has scrolled to', async () => {
        const { page, errors } = await openPage(browser(), `${fixture}en/guide/intro`);
        const active = () => page.locator('.toc-link-active').textContent();
        await expect.poll(active).toBe('Section 1');
        await page.evaluate(() => document.getElementById('section-4')!.scrollIntoView());
        await expect.poll(active).toBe('Section 4');
        await page.evaluate(() => document.getElementById('detail-4')!.scrollIntoView());
        await expect.poll(active).toBe('Detail 4');
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect.poll(active).toBe('Section 1');
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('docs version', () => {
      test('the version of the doc read is stored as the preferred one', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/io`);
        expect(await page.evaluate(() => localStorage.getItem('docgen.docs.preferredVersion'))).toBe('3.2');
        await page.goto(`${site}en/next/lua/io`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await expect.poll(() => page.evaluate(() => localStorage.getItem('docgen.docs.preferredVersion'))).toBe('current');
        await page.evaluate(() => localStorage.clear());
        expect(errors).toEqual([]);
        await page.close();
      });
    });
  });
}
