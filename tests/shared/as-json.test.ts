import { describe, expect, test } from 'vitest';
import { asJson } from '../../src/shared/as-json.js';

const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('asJson', () => {
  test('is what writing and parsing JSON gives, key order included', () => {
    const values: unknown[] = [
      { kind: 'doc', title: 'A', description: undefined, toc: [], nested: { keep: 1, drop: undefined, fn: () => 1 } },
      { list: [1, undefined, () => 2, Number.NaN, Infinity, null, 'x', { a: undefined }], 2: 'two', 1: 'one', z: true },
      { at: new Date(Date.UTC(2026, 10, 27)), custom: { toJSON: () => 'custom' }, empty: {}, none: null },
      [undefined, { b: [undefined] }],
      // A hole, which JSON writes as null.
      [1, , 3],
    ];
    for (const value of values) {
      const copied = asJson(value);
      expect(copied).toStrictEqual(viaJson(value));
      expect(JSON.stringify(copied)).toBe(JSON.stringify(value));
    }
  });

  test('copies: the result shares no object with the value', () => {
    const inner = { b: 1 };
    const value = { a: inner, list: [inner] };
    const copied = asJson(value);
    expect(copied.a).not.toBe(inner);
    expect(copied.list[0]).not.toBe(inner);
  });

  test('throws on a BigInt, as JSON does', () => {
    expect(() => asJson({ big: BigInt(1) })).toThrow(TypeError);
  });
});
