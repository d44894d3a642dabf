// The search modal's texts and limits are the spec's because docgen pins @docsearch/js 3.9, whose later
// majors changed them. This test reads the installed bundle, so an upgrade that moves them fails here first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from '../../helpers/fixtures.js';

const bundle = readFileSync(path.join(repoRoot, 'node_modules/@docsearch/js/dist/esm/index.js'), 'utf8');
const version = (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/@docsearch/js/package.json'), 'utf8')) as { version: string }).version;

describe('the pinned DocSearch', () => {
  test('is major 3, minor 9', () => {
    expect(version).toMatch(/^3\.9\./);
  });

  test.each([
    ['a 64-character query', 'maxLength:64'],
    ['7 recent searches, 4 when there are favorites', 'limit:0===W.getAll().length?7:4'],
    ['10 favorite searches', '__DOCSEARCH_FAVORITE_SEARCHES__".concat(r),limit:10'],
    ['stalled after 300 ms', 'stallThreshold:300'],
    ['10-word snippets, 5 up to 768 px', 'F=st.useRef(10)'],
    ['5-word snippets on narrow screens', 'window.matchMedia("(max-width: 768px)").matches&&(F.current=5)'],
    ['20 hits per page', 'hitsPerPage:20'],
    ['the client timeouts: connect 1 s, read 2 s, write 30 s', 'timeouts:{connect:1e3,read:2e3,write:3e4}'],
    ['a failed host is retried after 2 minutes', 'var No=12e4'],
    ['"No results for"', '"No results for"'],
    ['"Unable to fetch results"', '"Unable to fetch results"'],
    ['"Search docs"', '"Search docs"'],
  ])('%s', (_what, code) => {
    expect(bundle).toContain(code);
  });
});
