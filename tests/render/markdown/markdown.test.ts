import { describe, expect, test } from 'vitest';
import { parseCodeMeta } from '../../../src/shared/code-meta.js';
import { fenceLanguages, normaliseAdmonitionTitles } from '../../../src/render/markdown/preprocess.js';
import { themeStrings } from '../../../theme/i18n/strings.js';
import { compile } from '../../helpers/markdown.js';

describe('heading ids', () => {
  test('GitHub-compatible slugs keep CJK, suffix duplicates and accept explicit ids', async () => {
    const result = await compile('## 章节 1\n\n## 章节 1\n\n## Hello, World!\n\n### Custom {#my-id}\n\n## `MovJ` 指令\n');
    expect(result.headings.map((h) => h.id)).toEqual(['章节-1', '章节-1-1', 'hello-world', 'my-id', 'movj-指令']);
    expect(result.html).toContain('<h3 id="my-id">Custom<a class="hash-link" href="#my-id" aria-label="Custom的直接链接" title="Custom的直接链接">#</a></h3>');
    expect(result.ids).toEqual(['章节-1', '章节-1-1', 'hello-world', 'my-id', 'movj-指令']);
  });

  test('a heading with inline code keeps it, in parts, for the table of contents; one without has no parts', async () => {
    const { headings } = await compile('## The `MovJ` command\n\n## `Wait` and `Sleep` {#waits}\n\n## Plain *text*\n');
    expect(headings).toEqual([
      { id: 'the-movj-command', text: 'The MovJ command', level: 2, parts: ['The ', { code: 'MovJ' }, ' command'] },
      { id: 'waits', text: 'Wait and Sleep', level: 2, parts: [{ code: 'Wait' }, ' and ', { code: 'Sleep' }] },
      { id: 'plain-text', text: 'Plain text', level: 2 },
    ]);
  });

  test('h2 to h4 carry a direct link in the page language; h1, h5 and code do not', async () => {
    const { html } = await compile('# Title\n\n## Two\n\n#### Four\n\n##### Five\n\n```md\n## not a heading\n```\n', { strings: themeStrings('en') });
    expect(html).toContain('<h1 id="title">Title</h1>');
    expect(html).toContain('<h4 id="four">Four<a class="hash-link" href="#four" aria-label="Direct link to Four" title="Direct link to Four">#</a></h4>');
    expect(html).toContain('<h5 id="five">Five</h5>');
    expect(html.match(/hash-link/g)).toHaveLength(2);
  });
});

describe('prose colons', () => {
  test('text that looks like a directive stays text', async () => {
    const { html } = await compile('会议 10:30 开始，调用 obj:method() 或 a:b[x]{y}。\n\n::leaf\n');
    expect(html).toContain('<p>会议 10:30 开始，调用 obj:method() 或 a:b[x]{y}。</p>');
    expect(html).toContain('<p>::leaf</p>');
  });
});

describe('admonitions', () => {
  test('both title forms and the default translated title', async () => {
    const { html } = await compile(':::tip 小心急停\n\n正文\n\n:::\n\n:::warning[Mind **this**]\nx\n:::\n\n:::note\n\ny\n\n:::\n');
    expect(html).toContain('<div class="admonition admonition-tip"><div class="admonition-heading">小心急停</div>');
    expect(html).toContain('<div class="admonition-heading">Mind <strong>this</strong></div>');
    expect(html).toContain('<div class="admonition admonition-note"><div class="admonition-heading">备注</div>');
  });

  test('the Docusaurus title form is not rewritten inside code fences', () => {
    const source = '```md\n:::tip Title\n```\n:::info Real title\n';
    expect(normaliseAdmonitionTitles(source)).toBe('```md\n:::tip Title\n```\n:::info[Real title]\n');
  });
});

describe('links', () => {
  test('relative .md links become routes, absolute links get the base', async () => {
    const { html, links } = await compile('[a](./other.md#章节) [b](../api/cli.md) [c](/search?q=x) [d](https://example.com) [e](./missing.md)');
    expect(html).toContain('<a href="/armkit/guide/other#%E7%AB%A0%E8%8A%82">a</a>');
    expect(html).toContain('<a href="/armkit/api/cli">b</a>');
    expect(html).toContain('<a href="/armkit/search?q=x">c</a>');
    expect(html).toContain('<a href="https://example.com">d</a>');
    expect(links.map((l) => [l.raw, l.brokenMarkdown ?? false, l.line, l.column])).toEqual([
      ['./other.md#章节', false, 1, 1],
      ['../api/cli.md', false, 1, 20],
      ['/search?q=x', false, 1, 39],
      ['./missing.md', true, 1, 81],
    ]);
  });
});

describe('code blocks', () => {
  test('shiki with both themes, a title and highlighted lines; no copy button, which only works with JavaScript (the client adds it)', async () => {
    const { html } = await compile('```lua title="pick.lua" {2}\nlocal a = 1\nMovJ(P1)\n```\n');
    expect(html).toContain('<div class="code-block" data-language="lua"><div class="code-block-title">pick.lua</div><pre class="shiki shiki-themes github-light github-dark"');
    expect(html).toMatch(/<span class="line highlighted">.*MovJ/);
    expect(html).toContain('--shiki-dark:');
    expect(html).toMatch(/<\/pre><\/div>/);
    expect(html).not.toContain('code-copy');
  });

  test('powershell and bash are highlighted; unknown languages are plain text', async () => {
    const { html } = await compile('```powershell\nGet-ChildItem -Path C:\\\n```\n\n```bash\necho "hi"\n```\n\n```nonsense\nx\n```\n');
    expect(html).toContain('data-language="powershell"');
    expect(html.match(/style="--shiki-light:#[0-9A-F]{6};--shiki-dark/g)?.length).toBeGreaterThan(2);
    expect(html).toContain('data-language="nonsense"');
  });

  test('a language is read in any case, as Docusaurus reads it: ```JavaScript is javascript, highlighted, without a warning', async () => {
    const markdown = '```JavaScript\nconst a = 1;\n```\n\n```LUA\nlocal b = 2\n```\n\n```NonSense\nx\n```\n';
    expect(fenceLanguages(markdown)).toEqual(['javascript', 'lua', 'nonsense']);
    const { html, warnings } = await compile(markdown);
    expect(html).toMatch(/data-language="javascript"><pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const/);
    expect(html).toMatch(/data-language="lua"><pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">local/);
    expect(warnings.map((w) => w.message)).toEqual(['Code block language "NonSense" is unknown to the highlighter: the block is shown as plain text.']);
  });

  test('meta parsing', () => {
    expect(parseCodeMeta('title="a b.lua" {1,3-4}')).toEqual({ title: 'a b.lua', lines: new Set([1, 3, 4]) });
    expect(parseCodeMeta(undefined)).toEqual({ title: undefined, lines: new Set() });
  });
});

describe('mermaid and GFM', () => {
  test('mermaid blocks become a diagram container with the source as text', async () => {
    const result = await compile('```mermaid\ngraph TD; A-->B\n```\n');
    expect(result.hasMermaid).toBe(true);
    expect(result.html).toBe('<div class="mermaid-diagram"><pre class="mermaid-source">graph TD; A-->B</pre></div>');
  });

  test('tables, task lists, strikethrough, autolinks and footnotes', async () => {
    const { html } = await compile('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ www.example.com and a note[^1]\n\n[^1]: Note.\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('data-footnotes');
  });
});

describe('fence languages', () => {
  test('are read from opening fences only, never from the line after a closing fence', () => {
    expect(fenceLanguages('```lua\nMovJ(P1)\n```\n## Heading\n\n  ~~~bash title="x"\nls\n  ~~~\n```\n\n#### Not a language\n```\n')).toEqual(['lua', 'bash']);
  });
});

describe('Docusaurus code block conventions', () => {
  test('magic comments mark lines and are left out; showLineNumbers numbers the block from its start', async () => {
    const { html } = await compile('```lua showLineNumbers=7\nlocal a = 1\n-- highlight-next-line\nMovJ(P1)\n```\n');
    expect(html).toContain('<div class="code-block code-block-numbered" data-language="lua" style="counter-reset:line 6">');
    expect(html).not.toContain('highlight-next-line');
    const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
    expect(lines).toEqual([false, true]);
  });
});
