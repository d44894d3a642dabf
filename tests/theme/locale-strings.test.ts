// Any BCP 47 locale code reads the theme's strings of its language and script: zh and zh-CN read Simplified
// Chinese, en-US English; a locale the theme has no words for reads English, and the build says so once.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { docSearchStrings } from '../../theme/i18n/docsearch-strings.js';
import { matchLocale } from '../../theme/i18n/match-locale.js';
import { themeStrings } from '../../theme/i18n/strings.js';
import { writeSmallSite } from '../helpers/small-site.js';

describe('matchLocale', () => {
  test.each([
    ['zh-Hans', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['zh-TW', undefined],
    ['zh-Hant', undefined],
    ['fr', undefined],
    ['not a tag!', undefined],
  ])('%s reads %s', (code, expected) => {
    expect(matchLocale(code, ['en', 'zh-Hans'])).toBe(expected);
  });

  test('the theme and the search modal follow it, English when nothing matches', () => {
    expect(themeStrings('zh-CN').skipToContent).toBe('跳到主要内容');
    expect(themeStrings('zh').skipToContent).toBe('跳到主要内容');
    expect(themeStrings('en-US').skipToContent).toBe('Skip to main content');
    expect(themeStrings('fr').skipToContent).toBe('Skip to main content');
    expect(docSearchStrings('zh').modal.startScreen.recentSearchesTitle).toBe('最近搜索');
    expect(docSearchStrings('de-AT').modal.startScreen.recentSearchesTitle).toBe('Recent');
  });
});

describe('a site whose locales are zh and fr', () => {
  let site: string;
  afterAll(() => rm(site, { recursive: true, force: true }));

  test('shows zh pages in Chinese and fr pages in English, and warns once about fr', async () => {
    const config = await writeSmallSite('locales', {
      'docs/zh/guide/intro.md': '# 简介\n\n正文。\n',
      'docs/fr/guide/intro.md': '# Introduction\n\nTexte.\n',
      'docgen.config.ts': "export default { title: 'Locales', url: 'https://locales.example.com', i18n: { defaultLocale: 'zh', locales: { zh: { label: '中文' }, fr: { label: 'Français' } } } };\n",
    });
    site = path.dirname(config);
    const result = await buildSite({ configPath: config });
    const page = (file: string) => String(outputContent(result.files.get(file)!));
    expect(page('guide/intro/index.html')).toContain('跳到主要内容');
    expect(page('fr/guide/intro/index.html')).toContain('Skip to main content');
    const warnings = result.warnings.filter((warning) => warning.code === 'i18n/no-strings');
    expect(warnings.map((warning) => warning.message)).toEqual([
      'docgen has no interface strings for the locale "fr": its pages show the theme\'s words (menus, buttons, banners) in English.',
    ]);
    expect(warnings[0]!.file).toBe(config);
  }, 60_000);
});
