// Docusaurus's navbar and footer read as docgen's config: what is mapped, what is translated from the theme's
// translation files, and what is named at its line.
import { describe, expect, test } from 'vitest';
import { validateConfig } from '../../../src/render/config/load-config.js';
import { fromDocusaurus, type ThemeTranslations } from '../../../src/render/docusaurus/from-docusaurus.js';

const FILE = '/site/docusaurus.config.js';
const i18n = { defaultLocale: 'en', locales: ['en', 'zh', 'fr'] };

/** The config as a file would hold it (warnings are placed by its text), mapped. */
function mapped(themeConfig: object, translations: ThemeTranslations = {}) {
  const site = { title: 'Kit', url: 'https://kit.example.com', i18n, themeConfig };
  const source = `module.exports = ${JSON.stringify(site, null, 2)};\n`;
  const result = fromDocusaurus(site, FILE, source, [], translations);
  const lineOf = (text: string) => source.slice(0, source.indexOf(text)).split('\n').length;
  return { ...result, lineOf, warned: result.warnings.map((w) => [w.line, w.message]) };
}

const zh: ThemeTranslations = {
  zh: {
    navbar: { title: '套件', 'logo.alt': '套件标志', 'item.label.More': '更多', 'item.label.Setup': '安装', 'item.label.Forum': '论坛' },
    footer: { 'link.title.Docs': '文档', 'link.item.label.Guide': '指南', 'logo.alt': '页脚标志', copyright: '版权所有' },
  },
};

describe('the navbar', () => {
  test('a dropdown lists doc, sidebar, link and html items; an html item shows its value; labels come from navbar.json', () => {
    const { config, warned } = mapped(
      {
        navbar: {
          items: [
            {
              type: 'dropdown',
              label: 'More',
              position: 'left',
              items: [
                { type: 'doc', docId: 'guide/setup', label: 'Setup' },
                { type: 'docSidebar', sidebarId: 'api', label: 'API' },
                { to: '/docs/tuning', label: 'Tuning', activeBasePath: '/docs' },
                { href: 'https://forum.example.com', label: 'Forum' },
                { type: 'html', value: '<hr>' },
              ],
            },
            { type: 'html', position: 'right', value: '<b>v2</b>' },
          ],
        },
      },
      zh,
    );
    expect(warned).toEqual([]);
    expect(config.navbar).toEqual({
      items: [
        {
          type: 'dropdown',
          label: { en: 'More', zh: '更多', fr: 'More' },
          position: 'left',
          items: [
            { type: 'doc', docId: 'guide/setup', label: { en: 'Setup', zh: '安装', fr: 'Setup' } },
            { type: 'docSidebar', sidebarId: 'api', label: 'API' },
            { type: 'link', to: '/docs/tuning', label: 'Tuning', activeBasePath: '/docs' },
            { type: 'link', href: 'https://forum.example.com', label: { en: 'Forum', zh: '论坛', fr: 'Forum' } },
            { type: 'html', value: '<hr>' },
          ],
        },
        { type: 'html', value: '<b>v2</b>', position: 'right' },
      ],
    });
    // docgen's own schema takes it, each localized label naming every locale.
    expect(() => validateConfig(config, FILE)).not.toThrow();
  });

  test('what a dropdown cannot show is named and left out; a dropdown with nothing left is left out', () => {
    const { config, warned, lineOf } = mapped({
      navbar: {
        items: [
          { type: 'dropdown', label: 'Menus', to: '/docs/menus', items: [{ type: 'localeDropdown' }, { label: 'No target' }, { type: 'doc', docId: 'a', label: 'A' }] },
          { type: 'dropdown', label: 'Empty', items: [{ type: 'docsVersionDropdown' }] },
        ],
      },
    });
    expect((config.navbar as { items: unknown[] }).items).toEqual([{ type: 'dropdown', label: 'Menus', items: [{ type: 'doc', docId: 'a', label: 'A' }] }]);
    expect(warned).toEqual([
      [lineOf('"to": "/docs/menus"'), '"themeConfig.navbar.items.to": docgen does not support this option yet; the dropdown\'s label opens its menu.'],
      [expect.any(Number), 'Navbar item 1, its item 1: items of type "localeDropdown" are not supported in a dropdown; it is left out.'],
      [expect.any(Number), 'Navbar item 1, its item 2: docgen shows links with a label and a "to" or "href"; this one is left out.'],
      [expect.any(Number), 'Navbar item 2, its item 1: items of type "docsVersionDropdown" are not supported in a dropdown; it is left out.'],
      [expect.any(Number), 'Navbar item 2: the dropdown has no item docgen shows; it is left out.'],
    ]);
  });

  test('the version and language menus list what docgen lists: what a project adds to them is named', () => {
    const { config, warned, lineOf } = mapped({
      navbar: {
        items: [
          { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }], dropdownActiveClassDisabled: true },
          { type: 'localeDropdown', dropdownItemsBefore: [{ href: 'https://crowdin.example.com', label: 'Help translate' }] },
        ],
      },
    });
    expect((config.navbar as { items: unknown[] }).items).toEqual([{ type: 'docsVersionDropdown', position: 'right' }, { type: 'localeDropdown' }]);
    expect(warned).toEqual([
      [lineOf('"dropdownItemsAfter"'), '"themeConfig.navbar.items.dropdownItemsAfter": docgen does not support this option yet; the menu lists the docs versions only.'],
      [lineOf('"dropdownActiveClassDisabled"'), '"themeConfig.navbar.items.dropdownActiveClassDisabled": docgen does not support this option yet; it is left out.'],
      [lineOf('"dropdownItemsBefore"'), '"themeConfig.navbar.items.dropdownItemsBefore": docgen does not support this option yet; the menu lists the languages only.'],
    ]);
  });

  test('the title and the logo (its dark variant, its alt text from navbar.json) are taken; style is named', () => {
    const { config, warned, lineOf } = mapped({ navbar: { title: 'Kit', style: 'dark', logo: { alt: 'Kit logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/docs/intro', width: 32, height: 32, className: 'big' }, items: [] } }, zh);
    expect(config.navbar).toEqual({
      title: { en: 'Kit', zh: '套件', fr: 'Kit' },
      logo: { alt: { en: 'Kit logo', zh: '套件标志', fr: 'Kit logo' }, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/docs/intro', width: 32, height: 32 },
      items: [],
    });
    expect(warned).toEqual([
      [lineOf('"style"'), '"themeConfig.navbar.style": docgen does not support this option yet; the navbar has the theme\'s colours.'],
      [lineOf('"className"'), '"themeConfig.navbar.logo.className": docgen does not support this option yet; it is left out.'],
    ]);
  });

  test("the default locale's navbar.json and footer.json translate its texts too, as Docusaurus reads them for every locale", () => {
    const translations: ThemeTranslations = {
      en: { navbar: { 'item.label.userDocs': 'User docs', title: 'Kit docs' }, footer: { copyright: 'Copyright © 2026 Kit<br><a href="https://example.org">Registered</a>' } },
      zh: { navbar: { 'item.label.userDocs': '用户文档' } },
    };
    const { config } = mapped({ navbar: { title: 'Kit', items: [{ type: 'doc', docId: 'intro', label: 'userDocs' }] }, footer: { copyright: 'Copyright' } }, translations);
    expect(config.navbar).toEqual({ title: { en: 'Kit docs', zh: 'Kit', fr: 'Kit' }, items: [{ type: 'doc', docId: 'intro', label: { en: 'User docs', zh: '用户文档', fr: 'userDocs' } }] });
    expect(config.footer).toEqual({ copyright: { en: 'Copyright © 2026 Kit<br><a href="https://example.org">Registered</a>', zh: 'Copyright', fr: 'Copyright' } });
    expect(() => validateConfig(config, FILE)).not.toThrow();
    // A site without i18n is one English site: i18n/en/ translates it.
    const site = { title: 'Kit', url: 'https://kit.example.com', themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'userDocs' }] } } };
    const english = fromDocusaurus(site, FILE, JSON.stringify(site), [], { en: translations.en! }).config;
    expect((english.navbar as { items: unknown[] }).items).toEqual([{ type: 'link', to: '/docs/intro', label: { en: 'User docs' } }]);
  });

  test("an item's className is carried over, for the site's CSS: links, doc items, dropdowns and their entries, html items", () => {
    const { config, warned } = mapped({
      navbar: {
        items: [
          { href: 'https://github.com/kit', label: 'GitHub', position: 'right', className: 'header-github-link' },
          { type: 'doc', docId: 'intro', label: 'Intro', className: 'intro-link' },
          { type: 'dropdown', label: 'More', className: 'header--more', items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API', className: 'api-entry' }, { type: 'html', value: '<hr>', className: 'rule' }] },
          { to: '/blog', label: 'Blog', className: 'blog-link' },
        ],
      },
    });
    expect(warned).toEqual([]);
    expect((config.navbar as { items: unknown[] }).items).toEqual([
      { type: 'link', href: 'https://github.com/kit', label: 'GitHub', position: 'right', className: 'header-github-link' },
      { type: 'doc', docId: 'intro', label: 'Intro', className: 'intro-link' },
      { type: 'dropdown', label: 'More', className: 'header--more', items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API', className: 'api-entry' }, { type: 'html', value: '<hr>', className: 'rule' }] },
      { type: 'blog', label: 'Blog', className: 'blog-link' },
    ]);
    expect(() => validateConfig(config, FILE)).not.toThrow();
  });

  test('without a title the navbar shows the logo alone, as Docusaurus does; without either, the site title', () => {
    expect(mapped({ navbar: { logo: { src: 'img/logo.svg' } } }).config.navbar).toEqual({ title: '', logo: { src: 'img/logo.svg' }, items: [] });
    expect(mapped({ navbar: { items: [] } }).config.navbar).toEqual({ items: [] });
  });
});

describe('the footer', () => {
  test('link columns: titles and labels from footer.json, to, href, html, and an href the base is put before', () => {
    const { config, warned } = mapped(
      {
        footer: {
          style: 'dark',
          links: [
            { title: 'Docs', items: [{ label: 'Guide', to: '/docs/guide' }, { label: 'Files', href: '/files/manual.pdf', prependBaseUrlToHref: true }] },
            { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/kit' }, { html: '<a href="mailto:a@b.c">Mail</a>' }] },
          ],
          logo: { alt: 'Footer logo', src: 'img/footer.svg', href: 'https://kit.example.com' },
          copyright: 'Copyright',
        },
      },
      zh,
    );
    expect(warned).toEqual([]);
    expect(config.footer).toEqual({
      style: 'dark',
      links: [
        {
          title: { en: 'Docs', zh: '文档', fr: 'Docs' },
          items: [
            { label: { en: 'Guide', zh: '指南', fr: 'Guide' }, to: '/docs/guide' },
            { label: 'Files', to: '/files/manual.pdf' },
          ],
        },
        { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/kit' }, { html: '<a href="mailto:a@b.c">Mail</a>' }] },
      ],
      logo: { alt: { en: 'Footer logo', zh: '页脚标志', fr: 'Footer logo' }, src: 'img/footer.svg', href: 'https://kit.example.com' },
      copyright: { en: 'Copyright', zh: '版权所有', fr: 'Copyright' },
    });
    expect(() => validateConfig(config, FILE)).not.toThrow();
  });

  test("the simple form is links in one row; an option docgen does not know is named", () => {
    const { config, warned, lineOf } = mapped({ footer: { links: [{ label: 'Guide', to: '/docs/guide' }, { html: '<span>·</span>' }], sticky: true } });
    expect(config.footer).toEqual({ links: [{ label: 'Guide', to: '/docs/guide' }, { html: '<span>·</span>' }] });
    expect(warned).toEqual([[lineOf('"sticky"'), '"themeConfig.footer.sticky": docgen does not support this option yet; it is left out.']]);
  });
});

describe('the site options', () => {
  /** The warnings of a config with these options, each with its line. */
  const warningsOf = (options: object) => {
    const site = { title: 'Kit', url: 'https://kit.example.com', ...options };
    const source = `module.exports = ${JSON.stringify(site, null, 2)};\n`;
    return fromDocusaurus(site, FILE, source, [], {}).warnings.map((w) => [w.line, w.message]);
  };

  test('trailingSlash: false is taken (pages written as <path>.html); true and unset write folders of index.html, without a word', () => {
    const configOf = (options: object) => {
      const site = { title: 'Kit', url: 'https://kit.example.com', ...options };
      return fromDocusaurus(site, FILE, `module.exports = ${JSON.stringify(site, null, 2)};\n`, [], {}).config;
    };
    expect(configOf({ trailingSlash: false }).trailingSlash).toBe(false);
    expect(configOf({ trailingSlash: true }).trailingSlash).toBeUndefined();
    for (const trailingSlash of [false, true, undefined]) expect(warningsOf({ trailingSlash })).toEqual([]);
  });

  test('markdown.mdx1Compat: what docgen always does is taken as true, false is named, another option too', () => {
    expect(warningsOf({ markdown: { mdx1Compat: { comments: true, admonitions: true, headingIds: true } } })).toEqual([]);
    expect(warningsOf({ markdown: { mdx1Compat: { comments: false, future: true } } })).toEqual([
      [6, '"markdown.mdx1Compat.comments": docgen does not support this option yet; HTML comments in MDX pages are read as comments all the same.'],
      [7, '"markdown.mdx1Compat.future": docgen does not support this option yet; it is left out.'],
    ]);
  });

  test("the blog's onInlineTags, onInlineAuthors and onUntruncatedBlogPosts change no page: taken silently", () => {
    const blog = { onInlineTags: 'throw', onInlineAuthors: 'warn', onUntruncatedBlogPosts: 'ignore' };
    expect(warningsOf({ presets: [['classic', { blog }]] })).toEqual([]);
  });

  test('prism.additionalLanguages are read in any case, as Docusaurus reads them', () => {
    const { config, warned } = mapped({ prism: { additionalLanguages: ['Lua', 'PowerShell'] } });
    expect(warned).toEqual([]);
    expect((config.markdown as { extraLanguages: string[] }).extraLanguages).toEqual(['lua', 'powershell']);
  });

  test("themeConfig.zoom is the image-zoom plugin's: the plugin is named where it is listed, zoom never", () => {
    const zoom = { selector: '.markdown img', background: { light: '#fff' } };
    expect(warningsOf({ themeConfig: { zoom } })).toEqual([]);
    const withPlugin = warningsOf({ plugins: ['docusaurus-plugin-image-zoom'], themeConfig: { zoom } });
    expect(withPlugin.map(([, message]) => message)).toEqual(['The plugin "docusaurus-plugin-image-zoom" is not supported: docgen builds the site without it.']);
  });
});

describe('stylesheets, scripts and headTags', () => {
  const headOf = (options: object) => {
    const site = { title: 'Kit', url: 'https://kit.example.com', ...options };
    const source = `module.exports = ${JSON.stringify(site, null, 2)};\n`;
    const { config, warnings } = fromDocusaurus(site, FILE, source, [], {});
    return { headTags: validateConfig(config, FILE).headTags, warned: warnings.map((w) => [w.line, w.message]), lineOf: (text: string) => source.slice(0, source.indexOf(text)).split('\n').length };
  };

  const katex = { href: 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css', type: 'text/css' };

  test('are the tags of every page\'s head, attributes as written', () => {
    const { headTags, warned } = headOf({
      stylesheets: ['https://fonts.example.com/grip.css', { href: '/css/print.css', media: 'print' }],
      scripts: ['https://stats.example.com/count.js', { src: '/js/feedback.js', async: true, 'data-site': 'kit' }],
      headTags: [{ tagName: 'meta', attributes: { name: 'generator-note', content: 'kit docs' } }, { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"WebSite"}' }],
    });
    expect(warned).toEqual([]);
    expect(headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.example.com/grip.css' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '/css/print.css', media: 'print' } },
      { tagName: 'script', attributes: { src: 'https://stats.example.com/count.js' } },
      { tagName: 'script', attributes: { src: '/js/feedback.js', async: true, 'data-site': 'kit' } },
      { tagName: 'meta', attributes: { name: 'generator-note', content: 'kit docs' } },
      { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"WebSite"}' },
    ]);
  });

  test("KaTeX's stylesheet is docgen's own where the math plugins are docgen's math, and the project's elsewhere", () => {
    const withMath = headOf({ stylesheets: [katex], presets: [['classic', { docs: { remarkPlugins: ['remark-math'], rehypePlugins: ['rehype-katex'] } }]] });
    expect([withMath.headTags, withMath.warned]).toEqual([[], []]);
    expect(headOf({ stylesheets: [katex] }).headTags).toEqual([{ tagName: 'link', attributes: { rel: 'stylesheet', ...katex } }]);
  });

  test('a tag docgen cannot write is named at its entry and left out', () => {
    const { headTags, warned, lineOf } = headOf({ scripts: [{ async: true }], headTags: [{ tagName: 'div', attributes: {} }] });
    expect(headTags).toEqual([]);
    expect(warned).toEqual([
      [lineOf('"scripts"'), '"scripts", its entry 1: docgen writes a script given as a URL or an object of attributes only; it is left out.'],
      [lineOf('"headTags"'), '"headTags", its entry 1: docgen writes link, meta, script, style, noscript tags with plain attributes only; it is left out.'],
    ]);
  });
});

describe('navbar links', () => {
  test('activeBasePath is carried over; activeBaseRegex is named', () => {
    const site = { title: 'Kit', url: 'https://kit.example.com', themeConfig: { navbar: { items: [{ to: '/docs/api/cli', label: 'API', activeBasePath: 'docs/api', activeBaseRegex: '^/docs/(api|cli)' }] } } };
    const source = `module.exports = ${JSON.stringify(site, null, 2)};\n`;
    const { config, warnings } = fromDocusaurus(site, FILE, source, [], {});
    expect((config.navbar as { items: unknown[] }).items).toEqual([{ type: 'link', to: '/docs/api/cli', label: 'API', activeBasePath: 'docs/api' }]);
    expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/activeBaseRegex.*docgen does not support this option yet/)]);
  });
});
