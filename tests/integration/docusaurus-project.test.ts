// A Docusaurus 3 project built as it is: its config evaluated (packages it lacks stood in for), its folders read
// where Docusaurus keeps them, its URLs as Docusaurus makes them, and every option docgen does not do named at
// its line.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { serveStatic } from '../../src/cli/serve/static-server.js';
import { DocgenError, DocgenErrors } from '../../src/render/errors.js';
import { repoRoot } from '../helpers/fixtures.js';

const fixture = path.join(repoRoot, 'tests/fixtures/docusaurus-basic');

/** A copy of the fixture project to change and build, in a folder of its own. */
async function fixtureCopy(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `docgen-docusaurus-${name}-`));
  await cp(fixture, dir, { recursive: true });
  return dir;
}

/** `docgen <args>` on the command line, in `dir`: in Node itself, where the test runner resolves imports its own way. */
const docgenIn = (dir: string, ...args: string[]) => promisify(execFile)(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args], { cwd: dir });
const configFile = path.join(fixture, 'docusaurus.config.js');
const configText = readFileSync(configFile, 'utf8');
/** The line of the config where `text` is written. */
const lineOf = (text: string) => configText.slice(0, configText.indexOf(text)).split('\n').length;

const html = (result: BuildResult, file: string) => {
  const content = result.files.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return Buffer.from(outputContent(content)).toString();
};

describe('a Docusaurus project, built in memory', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildSite({ configPath: configFile });
  }, 60_000);

  test('docs under /docs/ without their number prefixes, translations from i18n/, the blog under dates, pages from src/pages', () => {
    for (const file of [
      'docs/guide/intro/index.html',
      'docs/guide/setup/index.html',
      'docs/api/cli/index.html',
      'zh/docs/guide/intro/index.html',
      'blog/2026/03/02/first-release/index.html',
      'zh/blog/2026/03/02/first-release/index.html',
      'index.html',
      'zh/index.html',
      'img/logo.svg',
      'zh/img/logo.svg', // each locale has the static folder, as Docusaurus publishes it
    ]) {
      expect(result.files.has(file), file).toBe(true);
    }
    expect(html(result, 'zh/docs/guide/intro/index.html')).toContain('夹爪控制器按命令张开和闭合两指夹爪');
    expect(html(result, 'zh/index.html')).toContain('从<a href="/zh/docs/guide/intro">入门指南</a>开始');
    // The translation's relative link finds the doc in the default locale's folder, shown in Chinese.
    expect(html(result, 'zh/docs/guide/intro/index.html')).toContain('href="/zh/docs/guide/setup"');
    expect(html(result, 'zh/blog/2026/03/02/first-release/index.html')).toContain('Lin Wei'); // the default locale's authors.yml
    // Dates of one digit, as Docusaurus reads them; an author title YAML reads as a number.
    expect(html(result, 'blog/2026/04/07/grip-force/index.html')).toContain('Chen Jie');
  });

  test("the config's stylesheets and scripts are in the head of every page, docs, posts, React pages and the not-found page alike", () => {
    for (const file of ['docs/guide/intro/index.html', 'zh/blog/2026/03/02/first-release/index.html', 'index.html', '404.html']) {
      const head = html(result, file).split('</head>')[0]!;
      expect(head, file).toContain('<link rel="stylesheet" href="/css/print.css" media="print">\n<script src="/js/grip-stats.js" defer></script>');
    }
  });

  test('.md files are MDX, as in Docusaurus 3: an mdx-code-block import, a site component in .js with JSX, @site/ paths and @docusaurus/router', () => {
    expect(html(result, 'docs/api/cli/index.html')).toContain('<p class="page-location">This page lives at <code>/docs/api/cli</code>.</p>');
    expect(html(result, 'docs/api/cli/index.html')).not.toContain('mdx-code-block');
    // A page imports Translate and translate itself; their text is the default message (code.json is still to come).
    expect(html(result, 'docs/guide/intro/index.html').replaceAll('<!-- -->', '')).toContain('Grip gently. The button reads &quot;Close the gripper&quot;.');
  });

  test('a heading\'s inline code is code in the table of contents too, as Docusaurus shows it', () => {
    const page = html(result, 'docs/api/cli/index.html');
    expect(page).toContain('<h2 id="the-grip-command">The <code>grip</code> command');
    expect(page).toContain('<a href="#the-grip-command" class="toc-link">The <code>grip</code> command</a>');
  });

  test('HTML comments in a .md page are comments, as Docusaurus reads them (mdx1Compat.comments): not shown, and no error; inline code keeps its own', () => {
    const page = html(result, 'docs/api/protocol/registers/index.html');
    expect(page).not.toMatch(/Writers:|newtons|firmware&#x27;s own|firmware's own/);
    expect(page).toContain('<td class="cell-nowrap">Force</td>');
    expect(page).toMatch(/Register <code>0<\/code> takes the force as <code>&lt;!-- value --&gt;<\/code>, a whole number\./);
  });

  test("an absolute link to a markdown file is the doc's URL (from the docs folder, then the site's), in a translation its own language's; @site/ images and links name the site's files", () => {
    const page = html(result, 'docs/api/protocol/overview/index.html');
    expect(page).toContain('<a href="/docs/api/protocol/registers">the register table</a>');
    expect(page).toContain('<a href="/docs/api/cli">command line</a>');
    expect(html(result, 'zh/docs/guide/intro/index.html')).toContain('<a href="/zh/docs/api/cli">命令行参考</a>');
    // A file of the static folder is its URL; another file of the site is published with the page.
    expect(page).toContain('<img src="/img/logo.svg" alt="The frame layout"/>');
    expect(page).toContain('<a href="/img/logo.svg">the logo file</a>');
    const copy = /<a href="\/(assets\/files\/pinout-[0-9a-f]{8}\.csv)">frame layout as a table<\/a>/.exec(page)?.[1];
    expect(copy && result.files.has(copy)).toBe(true);
  });

  test("a translation's <Translate> and translate() texts come from its code.json, by id or by the text itself", () => {
    const zh = html(result, 'zh/docs/guide/intro/index.html').replaceAll('<!-- -->', '');
    expect(zh).toContain('按钮上写着“闭合夹爪”。');
    expect(zh).toContain('<p class="page-location">本页位于 <code>/zh/docs/guide/intro</code>。</p>');
  });

  test("a React page in src/pages: @theme/Layout's title and description, <Head>'s tags, its stylesheets, an .svg picture, translated texts", () => {
    const en = html(result, 'showcase/index.html');
    const zh = html(result, 'zh/showcase/index.html').replaceAll('<!-- -->', '');
    expect(en).toContain('<title>Showcase | Gripper Kit</title>');
    expect(en).toContain('<meta name="description" content="What the gripper controller does, at a glance.">');
    expect(en).toContain('<meta property="og:type" content="website">');
    expect(zh).toContain('<title>功能一览 | Gripper Kit</title>');
    expect(zh).toContain('<h3 id="feature.force">力控制');
    // Docusaurus builds each locale under its own base: the page's link stays in Chinese.
    expect(zh).toContain('<a href="/zh/docs/guide/intro" class="button button--secondary button--lg">从指南开始</a>');
    // The CSS modules' class names, scoped by their files, and the site's stylesheet with them and the layout's classes.
    const banner = /<header class="hero hero--primary (showcase-module_banner_[\w-]+)">/.exec(en)?.[1];
    const picture = /class="(styles-module_picture_[\w-]+)"/.exec(en)?.[1];
    expect([banner, picture]).not.toContain(undefined);
    const stylesheets = [...en.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((match) => match[1]!);
    expect(stylesheets).toHaveLength(1);
    const css = html(result, stylesheets[0]!);
    expect(css).toMatch(new RegExp(`\\.${banner}\\{[^}]*padding:3rem 0`));
    expect(css).toMatch(new RegExp(`\\.${picture}\\{[^}]*width:96px`));
    expect(css).toMatch(/\.hero--primary\{[^}]*background:/);
    // The .svg a component imports is a picture of the site's, with the props it was given.
    const svg = new RegExp(`<img src="/(assets/logo-[\\w-]+\\.svg)" alt="Force control" title="Force control" class="${picture}" role="img"/>`).exec(en);
    expect(svg, 'the picture').not.toBeNull();
    expect(result.files.has(svg![1]!)).toBe(true);
    // The browser-only part is its fallback in the HTML; its text is translated in the browser from the messages.
    expect(en).toContain('<span class="grip-counter-fallback">…</span>');
    expect(zh).toContain('"showcase.grips":"夹取次数：{count}"');
  });

  test("@theme/DocCardList on the doc a category opens shows the category's items as cards, in each language", () => {
    for (const [file, prefix] of [['docs/guide/advanced/safety/index.html', ''], ['zh/docs/guide/advanced/safety/index.html', '/zh']] as const) {
      const cards = /<ul class="doc-cards">(.*?)<\/ul>/s.exec(html(result, file))?.[1] ?? '';
      expect([...cards.matchAll(/<a class="doc-card" href="([^"]+)">/g)].map((m) => m[1]), file).toEqual([`${prefix}/docs/guide/advanced/tuning`]);
    }
  });

  test("a navbar link's activeBasePath marks it active on the pages under that path, in each language", () => {
    const link = (page: string) => /<a class="([^"]*)" href="[^"]*\/docs\/api\/protocol\/overview"[^>]*>Protocol<\/a>/.exec(html(result, page))?.[1];
    expect(link('docs/api/protocol/registers/index.html')).toContain('navbar-link-active');
    expect(link('zh/docs/api/protocol/registers/index.html')).toContain('navbar-link-active');
    expect(link('docs/guide/intro/index.html')).not.toContain('navbar-link-active');
  });

  test("a page made of @docusaurus/router's <Redirect> sends the reader on, without JavaScript too, in the page's language", () => {
    expect(html(result, 'start/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/intro">');
    expect(html(result, 'zh/start/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/zh/docs/guide/intro">');
    expect(html(result, 'zh/start/index.html')).toContain('<a href="/zh/docs/guide/intro">/zh/docs/guide/intro</a>');
  });

  test("a post without a translation is in the translation's blog too, in the default locale's words, as Docusaurus builds it", () => {
    expect(html(result, 'zh/blog/2026/05/20/wrist-camera/index.html')).toContain('checks each part before it closes');
    expect(html(result, 'zh/blog/index.html')).toContain('href="/zh/blog/2026/05/20/wrist-camera"');
    expect(html(result, 'zh/blog/2026/03/02/first-release/index.html')).toContain('<html lang="zh"');
  });

  test("authors.yml as Docusaurus 3 reads it: a page of posts for an author with page: true only, the authors' index, their socials", () => {
    expect(result.files.has('blog/authors/lin/index.html')).toBe(true);
    expect(result.files.has('zh/blog/authors/lin/index.html')).toBe(true);
    expect(result.files.has('blog/authors/ana/index.html')).toBe(false);
    const post = html(result, 'blog/2026/03/02/first-release/index.html');
    expect(post).toContain('<a href="/blog/authors/lin">Lin Wei</a>');
    expect(post).toContain('<span>Ana Souza</span>');
    const authors = html(result, 'blog/authors/index.html');
    expect(authors).toMatch(/<a href="\/blog\/authors\/lin">Lin Wei<\/a><span class="blog-author-title">Maintainer<\/span><span class="blog-author-count">2 posts<\/span><span class="blog-author-links"><a href="https:\/\/github.com\/lin-wei-grip"/);
    expect(authors).toContain('<strong>Ana Souza</strong><span class="blog-author-title">Field engineer</span>');
    expect(html(result, 'zh/blog/authors/index.html')).toContain('<title>作者 | Gripper Kit</title>');
  });

  test('client-redirects pages send the reader on, in every locale, without JavaScript too', () => {
    for (const [file, target] of [
      ['docs/getting-started/index.html', '/docs/guide/intro'],
      ['docs/cli/index.html', '/docs/api/cli'],
      ['docs/reference/cli/index.html', '/docs/api/cli'],
      ['zh/docs/getting-started/index.html', '/zh/docs/guide/intro'],
    ] as const) {
      const page = html(result, file);
      expect(page, file).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
      expect(page, file).toContain(`<link rel="canonical" href="https://gripper.example.com${target}">`);
      expect(page, file).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('a swizzled theme component is named, once, at its file', () => {
    expect(result.warnings.filter((w) => w.code === 'docusaurus/swizzled').map((w) => [w.file, w.message])).toEqual([
      [path.join(fixture, 'src/theme/DocItem/Footer/index.js'), 'The site swizzles the theme component "DocItem/Footer": docgen renders its own theme, so this component is not used.'],
    ]);
  });

  test("a category file's doc link makes the category's label open that doc, which it does not list again", () => {
    const guide = html(result, 'docs/guide/intro/index.html');
    expect(guide).toContain('<a class="sidebar-category-label sidebar-category-link" href="/docs/guide/advanced/safety">Advanced</a>');
    expect(guide.match(/href="\/docs\/guide\/advanced\/safety"/g)).toHaveLength(1);
    expect(html(result, 'zh/docs/guide/advanced/safety/index.html')).toContain('<a class="sidebar-category-label sidebar-category-link sidebar-link-active" href="/zh/docs/guide/advanced/safety" aria-current="page">进阶</a>');
    expect(result.warnings.filter((w) => w.code === 'category/unsupported')).toEqual([]);
  });

  test("the sidebars file's generated index: a page in each locale, its categories' labels translated, its items as cards, in search and the sitemap", () => {
    const en = html(result, 'docs/category/reference/index.html').replaceAll('<!-- -->', '');
    const zh = html(result, 'zh/docs/category/reference/index.html').replaceAll('<!-- -->', '');
    expect(en).toContain('<title>Reference | Gripper Kit</title>');
    expect(en).toContain('<meta name="description" content="The command line and the wire protocol.">');
    expect(en).toContain('<h1>Reference</h1><p class="category-index-description">The command line and the wire protocol.</p>');
    expect(zh).toContain('<h1>参考</h1><p class="category-index-description">命令行与通信协议。</p>'); // current.json
    const cards = (page: string) => [...page.matchAll(/<a class="doc-card" href="([^"]+)"[^>]*><h2[^>]*><svg class="icon icon-(\w+) doc-card-icon"[^>]*>.*?<\/svg>([^<]+)<\/h2>(?:<p[^>]*>([^<]+)<\/p>)?/g)].map((m) => m.slice(1));
    expect(cards(en)).toEqual([
      ['/docs/api/cli', 'file', 'Command line', 'The grip command moves the fingers:'], // the doc's first paragraph
      ['/docs/api/protocol/overview', 'folder', 'Protocol', '1 item'], // a category opening a doc
      ['https://github.com/gripper/gripper-docs/releases', 'externalLink', 'Releases', undefined],
    ]);
    expect(cards(zh).map((card) => card.slice(2))).toEqual([
      ['Command line', 'The grip command moves the fingers:'],
      ['协议', '1 个项目'],
      ['Releases', undefined],
    ]);
    // The category is open, its label the active link; the next page is its first item.
    expect(en).toContain('<a class="sidebar-category-label sidebar-category-link sidebar-link-active" href="/docs/category/reference" aria-current="page">Reference</a>');
    expect(en).toMatch(/<a class="pagination-link pagination-next" href="\/docs\/api\/cli" rel="next">/);
    expect(html(result, 'docs/api/cli/index.html')).toMatch(/<a class="pagination-link pagination-prev" href="\/docs\/category\/reference" rel="prev"><span class="pagination-sub">Previous<\/span><span class="pagination-label">Reference<\/span>/);
    expect(html(result, 'sitemap.xml')).toContain('<loc>https://gripper.example.com/zh/docs/category/reference</loc>');
    const index = [...result.files.keys()].find((file) => /^assets\/search-index-en-[0-9a-f]+\.json$/.test(file))!;
    expect(html(result, index)).toContain('/docs/category/reference');
  });

  test("the sidebars file's link and html items and a category opening a doc, as Docusaurus shows them", () => {
    const api = html(result, 'docs/api/protocol/registers/index.html');
    expect(api).toContain('<li data-url=""><a href="https://github.com/gripper/gripper-docs/releases" target="_blank" rel="noopener noreferrer">Releases<svg class="icon icon-externalLink external-link-mark"');
    expect(api).toContain('<li data-html="default"><span class="sidebar-note">Firmware 2.x</span></li>');
    expect(api).toContain('<a class="sidebar-category-label sidebar-category-link" href="/docs/api/protocol/overview">Protocol</a><button type="button" class="sidebar-category-toggle" aria-expanded="true" aria-label="Toggle the category “Protocol”"></button>');
    expect(api).toContain('<ol><li><a href="/docs/category/reference">Reference</a></li><li><a href="/docs/api/protocol/overview">Protocol</a></li><li><span>Registers</span></li></ol>');
    // A link to the generated index resolves (the build fails on a broken link).
    expect(html(result, 'blog/2026/03/02/first-release/index.html')).toContain('<a href="/docs/category/reference">reference</a>');
  });

  test('a file a doc links to is published with it; a stylesheet\'s url(/…) finds the static file', () => {
    const link = /href="(\/assets\/files\/pinout-[0-9a-f]{8}\.csv)"/.exec(html(result, 'docs/api/cli/index.html'));
    expect(link).not.toBeNull();
    expect(html(result, link![1]!.slice(1))).toContain('1,power');
    const css = [...result.files.keys()].filter((file) => file.endsWith('.css')).map((file) => html(result, file)).join('\n');
    const logo = /url\("?(\/assets\/logo-\w+\.svg)"?\)/.exec(css);
    expect(logo).not.toBeNull();
    expect(html(result, logo![1]!.slice(1))).toContain('<svg');
  });

  test('the locale "zh" reads the Simplified Chinese interface strings; its label is the config\'s', () => {
    const page = html(result, 'zh/docs/guide/intro/index.html');
    expect(page).toContain('<html lang="zh"');
    expect(page).toContain('<span class="search-button-placeholder">搜索文档</span>');
    expect(page).toContain('中文');
    expect(result.warnings.map((w) => w.code)).not.toContain('i18n/no-strings');
  });

  test("a translation's navbar, footer and sidebar category labels come from its i18n JSON files", () => {
    const zh = html(result, 'zh/docs/guide/intro/index.html');
    const en = html(result, 'docs/guide/intro/index.html');
    expect(zh).toMatch(/<a[^>]*href="\/zh\/docs\/guide\/intro"[^>]*>指南<\/a>/); // navbar.json
    expect(zh).toContain('版权所有 © 2026 Gripper Kit。'); // footer.json
    expect(zh).toContain('进阶'); // current.json: sidebar.guide.category.Advanced
    expect(html(result, 'zh/docs/api/cli/index.html')).toContain('参考');
    expect(en).toMatch(/<a[^>]*href="\/docs\/guide\/intro"[^>]*>Guide<\/a>/);
    expect(en).not.toContain('进阶');
  });

  test('the navbar shows the logo, a dropdown whose links are in the HTML and an html item; the footer its link columns; in zh from navbar.json and footer.json', () => {
    const en = html(result, 'docs/api/cli/index.html');
    const zh = html(result, 'zh/docs/api/cli/index.html');
    expect(en).toContain('<a class="navbar-brand" href="/"><img class="navbar-logo" src="/img/logo.svg" alt="Gripper Kit"/><span class="navbar-title">Gripper Kit</span></a>');
    expect(zh).toContain('<a class="navbar-brand" href="/zh/"><img class="navbar-logo" src="/img/logo.svg" alt="Gripper Kit 标志"/>');
    // The dropdown is a <details>: it opens, and its links work, without JavaScript.
    const dropdown = (page: string) => /<details class="navbar-dropdown nav-dropdown">(.*?)<\/details>/s.exec(page)?.[1] ?? '';
    const links = (part: string) => [...part.matchAll(/<a[^>]* href="([^"]+)"[^>]*>([^<]+)/g)].map((match) => [match[1], match[2]]);
    expect(dropdown(en)).toMatch(/<summary[^>]*>More<svg class="icon icon-chevronDown navbar-dropdown-caret"[^>]*>.*?<\/svg><\/summary>/);
    expect(links(dropdown(en))).toEqual([
      ['/docs/api/cli', 'Command line'],
      ['/blog/2026/03/02/first-release', 'Release notes'],
      ['https://forum.gripper.example.com', 'Forum'],
    ]);
    expect(dropdown(zh)).toMatch(/<summary[^>]*>更多<svg class="icon icon-chevronDown navbar-dropdown-caret"[^>]*>.*?<\/svg><\/summary>/);
    expect(links(dropdown(zh))).toEqual([
      ['/zh/docs/api/cli', '命令行'],
      ['/zh/blog/2026/03/02/first-release', 'Release notes'], // a `to` is a path in the page's locale, as in Docusaurus
      ['https://forum.gripper.example.com', '论坛'],
    ]);
    expect(dropdown(en)).toContain('<a href="https://forum.gripper.example.com" target="_blank" rel="noopener noreferrer">Forum<svg class="icon icon-externalLink external-link-mark"');
    expect(en).toContain('<li class="navbar-html"><span class="navbar-release">v2.0</span></li>');
    const footer = (page: string) => /<footer class="footer footer-dark">(.*?)<\/footer>/s.exec(page)?.[1] ?? '';
    const titles = (page: string) => [...footer(page).matchAll(/<div class="footer-title">([^<]+)<\/div>/g)].map((match) => match[1]);
    expect(titles(en)).toEqual(['Docs', 'Community']);
    expect(titles(zh)).toEqual(['文档', '社区']);
    expect(links(footer(en))).toEqual([
      ['/docs/guide/intro', 'Guide'],
      ['https://forum.gripper.example.com', 'Forum'],
      ['mailto:team@gripper.example.com', 'team@gripper.example.com'],
      ['https://gripper.example.com/legal', 'Legal notice'], // in the copyright's HTML
    ]);
    expect(links(footer(zh)).slice(0, 2)).toEqual([
      ['/zh/docs/guide/intro', '指南'],
      ['https://forum.gripper.example.com', '论坛'],
    ]);
    expect(footer(en)).toContain('<li class="footer-html"><a class="footer-mail" href="mailto:team@gripper.example.com">');
  });

  test("items with position: 'right' are in the navbar's right-hand group, before the language menu, with their className; the copyright is the config's HTML; the default locale's navbar.json counts", () => {
    const en = html(result, 'docs/guide/intro/index.html');
    const zh = html(result, 'zh/docs/guide/intro/index.html');
    const right = /<div class="navbar-right">(.*?)<\/nav>/s.exec(en)?.[1] ?? '';
    expect(right).toMatch(/^<ul class="navbar-items navbar-items-right"><li class="navbar-html"><span class="navbar-release">v2.0<\/span><\/li><li><a class="navbar-link header-github-link" href="https:\/\/github.com\/gripper\/gripper-docs" [^>]*>GitHub<svg/);
    expect(right.indexOf('GitHub')).toBeLessThan(right.indexOf('locale-dropdown'));
    const left = /<ul class="navbar-items">(.*?)<\/ul><div class="navbar-right">/s.exec(en)?.[1] ?? '';
    expect(left).not.toContain('GitHub');
    // i18n/en/docusaurus-theme-classic/navbar.json translates the default locale's CLI entry.
    expect(left).toContain('<a class="navbar-link" href="/docs/api/cli">Command line</a>');
    expect(en).toContain('<div class="footer-copyright">Copyright © 2026 Gripper Kit.<br><a class="footer-legal" href="https://gripper.example.com/legal">Legal notice</a></div>');
    expect(zh).toContain('<div class="footer-copyright">版权所有 © 2026 Gripper Kit。</div>');
  });

  test('navbar, footer, favicon, custom CSS and extra languages come from the config', () => {
    const page = html(result, 'docs/api/cli/index.html');
    for (const href of ['/docs/guide/intro', '/docs/api/cli', '/blog', 'https://github.com/gripper/gripper-docs']) expect(page).toContain(`href="${href}"`);
    expect(page).toContain('Copyright © 2026 Gripper Kit.');
    expect(page).toContain('href="/img/logo.svg"');
    const css = [...result.files.keys()].filter((file) => file.endsWith('.css')).map((file) => html(result, file)).join('\n');
    expect(css).toContain('--ifm-color-primary: #2e7d32');
    // lua is not among docgen's common languages: prism.additionalLanguages asked for it.
    expect(html(result, 'docs/guide/setup/index.html')).toMatch(/data-language="lua">.*?<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">open<\/span>/s);
  });

  test('presets.docs.editUrl gives each doc its edit link, to the file it is made from', () => {
    expect(html(result, 'docs/guide/setup/index.html')).toContain('<a class="doc-edit-link" href="https://github.com/gripper/gripper-docs/tree/main/docs/01-guide/02-setup.md" target="_blank" rel="noopener">Edit this page</a>');
  });

  test('each option docgen does not do is named once, at its line of the config', () => {
    const named = result.warnings.filter((w) => w.file === configFile).map((w) => [w.line, w.message.slice(0, 60)]);
    const expected: [string, string][] = [
      ['xslt', '"presets.blog.feedOptions.xslt"'],
      ['docusaurus-plugin-image-zoom', 'The plugin "docusaurus-plugin-image-zoom" is not supported'],
      ['theme: prismThemes.github', '"themeConfig.prism.theme" and "darkTheme"'],
    ];
    expect(named).toHaveLength(expected.length);
    for (const [text, start] of expected) expect(named, start).toContainEqual([lineOf(text), expect.stringMatching(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))]);
    expect(result.warnings.filter((w) => w.code === 'docusaurus/unsupported').every((w) => w.file === configFile)).toBe(true);
  });

  test('the sidebars are the sidebars file\'s: folders autogenerated, categories, doc items; what is not shown is named; unknown frontmatter too', () => {
    const guide = html(result, 'docs/guide/setup/index.html');
    // The autogenerated folder "guide" (01-guide on disk), in the order of its number prefixes.
    expect(guide.indexOf('href="/docs/guide/intro"')).toBeLessThan(guide.indexOf('href="/docs/guide/setup"'));
    const api = html(result, 'docs/api/cli/index.html');
    expect(api).toContain('Reference');
    expect(api).not.toContain('href="/docs/guide/setup"'); // another sidebar's docs are not in this one
    expect(result.warnings.filter((w) => w.code === 'frontmatter/unknown').map((w) => [w.file, w.line, w.message])).toEqual([
      [path.join(fixture, 'docs/01-guide/02-setup.md'), 2, 'The "hide_feedback" frontmatter is not a key docgen knows: it is ignored.'],
    ]);
    expect(result.warnings.filter((w) => w.code === 'sidebars/unsupported')).toEqual([]);
  });
});

describe('a Docusaurus project on the command line', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fixtureCopy('cli');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const docgen = (...args: string[]) =>
    docgenIn(dir, ...args).then(
      ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
    );

  test('docgen build in the project folder builds it, naming what it leaves out; check-links passes', async () => {
    const built = await docgen('build');
    expect(built.out).toContain('docusaurus.config.js:' + lineOf('xslt'));
    expect(built.out).toMatch(/Built \d+ pages \(en, zh\) into build\//);
    expect(built.code).toBe(0);
    expect(existsSync(path.join(dir, 'build/docs/guide/intro/index.html'))).toBe(true);
    expect((await docgen('check-links')).code).toBe(0);
  }, 120_000);

  test('a build that fails on a broken link still names what the config asks that docgen does not do', async () => {
    const page = path.join(dir, 'docs/api/broken.md');
    await writeFile(page, '# Broken\n\nSee [nowhere](/docs/nowhere).\n');
    try {
      const built = await docgen('build', '-o', 'broken-out');
      expect(built.code).not.toBe(0);
      expect(built.out).toContain('broken link "/docs/nowhere"');
      expect(built.out).toContain('docusaurus.config.js:' + lineOf('xslt'));
    } finally {
      await rm(page);
    }
  }, 120_000);

  test('docgen build --strict fails on those warnings', async () => {
    expect((await docgen('build', '--strict', '-o', 'strict-out')).code).not.toBe(0);
    expect(existsSync(path.join(dir, 'strict-out'))).toBe(false);
  }, 120_000);

  test('docgen version cuts a version where docusaurus docs:version puts it; the build serves it at the docs root, the current docs under /docs/next/', async () => {
    const version = await docgen('version', '2.0');
    expect(version.code).toBe(0);
    expect(version.out).toContain('Version 2.0: 8 doc files of 2 locales kept in versioned_docs/version-2.0/; versions.json lists 2.0.');
    const files = async (folder: string) => (await readdir(path.join(dir, folder), { recursive: true })).map((file) => file.split(path.sep).join('/')).sort();
    expect(await files('versioned_docs/version-2.0')).toEqual(await files('docs'));
    expect(await files('i18n/zh/docusaurus-plugin-content-docs/version-2.0')).toEqual(['01-guide', '01-guide/01-intro.md']);
    const sidebars = JSON.parse(await readFile(path.join(dir, 'versioned_sidebars/version-2.0-sidebars.json'), 'utf8')) as Record<string, unknown[]>;
    expect(Object.keys(sidebars)).toEqual(['guide', 'api']);
    expect(sidebars.guide).toEqual([{ type: 'autogenerated', dirName: 'guide' }]);
    expect(JSON.parse(await readFile(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['2.0']);

    await writeFile(path.join(dir, 'docs/01-guide/01-intro.md'), (await readFile(path.join(dir, 'docs/01-guide/01-intro.md'), 'utf8')).replace(/\n*$/, '\n\nOnly in the next version.\n'));
    const built = await docgen('build', '-o', 'versioned-out');
    expect(built.code).toBe(0);
    const page = (file: string) => readFile(path.join(dir, 'versioned-out', file), 'utf8');
    expect(await page('docs/guide/intro/index.html')).not.toContain('Only in the next version.');
    expect(await page('docs/next/guide/intro/index.html')).toContain('Only in the next version.');
    expect(existsSync(path.join(dir, 'versioned-out/zh/docs/guide/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(dir, 'versioned-out/zh/docs/next/guide/intro/index.html'))).toBe(true);
    // Cut again: refused, nothing changed.
    const again = await docgen('version', '2.0');
    expect([again.code, again.out]).toEqual([1, expect.stringContaining('Version 2.0 exists already (versions.json lists it).')]);
  }, 120_000);
});

describe('a Docusaurus project on Docusaurus 3.4', () => {
  test('its blog has no author pages, as Docusaurus made them only from 3.5 on; 3.5 makes them', async () => {
    const dir = await fixtureCopy('3.4');
    try {
      const built = async (core: string) => {
        await writeFile(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'gripper-docs', dependencies: { '@docusaurus/core': core } }, null, 2)}\n`);
        return buildSite({ configPath: path.join(dir, 'docusaurus.config.js') });
      };
      const old = await built('3.4.0');
      expect([...old.files.keys()].filter((file) => file.includes('blog/authors'))).toEqual([]);
      expect(String(outputContent(old.files.get('blog/2026/03/02/first-release/index.html')!))).not.toContain('/blog/authors/');
      const current = await built('^3.5.2');
      expect(current.files.has('blog/authors/index.html')).toBe(true);
      expect(current.files.has('blog/authors/lin/index.html')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a Docusaurus project with trailingSlash: false', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fixtureCopy('slash');
    const configFile = path.join(dir, 'docusaurus.config.js');
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("baseUrl: '/',", "baseUrl: '/',\n  trailingSlash: false,"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('each page is <path>.html, as Docusaurus writes it (a redirect page its folder\'s index.html); the links pass, and a static host serves both', async () => {
    const built = await docgenIn(dir, 'build');
    expect(built.stderr + built.stdout).not.toContain('trailingSlash');
    const out = path.join(dir, 'build');
    for (const file of ['index.html', 'docs/guide/intro.html', 'docs/guide/intro.md', 'zh/docs/guide/intro.html', 'blog.html', 'zh/index.html', '404.html']) expect(existsSync(path.join(out, file)), file).toBe(true);
    expect(existsSync(path.join(out, 'docs/guide/intro/index.html'))).toBe(false);
    const posts = (await readdir(path.join(out, 'blog'), { recursive: true })).filter((file) => file.endsWith('index.html'));
    expect(posts).toEqual([]);
    // A redirect page is its path's folder's index.html all the same, as Docusaurus's redirects plugin writes it.
    expect(existsSync(path.join(out, 'docs/getting-started/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/getting-started.html'))).toBe(false);
    await docgenIn(dir, 'check-links');
    const server = await serveStatic({ dir: out, base: '/', localePrefixes: ['zh/'] });
    try {
      for (const [url, text] of [
        ['docs/guide/intro', 'Grip gently.'],
        ['zh/docs/guide/intro', '<html lang="zh'],
        ['docs/getting-started', 'location.replace("/docs/guide/intro"'],
      ]) {
        const response = await fetch(server.url + url, { redirect: 'manual' });
        expect([url, response.status]).toEqual([url, 200]);
        expect(await response.text()).toContain(text);
      }
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('a Docusaurus project with its packages installed', () => {
  test('a package with hooks in its node_modules, beside a React of its own, renders with docgen\'s React on the server and in the browser', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-docusaurus-react-'));
    try {
      // The project's own copy of React, and a CommonJS component package that uses a hook.
      await cp(path.join(repoRoot, 'node_modules/react'), path.join(dir, 'node_modules/react'), { recursive: true });
      await mkdir(path.join(dir, 'node_modules/grip-meter'), { recursive: true });
      await writeFile(path.join(dir, 'node_modules/grip-meter/package.json'), '{ "name": "grip-meter", "version": "1.0.0", "main": "index.js" }\n');
      await writeFile(path.join(dir, 'node_modules/grip-meter/index.js'), "const React = require('react');\nmodule.exports = function GripMeter() {\n  const [force] = React.useState(12);\n  return React.createElement('output', { className: 'grip-meter' }, force + ' N');\n};\n");
      // A file deep in it, imported without its extension, as bundlers (and so Docusaurus) allow and Node alone does not.
      await mkdir(path.join(dir, 'node_modules/grip-meter/lib'), { recursive: true });
      await writeFile(path.join(dir, 'node_modules/grip-meter/lib/scale.js'), 'module.exports = function scale(force) {\n  return force * 2;\n};\n');
      await mkdir(path.join(dir, 'src/pages'), { recursive: true });
      await writeFile(path.join(dir, 'src/pages/meter.js'), "import React from 'react';\nimport Layout from '@theme/Layout';\nimport GripMeter from 'grip-meter';\nimport scale from 'grip-meter/lib/scale';\nexport default function Meter() {\n  return <Layout title=\"Meter\"><GripMeter /><p className=\"scaled\">{scale(21)}</p></Layout>;\n}\n");
      await writeFile(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };\n");
      const built = await buildSite({ configPath: path.join(dir, 'docusaurus.config.js') });
      expect(html(built, 'meter/index.html')).toContain('<output class="grip-meter">12 N</output>');
      expect(html(built, 'meter/index.html')).toContain('<p class="scaled">42</p>');
      await docgenIn(dir, 'build', '-o', 'cli-out');
      expect(await readFile(path.join(dir, 'cli-out/meter/index.html'), 'utf8')).toContain('<p class="scaled">42</p>');
      // The browser's bundle has one React: the package's import is docgen's copy, not the project's.
      const inputs = Object.keys(built.client.metafile.inputs).map((input) => path.resolve(repoRoot, input));
      expect(inputs.filter((input) => input.startsWith(path.join(dir, 'node_modules'))).sort()).toEqual([path.join(dir, 'node_modules/grip-meter/index.js'), path.join(dir, 'node_modules/grip-meter/lib/scale.js')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('CommonJS packages are imported as a bundler imports them: any name off their exports, the default of one compiled from ES modules, JSON', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-docusaurus-commonjs-'));
    try {
      const modules = path.join(dir, 'node_modules');
      // Names Node's loader cannot spot in the code: `import { newtons }` fails in Node alone.
      await mkdir(path.join(modules, 'grip-units'), { recursive: true });
      await writeFile(path.join(modules, 'grip-units/package.json'), '{ "name": "grip-units", "version": "1.0.0", "main": "index.js" }\n');
      await writeFile(path.join(modules, 'grip-units/index.js'), 'var units = {};\nunits.newtons = function (kg) {\n  return Math.round(kg * 9.81);\n};\nmodule.exports = units;\n');
      await writeFile(path.join(modules, 'grip-units/limits.json'), '{ "maxKg": 5 }\n');
      // Compiled from an ES module: its default import is `exports.default` to a bundler, the whole object to Node.
      await mkdir(path.join(modules, 'grip-badge'), { recursive: true });
      await writeFile(path.join(modules, 'grip-badge/package.json'), '{ "name": "grip-badge", "version": "1.0.0", "main": "index.js" }\n');
      await writeFile(path.join(modules, 'grip-badge/index.js'), "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nconst React = require('react');\nexports.default = function Badge(props) {\n  return React.createElement('span', { className: 'badge' }, props.children);\n};\n");
      await mkdir(path.join(dir, 'src/pages'), { recursive: true });
      await writeFile(
        path.join(dir, 'src/pages/limits.js'),
        "import React from 'react';\nimport Layout from '@theme/Layout';\nimport { newtons } from 'grip-units';\nimport limits from 'grip-units/limits.json';\nimport Badge from 'grip-badge';\nexport default function Limits() {\n  return <Layout title=\"Limits\"><p className=\"force\">{newtons(limits.maxKg)} N</p><Badge>safe</Badge></Layout>;\n}\n",
      );
      await writeFile(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };\n");
      // In Node itself, as the command line runs (the test runner resolves imports its own way).
      await docgenIn(dir, 'build', '-o', 'cli-out');
      const page = await readFile(path.join(dir, 'cli-out/limits/index.html'), 'utf8');
      expect(page).toContain('<p class="force">49<!-- --> N</p>');
      expect(page).toContain('<span class="badge">safe</span>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a Docusaurus config as code', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docgen-docusaurus-config-'));
    await cp(path.join(fixture, 'docs'), path.join(dir, 'docs'), { recursive: true });
    await cp(path.join(fixture, 'src'), path.join(dir, 'src'), { recursive: true }); // the components the docs import
    await cp(path.join(fixture, 'static'), path.join(dir, 'static'), { recursive: true }); // the picture a page imports
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('a React page importing a package the project lacks, or a module docgen does not provide, is left out and named at the import', async () => {
    const pages = path.join(dir, 'src/pages');
    await writeFile(path.join(pages, 'player.js'), "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Player from 'docgen-test-absent-player';\nexport default function Page() {\n  return <Layout><Player /></Layout>;\n}\n");
    await writeFile(path.join(pages, 'data.tsx'), "import useGlobalData from '@docusaurus/useGlobalData';\nexport default function Page() {\n  return <p>{Object.keys(useGlobalData()).length}</p>;\n}\n");
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'Pages', url: 'https://pages.example.com', baseUrl: '/' };\n");
    try {
      const built = await buildSite({ configPath: file });
      expect(built.files.has('showcase/index.html')).toBe(true);
      expect(built.files.has('player/index.html') || built.files.has('data/index.html')).toBe(false);
      const notBuilt = built.warnings.filter((warning) => warning.code === 'pages/not-built').map((w) => [path.relative(dir, w.file!), w.line, w.message]);
      expect(notBuilt).toEqual([
        ['src/pages/data.tsx', 1, expect.stringMatching(/^Not published: the React page src\/pages\/data\.tsx cannot be built: docgen does not provide "@docusaurus\/useGlobalData" yet/)],
        ['src/pages/player.js', 3, 'Not published: the React page src/pages/player.js cannot be built: Could not resolve "docgen-test-absent-player"'],
      ]);
    } finally {
      await rm(path.join(pages, 'player.js'));
      await rm(path.join(pages, 'data.tsx'));
      await rm(file);
    }
  }, 60_000);

  test("an MDX page's component with a CSS module is styled; one importing a package the project lacks is left out of the page, which says so", async () => {
    const added = {
      'src/components/Badge/index.js': "import React from 'react';\nimport styles from './styles.module.css';\nexport default function Badge({ children }) {\n  return <span className={styles.badge}>{children}</span>;\n}\n",
      'src/components/Badge/styles.module.css': '.badge {\n  border: 2px solid teal;\n}\n',
      'src/components/Chart.js': "import React from 'react';\nimport Plot from 'docgen-test-absent-plot';\nexport default function Chart() {\n  return <Plot data={[1, 2]} />;\n}\n",
      'docs/gallery.mdx': "import Badge from '@site/src/components/Badge';\nimport Chart from '@site/src/components/Chart';\n\n# Gallery\n\n<Badge>New</Badge> grippers.\n\n<Chart />\n\nThe end of the gallery.\n",
    };
    for (const [name, text] of Object.entries(added)) await writeFile(path.join(dir, name), text).catch(async () => {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    });
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/' };\n");
    try {
      const built = await buildSite({ configPath: file });
      const page = html(built, 'docs/gallery/index.html');
      const badge = /<span class="(styles-module_badge_[\w-]+)">New<\/span>/.exec(page)?.[1];
      expect(badge, 'the scoped class').toBeDefined();
      const css = [...page.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((m) => html(built, m[1]!)).join('');
      expect(css).toMatch(new RegExp(`\\.${badge}\\{[^}]*border:2px solid teal`));
      expect(page).toContain('The end of the gallery.');
      const warning = built.warnings.find((w) => w.file === path.join(dir, 'docs/gallery.mdx'));
      expect(warning?.line).toBe(2);
      expect(warning?.message).toBe('"@site/src/components/Chart" is left out of this page, which shows nothing in its place: its module cannot be built: it imports "docgen-test-absent-plot", which the project has not installed (src/components/Chart.js)');
    } finally {
      await rm(path.join(dir, 'src/components/Badge'), { recursive: true, force: true });
      await Promise.all([path.join(dir, 'src/components/Chart.js'), path.join(dir, 'docs/gallery.mdx'), file].map((name) => rm(name)));
    }
  }, 60_000);

  test('a broken link written as HTML is a warning in a Docusaurus project (Docusaurus never checks it); a markdown one fails', async () => {
    const page = path.join(dir, 'docs/html-links.mdx');
    await writeFile(page, '# Links\n\nSee <a href="/docs/nowhere">the old page</a>.\n');
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', onBrokenLinks: 'throw' };\n");
    try {
      const built = await buildSite({ configPath: file });
      expect(built.links.warnings.map((w) => [w.code, path.relative(dir, w.file!), w.line])).toEqual([['links/broken-link', 'docs/html-links.mdx', 3]]);
      await writeFile(page, '# Links\n\nSee [the old page](/docs/nowhere).\n');
      const failure = await buildSite({ configPath: file }).catch((e: unknown) => e);
      expect((failure as DocgenErrors).errors.map((e) => e.code)).toEqual(['links/broken-link']);
    } finally {
      await Promise.all([page, file].map((name) => rm(name)));
    }
  }, 60_000);

  test('remark-math and rehype-katex, as Docusaurus sites list them, are docgen\'s own math: LaTeX rendered by KaTeX, with its stylesheet', async () => {
    const page = path.join(dir, 'docs/math.md');
    await writeFile(page, '# Math\n\nThe grip force is $F = \\sqrt{\\sum{f_i^2}}$ at most.\n\n$$\n\\frac{1}{2}\n$$\n');
    const file = path.join(dir, 'docusaurus.config.js');
    const docs = "{ remarkPlugins: [require('remark-math')], rehypePlugins: [[require('rehype-katex'), { strict: false }]] }";
    await writeFile(file, `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: ${docs} }]] };\n`);
    try {
      const built = await buildSite({ configPath: file });
      expect(built.warnings.filter((w) => /math|katex/i.test(w.message))).toEqual([]);
      const math = html(built, 'docs/math/index.html');
      expect(math).toContain('<span class="katex">');
      expect(math).toContain('<span class="katex-display">');
      expect(math).not.toContain('$F =');
      const stylesheet = /<link rel="stylesheet" href="\/([^"]+)">/.exec(math)![1]!;
      expect(html(built, stylesheet)).toContain('.katex{');
    } finally {
      await Promise.all([page, file].map((name) => rm(name)));
    }
  }, 60_000);

  test('without a blog folder the blog is its empty list, as Docusaurus builds it; no tags or archive with nothing to list', async () => {
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/' };\n");
    try {
      const built = await buildSite({ configPath: file });
      expect(html(built, 'blog/index.html')).toContain('No posts yet.');
      expect([...built.files.keys()].filter((name) => /^blog\/(tags|archive)\//.test(name))).toEqual([]);
    } finally {
      await rm(file);
    }
  }, 60_000);

  test('a page at /404 (src/pages/404.md) is a page beside the not-found page, as Docusaurus builds both', async () => {
    const page = path.join(dir, 'src/pages/404.md');
    await writeFile(page, '# Lost parts\n\nWhat to do when a part goes missing.\n');
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/' };\n");
    try {
      const built = await buildSite({ configPath: file });
      expect(html(built, '404/index.html')).toContain('What to do when a part goes missing.');
      expect(html(built, '404.html')).toContain('<meta name="robots" content="noindex, nofollow">');
    } finally {
      await Promise.all([page, file].map((name) => rm(name)));
    }
  }, 60_000);

  test("a folder's index.md, README.md or file named as the folder is its category's page, at the folder's URL, as Docusaurus serves it", async () => {
    const added = [path.join(dir, 'docs/01-guide/index.md'), path.join(dir, 'docs/api/README.md'), path.join(dir, 'docs/index.mdx')];
    await writeFile(added[0]!, '---\ntitle: Guide overview\n---\n\nEverything about holding parts.\n');
    await writeFile(added[1]!, '# API home\n\nThe controller\'s interfaces.\n');
    await writeFile(added[2]!, '# Welcome\n\nStart with the [guide](./01-guide/index.md) or the [API](/docs/api).\n');
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/' };\n");
    try {
      const built = await buildSite({ configPath: file });
      for (const page of ['docs/index.html', 'docs/guide/index.html', 'docs/api/index.html']) expect(built.files.has(page), page).toBe(true);
      expect([...built.files.keys()].filter((name) => /docs\/(guide\/index|api\/README)\//.test(name))).toEqual([]);
      const intro = html(built, 'docs/guide/intro/index.html');
      // The category's label opens its index, which it does not list again.
      expect(intro).toMatch(/<a class="sidebar-category-label sidebar-category-link[^"]*" href="\/docs\/guide">guide<\/a>/);
      expect(intro).not.toContain('>Guide overview</a>');
      expect(html(built, 'docs/index.html')).toContain('<a href="/docs/guide">guide</a>');
    } finally {
      await Promise.all([...added, file].map((name) => rm(name)));
    }
  }, 60_000);

  test('an async config function importing packages the project lacks builds, naming each package once', async () => {
    const file = path.join(dir, 'docusaurus.config.mjs');
    await writeFile(
      file,
      [
        "import { createRequire } from 'node:module';",
        "import zoom from 'docgen-test-absent-zoom';",
        'const require = createRequire(import.meta.url);',
        "const search = require.resolve('docgen-test-absent-search');",
        "import * as absent from 'docgen-test-absent-remark';",
        "import { themes } from 'prism-react-renderer';",
        "import release from 'docgen-test-absent-release';",
        'export default async function createConfig() {',
        "  return { title: 'Async', tagline: `Release ${release.name}`, url: 'https://async.example.com', baseUrl: '/', plugins: [zoom], themes: [search], themeConfig: { prism: { darkTheme: themes.dracula } },",
        "    presets: [['classic', { docs: { remarkPlugins: [absent.default, absent.math()] }, blog: { postsPerPage: 'ALL' } }]] };",
        '}',
      ].join('\n'),
    );
    const built = await buildSite({ configPath: file });
    expect(built.files.has('docs/guide/intro/index.html')).toBe(true);
    const messages = built.warnings.map((w) => w.message);
    // Named once: as what it is (a plugin), or else as a package the config requires.
    expect(messages.filter((m) => m.includes('"docgen-test-absent-zoom"'))).toEqual(['The plugin "docgen-test-absent-zoom" is not supported: docgen builds the site without it.']);
    expect(messages.filter((m) => m.includes('"docgen-test-absent-release"'))).toEqual(['The config requires "docgen-test-absent-release", which is not installed: docgen went on without it.']);
    expect(messages.some((m) => m.includes('prism-react-renderer'))).toBe(false); // docgen needs none of Docusaurus's own
    // The config's own require (createRequire(import.meta.url)) forgives too.
    expect(messages).toContain('The theme "docgen-test-absent-search" is not supported: docgen builds the site without it.');
    expect(messages.filter((m) => m.startsWith('"presets.docs.remarkPlugins"'))).toHaveLength(2);
    expect(messages).toContain('"presets.blog.postsPerPage": docgen does not support this option yet; the blog lists its posts 10 to a page (blog.postsPerPage).');
  }, 60_000);

  test('docs: false and blog: false leave the docs and the blog out; a navbar link to the blog is then a plain link', async () => {
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'T', url: 'https://t.example.com', onBrokenLinks: 'warn', presets: [['classic', { docs: false, blog: false }]], themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog' }] } } };\n");
    await cp(path.join(fixture, 'blog'), path.join(dir, 'blog'), { recursive: true });
    const built = await buildSite({ configPath: file });
    expect([...built.files.keys()].filter((f) => f.startsWith('docs/') || f.startsWith('blog/'))).toEqual([]);
    expect(built.links.problems.map((p) => p.link.href)).toContain('/blog'); // the navbar's: no blog, so a broken link
    await rm(file);
    await rm(path.join(dir, 'blog'), { recursive: true });
  });

  test('a redirect to a page the site does not have, or from one it has, fails the build naming the config', async () => {
    const file = path.join(dir, 'docusaurus.config.js');
    const redirects = "[{ from: '/docs/old', to: '/docs/nowhere' }, { from: '/docs/guide/intro', to: '/docs/guide/setup' }]";
    await writeFile(file, `module.exports = { title: 'T', url: 'https://t.example.com', plugins: [['@docusaurus/plugin-client-redirects', { redirects: ${redirects} }]] };\n`);
    const failure = (await buildSite({ configPath: file }).catch((e: unknown) => e)) as DocgenErrors;
    expect(failure).toBeInstanceOf(DocgenErrors);
    expect(failure.errors.map((e) => [e.code, e.file])).toEqual([
      ['redirects/unknown-target', file],
      ['redirects/page-exists', file],
    ]);
    await rm(file);
  });

  test("createRedirects is asked each page's path in each locale: its old paths lead there, without taking a page's path", async () => {
    const file = path.join(dir, 'docusaurus.config.js');
    const create = "(path) => path.startsWith('/docs/') ? [path.replace('/docs/', '/manual/'), path.replace('/docs/guide/setup', '/docs/guide/intro')] : undefined";
    await writeFile(file, `module.exports = { title: 'T', url: 'https://t.example.com', i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }, plugins: [['@docusaurus/plugin-client-redirects', { createRedirects: ${create} }]] };\n`);
    try {
      const built = await buildSite({ configPath: file });
      expect(built.warnings.filter((w) => w.message.includes('createRedirects'))).toEqual([]);
      const page = (name: string) => html(built, name);
      expect(page('manual/guide/intro/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/intro">');
      expect(page('zh/manual/guide/setup/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/zh/docs/guide/setup">');
      expect(page('zh/manual/guide/setup/index.html')).toContain('<link rel="canonical" href="https://t.example.com/zh/docs/guide/setup">');
      // The setup page's old path is the intro page's own: the intro page stays.
      expect(page('docs/guide/intro/index.html')).not.toContain('http-equiv="refresh"');
      expect([...built.files.keys()].filter((name) => name.startsWith('manual/blog') || name.startsWith('manual/index'))).toEqual([]);
    } finally {
      await rm(file);
    }
  });

  test('createRedirects that throws fails the build naming the config and the page', async () => {
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'T', url: 'https://t.example.com', plugins: [['@docusaurus/plugin-client-redirects', { createRedirects: (path) => path.toUpperCase().missing.length }]] };\n");
    try {
      const failure = (await buildSite({ configPath: file }).catch((e: unknown) => e)) as DocgenErrors;
      expect(failure).toBeInstanceOf(DocgenErrors);
      expect(failure.errors.map((e) => [e.code, e.file])).toEqual([['redirects/create', file]]);
      expect(failure.errors[0]!.message).toMatch(/^createRedirects threw for the page \/\S*: /);
    } finally {
      await rm(file);
    }
  });

  test('a config that throws names its file and what it threw', async () => {
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = { title: 'T', url: 'https://t.example.com', i18n: undefined.locales };\n");
    const error = await buildSite({ configPath: file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).code).toBe('docusaurus/config-evaluate');
    expect((error as DocgenError).file).toBe(file);
    expect((error as DocgenError).message).toContain('docusaurus.config.js threw while loading');
    await rm(file);
  });

  test('a config docgen cannot take is refused at the option, in the Docusaurus file', async () => {
    const file = path.join(dir, 'docusaurus.config.js');
    await writeFile(file, "module.exports = {\n  title: 'T',\n  url: 'not a url',\n  baseUrl: '/',\n};\n");
    const error = (await buildSite({ configPath: file }).catch((e: unknown) => e)) as DocgenError;
    expect(error.code).toBe('config/invalid');
    expect(error.file).toBe(file);
    expect(error.hint).toContain('Coming from Docusaurus');
    expect(await readFile(file, 'utf8')).toContain('not a url'); // read, never written
    await rm(file);
  });
});
