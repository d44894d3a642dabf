// Every text of the DocSearch modal, per locale. The English ones are DocSearch 3.9's own, spelled out so that
// both locales read alike; they are the texts the spec requires. Only the search chunk imports this file.
import { matchLocale } from './match-locale.js';

const en = {
  placeholder: 'Search docs',
  button: { buttonText: 'Search', buttonAriaLabel: 'Search' },
  modal: {
    searchBox: {
      resetButtonTitle: 'Clear the query',
      resetButtonAriaLabel: 'Clear the query',
      cancelButtonText: 'Cancel',
      cancelButtonAriaLabel: 'Cancel',
      searchInputLabel: 'Search',
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
    errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
    footer: {
      selectText: 'to select',
      selectKeyAriaLabel: 'Enter key',
      navigateText: 'to navigate',
      navigateUpKeyAriaLabel: 'Arrow up',
      navigateDownKeyAriaLabel: 'Arrow down',
      closeText: 'to close',
      closeKeyAriaLabel: 'Escape key',
      searchByText: 'Search by',
    },
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
  },
};

export type DocSearchStrings = typeof en;

const zhHans: DocSearchStrings = {
  placeholder: '搜索文档',
  button: { buttonText: '搜索', buttonAriaLabel: '搜索' },
  modal: {
    searchBox: {
      resetButtonTitle: '清除查询',
      resetButtonAriaLabel: '清除查询',
      cancelButtonText: '取消',
      cancelButtonAriaLabel: '取消',
      searchInputLabel: '搜索',
    },
    startScreen: {
      recentSearchesTitle: '最近搜索',
      noRecentSearchesText: '没有最近搜索',
      saveRecentSearchButtonTitle: '保存这个搜索',
      removeRecentSearchButtonTitle: '从历史记录中删除这个搜索',
      favoriteSearchesTitle: '收藏',
      removeFavoriteSearchButtonTitle: '从收藏列表中删除这个搜索',
    },
    errorScreen: { titleText: '无法获取结果', helpText: '你可能需要检查你的网络连接。' },
    footer: {
      selectText: '选中',
      selectKeyAriaLabel: 'Enter 键',
      navigateText: '导航',
      navigateUpKeyAriaLabel: '向上键',
      navigateDownKeyAriaLabel: '向下键',
      closeText: '关闭',
      closeKeyAriaLabel: 'Escape 键',
      searchByText: '搜索提供',
    },
    noResultsScreen: {
      noResultsText: '没有结果：',
      suggestedQueryText: '试试搜索',
      reportMissingResultsText: '你认为这个查询应该有结果？',
      reportMissingResultsLinkText: '请告知我们。',
    },
  },
};

const strings: Record<string, DocSearchStrings> = { en, 'zh-Hans': zhHans };

export function docSearchStrings(locale: string): DocSearchStrings {
  return strings[matchLocale(locale, Object.keys(strings)) ?? 'en'] ?? en;
}
