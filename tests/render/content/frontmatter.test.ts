import { describe, expect, test } from 'vitest';
import { parseFrontmatter } from '../../../src/render/content/frontmatter.js';
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
    expect([error.line, error.message]).toEqual([3, 'Unknown frontmatter key "sidebar_postion".']);
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
});
