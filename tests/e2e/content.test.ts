// What enhances the markdown content in the browser: copy buttons, mermaid diagrams, heading anchors.
import type { Page } from 'playwright-core';
import { createHighlighter } from 'shiki';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser, watchErrors } from '../helpers/browser.js';
import { watchRequests } from '../helpers/page-settled.js';

const browser = useBrowser();

for (const { name: target, siteUrl: site } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    beforeAll(async () => {
      await browser().context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site).origin });
    });

    /** The scripts a page names in its HTML: the entry and the chunks it preloads. */
    async function firstViewScripts(page: Page): Promise<string[]> {
      return page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type="module"][src], link[rel="modulepreload"]')].map((el) => ('src' in el ? el.src : el.href)));
    }

    describe('code blocks', () => {
      test('the copy button copies the code and shows its copied label for a moment', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        const block = page.locator('.code-block').first();
        const expected = await block.locator('pre code .line').evaluateAll((lines) => lines.map((l) => l.textContent).join('\n'));
        expect(expected).toContain('\n');
        await block.hover();
        const button = block.getByRole('button', { name: 'Copy code to clipboard' });
        // Every state the button goes through is recorded: reading it once could come after the moment is over.
        await button.evaluate((el) => {
          const states: string[] = ((window as unknown as { __states: string[] }).__states = []);
          new MutationObserver(() => {
            const state = `${el.getAttribute('aria-label')} | ${el.getAttribute('data-copied')}`;
            if (states.at(-1) !== state) states.push(state);
          }).observe(el, { attributes: true, attributeFilter: ['aria-label', 'data-copied'] });
        });
        await button.click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
        const states = () => page.evaluate(() => (window as unknown as { __states: string[] }).__states);
        await expect.poll(states, { timeout: 30_000 }).toEqual(['Copied | true', 'Copy code to clipboard | null']);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('a lua block shows, in light and dark mode, the colours of shiki\'s own two-theme output', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        const block = page.locator('.code-block[data-language="lua"] pre').first();
        const code = await block.locator('code .line').evaluateAll((lines) => lines.map((l) => l.textContent).join('\n'));
        // The reference: shiki's output for the same code, one pass of the grammar per theme.
        const shiki = await createHighlighter({ themes: ['github-light', 'github-dark-default'], langs: ['lua'] });
        const reference = shiki.codeToTokensWithThemes(code, { lang: 'lua', themes: { light: 'github-light', dark: 'github-dark-default' } });
        const expected = (mode: 'light' | 'dark') =>
          reference.flatMap((line) => line.flatMap((token) => [...token.content].filter((c) => c.trim()).map((c) => `${c} ${hexToRgb(token.variants[mode]!.color!)}`)));
        // What the reader sees: the colour of every visible character, as the browser computes it (text in the
        // themes' own colours is the line's, without a span of its own).
        const shown = () =>
          block.evaluate((pre) =>
            [...pre.querySelectorAll('.line')].flatMap((line) => {
              const characters: string[] = [];
              const texts = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
              for (let text = texts.nextNode(); text; text = texts.nextNode()) {
                const color = getComputedStyle(text.parentElement!).color;
                characters.push(...[...(text.textContent ?? '')].filter((c) => c.trim()).map((c) => `${c} ${color}`));
              }
              return characters;
            }),
          );
        expect(await shown()).toEqual(expected('light'));
        await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        await page.locator('html[data-theme="dark"]').waitFor();
        expect(await shown()).toEqual(expected('dark'));
        await page.evaluate(() => localStorage.clear()); // the next tests of this browser start in light mode
        expect(errors).toEqual([]);
        await page.close();
      });

      test('the copy button speaks the page language', async () => {
        const { page, errors } = await openPage(browser(), `${site}lua/motion`);
        expect(await page.locator('.code-copy').first().getAttribute('aria-label')).toBe('复制代码到剪贴板');
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('mermaid diagrams', () => {
      test('a diagram becomes an SVG, loaded only on pages that have one, and follows the colour mode', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/tutorials/Examples/grip`);
        const svg = page.locator('.mermaid-diagram .mermaid-svg svg').first();
        await svg.waitFor();
        expect(await page.locator('.mermaid-diagram .mermaid-source').first().isHidden()).toBe(true);
        const lightSvg = await svg.evaluate((el) => el.outerHTML);
        await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        await expect.poll(() => svg.evaluate((el) => el.outerHTML)).not.toBe(lightSvg);
        await page.evaluate(() => localStorage.clear());
        expect(errors).toEqual([]);
        await page.close();
      });

      // The dev server adds its live-reload script and bundles differently: the first view is the build's.
      test.skipIf(target === 'serve')('a page without a diagram loads no script beyond the first view', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page);
        const scripts: string[] = [];
        page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
        const requests = watchRequests(page);
        // Data-saver mode: prefetching the home page would load its module, which is a route's script, not a diagram's.
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
        await page.goto(`${site}en/components/Slider`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await requests.settled();
        expect(await page.locator('.mermaid-diagram').count()).toBe(0);
        const allowed = await firstViewScripts(page);
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((url) => !allowed.includes(url))).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });

      test('when mermaid fails to load the diagram shows the error and a Retry button that draws it', async () => {
        const page = await browser().context.newPage();
        const errors = watchErrors(page, { allow: [/ERR_FAILED/] });
        // The site's own scripts, as a page without a diagram loads them; on the diagram page anything else is mermaid.
        const appScripts = new Set<string>();
        let recording = true;
        page.on('request', (r) => recording && r.resourceType() === 'script' && appScripts.add(r.url()));
        const requests = watchRequests(page);
        await page.goto(`${site}en/components/Slider`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await requests.settled();
        recording = false;
        let blocking = true;
        await page.route(/\.js(\?|$)/, (route) => (blocking && !appScripts.has(route.request().url()) ? route.abort() : route.continue()));
        await page.goto(`${site}en/tutorials/Examples/grip`);
        await page.waitForSelector('html[data-hydrated="true"]');
        const failure = page.locator('.mermaid-diagram .diagram-error').first();
        await failure.waitFor();
        expect(await failure.textContent()).toContain('The diagram could not be rendered.');
        blocking = false;
        await failure.getByRole('button', { name: 'Retry' }).click();
        await page.locator('.mermaid-diagram .mermaid-svg svg').first().waitFor();
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    describe('heading anchors', () => {
      test('hovering a section heading shows its direct link', async () => {
        const { page, errors } = await openPage(browser(), `${site}en/lua/motion`);
        const heading = page.locator('h2#point-formats');
        const anchor = heading.locator('a.hash-link');
        expect(await anchor.getAttribute('href')).toBe('#point-formats');
        expect(await anchor.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
        await heading.hover();
        await expect.poll(() => anchor.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
        await anchor.click();
        expect(page.url()).toBe(`${site}en/lua/motion#point-formats`);
        expect(errors).toEqual([]);
        await page.close();
      });
    });
  });
}

/** '#D73A49' → 'rgb(215, 58, 73)', as getComputedStyle gives colours. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
