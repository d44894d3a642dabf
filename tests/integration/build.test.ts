import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { DocgenError, DocgenErrors, formatError } from '../../src/render/errors.js';
import { englishConfig, writeSmallSite } from '../helpers/small-site.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';
import { outputContent } from '../../src/render/emit/output-file.js';

const text = (result: BuildResult, file: string) => {
  const content = result.files.get(file);
  if (content === undefined) throw new Error(`${file} was not rendered`);
  return String(outputContent(content));
};

describe('building the basic fixture in memory', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildSite({ configPath: fixtureConfig('basic') });
  });

  test('emits every route, the 404 pages, page data, client assets, static files and images', () => {
    const files = [...result.files.keys()];
    for (const file of ['index.html', 'en/index.html', '404.html', 'en/404.html', 'search/index.html', 'markdown-page/index.html', 'en/markdown-page/index.html', 'guide/intro/index.html', 'en/guide/setup/index.html', 'img/logo.txt']) {
      expect(files).toContain(file);
    }
    expect(files.some((f) => /^assets\/main-[A-Z0-9]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^assets\/main-[A-Z0-9]+\.css$/.test(f))).toBe(true);
    expect(files.some((f) => /^assets\/images\/logo-[0-9a-f]{8}\.svg$/.test(f))).toBe(true);
    expect(files).not.toContain('ref/wip/index.html');
  });

  test('a doc page is complete HTML: lang, title, description, canonical, hreflang, head script, content', () => {
    const html = text(result, 'guide/intro/index.html');
    expect(html).toContain('<html lang="zh-Hans" dir="ltr" data-theme="light">');
    expect(html).toContain('<title>简介 | Fixture</title>');
    expect(html).toContain('<meta name="description" content="指南的第一页。">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/docs-site/guide/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="en-GB" href="https://fixture.example.com/docs-site/en/guide/intro">');
    expect(html).toMatch(/<script>\(function\(\)\{.*localStorage\.getItem\("theme"\).*<\/script>/);
    expect(html).toContain('<h2 id="章节-1">章节 1<a class="hash-link" href="#章节-1" aria-label="章节 1的直接链接" title="章节 1的直接链接">#</a></h2>');
    expect(html).toContain('<li><a class="sidebar-link-active" href="/docs-site/guide/intro" aria-current="page">');
    expect(html).toContain('<a class="pagination-link pagination-next" href="/docs-site/guide/setup" rel="next">');
    expect(html).toContain('Copyright © 2023 Fixture');
  });

  test('neither the markdown body nor the sidebar is shipped twice: the client reads both from the markup', () => {
    const html = text(result, 'guide/intro/index.html');
    const data = /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(html).toContain('提示内容。');
    expect(data).not.toContain('提示内容');
    expect(JSON.parse(data).page.html).toBeUndefined();
    expect(html).toContain('<li><a href="/docs-site/guide/setup">');
    expect(JSON.parse(data).sidebar).toBeUndefined();
    expect(result.files.has('guide/intro/page-data.json')).toBe(false); // client navigation reads the HTML too
  });

  test('english pages; a missing translation falls back with a notice, never a 404', () => {
    expect(text(result, 'en/guide/intro/index.html')).toContain('<html lang="en-GB"');
    const fallback = text(result, 'en/guide/setup/index.html');
    expect(fallback).toContain('This page has not been translated yet');
    expect(fallback).toContain('<h1 id="安装">安装</h1>');
    expect(fallback).toContain('<title>安装 | Fixture</title>');
  });

  test('unlisted docs carry the banner and noindex, and stay out of the sidebar', () => {
    const html = text(result, 'ref/hidden/index.html');
    expect(html).toContain('This page is unlisted. Search engines will not index it');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const sidebar = /<nav class="doc-sidebar".*?<\/nav>/s.exec(text(result, 'ref/colons/index.html'))![0];
    expect(sidebar).toContain('/docs-site/ref/colons');
    expect(sidebar).not.toContain('/docs-site/ref/hidden');
  });

  test('the not-found page says so in each language', () => {
    expect(text(result, '404.html')).toContain('请联系原始链接来源网站的所有者，并告知他们链接已损坏。');
    expect(text(result, 'en/404.html')).toContain('let them know their link is broken');
  });

  test('the component home page renders on the server', () => {
    expect(text(result, 'en/index.html')).toContain('<main class="fixture-home"><h1>Fixture</h1><p>Test site</p></main>');
  });

  test('a relative link from a translated doc reaches a fallback doc', () => {
    expect(text(result, 'en/guide/intro/index.html')).toContain('<a href="/docs-site/en/guide/setup">setup</a>');
    expect(result.warnings).toEqual([]);
  });
});

describe('link policy', () => {
  test('broken links fail with page, file, line and target; markdown links and anchors warn', async () => {
    const failure = await buildSite({ configPath: fixtureConfig('broken-link') }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DocgenErrors);
    const cwd = path.join(repoRoot, 'tests/fixtures/broken-link');
    expect((failure as DocgenErrors).warnings.map((w) => formatError(w, cwd)).join('\n')).toMatchInlineSnapshot(`
      "docs/en/guide/a.md:5:40  Broken markdown link on /site/guide/a: "./gone.md" names a file that is not a doc. [links/broken-markdown-link]
        hint: Check the relative path and the file name (case matters).
      docs/en/guide/a.md:7:3  Broken anchor on /site/guide/a: "./b.md#no-such-heading" points to /site/guide/b#no-such-heading, but that page has no such heading or id. [links/broken-anchor]
        hint: Use an id the target page has, or give its heading an explicit {#id}."
    `);
    const report = formatError(failure, cwd);
    expect(report).toMatchInlineSnapshot(`
      "docs/en/guide/a.md:5:3  Broken link on /site/guide/a: "/guide/nowhere" points to /site/guide/nowhere, which does not exist. [links/broken-link]
        hint: Fix the link, or create the page it points to.
      docs/en/guide/b.md:7:50  Broken link on /site/guide/b: "../elsewhere/x" points to /site/elsewhere/x, which does not exist. [links/broken-link]
        hint: Fix the link, or create the page it points to."
    `);
  });
});

describe('bad input', () => {
  test('bad frontmatter in several files is reported together, each with file and line', async () => {
    const failure = await buildSite({ configPath: fixtureConfig('bad-frontmatter') }).catch((e: unknown) => e);
    expect(formatError(failure, path.join(repoRoot, 'tests/fixtures/bad-frontmatter'))).toMatchInlineSnapshot(`
      "docs/en/guide/a.md:3  Frontmatter key "sidebar_position" is invalid: Invalid input: expected number, received string. [frontmatter/invalid]
        hint: Expected a number.
      docs/en/guide/b.md:1  Frontmatter "---js" is not supported: frontmatter is YAML and is never executed. [frontmatter/language]
        hint: Start the file with a plain "---" line and write the frontmatter as YAML."
    `);
  });

  test('a stylesheet the client bundle cannot take fails the build once, at its line, with pages waiting to be rendered', async () => {
    const config = await writeSmallSite('bad-css', {
      'docs/en/guide/intro.md': '# Intro\n\nText.\n',
      'docs/en/guide/setup.md': '# Setup\n\nText.\n',
      'src/custom.css': ':root { --brand: #123456; }\n\n@font-face { font-family: Brand; src: url(./fonts/brand.woff2); }\n',
      'docgen.config.ts': englishConfig('CSS', "customCss: 'src/custom.css', "),
    });
    try {
      const failure = (await buildSite({ configPath: config, threads: 1 }).catch((e: unknown) => e)) as DocgenError;
      expect(failure).toBeInstanceOf(DocgenError);
      expect(failure.code).toBe('client/compile');
      expect([failure.file, failure.line]).toEqual([path.join(path.dirname(config), 'src/custom.css'), 3]);
      expect(failure.message).toContain('Could not resolve "./fonts/brand.woff2"');
    } finally {
      await rm(path.dirname(config), { recursive: true, force: true });
    }
  }, 60_000);

  test('a component page without a default export names the file', async () => {
    const root = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-'));
    await mkdir(path.join(root, 'pages/en'), { recursive: true });
    await writeFile(path.join(root, 'docgen.config.ts'), "export default { title: 'T', url: 'https://t.example.com', i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } } };\n");
    await writeFile(path.join(root, 'pages/en/index.tsx'), 'export const title = "no component";\n');
    const failure = (await buildSite({ configPath: path.join(root, 'docgen.config.ts') }).catch((e: unknown) => e)) as Error & { file?: string };
    expect(failure.message).toBe('A page module must export its React component as the default export.');
    expect(failure.file).toBe(path.join(root, 'pages/en/index.tsx'));
    await rm(root, { recursive: true, force: true });
  });
});
