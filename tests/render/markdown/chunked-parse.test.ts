import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Root } from 'mdast';
import { describe, expect, test, vi } from 'vitest';
import { createChunkedParser, splitChunks } from '../../../src/render/markdown/chunked-parse.js';
import { getHighlighter } from '../../../src/render/markdown/highlighter.js';
import { normaliseAdmonitionTitles } from '../../../src/render/markdown/preprocess.js';
import { createMarkdownCompiler, createMarkdownProcessor } from '../../../src/render/markdown/processor.js';
import { compileMarkdown } from '../../../src/render/markdown/compile-markdown.js';
import { testContext } from '../../helpers/markdown.js';

const highlighter = await getHighlighter({ light: 'github-light', dark: 'github-dark' }, []);
const processor = createMarkdownProcessor(highlighter);
const parseWhole = (text: string) => processor.parse(text) as Root;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The fixture sites' documents; not those of the dot folders, where other test files make sites and remove them meanwhile. */
function fixtureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() && !entry.name.startsWith('.') ? markdownFiles(path.join(dir, entry.name)) : []));
}

const root = path.resolve(import.meta.dirname, '../../..');
const body = (file: string) => normaliseAdmonitionTitles(readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));

describe('parsing a document part by part', () => {
  test('gives the tree of the whole, positions included, for every document of the site and the fixtures', () => {
    const parser = createChunkedParser(parseWhole);
    const files = [...markdownFiles(path.join(root, 'content')), ...fixtureFiles(path.join(root, 'tests/fixtures'))];
    let cut = 0;
    for (const file of files) {
      const text = body(file);
      if (splitChunks(text)) cut++;
      const whole = parseWhole(text);
      // toEqual alone takes seconds on trees this size; it runs to show the difference when there is one.
      for (const parsed of [parser.parse(text), parser.parse(text)]) if (!isDeepStrictEqual(parsed, whole)) expect(parsed, file).toEqual(whole);
    }
    // Most documents are cut, or the comparison above proves little.
    expect(cut).toBeGreaterThan(files.length * 0.8);
    expect(splitChunks(body(path.join(root, 'content/docs/en/lua/motion.md')))!.length).toBeGreaterThan(20);
  });

  test('a document parsed whole leaves each of its parts as that part alone parses, for every English doc of the site', () => {
    let parses = 0;
    const files = markdownFiles(path.join(root, 'content/docs/en'));
    let checked = 0;
    for (const file of files) {
      const text = body(file);
      const chunks = splitChunks(text);
      if (!chunks || chunks.length < 3) continue;
      const parser = createChunkedParser((part) => (parses++, parseWhole(part)));
      const before = parses;
      parser.parse(text);
      expect(parses - before, file).toBe(1);
      // Without its first part, or its last (whose end is then the document's): every part is known.
      for (const shorter of [text.slice(chunks[1]!.offset), text.slice(0, chunks.at(-1)!.offset)]) {
        const [parsed, whole] = [parser.parse(shorter), parseWhole(shorter)];
        if (!isDeepStrictEqual(parsed, whole)) expect(parsed, file).toEqual(whole);
      }
      expect(parses - before, file).toBe(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(files.length / 2);
  });

  // [name, document, the parts it is cut into (undefined: parsed whole)]
  const cases: [name: string, text: string, parts: string[] | undefined][] = [
    ['headings in fenced code are not boundaries', '# A\n```md\n## not\n```\n~~~~\n## not\n~~~\n  ~~~~~\n## B\ntext\n', ['# A\n```md\n## not\n```\n~~~~\n## not\n~~~\n  ~~~~~\n', '## B\ntext\n']],
    ['a fence with a backtick in its info is not a fence', '# A\n``` a`b\n## B\n', ['# A\n``` a`b\n', '## B\n']],
    ['a heading right after a paragraph, list, quote or table', 'para\n## A\n- item\n## B\n> quote\n## C\n| a |\n| - |\n| 1 |\n## D\n', ['para\n', '## A\n- item\n', '## B\n> quote\n', '## C\n| a |\n| - |\n| 1 |\n', '## D\n']],
    ['a line at the margin after a blank line, unless it is a list item', '- a\n\n- b\n\n1. c\n\n2) d\n\ntext\n\n    code\n\n***\n\n> q\n\n> r\n', ['- a\n\n- b\n\n1. c\n\n2) d\n\n', 'text\n\n    code\n\n', '***\n\n', '> q\n\n', '> r\n']],
    ['a fence after a blank line starts a part; lines in it do not', 'a\n\n```\n\nb\n```\n', ['a\n\n', '```\n\nb\n```\n']],
    ['nothing inside a container directive is a boundary', '# A\n\n:::note\n## in\n\nin\n:::\n\n::::tip\n:::info\n## in\n:::\n## in\n::::\n\n## B\n', ['# A\n\n', ':::note\n## in\n\nin\n:::\n\n', '::::tip\n:::info\n## in\n:::\n## in\n::::\n\n', '## B\n']],
    ['a setext heading and a hashtag line are not boundaries', '# A\nSetext\n---\n#hashtag\n', undefined],
    ['Windows line endings', '# A\r\n```\r\n## not\r\n```\r\n## B\r\ntext\r\n', ['# A\r\n```\r\n## not\r\n```\r\n', '## B\r\ntext\r\n']],
    ['reference definitions reach across parts', '# A\n[x]\n## B\n[x]: /url\n', undefined],
    ['footnotes reach across parts', '# A\nText[^1]\n## B\n[^1]: note\n', undefined],
    ['an HTML block may swallow a heading', '# A\n<div>\n## B\n</div>\n', undefined],
    ['an indented fence ends with its list', '# A\n1. step\n   ```\n## B\n   ```\n', undefined],
    ['a directive closed by a fence of another length', '# A\n::::note\n## in\n:::\n## B\n', undefined],
    ['a document of one block', 'just text\n', undefined],
  ];
  test.each(cases)('%s', (_name, text, parts) => {
    expect(splitChunks(text)?.map((chunk) => chunk.text)).toEqual(parts);
    expect(createChunkedParser(parseWhole).parse(text)).toEqual(parseWhole(text));
  });

  test('after an edit, only the edited part is parsed again, and changes to a returned tree are not kept', () => {
    const parsed: string[] = [];
    const parser = createChunkedParser((text) => (parsed.push(text), parseWhole(text)));
    const text = '# Title\n\nIntro.\n\n## One\n\nFirst.\n\n## Two\n\nSecond.\n';
    const first = parser.parse(text);
    expect(parsed).toEqual([text]); // all its parts new: parsed whole
    first.children.length = 0;
    (parser.parse(text).children[0] as { depth: number }).depth = 6;
    const edited = text.replace('First.', 'First, longer\nand on two lines.');
    expect(parser.parse(edited)).toEqual(parseWhole(edited));
    expect(parsed.slice(1)).toEqual(['First, longer\nand on two lines.\n\n']);
  });

  test('keeps parts up to a number of characters, the least recently used going first', () => {
    const parsed: string[] = [];
    const parser = createChunkedParser((text) => (parsed.push(text), parseWhole(text)), 20);
    parser.parse('# A\naaaa\n# B\nbbbb\n'); // two parts of 10 characters, parsed whole: both kept
    parser.parse('# A\naaaa\n# C\ncccc\n'); // `# B` goes
    parser.parse('# A\naaaa\n# B\nbbbb\n');
    expect(parsed).toEqual(['# A\naaaa\n# B\nbbbb\n', '# C\ncccc\n', '# B\nbbbb\n']);
  });
});

describe("a doc's versions compiled by a build", () => {
  const text = '# Setup\n\nConnect the arm.\n\n## Usage\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```lua\nMovJ(P1)\n```\n';
  const edited = `${text}\nAs of version 2.0.\n`;

  test('a version of a doc parses only the parts its versions compiled before did not have, into the same page', async () => {
    const compiler = createMarkdownCompiler(await getHighlighter({ light: 'github-light', dark: 'github-dark' }, ['lua']));
    const parse = vi.spyOn(compiler.processor, 'parse');
    const first = compileMarkdown(compiler, text, testContext({ versionParts: 'guide/page.md' }));
    expect(parse.mock.calls).toHaveLength(1); // the first version: whole
    const second = compileMarkdown(compiler, edited, testContext({ versionParts: 'guide/page.md' }));
    // The added paragraph, and the code block before it, whose part now ends with a blank line.
    expect(splitChunks(edited)!.length).toBe(splitChunks(text)!.length + 1);
    expect(parse.mock.calls.map(([file]) => String(file)).slice(1)).toEqual(['```lua\nMovJ(P1)\n```\n\n', 'As of version 2.0.\n']);
    // As the page compiled whole, by a compiler that has seen nothing.
    const alone = createMarkdownCompiler(await getHighlighter({ light: 'github-light', dark: 'github-dark' }, ['lua']));
    expect(second).toEqual(compileMarkdown(alone, edited, testContext()));
    expect(first).toEqual(compileMarkdown(alone, text, testContext()));
  });

  test("any other page of a build is parsed whole, and only the last doc's parts are kept", async () => {
    const compiler = createMarkdownCompiler(await getHighlighter({ light: 'github-light', dark: 'github-dark' }, ['lua']));
    const parse = vi.spyOn(compiler.processor, 'parse');
    compileMarkdown(compiler, text, testContext());
    compileMarkdown(compiler, edited, testContext({ versionParts: 'guide/page.md' }));
    expect(parse.mock.calls).toHaveLength(2);
    // Another doc with the same text: its parts are its own (none known, so it is parsed whole again).
    compileMarkdown(compiler, edited, testContext({ versionParts: 'guide/other.md' }));
    compileMarkdown(compiler, text, testContext({ versionParts: 'guide/other.md' }));
    expect(parse.mock.calls.map(([file]) => String(file)).slice(2)).toEqual([edited, '```lua\nMovJ(P1)\n```\n']);
  });
});
