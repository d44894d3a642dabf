// A doc whose versions are not all the same text has the versions a build compiles one after the other (one
// thread then parses the parts of the text they share once); every other page keeps its place.
import { expect, test } from 'vitest';
import { versionsTogether } from '../../../src/render/versions/versions-together.js';

test("a family's later versions come right after its first; other pages keep their places", () => {
  // Route order: Next's intro, setup and faq, then 1.0's. Only setup and faq compile in 1.0 (intro is made from
  // Next's: undefined); faq's 1.0 copy is its only version to compile.
  const families = ['intro', 'setup', undefined, undefined, 'setup', 'faq'];
  const { order, together } = versionsTogether(families);
  expect(order).toEqual([0, 1, 4, 2, 3, 5]);
  expect([...together].sort()).toEqual([1, 4]);
});

test('three versions of a family, each different, in route order after the first', () => {
  const { order, together } = versionsTogether(['a', 'b', 'a', 'b', 'a']);
  expect(order).toEqual([0, 2, 4, 1, 3]);
  expect(together.size).toBe(5);
});

test('a site without such docs compiles in route order', () => {
  const { order, together } = versionsTogether(['a', undefined, 'b', 'c']);
  expect(order).toEqual([0, 1, 2, 3]);
  expect(together.size).toBe(0);
});
