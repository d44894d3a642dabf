// A site with MDX pages, built whole: .mdx docs and pages beside .md ones, in both languages, through every
// stage (links and anchors, search, sidebars), in one thread and on worker threads alike.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { DocgenErrors, type DocgenError } from '../../src/render/errors.js';
import { fixtureConfig } from '../helpers/fixtures.js';

const text = (result: BuildResult, file: string) => String(outputContent(result.files.get(file)!));

describe('the mdx fixture', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildSite({ configPath: fixtureConfig('mdx'), threads: 1 });
  }, 60_000);

  test('an .mdx doc is a page like any other: in the sidebar, with its tabs, code and admonition rendered', () => {
    const html = text(result, 'en/guide/install/index.html');
    expect(html).toContain('<title>Install | MDX Fixture</title>');
    expect(html).toContain('<meta name="description" content="Installing the controller tools.">');
    expect(html).toContain('<div class="island" data-island="Tabs"');
    // It preloads the Tabs island's code, as the client bundle names it.
    expect(html).toContain(`<link rel="modulepreload" href="${result.client.islands.Tabs![0]}">`);
    expect(text(result, 'en/guide/intro/index.html')).not.toContain(result.client.islands.Tabs![0]!);
    expect(html).toContain('<h2 id="windows">Windows<a class="hash-link" href="#windows"');
    expect(html).toContain('<div class="code-block" data-language="powershell">');
    expect(html).toMatch(/The installer needs (<!-- -->)?100(<!-- -->)? MB/);
    expect(html).toContain('<a href="/mdx/en/guide/intro">the introduction</a>');
    expect(text(result, 'en/guide/intro/index.html')).toContain('<li><a href="/mdx/en/guide/install">Install</a></li>');
    // The built-ins need no import: the Chinese page uses them bare.
    expect(text(result, 'guide/install/index.html')).toContain('<div class="tabs-panel-label">Linux</div>');
  });

  test('links into an MDX page resolve, anchors written inside its components included', () => {
    expect(result.links.problems).toEqual([]);
    expect(text(result, 'en/guide/intro/index.html')).toContain('<a href="/mdx/en/guide/install#windows">the tabs page</a>');
    // A .md page stays CommonMark: its braces and < are text.
    expect(text(result, 'en/guide/intro/index.html')).toContain('braces {stay} text and a &#x3C; b stays text');
  });

  test('MDX pages of the pages folder, and the search index, see MDX content', () => {
    expect(text(result, 'en/about/index.html')).toContain('<details class="details"><summary>Why MDX</summary>');
    const records = JSON.parse(text(result, 'search-records/en.json')) as { url: string; content: string | null }[];
    expect(records.some((r) => r.url.endsWith('/en/guide/install#windows') && r.content?.includes('Run the installer'))).toBe(true);
  });

  test('built on worker threads, byte for byte the same', async () => {
    const threaded = await buildSite({ configPath: fixtureConfig('mdx'), threads: 2 });
    expect([...threaded.files.keys()].sort()).toEqual([...result.files.keys()].sort());
    for (const [file, content] of result.files) expect(Buffer.from(outputContent(threaded.files.get(file)!)).equals(Buffer.from(outputContent(content))), file).toBe(true);
  }, 60_000);
});

test('with markdown.format "mdx" every page is MDX: a .md page whose braces name nothing fails, naming its file', async () => {
  const error = await buildSite({ configPath: path.join(path.dirname(fixtureConfig('mdx')), 'mdx-everywhere.config.ts') }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DocgenErrors);
  const problems = (error as DocgenErrors).errors.map((e) => [e.code, path.relative(path.dirname(fixtureConfig('mdx')), e.file ?? ''), e.line, e.message]);
  expect(problems).toEqual([
    ['mdx/render', 'docs/zh-Hans/guide/intro.md', 7, 'An expression of this page names "保持", which is not defined.'],
    ['mdx/render', 'docs/en/guide/intro.md', 7, 'An expression of this page names "stay", which is not defined.'],
  ]);
}, 60_000);

describe("MDX pages importing the site's modules", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildSite({ configPath: fixtureConfig('mdx'), threads: 1 });
  }, 60_000);

  test('a server component and a value render into the page; a .client.tsx component is an island with JSON props', () => {
    const html = text(result, 'en/guide/components/index.html');
    expect(html).toContain('<span class="badge badge-ok">Stable</span>');
    expect(html).toMatch(/The answer is (<!-- -->)?42/);
    const props = JSON.stringify({ start: 2, label: 'Clicks' }).replace(/"/g, '&quot;');
    expect(html).toContain(`<div class="island" data-island="src/components/Counter.client.tsx#default" data-props="${props}" data-ids="island-1-"><div class="counter"><button type="button" title="Add one" aria-describedby="_island-1-R_0_">Clicks<!-- -->: <!-- -->2</button><div id="_island-1-R_0_"><div class="island-children"><p>Press the <strong>button</strong>.</p></div></div></div></div>`);
    // An island knows the page's language (docgen/island's pageLang), as it will in the browser.
    expect(text(result, 'guide/components/index.html')).toContain('title="加一"');
    // The page preloads the chunk of that module, which the client bundle made for it.
    expect(result.client.islands['src/components/Counter.client.tsx']).toBeDefined();
    expect(html).toContain(`<link rel="modulepreload" href="${result.client.islands['src/components/Counter.client.tsx']![0]}">`);
  });
});

test("an island's props must be JSON; a module that is not a file of the site, or a stylesheet import, is named at its line", async () => {
  const { cp, mkdtemp, readFile, rm, writeFile } = await import('node:fs/promises');
  const { repoRoot } = await import('../helpers/fixtures.js');
  const site = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-mdx-errors-'));
  try {
    await cp(path.dirname(fixtureConfig('mdx')), site, { recursive: true });
    const page = path.join(site, 'docs/en/guide/components.mdx');
    await writeFile(page, "import Counter from '@site/src/components/Counter.client';\n\n# Bad\n\n<Counter label=\"x\" start={() => 1} />\n");
    const build = async (): Promise<DocgenErrors> => {
      const error = await buildSite({ configPath: path.join(site, 'docgen.config.ts') }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DocgenErrors);
      return error as DocgenErrors;
    };
    const propError = (await build()).errors.map((e) => [e.code, e.message]);
    expect(propError).toEqual([['mdx/render', expect.stringContaining('is an island: its props travel as JSON, and "start" is a function')]]);
    await writeFile(page, "# Bad\n\nimport Gone from './gone';\n\n<Gone />\n");
    expect((await build()).errors.map((e) => [e.code, e.line, e.message])).toEqual([['mdx/import', 3, 'This MDX page imports "./gone", which is not a file of the site.']]);
    // A link in a JSX prop is checked like a markdown link: a broken one fails the build at its line.
    await writeFile(page, '# Links\n\n<Admonition type="tip" title="See">\n\nRead <a href="/en/guide/nowhere">this</a>.\n\n</Admonition>\n');
    expect((await build()).errors.map((e) => [e.code, path.relative(site, e.file ?? ''), e.line])).toEqual([['links/broken-link', 'docs/en/guide/components.mdx', 5]]);
    // A stylesheet a component imports is the site's: in the stylesheet every page loads.
    await writeFile(page, "import Counter from '@site/src/components/Counter.client';\n\n# Styled\n\n<Counter label=\"x\" />\n");
    const component = path.join(site, 'src/components/Counter.client.tsx');
    const original = await readFile(component, 'utf8');
    await writeFile(component, `import './counter.css';\n${original}`);
    await writeFile(path.join(site, 'src/components/counter.css'), '.counter { color: red; }\n');
    const styled = await buildSite({ configPath: path.join(site, 'docgen.config.ts') });
    const stylesheet = [...styled.files.keys()].find((name) => /^assets\/main-\w+\.css$/.test(name))!;
    expect(Buffer.from(outputContent(styled.files.get(stylesheet)!)).toString()).toContain('.counter{color:red}');
    // One in a language docgen does not read is said at the import.
    await writeFile(component, `import './counter.scss';\n${original}`);
    await writeFile(path.join(site, 'src/components/counter.scss'), '.counter { color: red; }\n');
    const sassError = await buildSite({ configPath: path.join(site, 'docgen.config.ts') }).then(
      () => undefined,
      (e: DocgenError) => [e.code, path.relative(site, e.file ?? ''), e.line, e.message],
    );
    expect(sassError).toEqual(['mdx/compile', 'src/components/Counter.client.tsx', 1, expect.stringContaining('"./counter.scss" is a stylesheet docgen cannot read (only CSS)')]);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}, 60_000);

test('a module that throws as it loads is one error, naming the pages that import it', async () => {
  const { cp, mkdtemp, rm, writeFile } = await import('node:fs/promises');
  const { repoRoot } = await import('../helpers/fixtures.js');
  const site = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-mdx-throws-'));
  try {
    await cp(path.dirname(fixtureConfig('mdx')), site, { recursive: true });
    await writeFile(path.join(site, 'src/components/Gauge.tsx'), "if (!globalThis.controller) throw new Error('no controller attached');\nexport default function Gauge() {\n  return null;\n}\n");
    const importing = "import Gauge from '@site/src/components/Gauge';\n\n# Gauge\n\n<Gauge />\n";
    for (const page of ['components', 'install']) await writeFile(path.join(site, `docs/en/guide/${page}.mdx`), importing);
    const error = await buildSite({ configPath: path.join(site, 'docgen.config.ts') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DocgenErrors);
    const found = (error as DocgenErrors).errors.filter((e) => e.message.includes('no controller attached'));
    expect(found.map((e) => [path.relative(site, e.file ?? ''), e.hint])).toEqual([['src/components/Gauge.tsx', 'Met by 2 pages: docs/en/guide/components.mdx, docs/en/guide/install.mdx.']]);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}, 60_000);

test('docgen check-links compiles MDX pages with their modules too', async () => {
  const { checkSiteLinks } = await import('../../src/render/links/check-site-links.js');
  const { report } = await checkSiteLinks({ configPath: fixtureConfig('mdx') });
  expect(report.problems).toEqual([]);
  expect(report.checked.files).toBeGreaterThanOrEqual(8);
}, 60_000);
