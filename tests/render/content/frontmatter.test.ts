import { describe, expect, test } from 'vitest';
import { frontmatterSchema, looseFrontmatterSchema, parseFrontmatter, unknownFrontmatterKeys } from '../../../src/render/content/frontmatter.js';
import { DocgenError } from '../../../src/render/errors.js';

function failure(text: string): DocgenError {
  try {
    parseFrontmatter(text, '/site/docs/en/a.md');
  } catch (error) {
    return error as DocgenError;
  }
  throw new Error('expected a frontmatter error');
}

describe('parseFrontmatter', () => {
  test('reads Docusaurus keys and keeps body line numbers', () => {
    const { frontmatter, body } = parseFrontmatter('---\ntitle: Hello\nsidebar_position: 2\ndraft: false\n---\n# Hi\n', 'a.md');
    expect(frontmatter).toEqual({ title: 'Hello', sidebar_position: 2, draft: false });
    expect(body.split('\n')[5]).toBe('# Hi');
  });

  test('a file without frontmatter is all body', () => {
    expect(parseFrontmatter('# Title\n', 'a.md')).toEqual({ frontmatter: {}, body: '# Title\n' });
  });

  test('never executes ---js frontmatter', () => {
    const error = failure("---js\nmodule.exports = { title: process.exit(1) }\n---\n# x\n");
    expect([error.code, error.line, error.message]).toEqual([
      'frontmatter/language',
      1,
      'Frontmatter "---js" is not supported: frontmatter is YAML and is never executed.',
    ]);
  });

  test('a bad value names file, line and key', () => {
    const error = failure('---\ntitle: ok\nsidebar_position: first\n---\n');
    expect(error.file).toBe('/site/docs/en/a.md');
    expect(error.line).toBe(3);
    expect(error.message).toMatchInlineSnapshot(`"Frontmatter key "sidebar_position" is invalid: Invalid input: expected number, received string."`);
    expect(error.hint).toBe('Expected a number.');
  });

  test('an unknown key is named with its line and the allowed keys', () => {
    const error = failure('---\ntitle: ok\nsidebar_postion: 2\n---\n');
    expect([error.line, error.message]).toEqual([3, 'Unknown frontmatter key "sidebar_postion". Did you mean "sidebar_position"?']);
    expect(error.hint).toContain('sidebar_position');
  });

  test('__proto__ cannot pollute prototypes', () => {
    const error = failure('---\n__proto__:\n  polluted: true\ntitle: x\n---\n');
    expect(error.message).toBe('Unknown frontmatter key "__proto__".');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('invalid YAML reports its line', () => {
    const error = failure('---\ntitle: ok\nkeywords: [a, b\n---\n');
    expect(error.code).toBe('frontmatter/yaml');
    expect(error.line).toBeGreaterThanOrEqual(3);
  });

  test('an unclosed quote is reported where it opens, not where the frontmatter ends', () => {
    const error = failure('---\ntitle: "Hello\nid: x\nsidebar_label: y\ndescription: a long line of text\n---\n# Body\n');
    expect([error.code, error.line, error.column]).toEqual(['frontmatter/yaml', 2, 8]);
    expect(error.message).toContain('Missing closing "quote');
  });

  test('an alias bomb is a frontmatter error, not a stack trace', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)];
    const error = failure(`---\n${bomb.join('\n')}\n---\n`);
    expect([error.code, error.line]).toEqual(['frontmatter/yaml', 2]);
    expect(error.message).toMatchInlineSnapshot(`"Invalid YAML in frontmatter: Excessive alias count indicates a resource exhaustion attack."`);
  });

  test('frontmatter that is opened and never closed is an error on line 1', () => {
    const error = failure('---\ntitle: Hello\n\n# Hello\n\nText.\n');
    expect([error.code, error.line, error.message]).toEqual(['frontmatter/unclosed', 1, 'The frontmatter opened on line 1 is never closed.']);
  });

  test('a byte-order mark before the frontmatter is ignored', () => {
    const { frontmatter, body } = parseFrontmatter('\uFEFF---\ntitle: Hello\n---\n# Hi\n', 'a.md');
    expect(frontmatter).toEqual({ title: 'Hello' });
    expect(body).toBe('\n\n\n# Hi\n');
  });

  test.each([
    ['id: ".."', 'must not be "." or ".."'],
    ['id: a/b', 'must be a file name, without "/" or "\\"'],
    ['slug: ../../outside', 'must not contain "." or ".." segments: a page cannot be placed outside the site'],
    ['slug: /a/./b', 'must not contain "." or ".." segments: a page cannot be placed outside the site'],
  ])('%s is refused with its line', (line, why) => {
    const error = failure(`---\ntitle: x\n${line}\n---\n`);
    expect([error.code, error.line]).toEqual(['frontmatter/invalid', 3]);
    expect(error.message).toBe(`Frontmatter key "${line.split(':')[0]}" is invalid: ${why}.`);
  });
});

describe('unknownFrontmatterKeys (a Docusaurus project\'s files)', () => {
  test('names the keys docgen does not know, with one close to each; original_id, which Docusaurus 3 ignores, is not named', () => {
    const { frontmatter } = parseFrontmatter('---\ntitle: x\noriginal_id: intro\nhide_feedback: true\nsidebar_lable: X\n---\n', 'a.md', looseFrontmatterSchema);
    expect(frontmatter).toMatchObject({ original_id: 'intro' });
    expect(unknownFrontmatterKeys(frontmatter, frontmatterSchema)).toEqual([
      { key: 'hide_feedback', near: undefined },
      { key: 'sidebar_lable', near: 'sidebar_label' },
    ]);
  });
});
