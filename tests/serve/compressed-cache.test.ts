import { describe, expect, test } from 'vitest';
import { createCompressedCache } from '../../src/cli/serve/compressed-cache.js';

const bytes = (n: number) => Buffer.alloc(n);

describe('createCompressedCache', () => {
  test('keeps at most its bytes, dropping the least recently used first', () => {
    const cache = createCompressedCache(100);
    cache.set('a', bytes(25));
    cache.set('b', bytes(25));
    cache.set('c', bytes(25));
    cache.set('d', bytes(25));
    expect(cache.get('a')).toBeDefined(); // now the most recently used
    cache.set('e', bytes(25));
    expect(cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd', 'e']) expect(cache.get(key), key).toBeDefined();
    cache.set('f', bytes(20));
    cache.set('g', bytes(20));
    // 25 × 4 + 20 × 2 > 100: two of the oldest went.
    expect([...'acdefg'].filter((key) => cache.get(key)).length).toBe(4);
  });

  test('a body larger than a quarter of it is not kept', () => {
    const cache = createCompressedCache(100);
    cache.set('small', bytes(25));
    cache.set('large', bytes(26));
    expect(cache.get('large')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });
});
