import { describe, expect, test } from 'vitest';
import { facetFilterPredicate } from '../../../src/shared/search/facet-filters.js';

const en = { language: 'en', docusaurus_tag: 'docs-default-current', hierarchy: { lvl0: 'Lua' } };
const zh = { language: 'zh-Hans', docusaurus_tag: 'default', hierarchy: { lvl0: 'Lua 指令' } };
const other = { language: 'en', docusaurus_tag: 'blog' };

describe('facet filters', () => {
  test('AND across the items, OR inside a nested array', () => {
    const test = facetFilterPredicate(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect([en, zh, other].map(test)).toEqual([true, false, false]);
    const either = facetFilterPredicate([['language:en', 'language:zh-Hans']]);
    expect([en, zh, other].map(either)).toEqual([true, true, true]);
  });

  test('a single string, a JSON string, negation, nested attributes, no filter', () => {
    expect(facetFilterPredicate('language:zh-Hans')(zh)).toBe(true);
    expect(facetFilterPredicate('["language:en"]')(zh)).toBe(false);
    expect([en, zh].map(facetFilterPredicate(['language:-en']))).toEqual([false, true]);
    expect(facetFilterPredicate(['hierarchy.lvl0:Lua 指令'])(zh)).toBe(true);
    expect(facetFilterPredicate(undefined)(zh)).toBe(true);
    expect(facetFilterPredicate([])(zh)).toBe(true);
  });

  test('a filter without a value is refused', () => {
    expect(() => facetFilterPredicate(['language'])).toThrow('Invalid facet filter "language"');
  });
});
