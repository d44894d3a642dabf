// The ArmKit release-notes blog: every post in both languages under the same file name, over at least two years,
// with its title, description, known authors and tags, an excerpt, and no h1 of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { parseFrontmatter, postFrontmatterSchema } from '../../src/render/content/frontmatter.js';
import { repoRoot } from '../helpers/fixtures.js';

const dir = (locale: string) => path.join(repoRoot, 'content/blog', locale);
const posts = (locale: string) => readdirSync(dir(locale)).filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name)).sort();

describe('the ArmKit blog', () => {
  test('at least six posts, the same in both languages, over at least two years', () => {
    expect(posts('en')).toEqual(posts('zh-Hans'));
    expect(posts('en').length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts('en').map((name) => name.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
  });

  for (const locale of ['en', 'zh-Hans']) {
    const authors = parse(readFileSync(path.join(dir(locale), 'authors.yml'), 'utf8')) as Record<string, unknown>;
    const tags = parse(readFileSync(path.join(dir(locale), 'tags.yml'), 'utf8')) as Record<string, unknown>;
    for (const name of posts(locale)) {
      test(`${locale} ${name}`, () => {
        const file = path.join(dir(locale), name);
        const { frontmatter, body } = parseFrontmatter(readFileSync(file, 'utf8'), file, postFrontmatterSchema);
        expect(frontmatter.title).toBeTruthy();
        expect(frontmatter.description).toBeTruthy();
        const written = [frontmatter.authors ?? []].flat();
        expect(written.length).toBeGreaterThan(0);
        for (const author of written) expect(Object.keys(authors)).toContain(author);
        for (const tag of frontmatter.tags ?? []) expect(Object.keys(tags)).toContain(tag);
        expect(body).toContain('<!-- truncate -->');
        expect(body).not.toMatch(/^# /m);
      });
    }
  }
});
