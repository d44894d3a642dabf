// What a build publishes for AI tools (src/render/llms/): a markdown copy of each doc, made from its source, and
// each locale's llms.txt and llms-full.txt. The `llms` fixture has admonitions, tabs, MDX components, relative
// links, images and titled code in both languages, an unlisted doc, and a static file where a copy would go.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { OutputWriter } from '../../src/render/emit/write-site.js';
import { markdownCopyUrl } from '../../src/shared/markdown-copy.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

const text = (result: BuildResult, file: string) => {
  const content = result.files.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return String(outputContent(content));
};

const SITE = 'https://llms.example.com/kit/';

let result: BuildResult;
let image: string;
beforeAll(async () => {
  result = await buildSite({ configPath: fixtureConfig('llms') });
  image = [...result.files.keys()].find((file) => /^assets\/images\/arm-[0-9a-f]{8}\.svg$/.test(file))!;
});

describe('the markdown copy of a doc', () => {
  test('English: the title, an admonition and one with its own title, links and images made absolute, titled code, a table', () => {
    expect(text(result, 'en/guide/intro.md')).toBe(
      [
        '# Introduction',
        '',
        'The kit moves the arm at 10:30 sharp.',
        '',
        '> **Note**',
        '>',
        '> Power the controller first.',
        '',
        '> **Before you start**',
        '>',
        `> Read [the install guide](${SITE}en/guide/install#uninstall) and the [API](${SITE}en/reference/api).`,
        '',
        `![The arm](${SITE}${image}) ![Logo](${SITE}img/logo.svg)`,
        '',
        '## Picking',
        '',
        '**pick.lua**',
        '',
        '```lua',
        'MovJ(P1)',
        '```',
        '',
        '| Command | Meaning |',
        '| --- | --- |',
        '| `MovJ` | Joint move |',
        '',
      ].join('\n'),
    );
  });

  test('Chinese: the labels are the theme\'s in the page\'s language, the links stay in it', () => {
    const copy = text(result, 'guide/intro.md');
    expect(copy.startsWith('# 简介\n\n工具包在 10:30 准时移动机械臂。\n\n> **备注**\n>\n> 先给控制器上电。\n\n> **开始之前**\n>\n')).toBe(true);
    expect(copy).toContain(`> 阅读[安装指南](${SITE}guide/install#uninstall)和 [API](${SITE}reference/api)。`);
    expect(copy).toContain(`![机械臂](${SITE}${image}) ![标志](${SITE}img/logo.svg)`);
    expect(copy).toContain('## 抓取\n\n**pick.lua**\n\n```lua\nMovJ(P1)\n```');
  });

  test('MDX: imports gone, each tab a bold label before its panel, <Admonition> a quote, a component its children\'s text or as written', () => {
    const expected = (lang: { tabs: [string, string]; warning: string; rights: string; uninstall: string }) =>
      [
        lang.tabs[0],
        '',
        '**Windows**',
        '',
        lang.tabs[1],
        '',
        '**Linux**',
        '',
        '**install.sh**',
        '',
        '```bash',
        'sudo apt install armkit',
        '```',
        '',
        `> **${lang.warning}**`,
        '>',
        `> ${lang.rights}`,
        '',
        '<Badge />',
        '',
        lang.uninstall,
        '',
      ].join('\n');
    expect(text(result, 'en/guide/install.md')).toBe(
      expected({
        tabs: ['# Install the kit', `Run \`setup.exe\`, then read the [introduction](${SITE}en/guide/intro#pick).`],
        warning: 'Warning',
        rights: 'Needs root rights.',
        uninstall: '## Uninstall\n\nRun `sudo apt remove armkit`.',
      }),
    );
    expect(text(result, 'guide/install.md')).toBe(
      expected({
        tabs: ['# 安装工具包', `运行 \`setup.exe\`，然后阅读[简介](${SITE}guide/intro#pick)。`],
        warning: '警告',
        rights: '需要 root 权限。',
        uninstall: '## 卸载\n\n运行 `sudo apt remove armkit`。',
      }),
    );
  });

  test('every listed doc has one, the docs root as index.md; an unlisted doc has none, nor a draft', () => {
    const copies = [...result.files.keys()].filter((file) => file.endsWith('.md')).sort();
    expect(copies).toEqual(['en/guide/install.md', 'en/guide/intro.md', 'en/index.md', 'en/reference/api.md', 'en/reference/clash.md', 'guide/install.md', 'guide/intro.md', 'index.md', 'reference/api.md', 'reference/clash.md']);
    expect(text(result, 'index.md')).toBe(`# 欢迎\n\n从[指南](${SITE}guide/intro)开始。\n`);
    expect(result.files.has('en/reference/unlisted/index.html')).toBe(true);
  });

  test('links written in place: in a heading with its id, a list, a table and a quote, a label with emphasis, titles kept; titled code indented in an admonition', () => {
    for (const [file, prefix, [intro, heading, first, second, header, row, quote, tip, run, then]] of [
      ['en/reference/api.md', `${SITE}en/`, ['Call `MovJ` to move.', '## Calls [in order](PAGE#calls)', '- [**Joint** moves](GUIDE "The intro") first', '- then ![arm](IMAGE "The arm")', '| Call | Guide |', '| `MovJ` | [intro](GUIDE#pick) |', '> See [install](INSTALL).', 'Try it', 'Run this:', 'Then:']],
      ['reference/api.md', SITE, ['调用 `MovJ` 移动。', '## 调用[顺序](PAGE#calls)', '- 先读[**关节**运动](GUIDE "简介")', '- 再看 ![机械臂](IMAGE "机械臂")', '| 调用 | 指南 |', '| `MovJ` | [简介](GUIDE#pick) |', '> 参见[安装](INSTALL)。', '试一试', '运行：', '然后：']],
    ] as const) {
      const urls = { PAGE: `${prefix}reference/api`, GUIDE: `${prefix}guide/intro`, INSTALL: `${prefix}guide/install`, IMAGE: `${SITE}${image}` };
      const admonition = [`> **${tip}**`, '>', `> ${run}`, '>', '> **try.lua**', '>', '> ```lua', '> MovJ(P1)', '> ```', '>', `> ${then}`, '>', '> ```lua', '> Wait(100)', '> ```'];
      const expected = ['# API \\[v2]', '', intro, '', heading, '', first, second, '', header, '| --- | --- |', row, '', quote, '', ...admonition, ''].join('\n');
      expect(text(result, file), file).toBe(expected.replace(/PAGE|GUIDE|INSTALL|IMAGE/g, (name) => urls[name as keyof typeof urls]));
    }
  });

  test('a copy whose file the static folder has is left out, with a warning: the static file is published', () => {
    expect(text(result, 'reference/clash.md')).toBe('# Written by hand\n\nThe static folder has this file: the build keeps it.\n');
    expect(text(result, 'en/reference/clash.md')).toContain('# Clash');
    const warning = result.warnings.find((w) => w.code === 'llms/collision');
    expect(warning?.message).toBe('The markdown copy of /kit/reference/clash is left out: its file reference/clash.md is a file of the static folder.');
    expect(warning?.file).toBe(path.join(repoRoot, 'tests/fixtures/llms/docs/zh-Hans/reference/clash.md'));
    expect(result.warnings.filter((w) => w.code !== 'llms/collision')).toEqual([]);
  });
});

/** llms.txt read back: its title, quote, and each section's entries. */
function parseLlmsTxt(source: string) {
  const [title, blank, quote, ...rest] = source.split('\n');
  expect(blank).toBe('');
  const sections: { heading: string; entries: { title: string; url: string; description?: string }[] }[] = [];
  for (const line of rest) {
    if (line.startsWith('## ')) sections.push({ heading: line.slice(3), entries: [] });
    else if (line.startsWith('- ')) {
      const match = /^- \[(.+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
      expect(match, line).not.toBeNull();
      sections.at(-1)!.entries.push({ title: match![1]!.replace(/\\(.)/g, '$1'), url: match![2]!, ...(match![3] && { description: match![3] }) });
    } else expect(line, 'only headings, entries and blank lines').toBe('');
  }
  return { title, quote, sections };
}

describe('llms.txt', () => {
  test('English: the site, its tagline, a section per sidebar as the navbar names it, then the docs no sidebar lists', () => {
    const parsed = parseLlmsTxt(text(result, 'en/llms.txt'));
    expect(parsed.title).toBe('# Arm Kit');
    expect(parsed.quote).toBe('> The robot arm toolkit');
    expect(parsed.sections).toEqual([
      {
        heading: 'Guide',
        entries: [
          { title: 'Introduction', url: `${SITE}en/guide/intro.md`, description: 'What the kit does.' },
          { title: 'Install', url: `${SITE}en/guide/install.md`, description: 'Run setup.exe, then read the introduction.' },
        ],
      },
      {
        heading: 'Reference',
        entries: [
          { title: 'API [v2]', url: `${SITE}en/reference/api.md`, description: 'Every call of the kit.' },
          { title: 'Clash', url: `${SITE}en/reference/clash.md`, description: "Its copy would be the static folder's file in the default locale." },
        ],
      },
      { heading: 'Other docs', entries: [{ title: 'Welcome', url: `${SITE}en/index.md`, description: "Where the kit's docs start." }] },
    ]);
  });

  test('Chinese, at the root of the site: its own sections; a doc without a copy is not listed', () => {
    const parsed = parseLlmsTxt(text(result, 'llms.txt'));
    expect(parsed.title).toBe('# Arm Kit');
    expect(parsed.quote).toBe('> 机械臂开发工具包');
    expect(parsed.sections.map((s) => [s.heading, s.entries.map((e) => e.title)])).toEqual([
      ['指南', ['简介', '安装']],
      ['参考', ['API [v2]']],
      ['其他文档', ['欢迎']],
    ]);
    expect(parsed.sections[0]!.entries[0]).toEqual({ title: '简介', url: `${SITE}guide/intro.md`, description: '工具包能做什么。' });
  });

  test('every URL it lists is a copy the build wrote', () => {
    for (const file of ['llms.txt', 'en/llms.txt']) {
      for (const entry of parseLlmsTxt(text(result, file)).sections.flatMap((s) => s.entries)) expect(result.files.has(entry.url.slice(SITE.length)), entry.url).toBe(true);
    }
  });
});

describe('llms-full.txt', () => {
  for (const [prefix, locale] of [['', 'zh-Hans'], ['en/', 'en']] as const) {
    test(`${locale}: every listed doc's copy, in llms.txt's order, each after its title and the URL of its page`, () => {
      const full = text(result, `${prefix}llms-full.txt`);
      const listed = parseLlmsTxt(text(result, `${prefix}llms.txt`)).sections.flatMap((s) => s.entries);
      const [head, ...docs] = full.split(/^---\ntitle: (".*")\nsource: (\S+)\n---\n\n/m);
      expect(head).toBe(`${text(result, `${prefix}llms.txt`).split('\n## ')[0]!}\n`);
      const entries = [];
      for (let i = 0; i < docs.length; i += 3) entries.push({ title: JSON.parse(docs[i]!) as string, source: docs[i + 1]!, body: docs[i + 2]! });
      expect(entries.map((e) => [e.title, new URL(e.source).origin + markdownCopyUrl(new URL(e.source).pathname)])).toEqual(listed.map((e) => [e.title, e.url]));
      for (const [index, entry] of entries.entries()) expect(entry.body).toBe(text(result, listed[index]!.url.slice(SITE.length)) + '\n');
    });
  }
});

describe('on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docgen-llms-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // On two threads each copy is written by the worker rendering its page, beside the page.
  test.each([1, 2])('written through the output folder\'s writer, byte for byte as in memory; a build that changes nothing writes none of them again (%i threads)', async (threads) => {
    const out = path.join(dir, `build-${threads}`);
    const manifestFile = path.join(dir, `manifest-${threads}.json`);
    const build = async () => {
      const writer = new OutputWriter(out, { manifestFile });
      try {
        await buildSite({ configPath: fixtureConfig('llms'), sink: writer, outDir: out, threads });
      } catch (error) {
        writer.discard();
        throw error;
      }
      return writer.finish();
    };
    await build();
    for (const file of ['llms-full.txt', 'en/llms-full.txt', 'en/llms.txt', 'en/guide/install.md', 'index.md']) expect(await readFile(path.join(out, file), 'utf8'), file).toBe(text(result, file));
    expect((await build()).written).toBe(0);
  });
});

describe('docs versions', () => {
  let root: string;
  afterAll(() => rm(root, { recursive: true, force: true }));

  test('a doc the same in two versions, compiled once, links inside its own version in each copy', async () => {
    root = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-llms-versions-'));
    await writeFile(
      path.join(root, 'docgen.config.ts'),
      `export default { title: 'V', url: 'https://v.example.com', base: '/v/', i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } }, navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }] } };\n`,
    );
    for (const dir of ['docs/en/guide', 'versioned_docs/version-1.0/en/guide']) {
      await mkdir(path.join(root, dir), { recursive: true });
      await writeFile(path.join(root, dir, 'intro.md'), '# Intro\n\nSee the [setup](./setup.md#usage), then [below](#more).\n\n## More {#more}\n');
      await writeFile(path.join(root, dir, 'setup.md'), '# Setup\n\n## Usage {#usage}\n');
    }
    await writeFile(path.join(root, 'versions.json'), '["1.0"]\n');
    const built = await buildSite({ configPath: path.join(root, 'docgen.config.ts'), threads: 1 });
    expect(built.cache.hits).toBe(2); // each doc made from the other version's compile
    // A link to an anchor of the page itself names the page of its own version too.
    expect(text(built, 'next/guide/intro.md')).toBe('# Intro\n\nSee the [setup](https://v.example.com/v/next/guide/setup#usage), then [below](https://v.example.com/v/next/guide/intro#more).\n\n## More\n');
    expect(text(built, 'guide/intro.md')).toBe('# Intro\n\nSee the [setup](https://v.example.com/v/guide/setup#usage), then [below](https://v.example.com/v/guide/intro#more).\n\n## More\n');
    // llms.txt lists the docs of the version at the docs root.
    expect(text(built, 'llms.txt')).toBe('# V\n\n## Guide\n\n- [Intro](https://v.example.com/v/guide/intro.md): See the setup, then below.\n- [Setup](https://v.example.com/v/guide/setup.md)\n');
  });
});
