// A site with a blog, built whole: posts from dated files and folders (.md and .mdx), their lists by page, tag
// and author, the tags and the archive, the blog sidebar by year, feeds, search, the language switch, and the
// errors a writer can make.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { DocgenErrors } from '../../src/render/errors.js';
import type { EmbeddedBootstrap } from '../../src/shared/types.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

const text = (result: BuildResult, file: string) => String(outputContent(result.files.get(file)!));
const bootstrap = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as EmbeddedBootstrap;
/** The page's body: its markdown, or its list of posts (articles of their own). */
const body = (html: string) => html.slice(html.indexOf('<div class="markdown">'), html.lastIndexOf('</article>'));

describe('the blog fixture', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildSite({ configPath: fixtureConfig('blog'), threads: 1 });
  }, 60_000);

  test('every post has its page; the lists, tags, authors and archive are there, in both languages', () => {
    const pages = [...result.files.keys()].filter((file) => file.includes('blog/') && file.endsWith('index.html')).sort();
    expect(pages.filter((file) => file.startsWith('en/'))).toEqual([
      'en/blog/archive/index.html',
      'en/blog/authors/index.html',
      'en/blog/authors/mei/index.html',
      'en/blog/authors/tom/index.html',
      'en/blog/first-release/index.html',
      'en/blog/hidden-note/index.html', // unlisted: its page only
      'en/blog/index.html',
      'en/blog/new-lua-commands/index.html',
      'en/blog/page/2/index.html',
      'en/blog/tags/community/index.html',
      'en/blog/tags/index.html',
      'en/blog/tags/lua/index.html',
      'en/blog/tags/release/index.html',
      'en/blog/welcome-arm/index.html', // a folder with index.md and its image
    ]);
    expect(pages).toContain('blog/chinese-only/index.html');
    expect(pages).toContain('blog/authors/index.html');
    expect(pages.some((file) => file.includes('draft'))).toBe(false);
  });

  test('a post shows its date in the language of the page, its reading time, its authors and tags, and its neighbours', () => {
    const en = text(result, 'en/blog/new-lua-commands/index.html');
    expect(en).toContain('<h1>New Lua commands</h1>');
    expect(en).toMatch(/<time dateTime="2025-03-01">1 March 2025<\/time> · <span>1 min read<\/span>/);
    expect(en).toContain('<img class="blog-author-image" src="/news/img/mei.svg" alt="" width="40" height="40" loading="lazy"/><span class="blog-post-author"><a href="/news/en/blog/authors/mei">Mei Chen</a><span class="blog-author-title">Controls engineer</span></span>');
    expect(en).toContain('<a class="blog-tag" href="/news/en/blog/tags/lua" rel="tag">Lua</a>');
    const page = bootstrap(en).page;
    expect([page.kind, page.prev, page.next]).toEqual([
      'blog-post',
      { label: 'Welcome to the arm', href: '/news/en/blog/welcome-arm' },
      { label: 'The first release', href: '/news/en/blog/first-release' },
    ]);
    const zh = text(result, 'blog/new-lua-commands/index.html');
    expect(zh).toMatch(/<time dateTime="2025-03-01">2025年3月1日<\/time> · <span>阅读需 1 分钟<\/span>/);
    expect(zh).toContain('<a href="/news/blog/authors/mei">陈梅</a>');
    // The MDX post's body is whole on its page; the mark is not shown.
    expect(body(zh)).toContain('<div class="admonition admonition-tip">');
  });

  test('a list shows each post above its truncate mark (markdown and MDX), newest first, by pages of two', () => {
    const first = body(text(result, 'en/blog/index.html'));
    expect([...first.matchAll(/<h2 class="blog-card-title"><a href="([^"]+)">/g)].map((m) => m[1])).toEqual(['/news/en/blog/welcome-arm', '/news/en/blog/new-lua-commands']);
    expect(first).toContain('Three new Lua commands for moving in a straight line.');
    expect(first).not.toContain('MovL(P1'); // below {/* truncate */}
    expect(first).toContain('aria-label="Read more about New Lua commands"');
    expect(first).toContain('<img src="/news/assets/images/arm-'); // a post without a mark is shown whole
    expect(first).not.toContain('A note for testers'); // unlisted
    expect(bootstrap(text(result, 'en/blog/index.html')).page.next).toEqual({ label: 'Older posts', href: '/news/en/blog/page/2' });
    const second = text(result, 'en/blog/page/2/index.html');
    expect(second).toContain('<title>Blog (page 2 of 2) | Blog Fixture</title>');
    expect(body(second)).toContain('The first release of the controller tools is out.');
    expect(body(second)).not.toContain('Everything below the mark');
    expect(bootstrap(second).page.prev).toEqual({ label: 'Newer posts', href: '/news/en/blog' });
  });

  test('tags, authors and the archive list what they should', () => {
    const tags = body(text(result, 'en/blog/tags/index.html'));
    expect([...tags.matchAll(/rel="tag">([^<]+)<\/a><span class="blog-tag-count">(\d+)/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['community 1', 'Lua 1', 'Release notes 2']);
    const release = text(result, 'en/blog/tags/release/index.html');
    expect(release).toContain('<title>Posts tagged “Release notes” | Blog Fixture</title>');
    expect(body(release)).toContain('What changed in a release. 2 posts tagged “Release notes”');
    expect(text(result, 'blog/authors/tom/index.html')).toContain('<h1>汤姆 的文章</h1>');
    // Each author's own site and profiles elsewhere (a handle made the site's profile URL), under their page's title.
    expect(body(text(result, 'en/blog/authors/tom/index.html'))).toContain(
      '<span class="blog-author-links"><a href="https://example.com/tom" rel="me noopener noreferrer">example.com</a><a href="https://github.com/tom-reyes" rel="me noopener noreferrer">github</a><a href="https://x.com/tomreyes" rel="me noopener noreferrer">x</a></span>',
    );
    // The authors, each with the number of their posts and a link to their page.
    const authors = body(text(result, 'en/blog/authors/index.html'));
    expect(text(result, 'en/blog/authors/index.html')).toContain('<title>Authors | Blog Fixture</title>');
    expect([...authors.matchAll(/<a href="([^"]+)">([^<]+)<\/a><span class="blog-author-title">[^<]*<\/span><span class="blog-author-count">([^<]+)</g)].map((m) => m.slice(1))).toEqual([
      ['/news/en/blog/authors/mei', 'Mei Chen', '2 posts'],
      ['/news/en/blog/authors/tom', 'Tom Reyes', 'One post'],
    ]);
    expect(text(result, 'blog/authors/index.html')).toContain('<title>作者 | Blog Fixture</title>');
    const archive = body(text(result, 'blog/archive/index.html'));
    expect([...archive.matchAll(/<h2 id="year-(\d+)">/g)].map((m) => m[1])).toEqual(['2026', '2025', '2024']);
  });

  test('the blog sidebar lists the posts by year, newest first, and is shared by every page of the locale', () => {
    const html = text(result, 'en/blog/first-release/index.html');
    const start = html.indexOf('<nav class="doc-sidebar" aria-label="Blog recent posts">');
    const sidebar = html.slice(start, html.indexOf('</nav>', start));
    expect([...sidebar.matchAll(/sidebar-category-label[^>]*>(\d{4})</g)].map((m) => m[1])).toEqual(['2025', '2024']);
    expect(sidebar).toContain('<a class="sidebar-link-active" href="/news/en/blog/first-release" aria-current="page">The first release</a>');
    expect(sidebar).not.toContain('A note for testers');
  });

  test('the language switch maps a post to its translation; a post in one language only has no other', () => {
    expect(bootstrap(text(result, 'en/blog/first-release/index.html')).page.alternates).toEqual({ 'zh-Hans': '/news/blog/first-release', en: '/news/en/blog/first-release' });
    expect(bootstrap(text(result, 'blog/chinese-only/index.html')).page.alternates).toEqual({ 'zh-Hans': '/news/blog/chinese-only' });
    expect(bootstrap(text(result, 'en/blog/tags/index.html')).page.alternates).toEqual({ 'zh-Hans': '/news/blog/tags', en: '/news/en/blog/tags' });
  });

  test('RSS and Atom feeds per locale are valid XML, list the listed posts with absolute links, and are linked from every page', () => {
    for (const file of ['en/blog/rss.xml', 'en/blog/atom.xml', 'blog/rss.xml', 'blog/atom.xml']) expect(XMLValidator.validate(text(result, file)), file).toBe(true);
    const rss = new XMLParser().parse(text(result, 'en/blog/rss.xml')) as { rss: { channel: { item: { title: string; link: string }[] } } };
    expect(rss.rss.channel.item.map((item) => [item.title, item.link])).toEqual([
      ['Welcome to the arm', 'https://blog.example.com/news/en/blog/welcome-arm'],
      ['New Lua commands', 'https://blog.example.com/news/en/blog/new-lua-commands'],
      ['The first release', 'https://blog.example.com/news/en/blog/first-release'],
    ]);
    expect(text(result, 'en/blog/atom.xml')).toContain('src="https://blog.example.com/news/assets/images/arm-');
    expect(text(result, 'en/guide/intro/index.html')).toContain('<link rel="alternate" type="application/atom+xml" href="/news/en/blog/atom.xml"');
    expect(text(result, 'blog/index.html')).toContain('<p class="blog-feeds"><a href="/news/blog/rss.xml" type="application/rss+xml">RSS 订阅</a>');
  });

  test('the sitemap lists the pages to index, posts and lists included, with their languages; not the unlisted post, search or 404', () => {
    const xml = text(result, 'sitemap.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace('https://blog.example.com', ''));
    expect(urls).toEqual(expect.arrayContaining(['/news/en/blog/first-release', '/news/blog/chinese-only', '/news/en/blog', '/news/en/blog/tags/lua', '/news/en/guide/intro']));
    expect(urls.filter((url) => /hidden-note|search|404/.test(url))).toEqual([]);
    // Its <lastmod> (from git, when the clone's history reaches it) comes between.
    expect(xml).toMatch(/<loc>https:\/\/blog\.example\.com\/news\/en\/blog\/first-release<\/loc>\n(    <lastmod>[^<]+<\/lastmod>\n)?    <xhtml:link rel="alternate" hreflang="zh-Hans" href="https:\/\/blog\.example\.com\/news\/blog\/first-release"\/>/);
  });

  test('search indexes the listed posts under the blog, not the unlisted one', () => {
    const records = JSON.parse(text(result, 'search-records/en.json')) as { url: string; hierarchy: { lvl0: string } }[];
    const posts = records.filter((record) => record.url.includes('/blog/'));
    const site = 'https://blog.example.com/news/en/blog/';
    expect(new Set(posts.map((record) => record.url.split('#')[0]))).toEqual(new Set([`${site}first-release`, `${site}new-lua-commands`, `${site}welcome-arm`]));
    expect(new Set(posts.map((record) => record.hierarchy.lvl0))).toEqual(new Set(['Blog']));
  });
});

describe('what a writer gets wrong', () => {
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-blog-'));
    await cp(path.dirname(fixtureConfig('blog')), site, { recursive: true });
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  const errors = async () => {
    const error = await buildSite({ configPath: path.join(site, 'docgen.config.ts') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DocgenErrors);
    return (error as DocgenErrors).errors.map((e) => [e.code, path.relative(site, e.file ?? ''), e.line, e.message]);
  };

  test('an unknown author, a post without a date and a bad authors.yml are named with file and line', async () => {
    const post = path.join(site, 'blog/en/2024-04-10-first-release.md');
    const original = await readFile(post, 'utf8');
    await writeFile(post, original.replace('authors: [mei]', 'authors: [meii]'));
    await writeFile(path.join(site, 'blog/en/undated.md'), '---\ntitle: When?\n---\n\nNo date.\n');
    expect(await errors()).toEqual([
      ['blog/unknown-author', 'blog/en/2024-04-10-first-release.md', 3, expect.stringContaining('names the author "meii", who is not in')],
      ['blog/no-date', 'blog/en/undated.md', 1, 'The post undated.md has no date.'],
    ]);
    await writeFile(post, original);
    await rm(path.join(site, 'blog/en/undated.md'));
    await writeFile(path.join(site, 'blog/en/authors.yml'), 'mei:\n  name: Mei Chen\ntom:\n  nam: Tom\n');
    expect(await errors()).toEqual([['blog/invalid', 'blog/en/authors.yml', 3, expect.stringContaining('The author "tom" is invalid')]]);
  }, 60_000);
});

test('docgen build writes the blog twice into the same folder: an image two posts share is one file', async () => {
  const out = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-blog-out-'));
  try {
    for (let i = 0; i < 2; i++) await promisify(execFile)(process.execPath, ['bin/docgen.js', 'build', '-c', fixtureConfig('blog'), '-o', out], { cwd: repoRoot });
    expect(await readFile(path.join(out, 'en/blog/welcome-arm/index.html'), 'utf8')).toContain('/news/assets/images/arm-');
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}, 90_000);
