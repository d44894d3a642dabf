// Links and images that name a file of the site by its path there, as Docusaurus resolves them: an absolute link
// to a markdown file from the docs folder (then the site's folder), and `@site/…` from the site's folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { compile } from '../../helpers/markdown.js';

describe('an absolute link to a markdown file', () => {
  test("is the doc of that path in the page's docs folder, else in the site's folder; a path that names no doc is a URL", async () => {
    const docs: Record<string, string> = {
      '/site/docs/zh-Hans/guide/other.md': '/armkit/guide/other',
      '/site/docs/zh-Hans/api/cli.md': '/armkit/api/cli',
    };
    const { html, links } = await compile('[a](/guide/other.md#章节) [b](/docs/zh-Hans/api/cli.md) [c](/files/notes.md)', { resolveDocFile: (file) => docs[file] });
    expect(html).toContain('<a href="/armkit/guide/other#%E7%AB%A0%E8%8A%82">a</a>');
    expect(html).toContain('<a href="/armkit/api/cli">b</a>');
    expect(html).toContain('<a href="/armkit/files/notes.md">c</a>');
    expect(links.map((l) => [l.raw, l.href, l.brokenMarkdown ?? false])).toEqual([
      ['/guide/other.md#章节', '/armkit/guide/other#章节', false],
      ['/docs/zh-Hans/api/cli.md', '/armkit/api/cli', false],
      ['/files/notes.md', '/armkit/files/notes.md', false],
    ]);
  });

  test('is looked for in the docs folder first (the folder the page\'s version and locale give), then the site\'s', async () => {
    const asked: string[] = [];
    await compile('[x](/guide/other.md)', { docsFolder: '/site/versioned_docs/version-1.0/zh-Hans', resolveDocFile: (file) => void asked.push(file) });
    expect(asked).toEqual(['/site/versioned_docs/version-1.0/zh-Hans/guide/other.md', '/site/guide/other.md']);
    asked.length = 0;
    // A page that is no doc (a blog post) looks in the site's folder only.
    await compile('[x](/docs/zh-Hans/guide/other.md)', { docsFolder: undefined, resolveDocFile: (file) => void asked.push(file) });
    expect(asked).toEqual(['/site/docs/zh-Hans/guide/other.md']);
  });
});

describe('@site/ paths', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'docgen-site-paths-'));
  const site = path.join(parent, 'site');
  for (const file of ['static/img/q.png', 'src/img/chart.png', 'static/files/spec.pdf', 'assets/manual.pdf', '../outside.png']) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), `the bytes of ${file}`);
  }
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  const inSite = {
    siteRoot: site,
    staticDir: path.join(site, 'static'),
    sourceFile: path.join(site, 'docs/a.md'),
    docsFolder: path.join(site, 'docs'),
    placeInSite: (file: string) => (file.startsWith(site + path.sep) ? path.relative(site, file) : undefined),
    resolveDocFile: (file: string) => (file === path.join(site, 'docs/guides/b.md') ? '/armkit/docs/guides/b' : undefined),
  };

  test('an image: a static file is its URL, another file is published with the page, a missing one is broken', async () => {
    const { html, links, assets } = await compile('![q](@site/static/img/q.png) ![c](@site/src/img/chart.png) ![m](@site/static/img/missing.png) ![n](@site/src/img/none.png)', inSite);
    expect(html).toContain('<img src="/armkit/img/q.png" alt="q">');
    expect(html).toMatch(/<img src="\/armkit\/assets\/images\/chart-[0-9a-f]{8}\.png" alt="c">/);
    expect(assets.map((asset) => asset.from)).toEqual([path.join(site, 'src/img/chart.png')]);
    expect(links.map((l) => [l.raw, l.href, l.missingFile])).toEqual([
      ['@site/static/img/q.png', '/armkit/img/q.png', undefined],
      ['@site/static/img/missing.png', '/armkit/img/missing.png', undefined], // checked as the static file's URL
      ['@site/src/img/none.png', '@site/src/img/none.png', path.join(site, 'src/img/none.png')],
    ]);
  });

  test('a link: a static file is its URL, another file is published, a markdown file is its doc', async () => {
    const { html, links, assets } = await compile('[s](@site/static/files/spec.pdf#page=2) [m](@site/assets/manual.pdf) [b](@site/docs/guides/b.md#x) [n](@site/assets/none.pdf)', inSite);
    expect(html).toContain('<a href="/armkit/files/spec.pdf#page=2">s</a>');
    expect(html).toMatch(/<a href="\/armkit\/assets\/files\/manual-[0-9a-f]{8}\.pdf">m<\/a>/);
    expect(html).toContain('<a href="/armkit/docs/guides/b#x">b</a>');
    expect(assets.map((asset) => asset.from)).toEqual([path.join(site, 'assets/manual.pdf')]);
    expect(links.map((l) => [l.raw, l.href, l.missingFile])).toEqual([
      ['@site/static/files/spec.pdf#page=2', '/armkit/files/spec.pdf#page=2', undefined],
      ['@site/docs/guides/b.md#x', '/armkit/docs/guides/b#x', undefined],
      ['@site/assets/none.pdf', '@site/assets/none.pdf', path.join(site, 'assets/none.pdf')],
    ]);
  });

  test('a path climbing out of the site folder is refused where it is written', async () => {
    await expect(compile('![p](@site/../outside.png)', inSite)).rejects.toMatchObject({ code: 'content/outside-site', line: 1 });
  });
});
