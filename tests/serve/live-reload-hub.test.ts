import { expect, test } from 'vitest';
import { staleness } from '../../src/cli/serve/live-reload-hub.js';

test('a page that connects late learns whether the builds since its own changed it', () => {
  const history = new Map<number, string[] | 'all'>([
    [1, ['/s/a', '/s/b']],
    [2, ['/s/a']],
    [3, 'all'],
    [4, ['/s/c']],
  ]);
  expect(staleness(history, 4, 4, '/s/a')).toBe('no');
  expect(staleness(history, 3, 4, '/s/a')).toBe('no');
  expect(staleness(history, 3, 4, '/s/c')).toBe('content');
  expect(staleness(history, 1, 2, '/s/a')).toBe('content');
  expect(staleness(history, 1, 2, '/s/b')).toBe('no');
  expect(staleness(history, 2, 4, '/s/b')).toBe('all');
  // Rendered early, before the first build: only what the first build changed.
  expect(staleness(history, 0, 1, '/s/b')).toBe('content');
  expect(staleness(history, 0, 1, '/s/z')).toBe('no');
  // The error page, and a page from another run of the server.
  expect(staleness(history, -1, 0, '/s/a')).toBe('no');
  expect(staleness(history, -1, 1, '/s/a')).toBe('all');
  expect(staleness(history, 9, 4, '/s/a')).toBe('all');
  expect(staleness(new Map(), 1, 3, '/s/a')).toBe('all');
});
