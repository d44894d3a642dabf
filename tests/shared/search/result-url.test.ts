import { describe, expect, test } from 'vitest';
import { resultLink } from '../../../src/shared/search/result-url.js';

const external = /^https?:\/\/(?!armkit\.example\.com)/;

describe('search result links', () => {
  test('hits on the site become local paths, keeping the section', () => {
    expect(resultLink('https://armkit.example.com/armkit/lua/motion#movj', '/armkit/', external)).toEqual({ href: '/armkit/lua/motion#movj', external: false });
    expect(resultLink('https://armkit.example.com/armkit/en/search?q=x', '/armkit/', external)).toEqual({ href: '/armkit/en/search?q=x', external: false });
  });

  test('a leading /docs/ is rewritten to /, under the base or at the root', () => {
    expect(resultLink('https://armkit.example.com/docs/api/cli#global-options', '/armkit/', external).href).toBe('/armkit/api/cli#global-options');
    expect(resultLink('https://armkit.example.com/armkit/docs/en/api/cli', '/armkit/', external).href).toBe('/armkit/en/api/cli');
    expect(resultLink('https://armkit.example.com/armkit/docsify', '/armkit/', external).href).toBe('/armkit/docsify');
  });

  test('URLs matching the external pattern stay as they are and open as external links', () => {
    expect(resultLink('https://forum.example.org/t/movj-timing/12', '/armkit/', external)).toEqual({ href: 'https://forum.example.org/t/movj-timing/12', external: true });
  });

  test('without a pattern every hit is local', () => {
    expect(resultLink('https://elsewhere.example.org/armkit/x', '/armkit/')).toEqual({ href: '/armkit/x', external: false });
  });
});
