// Posts from their files: date and slug from the name or the frontmatter, ids shared by translations, authors
// and tags resolved against the locale's files or written out.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../../src/render/config/load-config.js';
import type { SiteConfig } from '../../../src/render/config/site-config.js';
import type { SourceFile } from '../../../src/render/content/scan-content.js';
import { readPosts } from '../../../src/render/blog/posts.js';
import type { BlogFiles } from '../../../src/render/blog/blog-files.js';
import { DocgenErrors } from '../../../src/render/errors.js';
import { fixtureConfig } from '../../helpers/fixtures.js';

let config: SiteConfig;
beforeAll(async () => {
  config = await loadConfig(fixtureConfig('blog'));
});

const file = (relPath: string, text: string, locale = 'en'): SourceFile => ({ locale, relPath, absPath: `/site/blog/${locale}/${relPath}`, text });
const meta: BlogFiles[] = [{ locale: 'en', folder: '/site/blog/en', authors: { mei: { name: 'Mei Chen', title: 'Engineer' } }, tags: { release: { label: 'Release notes' } } }];

describe('readPosts', () => {
  test('date and slug from the file name, a folder, or the frontmatter; newest first', () => {
    const posts = readPosts(
      [
        file('2024-01-02-alpha.md', '---\ntitle: Alpha\n---\n\nText.\n'),
        file('2025-05-06-beta/index.mdx', '---\ntitle: Beta\n---\n\nText.\n'),
        file('gamma.md', '---\ntitle: Gamma\ndate: 2026-07-08\nslug: /news/gamma-post/\n---\n\nText.\n'),
      ],
      meta,
      config,
      'production',
    ).get('en')!;
    expect(posts.map((p) => [p.id, p.date, p.route, p.url])).toEqual([
      ['gamma', '2026-07-08', 'blog/news/gamma-post', '/news/en/blog/news/gamma-post'],
      ['beta', '2025-05-06', 'blog/beta', '/news/en/blog/beta'],
      ['alpha', '2024-01-02', 'blog/alpha', '/news/en/blog/alpha'],
    ]);
  });

  test('authors by id or written out; tags by id, or labelled as written with a slug for the URL', () => {
    const [post] = readPosts([file('2024-01-02-a.md', '---\ntitle: A\nauthors: [mei, { name: Guest }]\ntags: [release, Safety Notes]\n---\n\nText.\n')], meta, config, 'production').get('en')!;
    // An author of authors.yml has a page of posts (in docgen's own sites every one has).
    expect(post!.authors).toEqual([{ id: 'mei', page: 'mei', name: 'Mei Chen', title: 'Engineer', url: undefined, imageUrl: undefined }, { name: 'Guest', title: undefined, url: undefined, imageUrl: undefined }]);
    expect(post!.tags).toEqual([{ key: 'release', label: 'Release notes', description: undefined }, { key: 'safety-notes', label: 'Safety Notes' }]);
  });

  test('drafts only in development; two posts with one URL are an error naming both', () => {
    const draft = file('2024-01-02-d.md', '---\ntitle: D\ndraft: true\n---\n\nText.\n');
    expect(readPosts([draft], meta, config, 'production').get('en')).toEqual([]);
    expect(readPosts([draft], meta, config, 'development').get('en')).toHaveLength(1);
    let error: unknown;
    try {
      readPosts([file('2024-01-02-same.md', '# One\n'), file('2025-01-02-other.md', '---\nslug: same\n---\n\n# Two\n')], meta, config, 'production');
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toBe('Two posts have the URL /news/en/blog/same: 2025-01-02-other.md and 2024-01-02-same.md.');
    expect(error).not.toBeInstanceOf(DocgenErrors);
  });
});
