// MDX pages through the markdown pipeline: the same plugins, the built-in components, and errors that say where
// and what to do.
import { describe, expect, test } from 'vitest';
import { DocgenError } from '../../../src/render/errors.js';
import { compile } from '../../helpers/markdown.js';

const mdx = { sourceFile: '/site/docs/zh-Hans/guide/page.mdx' };

const TABS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Title

## Install {#install}

<Tabs groupId="os">
<TabItem value="win" label="Windows">

Run **setup.exe**. See [the other page](./other.md).

### In a tab

</TabItem>
<TabItem value="mac" label="macOS" default>

\`\`\`bash title="mac.sh"
brew install x
\`\`\`

</TabItem>
</Tabs>

:::tip
Two is {1 + 1}.
:::

<Details summary="More">Hidden text</Details>

{/* A comment. */}
export const answer = 42;

The answer is {answer}.
`;

describe('an MDX page', () => {
  test('runs the markdown plugins: heading ids and anchors, links, highlighted code, admonitions, JSX expressions', async () => {
    const page = await compile(TABS, mdx);
    expect(page.html).toContain('<h2 id="install">Install<a class="hash-link" href="#install"');
    expect(page.html).toContain('<a href="/armkit/guide/other">the other page</a>');
    expect(page.html).toContain('<div class="code-block" data-language="bash"><div class="code-block-title">mac.sh</div><pre class="shiki');
    expect(page.html).toContain('<div class="admonition admonition-tip"><div class="admonition-heading">提示</div>');
    expect(page.html).toMatch(/Two is (<!-- -->)?2/);
    expect(page.html).toMatch(/The answer is (<!-- -->)?42/);
    expect(page.html).not.toContain('A comment');
    expect(page.links.map((link) => link.href)).toEqual(['/armkit/guide/other']);
  });

  test('headings written inside components count for the table of contents; their text is searchable', async () => {
    const page = await compile(TABS, mdx);
    expect(page.headings.map((h) => [h.id, h.level])).toEqual([['title', 1], ['install', 2], ['in-a-tab', 3]]);
    expect(page.ids).toContain('in-a-tab');
    expect(page.sections.find((s) => s.id === 'install')!.text).toContain('Run setup.exe. See the other page.');
  });

  test('Tabs are an island: every panel under its label, so that a page without JavaScript shows them all', async () => {
    const page = await compile(TABS, mdx);
    expect(page.islands).toEqual(['Tabs']);
    const props = { id: 'tabs-1', tabs: [{ value: 'win', label: 'Windows' }, { value: 'mac', label: 'macOS' }], chosen: 'mac', groupId: 'os' };
    expect(page.html).toContain(`<div class="island" data-island="Tabs" data-props="${JSON.stringify(props).replace(/"/g, '&quot;')}"><div class="tabs">`);
    expect(page.html).toContain('<button type="button" role="tab" id="tabs-1-tab-1" class="tabs-tab" aria-selected="true" aria-controls="tabs-1-panel-1" tabindex="0">macOS</button>');
    // No panel is hidden before the island is live.
    expect(page.html).toContain('<div class="tabs-panel" role="tabpanel" id="tabs-1-panel-0" aria-labelledby="tabs-1-tab-0"><div class="tabs-panel-label">Windows</div><div class="tabs-panel-content"><p>Run <strong>setup.exe</strong>.');
    expect(page.html).not.toMatch(/\shidden[\s=>]/); // no hidden attribute (an icon's aria-hidden hides only a drawing)
    expect(page.html).toContain('<details class="details"><summary>More</summary><div class="details-content">Hidden text</div></details>');
  });

  test('the built-ins need no import, and CodeBlock highlights as a fence does', async () => {
    const page = await compile('<Admonition type="danger" title="Stop">Halt the arm.</Admonition>\n\n<CodeBlock language="lua" title="a.lua" metastring="{2}">{`local a = 1\nlocal b = 2`}</CodeBlock>\n', mdx);
    expect(page.html).toContain('<div class="admonition admonition-danger"><div class="admonition-heading">Stop</div><div class="admonition-content">Halt the arm.</div></div>');
    expect(page.html).toContain('<div class="code-block" data-language="lua"><div class="code-block-title">a.lua</div><pre class="shiki');
    expect(page.html).toContain('<span class="line highlighted">');
    expect(page.html).not.toContain('code-copy'); // the client adds it
  });

  test('links written in JSX props are rewritten and checked as markdown links are; expressions and external ones are not', async () => {
    const page = await compile('# Links\n\n<a href="./other.md#setup">Setup</a> and <a href="/api/cli">CLI</a>.\n\n<Admonition type="note" title="x">\n\n<a href="https://example.com">out</a> <a href={"./gone.md"}>expr</a> <a href="./missing.md">gone</a>\n\n</Admonition>\n', mdx);
    expect(page.html).toContain('<a href="/armkit/guide/other#setup">Setup</a> and <a href="/armkit/api/cli">CLI</a>');
    expect(page.links.map((link) => [link.raw, link.href, link.line, link.brokenMarkdown ?? false])).toEqual([
      ['./other.md#setup', '/armkit/guide/other#setup', 3, false],
      ['/api/cli', '/armkit/api/cli', 3, false],
      ['./missing.md', './missing.md', 7, true],
    ]);
  });

  test('images written in JSX props (src, darkSrc) are images as in markdown: the base added, checked; data: URLs left', async () => {
    const page = await compile('# Images\n\n<img src="/img/arm.png" alt="Arm" />\n\n<Admonition type="note" title="x">\n\n<img src="data:image/png;base64,AA==" alt="" /> <img src="./nowhere.png" alt="" />\n\n</Admonition>\n', mdx);
    expect(page.html).toContain('<img src="/armkit/img/arm.png" alt="Arm"/>');
    expect(page.html).toContain('<img src="data:image/png;base64,AA==" alt=""/>');
    expect(page.links.map((link) => [link.raw, link.href, link.line, link.image, link.missingFile !== undefined])).toEqual([
      ['/img/arm.png', '/armkit/img/arm.png', 3, true, false],
      ['./nowhere.png', './nowhere.png', 7, true, true],
    ]);
  });

  test('a live code block shows its code and renders what it writes beside it, from the same text', async () => {
    const page = await compile('# Demo\n\n```tsx live title="Note"\n<Admonition type="note" title="Live">Tip **here**.</Admonition>\n```\n', mdx);
    expect(page.html.replace(/>\n</g, '><')).toContain('<div class="live-example"><div class="live-preview"><div class="admonition admonition-note"><div class="admonition-heading">Live</div><div class="admonition-content">Tip <strong>here</strong>.</div></div></div><div class="code-block" data-language="tsx"><div class="code-block-title">Note</div><pre class="shiki');
    expect(page.html).toContain('Admonition</span>');
    // A fence without `live`, or in another language, stays code alone.
    const plain = await compile('```tsx\n<Admonition>x</Admonition>\n```\n\n```lua live\nprint(1)\n```\n', mdx);
    expect(plain.html).not.toContain('live-example');
    expect(plain.html).not.toContain('admonition-content');
  });

  test('in a live block, a tag with its text on one line, inside a wrapper, is not put in a paragraph', async () => {
    const page = await compile('```tsx live\n<div style={{ display: \'grid\' }}>\n  <Admonition type="note">One.</Admonition>\n  <Admonition type="tip">Two.</Admonition>\n</div>\n```\n', mdx);
    const preview = page.html.slice(page.html.indexOf('live-preview'), page.html.indexOf('code-block'));
    expect(preview).toContain('<div style="display:grid"><div class="admonition admonition-note">');
    expect(preview).not.toContain('<p>');
  });

  test('a code block of an MDX page is the same HTML as in a markdown page', async () => {
    const fence = '```lua title="a.lua" {2}\nlocal s = "<b>" .. \'x\'\nprint(s)\n```\n';
    const [asMdx, asMarkdown] = await Promise.all([compile(fence, mdx), compile(fence)]);
    expect(asMdx.html).toContain('<div class="code-block" data-language="lua"><div class="code-block-title">a.lua</div><pre class="shiki');
    expect(asMdx.html).toBe(asMarkdown.html);
  });

  test("Docusaurus's Link, useBaseUrl and useDocusaurusContext work as they do there; BrowserOnly shows its fallback, with a warning", async () => {
    const page = [
      "import Link from '@docusaurus/Link';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      "import BrowserOnly from '@docusaurus/BrowserOnly';",
      '',
      'export function Logo() {',
      '  const { siteConfig } = useDocusaurusContext();',
      "  return <img src={useBaseUrl('/img/logo.svg')} alt={siteConfig.title} data-absolute={useBaseUrl('/img/logo.svg', { absolute: true })} />;",
      '}',
      '',
      '# Title',
      '',
      '<Link to="/api/cli">The CLI</Link> and <Link to={"/" + "api/cli"}>again</Link> and <Link href="https://example.com">out</Link>.',
      '',
      '<Logo />',
      '',
      '<BrowserOnly fallback={<span>Loading…</span>}>{() => <span>In the browser</span>}</BrowserOnly>',
      '',
    ].join('\n');
    const { html, warnings } = await compile(page, mdx);
    expect(html).toContain('<a href="/armkit/api/cli">The CLI</a> and <a href="/armkit/api/cli">again</a> and <a href="https://example.com">out</a>.');
    expect(html).toContain('<img src="/armkit/img/logo.svg" alt="ArmKit" data-absolute="https://armkit.example.com/armkit/img/logo.svg"/>');
    expect(html).toContain('<span>Loading…</span>');
    expect(html).not.toContain('In the browser');
    expect(warnings.map((w) => [w.line, w.message])).toEqual([[4, expect.stringContaining('"@docusaurus/BrowserOnly" acts as on a server here')]]);
  });

  test('a .md page stays CommonMark unless the config says every page is MDX', async () => {
    expect((await compile('Less: a < b, and {braces}.')).html).toContain('<p>Less: a &#x3C; b, and {braces}.</p>');
  });
});

describe('errors a writer can act on', () => {
  const error = async (text: string): Promise<DocgenError> => {
    const caught = await compile(text, mdx).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(caught).toBeInstanceOf(DocgenError);
    return caught as DocgenError;
  };

  test('an unescaped < in text names its line and column and says how to write it', async () => {
    const e = await error('# Title\n\nUse <5 mm of play.\n');
    expect([e.code, e.file, e.line, e.column]).toEqual(['mdx/syntax', mdx.sourceFile, 3, 6]);
    expect(e.hint).toContain('write `\\<`');
  });

  test('an unclosed { names its line and says how to write it', async () => {
    const e = await error('# Title\n\nThe set {a, b is open.\n');
    expect([e.code, e.line]).toEqual(['mdx/syntax', 3]);
    expect(e.hint).toContain('write `\\{`');
  });

  test('an unclosed tag is a syntax error at its place', async () => {
    const e = await error('# Title\n\n<Details summary="x">\n\nText.\n');
    expect([e.code, e.line, e.column]).toEqual(['mdx/syntax', 3, 1]);
    expect(e.message).toContain('Expected a closing tag for `<Details>`');
  });

  test('an unknown component names the component and its line, and lists the built-ins', async () => {
    const e = await error('# Title\n\nSee <Switch on />.\n');
    expect([e.code, e.message, e.line]).toEqual(['mdx/unknown-component', 'This page uses the component <Switch>, which is not defined.', 3]);
    expect(e.hint).toContain('Tabs');
  });

  test('a component that throws while rendering fails with the cause', async () => {
    const e = await error('<Tabs><TabItem label="No value">x</TabItem></Tabs>\n');
    expect(e.code).toBe('mdx/render');
    expect(e.message).toContain('needs a "value"');
  });

  test('a live code block that is not JSX names the line of the page where it goes wrong', async () => {
    const e = await error('# Demo\n\n```tsx live\n<Admonition>\nNever closed.\n```\n');
    expect([e.code, e.file, e.line]).toEqual(['mdx/live-code', mdx.sourceFile, 4]);
    expect(e.message).toContain('<Admonition>');
    expect(e.hint).toContain('without `live`');
  });

  test('a live preview naming an unknown component names it', async () => {
    const e = await error('# Demo\n\n```tsx live\n<Gauge value={3} />\n```\n');
    expect([e.code, e.line]).toEqual(['mdx/unknown-component', 4]);
  });

  test('a module docgen cannot import yet is named at its line; nothing is dropped silently', async () => {
    const e = await error('# Title\n\nimport Chart from "./chart.js";\n\n<Chart />\n');
    expect([e.code, e.line]).toEqual(['mdx/import', 3]);
    expect(e.message).toContain('"./chart.js"');
  });
});
