// Category files (`_category_.json` / `.yml`) give a folder's category a page of its own, as Docusaurus's `link`
// does: the doc its label opens, or a generated index; in docgen's own layout each locale's file translates it.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../../src/render/config/load-config.js';
import { scanContent } from '../../../src/render/content/scan-content.js';
import { buildRouteTable, paginationOf, type RouteTable } from '../../../src/render/routes/route-table.js';
import type { SidebarItem } from '../../../src/shared/types.js';
import { writeSmallSite } from '../../helpers/small-site.js';

const bilingual = "export default { title: 'Cats', url: 'https://site.example.com', i18n: { defaultLocale: 'en', locales: { en: { label: 'English' }, 'zh-Hans': { label: '简体中文' } } } };\n";

let site: string;
let table: RouteTable;
let warnings: string[];

beforeAll(async () => {
  const config = await writeSmallSite('category-files', {
    'docgen.config.ts': bilingual,
    'docs/en/guide/01-intro.md': '# Intro\n\nStart here.\n',
    'docs/en/guide/02-setup/_category_.json': JSON.stringify({ label: 'Setup', className: 'setup', link: { type: 'doc', id: 'overview' } }),
    'docs/en/guide/02-setup/overview.md': '# Overview\n\nWhat setting up takes.\n',
    'docs/en/guide/02-setup/wiring.md': '# Wiring\n\nThe cables.\n',
    'docs/en/guide/03-tools/_category_.yml': 'label: Tools\ndescription: Instruments\ncustomProps: { icon: wrench }\nlink:\n  type: generated-index\n  title: All the tools\n  description: What you measure with\n',
    'docs/en/guide/03-tools/gauge.md': '---\ndescription: Reads the pressure\n---\n\n# Gauge\n\nText.\n',
    'docs/en/guide/04-alone/_category_.json': JSON.stringify({ label: 'Alone', link: { type: 'doc', id: 'guide/alone/only' } }),
    'docs/en/guide/04-alone/only.md': '# Only\n\nText.\n',
    'docs/zh-Hans/guide/01-intro.md': '# 简介\n\n从这里开始。\n',
    'docs/zh-Hans/guide/02-setup/_category_.json': JSON.stringify({ label: '设置' }),
    'docs/zh-Hans/guide/03-tools/_category_.yml': 'label: 工具\nlink:\n  type: generated-index\n  title: 全部工具\n',
  });
  site = path.dirname(config);
  const loaded = await loadConfig(config);
  const scan = await scanContent(loaded);
  warnings = scan.warnings.map((w) => `${path.relative(site, w.file ?? '')}: ${w.message}`);
  table = buildRouteTable(scan, loaded, 'production');
});

afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

const outline = (items: SidebarItem[], indent = ''): string[] =>
  items.flatMap((item) =>
    item.type === 'link' ? [`${indent}${item.label} -> ${item.href}`] : item.type === 'category' ? [`${indent}[${item.label}]${item.href ? ` -> ${item.href}` : ''}${item.className ? ` .${item.className}` : ''}`, ...outline(item.items, `${indent}  `)] : [],
  );

describe('category files', () => {
  test("a doc link (by the doc's name in the folder, or its id) makes the label open it; a generated index gets a page at category/<label>", () => {
    expect(outline(table.sidebars.get('en')!.get('guide')!)).toEqual([
      'Intro -> /guide/intro',
      '[Setup] -> /guide/setup/overview .setup',
      '  Wiring -> /guide/setup/wiring',
      '[Tools] -> /category/tools',
      '  Gauge -> /guide/tools/gauge',
      'Alone -> /guide/alone/only', // opening its only doc: a link to it
    ]);
    const tools = table.sidebars.get('en')!.get('guide')![2];
    expect(tools).toMatchObject({ description: 'Instruments', index: { route: 'category/tools', title: 'All the tools', description: 'What you measure with' } });
    const wiring = table.docs.get('en')!.get('guide/setup/wiring')!;
    expect(paginationOf(wiring, table)).toEqual({ prev: { label: 'Overview', href: '/guide/setup/overview' }, next: { label: 'Tools', href: '/category/tools' } });
  });

  test("a locale's own category file translates the label and the index's title; without a link it keeps the default locale's page, at the same route", () => {
    expect(outline(table.sidebars.get('zh-Hans')!.get('guide')!)).toEqual([
      '简介 -> /zh-Hans/guide/intro',
      '[设置] -> /zh-Hans/guide/setup/overview',
      '  Wiring -> /zh-Hans/guide/setup/wiring',
      '[工具] -> /zh-Hans/category/tools',
      '  Gauge -> /zh-Hans/guide/tools/gauge',
      'Alone -> /zh-Hans/guide/alone/only',
    ]);
    expect(table.sidebars.get('zh-Hans')!.get('guide')![2]).toMatchObject({ index: { title: '全部工具' } });
    expect(table.routes.filter((route) => route.kind === 'category-index').map((route) => route.url)).toEqual(['/category/tools', '/zh-Hans/category/tools']);
  });

  test('what docgen does with a category file is not named; what it does not, is', () => {
    expect(warnings).toEqual(['docs/en/guide/03-tools/_category_.yml: The category\'s "customProps" is ignored: docgen does not use it yet.']);
  });
});
