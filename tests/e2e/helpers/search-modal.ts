// Typing into the DocSearch modal and waiting for the answer to that query: not for the start screen's recent
// searches and favourites, which show in the same markup until the answer arrives (a sharded index takes a
// few requests to answer).
import type { Page } from 'playwright-core';
import { docSearchStrings } from '../../../theme/i18n/docsearch-strings.js';

const START_SCREEN_TITLES = ['zh-Hans', 'en'].flatMap((locale) => {
  const { modal } = docSearchStrings(locale);
  return [modal.startScreen.recentSearchesTitle, modal.startScreen.favoriteSearchesTitle];
});

/** Types `query` into the open modal (or opens it with Ctrl+K first) and waits until its hits, or "no results", show. */
export async function searchInModal(page: Page, query: string, { open = true } = {}): Promise<void> {
  if (open) await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await page.waitForFunction(
    ([titles, typed]) => {
      if (document.querySelector('.DocSearch-NoResults')) return document.querySelector('.DocSearch-NoResults')!.textContent!.includes(typed);
      const sources = [...document.querySelectorAll('.DocSearch-Hit-source')].map((source) => source.textContent ?? '');
      return sources.length > 0 && !sources.some((title) => titles.includes(title));
    },
    [START_SCREEN_TITLES, query] as const,
  );
}
