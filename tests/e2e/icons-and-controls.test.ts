// The navbar's and the code blocks' controls in real Chromium, as a reader sees them on a phone and a laptop, in
// both languages: icons drawn as SVG (no character a font may lack), the copy button on a touch screen, names that
// hold the words shown, tap targets, the phone's menu without JavaScript, and Latin code in a Latin monospace font.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { themeStrings } from '../../theme/i18n/strings.js';
import { openPage, useBrowser, watchErrors, type Browser } from '../helpers/browser.js';

const browser = useBrowser();
const LOCALES = [
  { code: 'zh-Hans', prefix: '', label: '简体中文' },
  { code: 'en', prefix: 'en/', label: 'English' },
] as const;
const WIDTHS = [390, 1280];

/**
 * A character drawn as an icon: symbols, arrows, shapes, dingbats, emoji, the multiplication sign and the angle
 * quote (the theme used ☰ ☀ ☾ ⌕ ⧉ ✓ ▾ › × 📄️ 🗃️ 🔗). ASCII (= + < >) is text.
 */
const GLYPH = /(?![\x00-\x7f])[\p{So}\p{Sm}\u2190-\u2bff\u2039\u203a]/u;

/** Every glyph the page draws outside what authors wrote (the markdown, the footer's copyright): text and CSS content. */
function themeGlyphs(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const glyph = new RegExp(source, 'u');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const authored = parent.closest('.markdown, .footer-copyright, script') && !parent.closest('button');
      if (!authored && glyph.test(node.textContent ?? '')) found.push(`${parent.className || parent.tagName}: ${node.textContent}`);
    }
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of ['::before', '::after', '::marker']) {
        const content = getComputedStyle(element, pseudo).content;
        if (glyph.test(content)) found.push(`${element.className}${pseudo}: ${content}`);
      }
    }
    return found;
  }, GLYPH.source);
}

/** The icons of the navbar's controls, by control: which icons, and each one's box. */
function navbarIcons(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      ['.navbar-toggle', '.locale-dropdown summary', '.color-mode-toggle', '.search-button'].map((control) => [
        control,
        [...document.querySelectorAll(`.navbar ${control} svg.icon`)].map((icon) => {
          const box = icon.getBoundingClientRect();
          return { icon: icon.getAttribute('class'), width: box.width, height: box.height, hidden: icon.getAttribute('aria-hidden'), focusable: icon.getAttribute('focusable') };
        }),
      ]),
    ),
  );
}

/** Relative luminance contrast of two computed colours (rgb() strings). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/[\d.]+/g)!.slice(0, 3).map((v) => Number(v) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Chromium's own accessible name and description of an element, as a screen reader gets them. */
async function accessibleName(page: Page, selector: string): Promise<{ name: string; description: string }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return { name: String(nodes[0]?.name?.value ?? ''), description: String(nodes[0]?.description?.value ?? '') };
  } finally {
    await cdp.detach();
  }
}

/** Whether the element can be seen: rendered, not transparent, not hidden. */
const seen = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));

for (const { name: target, siteUrl: site } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    describe('icons', () => {
      for (const [name, path, notFound] of [
        ['home', '', false],
        ['a doc', 'lua/motion', false],
        ['the 404 page', 'no/such/page', true],
      ] as const) {
        test(`${name}: no glyph character in the theme's text or styles, in either language or at either width`, async () => {
          for (const { prefix } of LOCALES) {
            for (const width of WIDTHS) {
              const page = await browser().context.newPage();
              const errors = watchErrors(page, { expectNotFound: notFound });
              await page.setViewportSize({ width, height: 900 });
              await page.goto(`${site}${prefix}${path}`);
              await page.waitForSelector('html[data-hydrated="true"]');
              expect(await themeGlyphs(page), `${prefix}${path} at ${width} px`).toEqual([]);
              if (width === 390) {
                await page.locator('.navbar-toggle').click();
                await page.locator('#mobile-menu').waitFor();
                expect(await themeGlyphs(page), `${prefix}${path}, the menu open`).toEqual([]);
              }
              expect(errors).toEqual([]);
              await page.close();
            }
          }
        });
      }

      test('the code blocks, the dropdown carets and the doc cards draw SVG icons too', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        const copy = page.locator('.code-block .code-copy').first();
        expect(await copy.locator('svg.icon').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('class')))).toEqual(['icon icon-copy', 'icon icon-check']);
        expect(await page.locator('.navbar .version-dropdown summary svg').getAttribute('class')).toBe('icon icon-chevronDown navbar-dropdown-caret');
        await page.close();
        expect(errors).toEqual([]);
      });

      test('a page comes without copy buttons, which only work with JavaScript; its script gives every code block one, after a client navigation too', async () => {
        expect(await (await fetch(`${site}en/lua/motion`)).text()).not.toContain('code-copy');
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        const counts = () => page.evaluate(() => [document.querySelectorAll('.code-block').length, document.querySelectorAll('.code-block > .code-copy').length]);
        const [blocks, buttons] = await counts();
        expect(blocks).toBeGreaterThan(10);
        expect(buttons).toBe(blocks);
        const title = await page.locator('.markdown h1').textContent();
        await page.locator('.doc-sidebar a[href$="/en/lua/io"]').click();
        await page.waitForURL(`${site}en/lua/io`);
        await expect.poll(() => page.locator('.markdown h1').textContent()).not.toBe(title);
        // The new page's blocks, each with its button.
        const eachWithButton = async () => {
          const [shown = 0, withButton] = await counts();
          return shown > 10 && withButton === shown;
        };
        await expect.poll(eachWithButton).toBe(true);
        expect(await page.getByRole('button', { name: 'Copy code to clipboard' }).count()).toBe((await counts())[0]);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('every navbar control shows its icon, at the same size in Chinese and English, light and dark, at 390 and 1280 px', async () => {
        for (const width of WIDTHS) {
          for (const theme of ['light', 'dark']) {
            const seenIn: unknown[] = [];
            for (const { prefix } of LOCALES) {
              const page = await browser().context.newPage();
              const errors = watchErrors(page);
              await page.setViewportSize({ width, height: 900 });
              await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
              await page.goto(`${site}${prefix}lua/motion`);
              await page.waitForSelector(`html[data-hydrated="true"][data-theme="${theme}"]`);
              const icons = await navbarIcons(page);
              expect(icons, `${prefix} at ${width} px, ${theme}`).toEqual({
                '.navbar-toggle': [expect.objectContaining({ icon: 'icon icon-menu', hidden: 'true', focusable: 'false' })], // shown below 997 px
                '.locale-dropdown summary': [expect.objectContaining({ icon: 'icon icon-globe' }), expect.objectContaining({ icon: 'icon icon-chevronDown navbar-dropdown-caret' })],
                '.color-mode-toggle': [expect.objectContaining({ icon: `icon icon-${theme === 'dark' ? 'moon' : 'sun'}`, hidden: 'true', focusable: 'false' })],
                '.search-button': [expect.objectContaining({ icon: 'icon icon-search', hidden: 'true', focusable: 'false' })],
              });
              for (const list of Object.values(icons)) for (const icon of list) expect(icon.width, icon.icon!).toBe(icon.height); // square, a letter's size
              seenIn.push(icons);
              // Drawn in the control's text colour, which stands out from the navbar in both modes (WCAG 1.4.11: 3:1).
              const colours = await page.evaluate(() => [getComputedStyle(document.querySelector('.navbar')!).backgroundColor, ...[...document.querySelectorAll('.navbar .navbar-right svg.icon')].map((icon) => getComputedStyle(icon).stroke)]);
              for (const stroke of colours.slice(1)) expect(contrast(stroke, colours[0]!), `${stroke} on ${colours[0]}`).toBeGreaterThanOrEqual(3);
              expect(errors).toEqual([]);
              await page.close();
            }
            expect(seenIn[1], `${width} px, ${theme}: the English icons as the Chinese ones`).toEqual(seenIn[0]);
          }
        }
      });
    });

    describe('names, the language menu and tap targets', () => {
      for (const locale of LOCALES) {
        const strings = themeStrings(locale.code);
        test(`${locale.code}: the language menu shows a globe, its language and a caret, and is named by that language; search is named by its words`, async () => {
          for (const width of WIDTHS) {
            const { page, errors } = await openPage(browser(), `${site}${locale.prefix}lua/motion`);
            await page.setViewportSize({ width, height: 900 });
            const summary = page.locator('.navbar .locale-dropdown summary');
            const parts = await summary.evaluate((element) => [...element.children].filter((child) => child.getBoundingClientRect().width > 1).map((child) => child.getAttribute('class') ?? child.textContent));
            // On a phone the language's name is read, not shown: the globe says what the menu is.
            expect(parts, `${width} px`).toEqual(width === 390 ? ['icon icon-globe', 'icon icon-chevronDown navbar-dropdown-caret'] : ['icon icon-globe', 'locale-dropdown-label', 'icon icon-chevronDown navbar-dropdown-caret']);
            if (width === 1280) expect(await summary.innerText()).toBe(locale.label);
            expect(await accessibleName(page, '.navbar .locale-dropdown summary')).toEqual({ name: locale.label, description: strings.language });
            // Its name holds the words it shows (on a phone: none, the icon alone).
            const search = await accessibleName(page, '.navbar .search-button');
            expect(search.name).toBe(strings.searchPlaceholder);
            expect(search.name).toContain((await page.locator('.navbar .search-button').innerText()).replace(/\s*Ctrl\s*K$/, ''));
            expect(await page.locator('.navbar').getByRole('link', { name: strings.searchPlaceholder, exact: true }).count()).toBe(1);
            // The menu still opens and takes the reader to the other language.
            await summary.click();
            expect(await page.locator('.navbar .locale-dropdown a[hreflang]').evaluateAll((links) => links.map((link) => link.textContent))).toEqual(['简体中文', 'English']);
            expect(errors).toEqual([]);
            await page.close();
          }
        });

        test(`${locale.code}: at 390 px every navbar control is a tap target of at least 40 × 40 px, its icon in the middle, as in the other language`, async () => {
          const { page, errors } = await openPage(browser(), `${site}${locale.prefix}lua/motion`);
          await page.setViewportSize({ width: 390, height: 900 });
          const controls = await page.evaluate(() =>
            ['.navbar-toggle', '.locale-dropdown summary', '.color-mode-toggle', '.search-button'].map((selector) => {
              const control = document.querySelector(`.navbar ${selector}`)!.getBoundingClientRect();
              const icon = document.querySelector(`.navbar ${selector} svg.icon`)!.getBoundingClientRect();
              return { selector, width: control.width, height: control.height, iconOffset: [icon.x + icon.width / 2 - (control.x + control.width / 2), icon.y + icon.height / 2 - (control.y + control.height / 2)] };
            }),
          );
          for (const { selector, width, height } of controls) {
            expect(width, selector).toBeGreaterThanOrEqual(40);
            expect(height, selector).toBeGreaterThanOrEqual(40);
          }
          const search = controls.find((control) => control.selector === '.search-button')!;
          expect(Math.abs(search.iconOffset[0]!)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(search.iconOffset[1]!)).toBeLessThanOrEqual(0.5);
          expect(Math.round(search.width)).toBe(Math.round(search.height));
          // Nothing spills out of the phone's width.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    });

    describe('the copy button with a mouse', () => {
      for (const locale of LOCALES) {
        const strings = themeStrings(locale.code);
        test(`${locale.code}, 1280 px: shown when the block is pointed at or holds the keyboard's focus; a click copies, shows a check and says so`, async () => {
          await browser().context.grantPermissions(['clipboard-read', 'clipboard-write']);
          for (const theme of ['light', 'dark']) {
            const page = await browser().context.newPage();
            const errors = watchErrors(page);
            await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
            await page.goto(`${site}${locale.prefix}api/cli`);
            await page.waitForSelector('html[data-hydrated="true"]');
            const block = page.locator('.code-block').first();
            const button = block.locator('.code-copy'); // its name changes once it has copied
            expect(await block.getByRole('button', { name: strings.copyCode }).count()).toBe(1);
            await block.scrollIntoViewIfNeeded();
            await page.mouse.move(0, 0);
            expect(await seen(button)).toBe(false); // out of the way while the reader reads
            await block.hover();
            await expect.poll(() => seen(button)).toBe(true);
            await page.mouse.move(0, 0);
            await expect.poll(() => seen(button)).toBe(false);
            await button.focus();
            await expect.poll(() => seen(button)).toBe(true);
            await button.click();
            await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre code .line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n')));
            await page.getByRole('status').filter({ hasText: strings.copied }).waitFor({ state: 'attached' });
            expect(await button.locator('svg.icon-check').isVisible()).toBe(true);
            expect(await button.locator('svg.icon-copy').isVisible()).toBe(false);
            expect(await button.getAttribute('aria-label')).toBe(strings.copied);
            // The icon stands out from the button in both modes.
            const [stroke, background] = await button.evaluate((element) => [getComputedStyle(element.querySelector('svg.icon-check')!).stroke, getComputedStyle(element).backgroundColor]);
            expect(contrast(stroke!, background!), theme).toBeGreaterThanOrEqual(3);
            // Back to copying after a moment.
            await expect.poll(() => button.locator('svg.icon-copy').isVisible(), { timeout: 5000 }).toBe(true);
            expect(errors).toEqual([]);
            await page.close();
          }
        });
      }
    });

    describe('the copy button on a touch screen', () => {
      const phone = useBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      for (const locale of LOCALES) {
        const strings = themeStrings(locale.code);
        test(`${locale.code}, 390 px: visible without hovering; a tap copies the code and announces "${strings.copied}"`, async () => {
          await phone().context.grantPermissions(['clipboard-read', 'clipboard-write']);
          const { page, errors } = await openPage(phone(), `${site}${locale.prefix}api/cli`);
          expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
          const block = page.locator('.code-block').first();
          const button = block.locator('.code-copy');
          expect(await block.getByRole('button', { name: strings.copyCode }).count()).toBe(1);
          await block.scrollIntoViewIfNeeded();
          expect(await seen(button)).toBe(true);
          expect(await button.locator('svg.icon-copy').isVisible()).toBe(true);
          await button.tap();
          await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre code .line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n')));
          await page.getByRole('status').filter({ hasText: strings.copied }).waitFor({ state: 'attached' });
          expect(await button.locator('svg.icon-check').isVisible()).toBe(true);
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    });

    describe('the phone menu without JavaScript', () => {
      const noScript = useBrowser({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      for (const locale of LOCALES) {
        const strings = themeStrings(locale.code);
        test(`${locale.code}, 390 px: the menu button shows the menu's links; the close button, Escape and a tap beside it close it`, async () => {
          const page = await noScript().context.newPage();
          const errors = watchErrors(page);
          await page.goto(`${site}${locale.prefix}lua/motion`);
          expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
          const menu = page.getByRole('dialog', { name: strings.mainNavigation });
          const links = menu.locator('.mobile-menu-links a');
          expect(await menu.isVisible()).toBe(false);
          const toggle = page.getByRole('button', { name: strings.openMenu });
          await toggle.click();
          await menu.waitFor();
          expect(await links.allTextContents()).toEqual(locale.code === 'en' ? ['Tutorial', 'API', 'Components', 'Lua', 'Blog'] : ['教程', 'API', '组件', 'Lua 指令', '博客']);
          for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
          expect(await menu.locator('.mobile-menu-links a[aria-current="true"]').allTextContents()).toContain(locale.code === 'en' ? 'Lua' : 'Lua 指令');
          await menu.getByRole('button', { name: strings.closeMenu }).click();
          await menu.waitFor({ state: 'hidden' });
          await toggle.click();
          await menu.waitFor();
          await page.keyboard.press('Escape');
          await menu.waitFor({ state: 'hidden' });
          await toggle.click();
          await menu.waitFor();
          await page.mouse.click(370, 600); // beside the panel
          await menu.waitFor({ state: 'hidden' });
          // A link in it is a plain link.
          await toggle.click();
          await menu.getByRole('link', { name: 'API', exact: true }).click();
          await page.waitForURL(`${site}${locale.prefix}api/blocky`);
          expect(errors).toEqual([]);
          await page.close();
        });
      }

      test("a menu opened before the script has run stays open once it has, as the script's menu; then the button opens the script's menu, never the popover", async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        await page.setViewportSize({ width: 390, height: 844 });
        // The scripts wait until the reader has opened the menu.
        let release = () => {};
        const opened = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\.js(\?|$)/, async (route) => {
          await opened;
          await route.continue();
        });
        await page.goto(`${site}lua/motion`, { waitUntil: 'commit' }); // DOMContentLoaded waits for module scripts
        await page.getByRole('button', { name: '打开导航菜单' }).click();
        await page.locator('#mobile-menu-without-script').waitFor();
        release();
        await page.waitForSelector('html[data-hydrated="true"]');
        const menu = page.locator('#mobile-menu');
        await menu.waitFor();
        await expect.poll(() => page.locator('#mobile-menu-without-script').count()).toBe(0);
        expect(await menu.getByRole('link', { name: 'Lua 指令' }).isVisible()).toBe(true);
        expect(await menu.locator('.sidebar-link-active').textContent()).toBe('运动'); // the script's menu has the sidebar
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: '打开导航菜单' }).click();
        await menu.waitFor();
        expect(await page.locator(':popover-open').count()).toBe(0);
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('code font', () => {
      for (const locale of LOCALES) {
        test(`${locale.code}: Latin code is drawn in a Latin monospace font, not a CJK one`, async () => {
          const { page, errors } = await openPage(browser(), `${site}${locale.prefix}api/cli`);
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('DOM.enable');
          await cdp.send('CSS.enable');
          const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
          // A token of the first block's first line (npm install …): Latin letters only.
          const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.code-block pre code .line span' });
          expect(await page.locator('.code-block pre code .line span').first().textContent()).toMatch(/^[\x20-\x7e]+$/);
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          expect(fonts.length).toBeGreaterThan(0);
          for (const font of fonts) expect(font.familyName).not.toMatch(/CJK/i);
          expect(fonts[0]!.familyName).toMatch(/Mono/);
          await cdp.detach();
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    });
  });
}
