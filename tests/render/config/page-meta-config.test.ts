// The config keys of what pages tell search engines and readers of themselves: `image`, `docs.editUrl`,
// `blog.editUrl` and the "Last updated" switches. A bad value is refused, naming the key, the file and what to give.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validateConfig } from '../../../src/render/config/load-config.js';
import { DocgenError } from '../../../src/render/errors.js';
import { openGraphLocale } from '../../../src/render/ssr/social-meta.js';

const minimal = { title: 'Site', url: 'https://example.com', i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } } };

let site: string;
let configFile: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-page-meta-config-'));
  await mkdir(path.join(site, 'static/img'), { recursive: true });
  await writeFile(path.join(site, 'static/img/card.png'), 'png');
  configFile = path.join(site, 'docgen.config.ts');
});
afterAll(() => rm(site, { recursive: true, force: true }));

function refusal(raw: object): DocgenError {
  try {
    validateConfig({ ...minimal, ...raw }, configFile);
  } catch (error) {
    expect(error).toBeInstanceOf(DocgenError);
    return error as DocgenError;
  }
  throw new Error('expected the config to be refused');
}

describe('editUrl', () => {
  test('a URL or a function is taken, for docs and posts; the dates are off by default', () => {
    const edit = () => 'https://example.com/edit';
    const config = validateConfig({ ...minimal, docs: { editUrl: 'https://git.example.com/kit/edit/main/' }, blog: { editUrl: edit, showLastUpdateAuthor: true } }, configFile);
    expect(config.docs).toMatchObject({ editUrl: 'https://git.example.com/kit/edit/main/', showLastUpdateTime: false, showLastUpdateAuthor: false });
    expect(config.blog).toMatchObject({ editUrl: edit, showLastUpdateTime: false, showLastUpdateAuthor: true });
  });

  test('anything else is refused, saying what to give', () => {
    for (const editUrl of ['git.example.com/kit/edit', 'ftp://example.com/', 42]) {
      const error = refusal({ docs: { editUrl } });
      expect(error.code).toBe('config/invalid');
      expect(error.file).toBe(configFile);
      expect(error.message).toBe('Invalid config:\n  - "docs.editUrl": must be an http(s) URL to which each page\'s file is appended ("https://git.example.com/armkit/edit/main/content/"), or a function returning a page\'s edit URL.');
    }
    expect(refusal({ blog: { showLastUpdateTime: 'yes' } }).message).toContain('"blog.showLastUpdateTime" has the wrong type: expected boolean');
  });
});

describe('image', () => {
  test('a file of the static folder or an http(s) URL', () => {
    expect(validateConfig({ ...minimal, image: 'img/card.png' }, configFile).image).toBe('img/card.png');
    expect(validateConfig({ ...minimal, image: 'https://cdn.example.com/card.png' }, configFile).image).toBe('https://cdn.example.com/card.png');
  });

  test('a path out of the site or another scheme is refused by the schema', () => {
    for (const image of ['../card.png', 'javascript:alert(1)', 'img\\card.png']) {
      expect(refusal({ image }).message).toBe('Invalid config:\n  - "image": must be a path under the static folder ("img/social-card.png") or an http(s) URL.');
    }
  });

  test('a path that is no file of the static folder names the folder and what to do', () => {
    const error = refusal({ image: 'img/missing.png' });
    expect(error.code).toBe('config/image');
    expect(error.file).toBe(configFile);
    expect(error.message).toBe(`"image" names "img/missing.png", which is not a file of the static folder (${path.join(site, 'static')}).`);
    expect(error.hint).toContain('Put the picture in the static folder');
  });
});

test('Open Graph locales: a BCP 47 tag\'s language and its likeliest territory', () => {
  expect(['zh-Hans', 'zh-Hant', 'zh-CN', 'en', 'en-GB', 'pt-BR', 'fr', 'ja'].map(openGraphLocale)).toEqual(['zh_CN', 'zh_TW', 'zh_CN', 'en_US', 'en_GB', 'pt_BR', 'fr_FR', 'ja_JP']);
  expect(openGraphLocale('not a tag')).toBe('not a tag'.replace(/-/g, '_'));
});
