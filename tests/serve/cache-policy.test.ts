import { describe, expect, test } from 'vitest';
import { cacheControl, IMMUTABLE, isHashedAsset, REVALIDATE } from '../../src/cli/serve/cache-policy.js';

describe('isHashedAsset: the names docgen gives files whose content never changes under them', () => {
  test.each([
    'assets/main-LVAGSPUC.js',
    'assets/main-RBVLUN4Z.css',
    'assets/chunk-2FOHGMAE.js',
    'assets/Inter-Regular-ABCD2345.woff2',
    'assets/routes-ac7d65d435.json',
    'assets/locale-zh-Hans-72c080f846.json',
    'assets/search-index-en-43aa70a0d3.json',
    'assets/search-zh-Hans-f94a9bce46/p34.json.gz',
    'assets/search-en-43aa70a0d3/head.json',
    'assets/images/机械臂-3f9a01bc.png',
    'assets/files/manual.v2-0c1d2e3f.pdf',
    'assets/main-LVAGSPUC.js.br',
    'assets/locale-en-dcd121d34c.json.gz',
  ])('%s: immutable', (rel) => {
    expect(isHashedAsset(rel)).toBe(true);
    expect(cacheControl(rel)).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  test.each([
    '',
    'index.html',
    'guide/intro/',
    'guide/intro/index.html',
    'en/404.html',
    'docgen-manifest.json',
    'sitemap.xml',
    'blog/rss.xml',
    // The static folder's own files, also under a folder named assets, and names that only look hashed.
    'img/logo-LVAGSPUC.svg',
    'assets/logo.svg',
    'assets/logo-final.png',
    'assets/main-lvagspuc.js',
    'assets/main-LVAGSPU.js',
    'assets/a/b/c-3f9a01bc.png',
    'assets/search-en-43aa70a0d3/sub/d0.json.gz',
    'en/assets/main-LVAGSPUC.js',
  ])('%j: revalidated', (rel) => {
    expect(isHashedAsset(rel)).toBe(false);
    expect(cacheControl(rel)).toBe(REVALIDATE);
    expect(REVALIDATE).toBe('no-cache');
  });
});
