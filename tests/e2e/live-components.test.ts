// The ArmKit component reference in real Chromium, built and served: the live previews are the real components,
// rendered into the page's HTML, hydrated as islands, and operated with the mouse and the keyboard as a reader
// would, in both languages, with no console error (a hydration mismatch is one).
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';

const browser = useBrowser();

/** Opens a component page and waits until every island of it is hydrated. */
async function openComponent(site: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser(), `${site}${path}`);
  await opened.page.waitForFunction(() => document.querySelector('[data-island]') && !document.querySelector('[data-island]:not([data-live])'));
  return opened;
}

/** The text of the HTML as the server sent it, before any script ran. */
async function serverHtml(url: string): Promise<string> {
  return (await fetch(url)).text();
}

for (const { name: target, siteUrl: site } of inject('targets')) {
  describe(`live previews from docgen ${target}`, () => {
    test('every component page has a live preview of the component, in the HTML and hydrated, in both languages', async () => {
      const names = ['Alert', 'Button', 'Image', 'Input', 'Radio', 'Select', 'Slider', 'Status', 'Switch', 'Table'];
      for (const prefix of ['', 'en/']) {
        for (const name of names) {
          const html = await serverHtml(`${site}${prefix}components/${name}/`);
          const preview = html.slice(html.indexOf('id="live-preview"'), html.indexOf('id="props"'));
          expect(preview, `${prefix}${name}`).toContain(`data-island="src/components/${name}.client.tsx#${name}"`);
          expect(preview, `${prefix}${name}: the code that produces it`).toMatch(new RegExp(`<span[^>]*>${name}</span>`));
        }
      }
    });

    test('Switch: a click, Space and a click on its label flip it; a disabled one stays', async () => {
      const { page, errors } = await openComponent(site, 'en/components/Switch');
      const conveyor = page.getByRole('switch', { name: 'Conveyor (DO 1)' });
      await expect.poll(() => conveyor.getAttribute('aria-checked')).toBe('true');
      await conveyor.click();
      await expect.poll(() => conveyor.getAttribute('aria-checked')).toBe('false');
      const valve = page.getByRole('switch', { name: 'Vacuum valve (DO 2)' });
      await valve.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => valve.getAttribute('aria-checked')).toBe('true');
      await page.locator('label', { hasText: 'Vacuum valve (DO 2)' }).click();
      await expect.poll(() => valve.getAttribute('aria-checked')).toBe('false');
      const locked = page.getByRole('switch', { name: 'Safety output (locked while running)' });
      expect(await locked.isDisabled()).toBe(true);
      expect(await locked.getAttribute('aria-checked')).toBe('true');
      expect(errors).toEqual([]);
      await page.close();
    });

    test('Slider: arrow keys, Home and End move the handle, and the value is read out with its unit', async () => {
      const { page, errors } = await openComponent(site, 'en/components/Slider');
      const speed = page.getByRole('slider', { name: 'Speed factor' });
      expect(await speed.getAttribute('aria-valuenow')).toBe('30');
      await speed.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => speed.getAttribute('aria-valuenow')).toBe('31');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => speed.getAttribute('aria-valuenow')).toBe('29');
      await page.keyboard.press('End');
      await expect.poll(() => speed.getAttribute('aria-valuenow')).toBe('100');
      await page.keyboard.press('Home');
      await expect.poll(() => speed.getAttribute('aria-valuenow')).toBe('1');
      expect(await speed.getAttribute('aria-valuetext')).toContain('%');
      expect(errors).toEqual([]);
      await page.close();
    });

    test('Select: a click opens its list; arrow keys and Enter choose; Escape closes without a change', async () => {
      const { page, errors } = await openComponent(site, 'en/components/Select');
      const tool = page.getByRole('combobox', { name: 'Active tool' });
      expect(await tool.getAttribute('aria-expanded')).toBe('false');
      expect(await tool.textContent()).toContain('Vacuum gripper');
      await tool.click();
      await expect.poll(() => tool.getAttribute('aria-expanded')).toBe('true');
      const list = page.getByRole('listbox');
      await expect.poll(() => list.isVisible()).toBe(true);
      expect(await list.getByRole('option').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Parallel gripper')]));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => tool.getAttribute('aria-expanded')).toBe('false');
      expect(await tool.textContent()).toContain('Parallel gripper');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => tool.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect.poll(() => tool.getAttribute('aria-expanded')).toBe('false');
      expect(await tool.textContent()).toContain('Parallel gripper');
      expect(errors).toEqual([]);
      await page.close();
    });

    test('Radio: arrow keys move the choice and skip a disabled option', async () => {
      const { page, errors } = await openComponent(site, 'en/components/Radio');
      const joint = page.getByRole('radio', { name: 'Joint (MovJ)' });
      const linear = page.getByRole('radio', { name: 'Linear (MovL)' });
      expect(await joint.isChecked()).toBe(true);
      await joint.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => linear.isChecked()).toBe(true);
      await page.keyboard.press('ArrowRight'); // past "Arc (not licensed)", disabled, back to the first
      await expect.poll(() => joint.isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Arc (not licensed)' }).isChecked()).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    });

    test('Table: a sortable header sorts its column and says so', async () => {
      const { page, errors } = await openComponent(site, 'en/components/Table');
      const table = page.getByRole('table', { name: 'Gripper holding registers' });
      const column = (index: number) => table.locator('tbody tr').evaluateAll((rows, i) => rows.map((row) => row.children[i]!.textContent), index);
      expect(await column(1)).toEqual(['Status word', 'Position', 'Force', 'Speed', 'Temperature', 'Error code']);
      await table.getByRole('button', { name: 'Raw' }).click();
      await expect.poll(() => column(2)).toEqual(['0', '1', '60', '180', '362', '4250']);
      expect(await table.locator('th', { hasText: 'Raw' }).getAttribute('aria-sort')).toBe('ascending');
      await table.getByRole('button', { name: 'Raw' }).click();
      await expect.poll(() => column(2)).toEqual(['4250', '362', '180', '60', '1', '0']);
      expect(await table.locator('th', { hasText: 'Raw' }).getAttribute('aria-sort')).toBe('descending');
      expect(errors).toEqual([]);
      await page.close();
    });

    test('Alert: the close button speaks the page\'s language, and closes its alert', async () => {
      for (const [path, name, title] of [
        ['en/components/Alert', 'Close', 'Modbus device not answering'],
        ['components/Alert', '关闭', 'Modbus 设备无响应'],
      ] as const) {
        const { page, errors } = await openComponent(site, path);
        const alert = page.locator('.live-preview .ak-alert', { hasText: title });
        await expect.poll(() => alert.count()).toBe(1);
        await alert.getByRole('button', { name }).click();
        await expect.poll(() => alert.count()).toBe(0);
        expect(errors, path).toEqual([]);
        await page.close();
      }
    });

    test('Status: a tooltip shows on keyboard focus', async () => {
      const { page, errors } = await openComponent(site, 'en/components/Status');
      const stop = page.locator('.live-preview .ak-status', { hasText: 'Emergency stop' });
      const tip = stop.getByRole('tooltip');
      expect(await tip.isVisible()).toBe(false);
      // From the link of the section's heading, the next stop is the only status with something to show.
      await page.locator('#live-preview a.hash-link').focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => stop.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => tip.isVisible()).toBe(true);
      expect(await stop.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
