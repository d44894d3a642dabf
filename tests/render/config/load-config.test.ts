import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig, validateConfig } from '../../../src/render/config/load-config.js';
import { DocgenError } from '../../../src/render/errors.js';

const minimal = {
  title: 'Site',
  url: 'https://example.com',
  i18n: { defaultLocale: 'zh-Hans', locales: { 'zh-Hans': { label: '简体中文' }, en: { label: 'English', htmlLang: 'en-GB' } } },
};

function errorOf(raw: unknown): string {
  try {
    validateConfig(raw, '/site/docgen.config.ts');
  } catch (error) {
    expect(error).toBeInstanceOf(DocgenError);
    return `${(error as DocgenError).message}\nhint: ${(error as DocgenError).hint}`;
  }
  throw new Error('expected the config to be rejected');
}

describe('validateConfig', () => {
  test('fills defaults and normalises the base path', () => {
    for (const base of ['armkit', '/armkit', 'armkit/', '/armkit/']) {
      const config = validateConfig({ ...minimal, base }, '/site/docgen.config.ts');
      expect(config.base).toBe('/armkit/');
    }
    const config = validateConfig(minimal, '/site/docgen.config.ts');
    expect(config.links).toEqual({ onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn', ignore: [] });
    expect(config.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.titleDelimiter).toBe('|');
    expect(config.docsDir).toBe('/site/docs');
    expect(config.locales.map((l) => [l.code, l.prefix, l.htmlLang, l.direction, l.calendar])).toEqual([
      ['zh-Hans', '', 'zh-Hans', 'ltr', 'gregory'],
      ['en', 'en/', 'en-GB', 'ltr', 'gregory'],
    ]);
  });

  test('an unknown key names its path and the allowed keys', () => {
    expect(errorOf({ ...minimal, colorMode: { defaultMode: 'dark', sparkles: true } })).toMatchInlineSnapshot(`
      "Invalid config:
        - Unknown key "colorMode.sparkles". Allowed keys in "colorMode": defaultMode, disableSwitch, respectPrefersColorScheme.
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
  });

  test('a misspelt key gets its correction, and every problem its line in the config', () => {
    const source = [
      'export default defineConfig({',
      "  title: 'Site',",
      "  titleDelimeter: '·',",
      "  tagline: 'then hideOnScroll: nowhere near',",
      '  colorMode: {',
      "    defaultMode: 'dark',",
      '    respectPrefersColourScheme: true,',
      '  },',
      "  navbar: { hideOnScroll: 'yes' },",
      '});',
    ].join('\n');
    const raw = { ...minimal, tagline: 'then hideOnScroll: nowhere near', titleDelimeter: '·', colorMode: { defaultMode: 'dark', respectPrefersColourScheme: true }, navbar: { hideOnScroll: 'yes' } };
    let error: DocgenError | undefined;
    try {
      validateConfig(raw, '/site/docgen.config.ts', source);
    } catch (caught) {
      error = caught as DocgenError;
    }
    expect(error?.line).toBe(3);
    // Each problem at its own key: `hideOnScroll` inside `navbar`, not the words in the tagline.
    expect(error?.message).toMatchInlineSnapshot(`
      "Invalid config:
        - line 3: Unknown key "titleDelimeter". Did you mean "titleDelimiter"?
        - line 7: Unknown key "colorMode.respectPrefersColourScheme". Did you mean "colorMode.respectPrefersColorScheme"?
        - line 9: "navbar.hideOnScroll" has the wrong type: expected boolean, got the string "yes"."
    `);
  });

  test('a wrong type names the key and what was expected', () => {
    expect(errorOf({ ...minimal, navbar: { hideOnScroll: 'yes' } })).toMatchInlineSnapshot(`
      "Invalid config:
        - "navbar.hideOnScroll" has the wrong type: expected boolean, got the string "yes".
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
  });

  test('a value outside an enum lists the allowed values', () => {
    expect(errorOf({ ...minimal, links: { onBrokenLinks: 'fail' } })).toMatchInlineSnapshot(`
      "Invalid config:
        - "links.onBrokenLinks" must be one of "ignore", "log", "warn", "throw".
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
  });

  test('a head tag docgen does not write lists the ones it writes', () => {
    expect(errorOf({ ...minimal, headTags: [{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }, { tagName: 'div' }] })).toMatchInlineSnapshot(`
      "Invalid config:
        - "headTags[1].tagName" must be one of "link", "meta", "script", "style", "noscript".
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
  });

  test('a navbar item of unknown type lists the types', () => {
    expect(errorOf({ ...minimal, navbar: { items: [{ type: 'menu', label: 'x' }] } })).toMatchInlineSnapshot(`
      "Invalid config:
        - "navbar.items[0]" has an unknown or missing "type"; allowed types: "docSidebar", "doc", "link", "blog", "html", "dropdown", "localeDropdown", "docsVersionDropdown".
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
  });

  test('a dropdown lists links, docs, sidebars and html, each label in every locale; a link has one target', () => {
    const dropdown = { type: 'dropdown', label: { 'zh-Hans': '更多', en: 'More' }, items: [{ type: 'doc', docId: 'a', label: 'A' }, { type: 'link', to: '/b', label: { 'zh-Hans': '乙' } }] };
    expect(errorOf({ ...minimal, navbar: { items: [dropdown] } })).toMatchInlineSnapshot(`
      ""navbar.items[0].items[1].label" has no text for en.
      hint: Give one text per configured locale: zh-Hans, en."
    `);
    expect(errorOf({ ...minimal, navbar: { items: [{ type: 'dropdown', label: 'x', items: [{ type: 'localeDropdown' }, { type: 'link', to: '/a', href: 'https://a.example.com', label: 'A' }] }] } })).toMatchInlineSnapshot(`
      "Invalid config:
        - "navbar.items[0].items[0]" has an unknown or missing "type"; allowed types: "docSidebar", "doc", "link", "blog", "html".
        - "navbar.items[0].items[1]": give a link "to" (a path of the site) or "href" (a URL), not both.
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
    const config = validateConfig({ ...minimal, navbar: { title: { 'zh-Hans': '站点', en: 'Site' }, logo: { src: 'img/logo.svg' }, items: [{ ...dropdown, items: [{ type: 'html', value: '<hr>' }] }] } }, '/site/docgen.config.ts');
    expect(config.navbar.items).toEqual([{ type: 'dropdown', label: { 'zh-Hans': '更多', en: 'More' }, position: 'left', items: [{ type: 'html', value: '<hr>' }] }]);
  });

  test("a navbar item takes the site's class names (className) and a side; a misspelt className is named", () => {
    const items = [
      { type: 'link', href: 'https://github.com/kit', label: 'GitHub', position: 'right', className: 'header-github-link' },
      { type: 'dropdown', label: 'More', className: 'more', items: [{ type: 'doc', docId: 'a', label: 'A', className: 'a-entry' }, { type: 'html', value: '<hr>', className: 'rule' }] },
    ];
    expect(validateConfig({ ...minimal, navbar: { items } }, '/site/docgen.config.ts').navbar.items).toEqual([items[0], { ...items[1], position: 'left' }]);
    expect(errorOf({ ...minimal, navbar: { items: [{ type: 'blog', classname: 'x' }] } })).toMatchInlineSnapshot(`
      "Invalid config:
        - Unknown key "navbar.items[0].classname".
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
  });

  test('footer links are columns of links or links in one row; each link a label and one target, or html', () => {
    const config = validateConfig({ ...minimal, footer: { links: [{ title: 'Docs', items: [{ label: 'Guide', to: '/guide' }, { html: '<b>b</b>' }] }] } }, '/site/docgen.config.ts');
    expect([config.footer.style, config.footer.links]).toEqual(['light', [{ title: 'Docs', items: [{ label: 'Guide', to: '/guide' }, { html: '<b>b</b>' }] }]]);
    expect(errorOf({ ...minimal, footer: { style: 'grey', links: [{ title: 'Docs', items: [{ label: 'Guide' }, { html: 'x', label: 'y' }] }, { title: 'T', items: [], lable: 'x' }] } })).toMatchInlineSnapshot(`
      "Invalid config:
        - "footer.links[0].items[0]": give a "label" with "to" (a path of the site) or "href" (a URL), or "html".
        - "footer.links[0].items[1]": an "html" item has no "label", "to" or "href".
        - Unknown key "footer.links[1].lable". Did you mean "footer.links[1].label"?
        - "footer.style" must be one of "light", "dark".
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
    expect(errorOf({ ...minimal, footer: { links: [{ title: 'Docs', items: [] }, { label: 'Row', to: '/row' }] } })).toContain('"footer.links": give columns ({ title, items }) or links, not both.');
    expect(errorOf({ ...minimal, footer: { links: [{ title: { en: 'Docs' }, items: [] }] } })).toContain('"footer.links[0].title" has no text for zh-Hans.');
  });

  test('a missing required key and a base with two segments', () => {
    const { title: _title, ...withoutTitle } = minimal;
    expect(errorOf({ ...withoutTitle, base: '/a/b/' })).toMatchInlineSnapshot(`
      "Invalid config:
        - "title" is required: give a string.
        - "base": must be a single path segment such as "/armkit/".
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
  });

  test('a localized string must cover every locale', () => {
    expect(errorOf({ ...minimal, tagline: { 'zh-Hans': '标语' } })).toMatchInlineSnapshot(`
      ""tagline" has no text for en.
      hint: Give one text per configured locale: zh-Hans, en."
    `);
  });

  test('the default locale must be configured', () => {
    expect(errorOf({ ...minimal, i18n: { defaultLocale: 'fr', locales: { en: { label: 'English' } } } })).toMatchInlineSnapshot(`
      ""i18n.defaultLocale" is "fr", which is not one of the configured locales.
      hint: Add it to "i18n.locales" or choose one of: en."
    `);
  });

  test('search credentials come as a set, and the external URL pattern must be a regular expression', () => {
    expect(errorOf({ ...minimal, search: { appId: 'APP', apiKey: 'key' } })).toMatchInlineSnapshot(`
      "Invalid config:
        - "search": give "appId", "apiKey" and "indexName" together for the hosted search service, or none of them for the local index.
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
    expect(errorOf({ ...minimal, search: { externalUrlRegex: '^https?://(' } })).toMatchInlineSnapshot(`
      "Invalid config:
        - "search.externalUrlRegex": is not a valid regular expression.
      hint: Fix the keys above; the README lists every config key with its type and default."
    `);
  });
});

test("customCss names the site's .css files; one outside the site, missing, or of another kind is an error naming it", async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'docgen-css-'));
  try {
    await writeFile(path.join(root, 'custom.css'), '.x { color: red; }');
    await writeFile(path.join(root, 'notes.txt'), '');
    const configFile = path.join(root, 'docgen.config.ts');
    expect(validateConfig({ ...minimal, customCss: 'custom.css' }, configFile).customCss).toEqual([path.join(root, 'custom.css')]);
    expect(validateConfig(minimal, configFile).customCss).toEqual([]);
    for (const [name, problem] of [['../outside.css', 'is outside the site\'s folder'], ['missing.css', 'is not a file'], ['notes.txt', 'is not a .css file']]) {
      const error = (() => {
        try {
          validateConfig({ ...minimal, customCss: ['custom.css', name] }, configFile);
        } catch (e) {
          return e as DocgenError;
        }
      })();
      expect([error?.code, error?.file, error?.message]).toEqual(['config/custom-css', configFile, `"customCss" names "${name}", which ${problem}.`]);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

describe('loadConfig', () => {
  test('a config that never finishes loading is an error once its time is up, and leaves no compiled copy', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'docgen-config-'));
    try {
      await writeFile(path.join(dir, 'docgen.config.ts'), "await new Promise(() => {});\nexport default {};\n");
      const error = await loadConfig(path.join(dir, 'docgen.config.ts'), { timeoutMs: 200 }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'config/unsettled', message: 'The config has not finished loading after 0.2 s.' });
      expect(await readdir(dir)).toEqual(['docgen.config.ts']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
