// The footer and the logos as the theme gets them in one locale: texts picked, links under the base and locale.
import { describe, expect, test } from 'vitest';
import { validateConfig } from '../../../src/render/config/load-config.js';
import { localeOf } from '../../../src/render/config/site-config.js';
import { footerData } from '../../../src/render/data/footer-data.js';
import { logoData } from '../../../src/render/data/logo-data.js';

const site = {
  title: 'Kit',
  url: 'https://kit.example.com',
  base: '/kit/',
  i18n: { defaultLocale: 'zh-Hans', locales: { 'zh-Hans': { label: '简体中文' }, en: { label: 'English' } } },
};
const config = validateConfig(
  {
    ...site,
    footer: {
      style: 'dark',
      copyright: { 'zh-Hans': '版权', en: 'Copyright' },
      links: [
        { title: { 'zh-Hans': '文档', en: 'Docs' }, items: [{ label: { 'zh-Hans': '指南', en: 'Guide' }, to: '/guide/intro#start' }, { label: 'Manual', href: '/files/manual.pdf' }] },
        { items: [{ label: 'GitHub', href: 'https://github.com/kit' }, { html: '<b>Kit</b>' }] },
      ],
      logo: { src: '/img/footer.svg', srcDark: 'img/footer-dark.svg', href: '/about', width: 120 },
    },
  },
  '/site/docgen.config.ts',
);

describe('footerData', () => {
  test("columns in the page's locale: `to` under the base and locale prefix, `href` a URL or a path under the base, html as written", () => {
    const en = footerData(config, localeOf(config, 'en'));
    expect(en).toEqual({
      copyright: 'Copyright',
      registration: '',
      style: 'dark',
      logo: { src: '/kit/img/footer.svg', srcDark: '/kit/img/footer-dark.svg', alt: 'Kit', href: '/kit/en/about', width: 120 },
      columns: [
        { title: 'Docs', items: [{ label: 'Guide', href: '/kit/en/guide/intro#start' }, { label: 'Manual', href: '/kit/files/manual.pdf' }] },
        { items: [{ label: 'GitHub', href: 'https://github.com/kit' }, { html: '<b>Kit</b>' }] },
      ],
      row: [],
    });
    expect(footerData(config, localeOf(config, 'zh-Hans')).columns[0]).toEqual({ title: '文档', items: [{ label: '指南', href: '/kit/guide/intro#start' }, { label: 'Manual', href: '/kit/files/manual.pdf' }] });
  });

  test('links without columns are one row', () => {
    const row = validateConfig({ ...site, footer: { links: [{ label: 'Guide', to: '/guide' }] } }, '/site/docgen.config.ts');
    expect(footerData(row, localeOf(row, 'en'))).toMatchObject({ columns: [], row: [{ label: 'Guide', href: '/kit/en/guide' }], style: 'light' });
  });
});

describe('logoData', () => {
  test('an alt text in the locale, else the fallback; a URL stays as it is', () => {
    const logo = { src: 'https://cdn.example.com/logo.svg', alt: { 'zh-Hans': '标志', en: 'Logo' } };
    expect(logoData(logo, config, localeOf(config, 'en'), { alt: '', href: '/kit/en/' })).toEqual({ src: 'https://cdn.example.com/logo.svg', alt: 'Logo', href: '/kit/en/' });
    expect(logoData({ src: 'logo.svg' }, config, localeOf(config, 'en'), { alt: '' })).toEqual({ src: '/kit/logo.svg', alt: '' });
    expect(logoData(undefined, config, localeOf(config, 'en'), { alt: '' })).toBeUndefined();
  });
});
