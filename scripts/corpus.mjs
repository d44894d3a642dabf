// The synthetic bilingual corpus of `npm run bench` and of the memory-capped build test: `n` pages per locale,
// each like a page of a Lua command reference (headings, a highlighted code block with a title and a marked
// line, a table, an admonition, links to another page and to an anchor), in ten sections, one sidebar each.
// With `mdx`, that share of the pages are MDX (.mdx files) that put their examples in Tabs. With `versions`,
// the docs are released as those versions too (newest first), each a copy of the current docs but for a tenth of
// its pages, edited.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const TOPICS = ['motion', 'io', 'tcp', 'modbus', 'tray', 'tool', 'flow', 'safeskin', 'register', 'thread'];

/** Every `1 / share`-th page is MDX. */
const isMdxPage = (i, share) => share > 0 && i % Math.round(1 / share) === 0;

/** The example of a page, in Tabs when the page is MDX: the Lua script and the command that runs it. */
function example(zh, mdx) {
  const lua = '```lua\nfor i = 1, 10 do\n  MovL(P1, {v = 20})\n  Wait(100)\nend\n```';
  if (!mdx) return lua;
  const shell = '```bash\narmctl run example.lua --speed 20\n```';
  return `<Tabs groupId="example">\n<TabItem value="lua" label="Lua">\n\n${lua}\n\n</TabItem>\n<TabItem value="shell" label="${zh ? '命令行' : 'Command line'}">\n\n${shell}\n\n</TabItem>\n</Tabs>`;
}

/** A command reference page in markdown (MDX when `mdx`); its link names `./page-NNNN.md`, the next page of the section. */
export function commandPage(locale, section, i, n, mdx) {
  const zh = locale === 'zh-Hans';
  const next = `./page-${String((i + 1) % n).padStart(4, '0')}.md`;
  const title = zh ? `${section} 指令 ${i}` : `${section} command ${i}`;
  return `---
title: ${title}
sidebar_position: ${i}
---

# ${title}

${zh ? '本页介绍机械臂控制器上的 Lua 指令，包括参数、返回值与示例。调用前请确认坐标系与工具已经设置。' : 'This page documents a Lua command of the arm controller: parameters, return values and an example. Check the user frame and tool before calling it.'}

## ${zh ? '语法' : 'Syntax'} {#syntax}

\`\`\`lua title="example-${i}.lua" {2}
local err, socket = TCPCreate(false, "192.168.5.${i % 250}", 6001)
MovJ({x = ${i}, y = 200, z = 300, rx = 180, ry = 0, rz = 90}, {v = 50, a = 30})
if err ~= 0 then
  print("error " .. err)
end
\`\`\`

## ${zh ? '参数' : 'Parameters'} {#params}

| ${zh ? '参数' : 'Parameter'} | ${zh ? '类型' : 'Type'} | ${zh ? '说明' : 'Description'} |
| --- | --- | --- |
| v | number | ${zh ? '速度比例，1–100' : 'Speed ratio, 1-100'} |
| a | number | ${zh ? '加速度比例，1–100' : 'Acceleration ratio, 1-100'} |
| cp | number | ${zh ? '平滑过渡比例' : 'Blend ratio'} |

:::warning${zh ? '[注意]' : '[Mind]'}

${zh ? '运动前请确认工作空间内无人员，时间 10:30 之后可以调用 obj:method()。' : 'Keep the work area clear before moving; after 10:30 call obj:method().'}

:::

### ${zh ? '返回值' : 'Return value'} {#returns}

${zh ? '返回错误码，0 表示成功。' : 'Returns an error code; 0 means success.'} ${zh ? '参见' : 'See'} [${zh ? '下一页' : 'the next page'}](${next}#params) ${zh ? '与' : 'and'} [${zh ? '语法' : 'syntax'}](#syntax).

## ${zh ? '示例' : 'Example'} {#example}

${example(zh, mdx)}
`;
}

/** Every tenth page of a released version is not the current docs' page. */
const isEditedInVersion = (i) => i % 10 === 9;

/**
 * Writes a bilingual site of `n` doc pages per locale into `dir` (emptied first); `mdx`: the share of MDX pages;
 * `versions`: the released versions, newest first.
 */
export function generateCorpus(dir, n, { mdx = 0, versions = [] } = {}) {
  const file = (i) => `page-${String(i).padStart(4, '0')}.${isMdxPage(i, mdx) ? 'mdx' : 'md'}`;
  rmSync(dir, { recursive: true, force: true });
  for (const version of [undefined, ...versions]) {
    const docsDir = version === undefined ? path.join(dir, 'docs') : path.join(dir, 'versioned_docs', `version-${version}`);
    for (const locale of ['zh-Hans', 'en']) {
      for (let i = 0; i < n; i++) {
        const section = TOPICS[i % TOPICS.length];
        const target = path.join(docsDir, locale, section, file(i));
        mkdirSync(path.dirname(target), { recursive: true });
        // Links point at the next page of the same section, which always exists.
        const siblings = Math.ceil((n - (i % TOPICS.length)) / TOPICS.length);
        const index = Math.floor(i / TOPICS.length);
        const linked = ((index + 1) % siblings) * TOPICS.length + (i % TOPICS.length);
        const text = commandPage(locale, section, i, n, isMdxPage(i, mdx)).replace(/\.\/page-\d+\.md/, `./${file(linked)}`);
        writeFileSync(target, version !== undefined && isEditedInVersion(i) ? `${text}\n${locale === 'en' ? `As of version ${version}.` : `适用于 ${version} 版。`}\n` : text);
      }
    }
  }
  if (versions.length) writeFileSync(path.join(dir, 'versions.json'), `${JSON.stringify(versions)}\n`);
  for (const locale of ['zh-Hans', 'en']) {
    // A home page per locale: a site the preview server serves has one.
    mkdirSync(path.join(dir, 'pages', locale), { recursive: true });
    writeFileSync(path.join(dir, 'pages', locale, 'index.md'), locale === 'en' ? '# Bench\n\nA generated command reference.\n' : '# Bench\n\n生成的指令参考。\n');
  }
  writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    `export default {
  title: 'Bench',
  url: 'https://bench.example.com',
  base: '/bench/',
  i18n: { defaultLocale: 'zh-Hans', locales: { 'zh-Hans': { label: '简体中文' }, en: { label: 'English', htmlLang: 'en-GB' } } },
  navbar: { items: [${TOPICS.map((t) => `{ type: 'docSidebar', sidebarId: '${t}', label: '${t}' }`).join(', ')}, ${versions.length ? "{ type: 'docsVersionDropdown' }, " : ''}{ type: 'localeDropdown' }] },
  markdown: { extraLanguages: ['lua', 'bash', 'powershell']${mdx ? ", format: 'detect'" : ''} },
};
`,
  );
  const pageNumbers = Array.from({ length: n }, (_, i) => i);
  return {
    config: path.join(dir, 'docgen.config.ts'),
    pages: 2 * n * (1 + versions.length) + 8,
    mdxPages: 2 * (1 + versions.length) * pageNumbers.filter((i) => isMdxPage(i, mdx)).length,
    /** The doc pages that are not the same text in another version, which a build compiles. */
    distinctPages: 2 * (n + versions.length * pageNumbers.filter(isEditedInVersion).length),
    edit: path.join(dir, 'docs/en/motion', file(0)),
  };
}

