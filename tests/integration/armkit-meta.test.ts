// The ArmKit site as built: its pages' Open Graph and Twitter tags (a Chinese doc, an English doc, the home page,
// a post), robots.txt, and the end of its docs (edit link, last-updated date). Whatever the clone's history (CI
// may build from a shallow one), a doc shows a date; which date is not asserted.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { repoRoot } from '../helpers/fixtures.js';

let result: BuildResult;
const text = (file: string) => String(outputContent(result.files.get(file)!)).replaceAll('<!-- -->', '');

beforeAll(async () => {
  result = await buildSite({ configPath: path.join(repoRoot, 'content/docgen.config.ts') });
}, 240_000);

/** The head's Open Graph and Twitter tags, as [key, content] in their order (entities decoded). */
function socialTags(html: string): [string, string][] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
  return [...head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">/g)].map(([, key, content]) => [key!, content!.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)]);
}

const SITE = 'https://armkit.example.com/armkit/';

describe('the head of the ArmKit pages', () => {
  test('a Chinese doc: an article in zh_CN, its English version the alternate', () => {
    const tags = socialTags(text('api/cli/index.html'));
    expect(tags.slice(0, 2)).toEqual([
      ['og:title', expect.any(String)],
      ['og:description', expect.any(String)],
    ]);
    expect(tags.slice(2)).toEqual([
      ['og:type', 'article'],
      ['og:url', `${SITE}api/cli`],
      ['og:site_name', 'ArmKit'],
      ['og:locale', 'zh_CN'],
      ['og:locale:alternate', 'en_GB'],
      ['twitter:card', 'summary'],
      ['twitter:title', tags[0]![1]],
      ['twitter:description', tags[1]![1]],
    ]);
    expect(tags[0]![1]).toBe(/<title>(.*?) \| ArmKit<\/title>/.exec(text('api/cli/index.html'))![1]);
  });

  test('an English doc: an article in en_GB, the Chinese one the alternate', () => {
    const tags = new Map(socialTags(text('en/api/cli/index.html')));
    expect(tags.get('og:title')).toBe('armkit command-line tool');
    expect([tags.get('og:type'), tags.get('og:url'), tags.get('og:locale'), tags.get('og:locale:alternate')]).toEqual(['article', `${SITE}en/api/cli`, 'en_GB', 'zh_CN']);
  });

  test('the home page: a website, described by the site', () => {
    const tags = new Map(socialTags(text('index.html')));
    expect([tags.get('og:title'), tags.get('og:type'), tags.get('og:url'), tags.get('og:locale'), tags.get('og:locale:alternate')]).toEqual(['ArmKit', 'website', SITE, 'zh_CN', 'en_GB']);
    expect(tags.get('og:description')).toBe(tags.get('twitter:description'));
    expect(tags.get('og:description')).toMatch(/ArmKit/);
  });

  test('a post: an article with its own title', () => {
    const tags = new Map(socialTags(text('en/blog/armstudio-3-2/index.html')));
    expect([tags.get('og:type'), tags.get('og:url'), tags.get('og:locale')]).toEqual(['article', `${SITE}en/blog/armstudio-3-2`, 'en_GB']);
    expect(tags.get('og:title')).toMatch(/3\.2/);
  });
});

test('robots.txt points to the sitemap', () => {
  expect(text('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}sitemap.xml\n`);
});

test('a doc ends with its edit link on git.armkit.example.com and the date it was last updated', () => {
  const zh = /<div class="doc-footer-meta">.*?<\/div>/s.exec(text('api/cli/index.html'))![0];
  expect(zh).toMatch(/<a class="doc-edit-link" href="https:\/\/git\.armkit\.example\.com\/armkit\/armkit-docs\/edit\/main\/content\/(versioned_docs\/version-[\d.]+\/)?(docs\/)?zh-Hans\/api\/cli\.md" target="_blank" rel="noopener">编辑此页<\/a>/);
  expect(zh).toMatch(/<p class="doc-last-update">最后更新于 <time dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}年\d{1,2}月\d{1,2}日<\/time><\/p>/);
  const en = /<div class="doc-footer-meta">.*?<\/div>/s.exec(text('en/api/cli/index.html'))![0];
  expect(en).toMatch(/>Edit this page<\/a><p class="doc-last-update">Last updated on <time dateTime="[^"]+">\d{1,2} [A-Z][a-z]{2} \d{4}<\/time><\/p>/);
});
