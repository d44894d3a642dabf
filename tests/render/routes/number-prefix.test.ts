// Number prefixes (`02-guide/01-intro.md`) order docs and folders and stay out of ids and URLs; dates and
// versions keep their digits.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../../src/render/build.js';
import { outputContent } from '../../../src/render/emit/output-file.js';
import { numberPrefix } from '../../../src/render/routes/number-prefix.js';
import type { SidebarItem } from '../../../src/shared/types.js';
import { englishConfig, writeSmallSite } from '../../helpers/small-site.js';

describe('numberPrefix', () => {
  test.each([
    ['01-intro', { name: 'intro', number: 1 }],
    ['2_setup', { name: 'setup', number: 2 }],
    ['10. Last steps', { name: 'Last steps', number: 10 }],
    ['03 - advanced', { name: 'advanced', number: 3 }],
    ['intro', { name: 'intro' }],
    ['404', { name: '404' }],
    ['1-', { name: '1-' }],
    ['2024-03-19-notes', { name: '2024-03-19-notes' }],
    ['1.2-changes', { name: '1.2-changes' }],
  ])('%s', (name, expected) => {
    expect(numberPrefix(name)).toEqual(expected);
  });
});

describe('a site whose docs are numbered', () => {
  let site: string;
  afterAll(() => rm(site, { recursive: true, force: true }));

  test('has ids and URLs without the numbers, in the numbers\' order, links between numbered files resolved', async () => {
    const config = await writeSmallSite('numbered', {
      'docs/en/01-start/01-hello.md': '# Hello\n',
      'docs/en/02-guide/01-intro.md': '# Intro\n\nNext: [setup](./02-setup.md), then [deep](./03-advanced/01-deep.md).\n',
      'docs/en/02-guide/02-setup.md': '# Setup\n',
      'docs/en/02-guide/10-last.md': '# Last\n',
      'docs/en/02-guide/03-advanced/01-deep.md': '# Deep\n',
      'docs/en/02-guide/03-advanced/_category_.json': '{ "label": "Advanced topics" }\n',
      'docs/en/02-guide/2024-03-19-notes.md': '# Notes\n',
      'docs/en/02-guide/04-ordered.md': '---\nsidebar_position: 0\n---\n\n# Ordered by its frontmatter\n',
      'docgen.config.ts': englishConfig('Numbered'),
    });
    site = path.dirname(config);
    const result = await buildSite({ configPath: config });
    expect([...result.table.docs.get('en')!.keys()].sort()).toEqual(['guide/2024-03-19-notes', 'guide/advanced/deep', 'guide/intro', 'guide/last', 'guide/ordered', 'guide/setup', 'start/hello']);
    expect(String(outputContent(result.files.get('guide/intro/index.html')!))).toContain('Next: <a href="/guide/setup">setup</a>, then <a href="/guide/advanced/deep">deep</a>.');
    const outline = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === 'category' ? { [item.label]: outline(item.items) } : item.type === 'link' ? item.label : '…'));
    const sidebars = result.table.sidebars.get('en')!;
    expect([...sidebars.keys()]).toEqual(['start', 'guide']);
    expect(outline(sidebars.get('guide')!)).toEqual(['Ordered by its frontmatter', 'Intro', 'Setup', { 'Advanced topics': ['Deep'] }, 'Last', 'Notes']);
    expect(result.table.versions.get('en')!.mainDocId).toBe('start/hello');
  }, 60_000);
});
