// Code fence meta and Docusaurus's magic comments: which lines are marked, which are shown, where numbering starts.
import { describe, expect, test } from 'vitest';
import { magicComments, parseCodeMeta } from '../../src/shared/code-meta.js';

describe('parseCodeMeta', () => {
  test('title, lines and line numbers', () => {
    expect(parseCodeMeta('title="a.lua" {1,3-4} showLineNumbers')).toEqual({ title: 'a.lua', lines: new Set([1, 3, 4]), lineNumbersFrom: 1 });
    expect(parseCodeMeta('showLineNumbers=12').lineNumbersFrom).toBe(12);
    expect(parseCodeMeta('title="showLineNumbers-guide.md"').lineNumbersFrom).toBeUndefined();
  });
});

describe('magicComments', () => {
  test('next-line, start and end, in the comment syntax of each language, leave their lines out and mark the code', () => {
    const code = ['local a = 1', '-- highlight-next-line', 'MovJ(P1)', '# highlight-start', 'x', '  // highlight-start', 'y', '/* highlight-end */', '<!-- highlight-end -->', 'z'].join('\n');
    expect(magicComments(code, parseCodeMeta(''))).toEqual({ code: 'local a = 1\nMovJ(P1)\nx\ny\nz', lines: new Set([2, 3, 4]) });
  });

  test('a block whose meta gives lines keeps its comments as written', () => {
    const code = '// highlight-next-line\na';
    expect(magicComments(code, parseCodeMeta('{2}'))).toEqual({ code, lines: new Set([2]) });
  });

  test('a comment that says more than the directive is code', () => {
    const code = '// highlight-next-line is how you mark a line\na';
    expect(magicComments(code, parseCodeMeta(''))).toEqual({ code, lines: new Set() });
  });
});
