import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../../src/render/config/load-config.js';
import type { SiteConfig } from '../../../src/render/config/site-config.js';
import { scanContent, type ContentScan } from '../../../src/render/content/scan-content.js';
import { DocgenError } from '../../../src/render/errors.js';
import { buildRouteTable, getDoc, paginationOf } from '../../../src/render/routes/route-table.js';
import { fixtureConfig, repoRoot } from '../../helpers/fixtures.js';

let config: SiteConfig;
let scan: ContentScan;

beforeAll(async () => {
  config = await loadConfig(fixtureConfig('basic'));
  scan = await scanContent(config);
});

describe('buildRouteTable', () => {
  test('every route of both locales, drafts left out of production', () => {
    const table = buildRouteTable(scan, config, 'production');
    expect(table.routes.map((r) => `${r.kind} ${r.url} -> ${r.outFile}`)).toMatchInlineSnapshot(`
      [
        "doc /docs-site/guide/advanced/deep -> guide/advanced/deep/index.html",
        "doc /docs-site/guide/intro -> guide/intro/index.html",
        "doc /docs-site/guide/setup -> guide/setup/index.html",
        "doc /docs-site/ref/colons -> ref/colons/index.html",
        "doc /docs-site/ref/hidden -> ref/hidden/index.html",
        "component /docs-site/ -> index.html",
        "markdown /docs-site/markdown-page -> markdown-page/index.html",
        "search /docs-site/search -> search/index.html",
        "not-found /docs-site/404.html -> 404.html",
        "doc /docs-site/en/guide/intro -> en/guide/intro/index.html",
        "doc /docs-site/en/guide/advanced/deep -> en/guide/advanced/deep/index.html",
        "doc /docs-site/en/guide/setup -> en/guide/setup/index.html",
        "doc /docs-site/en/ref/colons -> en/ref/colons/index.html",
        "doc /docs-site/en/ref/hidden -> en/ref/hidden/index.html",
        "component /docs-site/en/ -> en/index.html",
        "markdown /docs-site/en/markdown-page -> en/markdown-page/index.html",
        "search /docs-site/en/search -> en/search/index.html",
        "not-found /docs-site/en/404.html -> en/404.html",
      ]
    `);
  });

  test('drafts are built in development', () => {
    const table = buildRouteTable(scan, config, 'development');
    expect(table.docs.get('zh-Hans')!.get('ref/wip')?.draft).toBe(true);
  });

  test('sidebars: one per top folder, ordered by position, categories labelled per locale, unlisted left out', () => {
    const table = buildRouteTable(scan, config, 'production');
    expect(table.sidebars.get('zh-Hans')).toMatchInlineSnapshot(`
      Map {
        "guide" => [
          {
            "docId": "guide/intro",
            "href": "/docs-site/guide/intro",
            "label": "简介",
            "type": "link",
          },
          {
            "docId": "guide/setup",
            "href": "/docs-site/guide/setup",
            "label": "安装",
            "type": "link",
          },
          {
            "collapsed": true,
            "collapsible": true,
            "items": [
              {
                "docId": "guide/advanced/deep",
                "href": "/docs-site/guide/advanced/deep",
                "label": "深入",
                "type": "link",
              },
            ],
            "label": "进阶",
            "type": "category",
          },
        ],
        "ref" => [
          {
            "docId": "ref/colons",
            "href": "/docs-site/ref/colons",
            "label": "冒号",
            "type": "link",
          },
        ],
      }
    `);
    const en = table.sidebars.get('en')!.get('guide')!;
    expect(en.map((item) => item.type !== 'gap' && item.type !== 'html' && item.label)).toEqual(['Introduction', '安装', 'Advanced']);
  });

  test('a doc missing in a locale falls back to the default locale, marked as such', () => {
    const table = buildRouteTable(scan, config, 'production');
    const setup = table.docs.get('en')!.get('guide/setup')!;
    expect([setup.url, setup.fallbackFrom, setup.source.locale]).toEqual(['/docs-site/en/guide/setup', 'zh-Hans', 'zh-Hans']);
    expect(table.docs.get('en')!.get('guide/intro')!.fallbackFrom).toBeUndefined();
  });

  test('the version is data: Next, current, main doc, docs and sidebars', () => {
    const version = buildRouteTable(scan, config, 'production').versions.get('zh-Hans')!;
    expect({ ...version, docs: version.docs.length }).toMatchInlineSnapshot(`
      {
        "docs": 5,
        "draftIds": [],
        "isLast": true,
        "label": "Next",
        "mainDocId": "guide/intro",
        "name": "current",
        "path": "/docs-site/",
        "sidebars": {
          "guide": {
            "link": {
              "label": "简介",
              "path": "/docs-site/guide/intro",
            },
          },
          "ref": {
            "link": {
              "label": "冒号",
              "path": "/docs-site/ref/colons",
            },
          },
        },
      }
    `);
  });

  test('prev and next follow the sidebar', () => {
    const table = buildRouteTable(scan, config, 'production');
    const docs = table.docs.get('zh-Hans')!;
    const { prev, next } = paginationOf(docs.get('guide/setup')!, table);
    expect([prev, next]).toEqual([
      { label: '简介', href: '/docs-site/guide/intro' },
      { label: '深入', href: '/docs-site/guide/advanced/deep' },
    ]);
  });

  test('a missing doc lookup lists the ids there are', () => {
    const table = buildRouteTable(scan, config, 'production');
    const error = (() => {
      try {
        getDoc(table.docs.get('zh-Hans')!, 'guide/nope', 'The test');
      } catch (e) {
        return e as DocgenError;
      }
      throw new Error('expected an error');
    })();
    expect([error.message, error.hint]).toEqual([
      'The test names the doc "guide/nope", which does not exist.',
      'Available doc ids: guide/advanced/deep, guide/intro, guide/setup, ref/colons, ref/hidden.',
    ]);
  });

  test('a navbar item pointing at a missing sidebar names the item and the sidebars there are', () => {
    const broken: SiteConfig = { ...config, navbar: { ...config.navbar, items: [{ type: 'docSidebar', sidebarId: 'tutorials', label: 'T', position: 'left' }] } };
    try {
      buildRouteTable(scan, broken, 'production');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DocgenError);
      expect([(error as DocgenError).message, (error as DocgenError).hint, (error as DocgenError).file]).toEqual([
        'Navbar item 1 ("navbar.items[0]") names the sidebar "tutorials", which does not exist.',
        'Available sidebars: guide, ref. Each top folder of the docs is one sidebar.',
        config.configFile,
      ]);
    }
  });
});

describe("the navbar's entries", () => {
  test("keep their side (right-hand ones marked) and the site's class names, in a dropdown too", () => {
    const items: SiteConfig['navbar']['items'] = [
      { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left', className: 'guide-link' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'link', href: 'https://github.com/kit', label: 'GitHub', position: 'right', className: 'header-github-link' },
      { type: 'dropdown', label: 'More', position: 'right', className: 'more', items: [{ type: 'doc', docId: 'ref/colons', label: 'Colons', className: 'colons' }, { type: 'html', value: '<hr>' }] },
      { type: 'html', value: '<b>v2</b>', position: 'right' },
    ];
    const table = buildRouteTable(scan, { ...config, navbar: { ...config.navbar, items } }, 'production');
    expect(table.navbar.get('en')).toEqual([
      { label: 'Guide', href: '/docs-site/en/guide/intro', sidebar: 'guide', className: 'guide-link' },
      { label: 'GitHub', href: 'https://github.com/kit', position: 'right', className: 'header-github-link' },
      { label: 'More', position: 'right', className: 'more', items: [{ label: 'Colons', href: '/docs-site/en/ref/colons', sidebar: 'ref', className: 'colons' }, { html: '<hr>' }] },
      { html: '<b>v2</b>', position: 'right' },
    ]);
  });
});

describe('buildRouteTable of a versioned Docusaurus project', () => {
  test("each locale's version menu labels a version as the translation of its sidebars does (version.label)", async () => {
    const project = await loadConfig(path.join(repoRoot, 'tests/fixtures/docusaurus-versions/docusaurus.config.js'));
    const table = buildRouteTable(await scanContent(project), project, 'production');
    const menu = (locale: string) => table.docsVersions.get(locale)!.map(({ name, label }) => [name, label]);
    expect(menu('en')).toEqual([['current', 'Canary'], ['2.0', '2.0'], ['1.0', '1.0']]);
    expect(menu('zh')).toEqual([['current', '金丝雀'], ['2.0', '2.0'], ['1.0', '1.0']]); // current.json; version-2.0.json keeps "2.0"
    expect(table.versions.get('zh')!.label).toBe('2.0');
  });
});
