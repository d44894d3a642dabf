// What hostile or careless markdown cannot do: publish files from outside the site, ship links that run script;
// and what it is told: missing images, languages shown as plain text.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { realPlace } from '../../../src/render/content/boundary.js';
import type { DocgenError } from '../../../src/render/errors.js';
import { compile } from '../../helpers/markdown.js';

describe('links that run script', () => {
  test.each([
    ['[x](javascript:alert(1))', 'javascript:alert(1)'],
    ['[x](JaVaScRiPt:alert(1))', 'JaVaScRiPt:alert(1)'],
    ['[x](vbscript:msgbox)', 'vbscript:msgbox'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', 'data:text/html;base64,PHNjcmlwdD4='],
    ['<a href="java\tscript:alert(1)">x</a>', 'java\tscript:alert(1)'],
    ['<a href=" javascript:alert(1)">x</a>', ' javascript:alert(1)'],
    ['<iframe src="javascript:alert(1)"></iframe>', 'javascript:alert(1)'],
    ['<form action="javascript:alert(1)"><button>x</button></form>', 'javascript:alert(1)'],
    ['<img src="data:text/html,<script>alert(1)</script>">', 'data:text/html,<script>alert(1)</script>'],
    ['<iframe src="data:image/svg+xml,<svg onload=alert(1)>"></iframe>', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['<svg><a><set attributeName="href" to="javascript:alert(1)"/>x</a></svg>', 'javascript:alert(1)'],
  ])('%s is published without its target, with a warning at its line', async (markdown, target) => {
    const { html, warnings } = await compile(`Intro.\n\n${markdown}\n`);
    expect(html.toLowerCase()).not.toMatch(/(java|vb)\s*script:|data:text\/html/);
    expect(warnings.map((w) => [w.line, w.message])).toEqual([[3, `Removed the link target "${target}": a link or source that runs script is never published.`]]);
  });

  test('images as data URLs and ordinary links stay', async () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const { html, warnings } = await compile(`![dot](${image}) [site](https://example.com) [mail](mailto:a@example.com) <img src="${image}">\n`);
    expect(html.split(image).length).toBe(3);
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="mailto:a@example.com"');
    expect(warnings).toEqual([]);
  });
});

describe('images', () => {
  let site: string;
  let outside: string;
  let doc: string;
  const compileDoc = (markdown: string) =>
    compile(markdown, { sourceFile: doc, placeInSite: (file) => realPlace(file, [site]) });

  beforeAll(async () => {
    const top = await realpath(await mkdtemp(path.join(tmpdir(), 'docgen-images-')));
    site = path.join(top, 'site');
    outside = path.join(top, 'secret.txt');
    doc = path.join(site, 'docs/zh-Hans/guide/page.md');
    await mkdir(path.dirname(doc), { recursive: true });
    await writeFile(outside, 'secret');
    await writeFile(path.join(site, 'docs/zh-Hans/guide/arm.png'), 'png');
    await symlink(outside, path.join(site, 'docs/zh-Hans/guide/link.png'));
  });
  afterAll(() => rm(path.dirname(site), { recursive: true, force: true }));

  test('a relative image is copied under a hashed name; an absolute one gets the base; both are checked', async () => {
    const { html, assets, links } = await compileDoc('![arm](./arm.png) ![logo](/img/logo.png)\n');
    expect(assets).toEqual([{ from: path.join(path.dirname(doc), 'arm.png'), to: expect.stringMatching(/^assets\/images\/arm-[0-9a-f]{8}\.png$/) }]);
    expect(html).toContain(`src="/armkit/${assets[0]!.to}"`);
    expect(html).toContain('src="/armkit/img/logo.png"');
    expect(links).toEqual([{ raw: '/img/logo.png', href: '/armkit/img/logo.png', line: 1, column: 19, image: true }]);
  });

  test('a missing image is a link to check, not a compile error', async () => {
    const { links } = await compileDoc('Text.\n\n![arm](./amr.png)\n');
    expect(links).toEqual([{ raw: './amr.png', href: './amr.png', line: 3, column: 1, image: true, missingFile: path.join(path.dirname(doc), 'amr.png') }]);
  });

  test.each([
    ['by a relative path', () => path.relative(path.dirname(doc), outside)],
    ['by a symlink inside the site', () => './link.png'],
  ])('an image outside the site %s is an error where it is written, and nothing is copied', async (_how, target) => {
    const error = (await compileDoc(`Text.\n\n![x](${target()})\n`).catch((e: unknown) => e)) as DocgenError;
    expect([error.code, error.file, error.line, error.column]).toEqual(['content/outside-site', doc, 3, 1]);
    expect(error.message).toBe(`The image "${target()}" is outside the site folder: ${outside}. docgen never publishes files from outside the site.`);
  });

  test('images and links of raw HTML are collected where they are written', async () => {
    const { links } = await compileDoc('Text.\n\n<p>\n  <img src="/img/missing.png"> <a href="./other.html">x</a>\n</p>\n');
    expect(links.map((l) => [l.raw, l.line, l.column, l.image ?? false])).toEqual([
      ['/img/missing.png', 4, 3, true],
      ['./other.html', 4, 32, false],
    ]);
  });
});

describe('code block languages', () => {
  test('a language shown as plain text is named, with what to do', async () => {
    const { warnings } = await compile('```lua\nx = 1\n```\n\n```rust\nfn main() {}\n```\n\n```nonsense\nx\n```\n\n```text\nplain\n```\n');
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [5, 'Code block language "rust" is not highlighted: add it to "markdown.extraLanguages" in the config to highlight it.'],
      [9, 'Code block language "nonsense" is unknown to the highlighter: the block is shown as plain text.'],
    ]);
  });
});

describe('nesting', () => {
  const deepList = (levels: number) => Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- item ${i + 1}`).join('\n');

  test.each([
    ['10,000 nested block quotes on one line', `Text.\n\n${'>'.repeat(10_000)} deep\n`, 3, 10_000],
    ['block quotes deepening line by line', `Text.\n\n${Array.from({ length: 10_000 }, (_, i) => `${'>'.repeat(i + 1)} x`).join('\n')}\n`, 103, 101],
    ['10,000 nested list items', `Text.\n\n${deepList(10_000)}\n`, 103, 101],
  ])('%s: an error naming the line, at once', async (_name, markdown, line, depth) => {
    const cpu = process.cpuUsage();
    const error = (await compile(markdown).catch((e: unknown) => e)) as DocgenError;
    expect([error.code, error.line, error.message]).toEqual(['markdown/too-deep', line, `Block quotes, lists or HTML elements nest ${depth} levels deep here.`]);
    // Found before parsing (parsing the list took 47 s to fail): CPU time, which a busy machine does not stretch.
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(2_000);
  });

  test('deeply nested HTML elements are an error, not a crash', async () => {
    const error = (await compile(`Text.\n\n${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}\n`).catch((e: unknown) => e)) as DocgenError;
    expect([error.code, error.message]).toEqual(['markdown/too-deep', 'Block quotes, lists or HTML elements nest too deeply to compile.']);
  });

  test('a fence opened inside a list item or a quote hides nothing from the check; indented code is not nesting', async () => {
    const hidden = `- \`\`\`js\n  x\n  \`\`\`\n\n${deepList(200)}\n`;
    expect(((await compile(hidden).catch((e: unknown) => e)) as DocgenError).code).toBe('markdown/too-deep');
    const quoted = `> \`\`\`\n> x\n> \`\`\`\n\n${deepList(200)}\n`;
    expect(((await compile(quoted).catch((e: unknown) => e)) as DocgenError).code).toBe('markdown/too-deep');
    const { html } = await compile(`Text.\n\n${' '.repeat(300)}<svg>deeply indented code</svg>\n`);
    expect(html).toContain('deeply indented code');
  });

  test('ordinary nesting compiles: 30 levels of lists, quotes and fenced code inside them', async () => {
    const { html } = await compile(`${deepList(30)}\n\n${'> '.repeat(30)}quoted\n\n- a\n  \`\`\`lua\n${' '.repeat(200)}x = 1\n  \`\`\`\n`);
    expect(html).toContain('item 30');
    expect(html).toContain('quoted');
  });
});
