// HTML comments in MDX pages, read as Docusaurus reads them (markdown.mdx1Compat.comments): comments, not output,
// and not an error; code keeps them.
import { describe, expect, test } from 'vitest';
import { dropHtmlComments } from '../../../src/render/markdown/mdx-comments.js';
import { compile } from '../../helpers/markdown.js';

const mdx = { sourceFile: '/site/docs/zh-Hans/guide/page.mdx' };

describe('dropHtmlComments', () => {
  test('a comment of its own line, inside a line, and over several lines is dropped, its line breaks kept', () => {
    expect(dropHtmlComments('a\n\n<!-- note -->\n<details>')).toBe('a\n\n\n<details>');
    expect(dropHtmlComments('a <!-- x --> b <!--y--> c')).toBe('a  b  c');
    expect(dropHtmlComments('a <!-- one\n\ntwo -->b\nc')).toBe('a \n\nb\nc');
    expect(dropHtmlComments('<!-->a<!--->b')).toBe('ab');
  });

  test('fenced code, inline code and an escaped `\\<` keep theirs; a fence inside a comment is the comment\'s', () => {
    const code = '```html\n<!-- kept -->\n```\n> ~~~\n> <!-- kept -->\n> ~~~\nUse `<!-- x -->` or ``a <!-- ` --> b``.\n\\<!-- text -->';
    expect(dropHtmlComments(code)).toBe(code);
    expect(dropHtmlComments('<!--\n```js\nx\n```\n-->\n<!-- y -->')).toBe('\n\n\n\n\n');
    // A lone backtick opens no code span: the comment after it is one.
    expect(dropHtmlComments('a ` b <!-- x -->\n\n`c`')).toBe('a ` b \n\n`c`');
  });

  test('a comment never closed is left for MDX to report', () => {
    expect(dropHtmlComments('a <!-- open\nb')).toBe('a <!-- open\nb');
  });
});

describe('an MDX page with HTML comments', () => {
  test('compiles, without the comments, with its lines where they were', async () => {
    const page = await compile('# A\n\ntext\n\n<!-- note -->\n<details>\n  <summary>S</summary>\n  body\n</details>\n\n<!--\nmulti\n-->\nLast <!-- inline --> line [x](./missing.md).\n\n```html\n<!-- shown -->\n```\n', mdx);
    expect(page.html).toMatch(/<details><p><summary>S<\/summary>\s*body<\/p><\/details>/);
    expect(page.html).not.toMatch(/note|multi|inline/);
    expect(page.html).toContain('&#x3C;!-- shown -->');
    expect(page.links.map((link) => [link.raw, link.line])).toEqual([['./missing.md', 14]]);
  });

  test("a post's truncate mark still ends its excerpt", async () => {
    const page = await compile('Intro <!-- aside -->\n\n<!-- truncate -->\n\nMore\n', mdx);
    expect(page.html).toMatch(/^<p>Intro<\/p>\s*<!-- truncate -->\s*<p>More<\/p>$/);
  });
});
