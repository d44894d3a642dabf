import { describe, expect, test } from 'vitest';
import { extractHtmlLinks } from '../../src/render/links/html-links.js';
import { closest, editDistance } from '../../src/render/suggest.js';

describe('extractHtmlLinks', () => {
  test('links with positions and regions; ids, <a name>; scripts, styles and comments skipped; entities decoded', () => {
    const html = [
      '<html><head><link rel="stylesheet" href="/s/a.css"><script type="module" src="/s/main.js"></script>',
      '<style>a[href="/not-a-link"] { }</style><!-- <a href="/commented"> --></head><body>',
      '<nav class="navbar x"><a href="/s/">Home</a><ul><li><a href=\'/s/docs\'>Docs</a></li></ul></nav>',
      '<main id="main"><h2 id="章节-1">章节</h2><a name="legacy"></a><a href="/s/a?x=1&amp;y=2#top">A</a>',
      '<img src="/s/img/logo.svg" alt=""><a href="https://example.com/x">out</a><a href="mailto:a@b.c">mail</a>',
      '<pre><code>&lt;a href="/in-code"&gt;</code></pre><br/><a href=/s/bare>bare</a></main>',
      '<footer class="footer"><a href="/s/legal">Legal</a></footer>',
      '<script id="data" type="application/json">{"html":"<a href=\\"/in-json\\">"}</script></body></html>',
    ].join('\n');
    const { links, ids } = extractHtmlLinks(html);
    expect(links).toEqual([
      { href: '/s/a.css', tag: 'link', line: 1, column: 13, region: 'page' },
      { href: '/s/main.js', tag: 'script', line: 1, column: 52, region: 'page' },
      { href: '/s/', tag: 'a', line: 3, column: 23, region: 'navbar' },
      { href: '/s/docs', tag: 'a', line: 3, column: 53, region: 'navbar' },
      { href: '/s/a?x=1&y=2#top', tag: 'a', line: 4, column: 59, region: 'page' },
      { href: '/s/img/logo.svg', tag: 'img', line: 5, column: 1, region: 'page' },
      { href: '/s/bare', tag: 'a', line: 6, column: 55, region: 'page' },
      { href: '/s/legal', tag: 'a', line: 7, column: 24, region: 'footer' },
    ]);
    expect(ids).toEqual(['main', '章节-1', 'legacy', 'data']);
  });
});

describe('suggestions', () => {
  test('edit distance, bounded', () => {
    expect(editDistance('install', 'instal')).toBe(1);
    expect(editDistance('章节-1', '章节1')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  test('the closest candidate when it is near enough, judged on the part a typo would be in', () => {
    expect(closest('/site/guide/instal', ['/site/guide/intro', '/site/guide/install'], 'instal')).toBe('/site/guide/install');
    expect(closest('/site/guide/nowhere', ['/site/guide/intro', '/site/guide/install'], 'nowhere')).toBeUndefined();
    expect(closest('Requirement', ['requirements', 'upgrade'])).toBe('requirements');
  });
});
