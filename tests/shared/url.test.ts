import { describe, expect, test } from 'vitest';
import { withLinkBase } from '../../src/shared/url.js';

describe('withLinkBase: an absolute path as a page links it', () => {
  test("in docgen's layout (the link base is the site's), a path gets the base once", () => {
    expect(withLinkBase('/guide/intro', '/armkit/', '/armkit/')).toBe('/armkit/guide/intro');
    expect(withLinkBase('/armkit/guide/intro#top', '/armkit/', '/armkit/')).toBe('/armkit/guide/intro#top');
  });

  test("in a Docusaurus project's translation, a page path stays in the locale; a file stays the site's", () => {
    expect(withLinkBase('/docs/intro', '/', '/zh/')).toBe('/zh/docs/intro');
    expect(withLinkBase('/docs/intro?tab=a#part', '/', '/zh/')).toBe('/zh/docs/intro?tab=a#part');
    expect(withLinkBase('/zh/docs/intro', '/', '/zh/')).toBe('/zh/docs/intro');
    expect(withLinkBase('/img/arm.png', '/', '/zh/')).toBe('/img/arm.png');
    expect(withLinkBase('/site/docs/intro', '/site/', '/site/zh/')).toBe('/site/zh/docs/intro');
    expect(withLinkBase('/site/files/a.pdf', '/site/', '/site/zh/')).toBe('/site/files/a.pdf');
  });

  test('URLs, protocol-relative URLs, anchors and relative paths stay as written', () => {
    for (const url of ['https://example.com/docs', '//cdn.example.com/a.js', '#part', './other', 'mailto:a@example.com']) expect(withLinkBase(url, '/', '/zh/')).toBe(url);
  });
});
