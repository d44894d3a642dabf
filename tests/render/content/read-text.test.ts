// Source files are read as UTF-8 text with "\n" line ends; anything else is named, never published as garbage.
import { describe, expect, test } from 'vitest';
import { sourceText } from '../../../src/render/content/read-text.js';
import type { DocgenError } from '../../../src/render/errors.js';
import { compile } from '../../helpers/markdown.js';

const failure = (bytes: Uint8Array): DocgenError => {
  try {
    sourceText(bytes, '/site/docs/en/a.md');
  } catch (error) {
    return error as DocgenError;
  }
  throw new Error('expected an error');
};

describe('reading source text', () => {
  test('a GBK file is an error at the line of its first invalid byte', () => {
    // "# 标题" and "中文" in GBK: not UTF-8.
    const gbk = Buffer.concat([Buffer.from('---\ntitle: x\n---\n\n'), Buffer.from([0x23, 0x20, 0xb1, 0xea, 0xcc, 0xe2, 0x0a, 0xd6, 0xd0, 0xce, 0xc4, 0x0a])]);
    const error = failure(gbk);
    expect([error.code, error.file, error.line, error.message]).toEqual(['content/encoding', '/site/docs/en/a.md', 5, 'The file is not valid UTF-8 text.']);
    expect(error.hint).toContain('GBK');
  });

  test('binary data is an error, not a page of replacement characters', () => {
    const error = failure(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]));
    expect(error.code).toBe('content/encoding');
    const nul = failure(Buffer.from('# Title\n\nText\u0000more\n'));
    expect([nul.code, nul.line]).toEqual(['content/binary', 3]);
  });

  test('a byte-order mark is dropped and CRLF and CR line ends become LF', () => {
    expect(sourceText(Buffer.from('\uFEFF---\r\ntitle: x\r\n---\r\n# A\rB\n'), 'a.md')).toBe('---\ntitle: x\n---\n# A\nB\n');
  });

  test('a Docusaurus admonition title in a CRLF file is an admonition', async () => {
    const { html } = await compile(sourceText(Buffer.from(':::tip My title\r\nBody text.\r\n:::\r\n'), 'a.md'));
    expect(html).toContain('My title');
    expect(html).toMatch(/class="admonition admonition-tip/);
    expect(html).not.toContain(':::');
  });
});
