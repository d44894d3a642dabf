// What search engines and link previews read of a site built in a git repository of known history: the
// sitemap's <lastmod> and language versions, robots.txt, the head's Open Graph and Twitter tags; and what readers
// see at the end of a doc or a post (its edit link, its "Last updated" line). A shallow clone and a site outside
// any repository are each told once, and never fail the build.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { DocgenErrors } from '../../src/render/errors.js';
import { commitFiles, initRepo, shallowClone } from '../helpers/git-repo.js';

const MARCH_4 = '2026-03-04T10:00:00Z';
const MARCH_5 = '2026-03-05T09:00:00Z';

const CONFIG = `export default {
  title: 'Arm & Kit',
  url: 'https://docs.example.com',
  base: '/kit/',
  image: 'img/card.png',
  i18n: { defaultLocale: 'zh-Hans', locales: { 'zh-Hans': { label: '简体中文' }, en: { label: 'English', htmlLang: 'en-US' } } },
  docs: { editUrl: 'https://git.example.com/kit/edit/main/site/', showLastUpdateTime: true, showLastUpdateAuthor: true },
  blog: { editUrl: ({ locale, blogPath, blogDirPath }) => 'https://cms.example.com/' + locale + '/' + blogDirPath + '/' + blogPath, showLastUpdateTime: true },
};
`;

/** The files Mei committed on 4 March: the Chinese docs and post, the config, a picture. */
const FIRST: Record<string, string> = {
  'site/docgen.config.ts': CONFIG,
  'site/static/img/card.png': 'not really a picture',
  'site/docs/zh-Hans/guide/intro.md': '---\ndescription: 入门 "指南" & 说明\n---\n\n# 入门\n\n正文。\n',
  'site/docs/zh-Hans/guide/only-zh.md': '# 只有中文\n\n正文。\n',
  'site/docs/zh-Hans/guide/custom.md': '---\ncustom_edit_url: https://wiki.example.com/custom\nlast_update:\n  date: 2025-12-01\n  author: Docs team\nimage: https://cdn.example.com/custom.png\n---\n\n# 自定义\n',
  'site/docs/zh-Hans/guide/no-edit.md': '---\ncustom_edit_url: null\n---\n\n# 不可编辑\n',
  'site/blog/zh-Hans/2026-01-01-hello.md': '---\ntitle: 你好\n---\n\n第一篇。\n',
};
/** And what Tom committed on 5 March: the translations. */
const SECOND: Record<string, string> = {
  'site/docs/en/guide/intro.md': '# Getting started\n\nText.\n',
  'site/docs/en/guide/custom.md': '# Custom\n',
  'site/docs/en/guide/no-edit.md': '---\ncustom_edit_url: null\n---\n\n# No edit\n',
  'site/blog/en/2026-01-01-hello.md': '---\ntitle: Hello\n---\n\nThe first.\n',
};

let work: string;
let repo: string;
let result: BuildResult;
const text = (built: BuildResult, file: string) => String(outputContent(built.files.get(file)!)).replaceAll('<!-- -->', '');

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-search-engines-'));
  repo = path.join(work, 'repo');
  await mkdir(repo);
  initRepo(repo);
  await commitFiles(repo, FIRST, { date: MARCH_4, author: 'Mei' });
  await commitFiles(repo, SECOND, { date: MARCH_5, author: 'Tom' });
  result = await buildSite({ configPath: path.join(repo, 'site/docgen.config.ts') });
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: { hreflang: string; href: string }[];
}

function sitemap(built: BuildResult): Map<string, SitemapUrl> {
  const xml = text(built, 'sitemap.xml');
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(xml) as { urlset: { url: SitemapUrl[] } };
  return new Map(parsed.urlset.url.map((url) => [url.loc.replace('https://docs.example.com', ''), url]));
}

/** A page's `<meta>` tags, by their property or name, each with its contents in order (HTML entities decoded). */
function metaTags(html: string): Map<string, string[]> {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
  const tags = new Map<string, string[]>();
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    const decoded = content!.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity]!);
    tags.set(key!, [...(tags.get(key!) ?? []), decoded]);
  }
  return tags;
}

const footerOf = (html: string) => /<div class="doc-footer-meta">.*?<\/div>/s.exec(html)?.[0];

describe('a site in a git repository', () => {
  test('the sitemap dates each page by its file\'s last commit (or its last_update), in W3C date-time', () => {
    const urls = sitemap(result);
    expect(urls.get('/kit/guide/intro')?.lastmod).toBe('2026-03-04T10:00:00Z');
    expect(urls.get('/kit/en/guide/intro')?.lastmod).toBe('2026-03-05T09:00:00Z');
    expect(urls.get('/kit/guide/custom')?.lastmod).toBe('2025-12-01T00:00:00Z');
    expect(urls.get('/kit/blog/hello')?.lastmod).toBe('2026-03-04T10:00:00Z');
    // A list of posts is made of no one file: no date.
    expect(urls.get('/kit/blog')).toBeDefined();
    expect(urls.get('/kit/blog')?.lastmod).toBeUndefined();
    expect(result.warnings.filter((warning) => warning.code.startsWith('git/'))).toEqual([]);
  });

  test('the sitemap names the language versions of a translated page, and none of an untranslated one, which is listed once', () => {
    const urls = sitemap(result);
    const versions = [
      { rel: 'alternate', hreflang: 'zh-Hans', href: 'https://docs.example.com/kit/guide/intro' },
      { rel: 'alternate', hreflang: 'en-US', href: 'https://docs.example.com/kit/en/guide/intro' },
    ];
    expect(urls.get('/kit/guide/intro')?.['xhtml:link']).toEqual(versions);
    expect(urls.get('/kit/en/guide/intro')?.['xhtml:link']).toEqual(versions);
    expect(urls.get('/kit/guide/only-zh')).toBeDefined();
    expect(urls.get('/kit/guide/only-zh')?.['xhtml:link']).toBeUndefined();
    expect(urls.has('/kit/en/guide/only-zh')).toBe(false);
  });

  test('robots.txt allows everything and gives the sitemap\'s full URL', () => {
    expect(text(result, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/kit/sitemap.xml\n');
  });

  test('a doc\'s head has its Open Graph and Twitter tags, escaped, with the site\'s image', () => {
    const zh = metaTags(text(result, 'guide/intro/index.html'));
    const shown = [...zh].filter(([key]) => key !== 'viewport');
    expect(Object.fromEntries(shown.map(([key, values]) => [key, values.length === 1 ? values[0] : values]))).toEqual({
      description: '入门 "指南" & 说明',
      'og:title': '入门',
      'og:description': '入门 "指南" & 说明',
      'og:type': 'article',
      'og:url': 'https://docs.example.com/kit/guide/intro',
      'og:site_name': 'Arm & Kit',
      'og:locale': 'zh_CN',
      'og:locale:alternate': 'en_US',
      'og:image': 'https://docs.example.com/kit/img/card.png',
      'twitter:card': 'summary_large_image',
      'twitter:title': '入门',
      'twitter:description': '入门 "指南" & 说明',
      'twitter:image': 'https://docs.example.com/kit/img/card.png',
    });
    expect(text(result, 'guide/intro/index.html')).toContain('<meta property="og:site_name" content="Arm &amp; Kit">');
    const en = metaTags(text(result, 'en/guide/intro/index.html'));
    expect([en.get('og:locale'), en.get('og:locale:alternate'), en.get('og:url')]).toEqual([['en_US'], ['zh_CN'], ['https://docs.example.com/kit/en/guide/intro']]);
    // The page's own image wins over the site's.
    expect(metaTags(text(result, 'guide/custom/index.html')).get('og:image')).toEqual(['https://cdn.example.com/custom.png']);
  });

  test('an untranslated page names no other language: no og:locale:alternate, no hreflang', () => {
    for (const file of ['guide/only-zh/index.html', 'en/guide/only-zh/index.html']) {
      const html = text(result, file);
      expect(metaTags(html).get('og:locale:alternate'), file).toBeUndefined();
      expect(html, file).not.toContain('hreflang=');
    }
  });

  test('a list of posts is a website, a post an article', () => {
    expect(metaTags(text(result, 'blog/index.html')).get('og:type')).toEqual(['website']);
    expect(metaTags(text(result, 'en/blog/hello/index.html')).get('og:type')).toEqual(['article']);
  });

  test('a doc ends with its edit link, to its own file, and when and by whom it was last committed', () => {
    expect(footerOf(text(result, 'guide/intro/index.html'))).toBe(
      '<div class="doc-footer-meta"><a class="doc-edit-link" href="https://git.example.com/kit/edit/main/site/docs/zh-Hans/guide/intro.md" target="_blank" rel="noopener">编辑此页</a>' +
        '<p class="doc-last-update">由 <span class="doc-last-update-author">Mei</span> 最后更新于 <time dateTime="2026-03-04T10:00:00.000Z">2026年3月4日</time></p></div>',
    );
    expect(footerOf(text(result, 'en/guide/intro/index.html'))).toBe(
      '<div class="doc-footer-meta"><a class="doc-edit-link" href="https://git.example.com/kit/edit/main/site/docs/en/guide/intro.md" target="_blank" rel="noopener">Edit this page</a>' +
        '<p class="doc-last-update">Last updated on <time dateTime="2026-03-05T09:00:00.000Z">Mar 5, 2026</time> by <span class="doc-last-update-author">Tom</span></p></div>',
    );
    // The English page of an untranslated doc shows the Chinese file: its link opens that file.
    expect(footerOf(text(result, 'en/guide/only-zh/index.html'))).toContain('href="https://git.example.com/kit/edit/main/site/docs/zh-Hans/guide/only-zh.md"');
  });

  test('custom_edit_url and last_update win; custom_edit_url: null shows no link', () => {
    const custom = footerOf(text(result, 'guide/custom/index.html'));
    expect(custom).toContain('<a class="doc-edit-link" href="https://wiki.example.com/custom" target="_blank" rel="noopener">编辑此页</a>');
    expect(custom).toContain('由 <span class="doc-last-update-author">Docs team</span> 最后更新于 <time dateTime="2025-12-01T00:00:00.000Z">2025年12月1日</time>');
    const none = footerOf(text(result, 'en/guide/no-edit/index.html'));
    expect(none).not.toContain('doc-edit-link');
    expect(none).toContain('Last updated on <time dateTime="2026-03-05T09:00:00.000Z">Mar 5, 2026</time>');
  });

  test('a post ends with the link blog.editUrl\'s function gives and its date (the blog shows no author)', () => {
    expect(footerOf(text(result, 'en/blog/hello/index.html'))).toBe(
      '<div class="doc-footer-meta"><a class="doc-edit-link" href="https://cms.example.com/en/blog/en/2026-01-01-hello.md" target="_blank" rel="noopener">Edit this page</a>' +
        '<p class="doc-last-update">Last updated on <time dateTime="2026-03-05T09:00:00.000Z">Mar 5, 2026</time></p></div>',
    );
  });

  test('the page data carries the ISO date the browser formats as the server did', () => {
    const data = /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(text(result, 'guide/intro/index.html'))![1]!;
    expect(JSON.parse(data).page).toMatchObject({ editUrl: 'https://git.example.com/kit/edit/main/site/docs/zh-Hans/guide/intro.md', lastUpdate: { date: '2026-03-04T10:00:00.000Z', author: 'Mei' } });
  });
});

describe('a shallow clone', () => {
  let shallow: BuildResult;
  beforeAll(async () => {
    const clone = path.join(work, 'shallow');
    shallowClone(repo, clone, 1);
    shallow = await buildSite({ configPath: path.join(clone, 'site/docgen.config.ts') });
  }, 120_000);

  test('is told once: the dates pages show may be too late', () => {
    const told = shallow.warnings.filter((warning) => warning.code.startsWith('git/'));
    expect(told.map((warning) => warning.code)).toEqual(['git/shallow']);
    expect(told[0]!.message).toContain('shallow clone');
    expect(told[0]!.hint).toContain('git fetch --unshallow');
  });

  test('the sitemap leaves out the dates it cannot know; the pages still show one', () => {
    const urls = sitemap(shallow);
    // The clone's one commit lists every file: Mei's intro seems Tom's.
    expect(urls.get('/kit/guide/intro')?.lastmod).toBeUndefined();
    expect(urls.get('/kit/guide/custom')?.lastmod).toBe('2025-12-01T00:00:00Z');
    expect(footerOf(text(shallow, 'guide/intro/index.html'))).toContain('最后更新于 <time dateTime="2026-03-05T09:00:00.000Z">2026年3月5日</time>');
  });
});

describe('a site outside any repository', () => {
  let plain: BuildResult;
  beforeAll(async () => {
    const site = path.join(work, 'plain');
    await cp(path.join(repo, 'site'), site, { recursive: true });
    // The static folder's own robots.txt is published instead of docgen's.
    await writeFile(path.join(site, 'static/robots.txt'), 'User-agent: *\nDisallow: /kit/drafts/\n');
    plain = await buildSite({ configPath: path.join(site, 'docgen.config.ts') });
  }, 120_000);

  test('builds, says once that pages show no git dates, and has no <lastmod> but a last_update\'s', () => {
    expect(plain.warnings.filter((warning) => warning.code.startsWith('git/')).map((warning) => warning.code)).toEqual(['git/unavailable']);
    const urls = sitemap(plain);
    expect(urls.get('/kit/guide/intro')?.lastmod).toBeUndefined();
    expect(urls.get('/kit/guide/custom')?.lastmod).toBe('2025-12-01T00:00:00Z');
    expect(footerOf(text(plain, 'guide/intro/index.html'))).not.toContain('doc-last-update');
    expect(footerOf(text(plain, 'guide/custom/index.html'))).toContain('<time dateTime="2025-12-01T00:00:00.000Z">');
  });

  test('its static robots.txt is the one published, once', async () => {
    const robots = plain.files.get('robots.txt')!;
    expect(String(outputContent(robots))).toBe('User-agent: *\nDisallow: /kit/drafts/\n');
    expect([...plain.files.keys()].filter((file) => file === 'robots.txt')).toHaveLength(1);
  });
});

describe('a bad editUrl function', () => {
  test('fails the build naming the config, the key and the page\'s file', async () => {
    const site = path.join(work, 'bad-edit');
    await cp(path.join(repo, 'site'), site, { recursive: true });
    await writeFile(path.join(site, 'docgen.config.ts'), (await readFile(path.join(site, 'docgen.config.ts'), 'utf8')).replace("editUrl: 'https://git.example.com/kit/edit/main/site/'", 'editUrl: ({ docPath }) => docPath'));
    const failure = await buildSite({ configPath: path.join(site, 'docgen.config.ts') }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DocgenErrors);
    const errors = (failure as DocgenErrors).errors;
    expect(new Set(errors.map((error) => [error.code, error.file].join(' ')))).toEqual(new Set([`config/edit-url ${path.join(site, 'docgen.config.ts')}`]));
    expect(errors.map((error) => error.message)).toContain('"docs.editUrl" returned "guide/intro.md", which is not an http(s) URL, for docs/zh-Hans/guide/intro.md.');
  }, 120_000);
});
