// Docusaurus doc frontmatter: what docgen does with each key (hide_title, keywords, image, sidebar_class_name,
// pagination_label, custom_edit_url), and a warning at its line for each key it accepts but does not use.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { englishConfig, writeSmallSite } from '../helpers/small-site.js';

let site: string;
let result: BuildResult;
const page = (file: string) => String(outputContent(result.files.get(file)!)).replaceAll('<!-- -->', '');

beforeAll(async () => {
  const config = await writeSmallSite('frontmatter', {
    'docs/en/guide/intro.md': '---\ntitle: Getting started\nhide_title: true\nkeywords: [arm, lua]\nimage: /img/cover.png\nsidebar_class_name: sidebar-new\n---\n\nNo title heading above this line.\n',
    'docs/en/guide/setup.md': '---\ntitle: Setting up the controller\npagination_label: Setup\ncustom_edit_url: https://example.com/edit\ntags: [setup]\nlast_update:\n  date: 2026-01-01\n---\n\n# Setting up the controller\n',
    'docs/en/guide/usage.md': '---\ntitle: Usage\nimage: https://cdn.example.com/usage.png\n---\n\n# Usage\n',
    'blog/en/2026-01-02-news.md': '---\ntitle: News\nkeywords: [release]\nimage: img/news.png\n---\n\nA post.\n',
    'docgen.config.ts': englishConfig('FM', "base: '/fm/', "),
  });
  site = path.dirname(config);
  result = await buildSite({ configPath: config });
}, 60_000);
afterAll(() => rm(site, { recursive: true, force: true }));

test('hide_title leaves out the title heading; keywords and image go into the head', () => {
  const intro = page('guide/intro/index.html');
  expect(intro).not.toContain('<h1');
  expect(intro).toContain('<meta name="keywords" content="arm, lua">');
  expect(intro).toContain('<meta property="og:image" content="https://site.example.com/fm/img/cover.png">');
  expect(page('guide/usage/index.html')).toContain('<meta property="og:image" content="https://cdn.example.com/usage.png">');
  const post = page('blog/news/index.html');
  expect(post).toContain('<meta name="keywords" content="release">');
  expect(post).toContain('<meta property="og:image" content="https://site.example.com/fm/img/news.png">');
});

test('sidebar_class_name is on the sidebar link; pagination_label names the doc in its neighbours\' links', () => {
  expect(page('guide/setup/index.html')).toMatch(/<li class="sidebar-new"><a href="\/fm\/guide\/intro">Getting started<\/a><\/li>/);
  expect(page('guide/intro/index.html')).toMatch(/<a class="pagination-link pagination-next" href="\/fm\/guide\/setup" rel="next"><span class="pagination-sub">Next<\/span><span class="pagination-label">Setup<\/span><\/a>/);
});

test('a key docgen accepts but does not use is a warning at its line, saying why', () => {
  const unused = result.warnings.filter((warning) => warning.code === 'frontmatter/unused').map((warning) => `${path.basename(warning.file!)}:${warning.line} ${warning.message}`);
  expect(unused).toEqual(['setup.md:5 The "tags" frontmatter is ignored: docgen has no tag pages for docs (blog posts have them).']);
});

test('custom_edit_url is the doc\'s edit link, though the site has no editUrl', () => {
  expect(page('guide/setup/index.html')).toContain('<a class="doc-edit-link" href="https://example.com/edit" target="_blank" rel="noopener">Edit this page</a>');
  expect(page('guide/intro/index.html')).not.toContain('doc-edit-link');
});
