import { describe, expect, test } from 'vitest';
import { negotiateEncoding } from '../../src/cli/serve/accept-encoding.js';

describe('negotiateEncoding', () => {
  test.each([
    // What browsers and tools send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['deflate, gzip;q=1.0, *;q=0.5', 'gzip'],
    // br before gzip at equal weight, whatever the order; weights decide otherwise.
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1, gzip;q=0.999', 'br'],
    // q=0 refuses.
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['BR;Q=0, GZIP', 'gzip'],
    [' gzip ; q = 0 , br ; q=0.2 ', 'br'],
    // `*` stands for what is not named.
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['br;q=0, *', 'gzip'],
    ['x-gzip', 'gzip'],
    // Identity: chosen when asked for alone, or weighed above.
    ['identity', 'identity'],
    ['identity, gzip;q=0.5', 'identity'],
    ['identity;q=0.5, gzip', 'gzip'],
    ['identity;q=0, br;q=0', 'identity'],
    // Nothing, or nothing this server knows.
    ['', 'identity'],
    ['deflate, zstd', 'identity'],
    // A malformed weight: the coding is as if not named.
    ['br;q=high, gzip', 'gzip'],
    ['br;q=1.5, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  test('no header: identity', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});
