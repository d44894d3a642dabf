// A page that crashes while rendering shows the crash page; the chrome keeps working and "Try again" renders
// the page anew.
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../helpers/browser.js';

const browser = useBrowser();

for (const { name: target, fixtureUrl: fixture } of inject('targets')) {
  describe(`docgen ${target}`, () => {
    describe('the crash page', () => {
      for (const { locale, prefix, texts } of [
        { locale: 'en', prefix: 'en/', texts: { title: 'Page Error | Kit', heading: 'This page crashed.', cause: 'Caused by:', retry: 'Try again' } },
        { locale: 'zh-Hans', prefix: '', texts: { title: '页面错误 | Kit', heading: '页面崩溃了。', cause: '原因：', retry: '重试' } },
      ]) {
        test(`in ${locale}: titled, with the error chain and a button that renders the page again`, async () => {
          const { page, errors } = await openPage(browser(), `${fixture}${prefix}crash`, { allow: [/docgen: the page crashed/] });
          await page.getByRole('button', { name: 'Crash' }).click();
          const crash = page.locator('.page-error');
          await crash.waitFor();
          expect(await page.title()).toBe(texts.title);
          expect(await crash.locator('h1').textContent()).toBe(texts.heading);
          expect(await crash.locator('.page-error-message').textContent()).toBe('The gripper state is unknown.');
          expect(await crash.locator('.page-error-cause').textContent()).toBe(`${texts.cause} Modbus register 40001 did not answer.`);
          expect(await page.locator('nav.navbar').isVisible()).toBe(true);
          await crash.getByRole('button', { name: texts.retry }).click();
          await crash.waitFor({ state: 'detached' });
          expect(await page.locator('h1').textContent()).toBe('Crash test');
          expect(await page.title()).toBe('Crash test | Kit');
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    });
  });
}
