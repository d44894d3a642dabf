import { describe, expect, test } from 'vitest';
import { requestedRange } from '../../src/cli/serve/byte-range.js';
import { entityTag, notModified } from '../../src/cli/serve/validators.js';

const version = { size: 5000, mtimeMs: 1_764_000_000_123.456 };
const lastModified = new Date(version.mtimeMs).toUTCString();

describe('entityTag', () => {
  test('strong for the file itself, weak and distinct for each coding', () => {
    const tags = (['identity', 'br', 'gzip'] as const).map((encoding) => entityTag(version, encoding));
    expect(tags[0]).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(tags[1]).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-br"$/);
    expect(tags[2]).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-gzip"$/);
    expect(new Set(tags).size).toBe(3);
  });

  test('another size or mtime (to the microsecond) is another tag', () => {
    const tag = entityTag(version, 'br');
    expect(entityTag(version, 'br')).toBe(tag);
    expect(entityTag({ ...version, size: 5001 }, 'br')).not.toBe(tag);
    expect(entityTag({ ...version, mtimeMs: version.mtimeMs + 0.001 }, 'br')).not.toBe(tag);
  });
});

describe('notModified', () => {
  const br = entityTag(version, 'br');
  const identity = entityTag(version, 'identity');
  test.each([
    [{ 'if-none-match': br }, br, true],
    [{ 'if-none-match': `"x", ${br}` }, br, true],
    // Weak comparison: W/ does not matter, the coding does.
    [{ 'if-none-match': br.slice(2) }, br, true],
    [{ 'if-none-match': `W/${identity}` }, identity, true],
    [{ 'if-none-match': br }, identity, false],
    [{ 'if-none-match': entityTag(version, 'gzip') }, br, false],
    [{ 'if-none-match': '*' }, br, true],
    [{ 'if-none-match': '"other"' }, br, false],
    // If-None-Match decides when present, even against a date that matches.
    [{ 'if-none-match': '"other"', 'if-modified-since': lastModified }, br, false],
    [{ 'if-modified-since': lastModified }, br, true],
    [{ 'if-modified-since': new Date(version.mtimeMs + 5000).toUTCString() }, br, true],
    [{ 'if-modified-since': new Date(version.mtimeMs - 1000).toUTCString() }, br, false],
    [{ 'if-modified-since': 'yesterday' }, br, false],
    [{}, br, false],
  ])('%j against %s → %s', (headers, etag, expected) => {
    expect(notModified(headers, etag, version)).toBe(expected);
  });
});

describe('requestedRange', () => {
  const validators = { etag: entityTag(version, 'identity'), lastModified };
  test.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=4990-', { start: 4990, end: 4999 }],
    ['bytes=-10', { start: 4990, end: 4999 }],
    ['bytes=-99999', { start: 0, end: 4999 }],
    ['bytes=100-99999', { start: 100, end: 4999 }],
    ['bytes=5000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    // The whole file: not bytes, several ranges, backwards, nothing.
    ['items=0-9', undefined],
    ['bytes=0-9,20-29', undefined],
    ['bytes=9-0', undefined],
    ['bytes=-', undefined],
    ['bytes=a-b', undefined],
  ])('%s → %j', (range, expected) => {
    expect(requestedRange(range, undefined, version.size, validators)).toEqual(expected);
  });

  test('no Range: the whole file', () => {
    expect(requestedRange(undefined, undefined, version.size, validators)).toBeUndefined();
  });

  test('If-Range: the range only while the file is the one named, strongly', () => {
    expect(requestedRange('bytes=0-9', validators.etag, version.size, validators)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=0-9', lastModified, version.size, validators)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=0-9', '"older"', version.size, validators)).toBeUndefined();
    expect(requestedRange('bytes=0-9', `W/${validators.etag}`, version.size, validators)).toBeUndefined();
  });
});
