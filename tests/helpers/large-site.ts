// A generated bilingual site with one large sidebar: `count` command pages per locale in one category, beside
// an introduction and a small collapsed category, and a home page. For the tests of what a page carries of a large site.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const pad = (i: number) => String(i).padStart(4, '0');

export async function writeLargeSite(dir: string, count: number): Promise<string> {
  for (const [locale, word] of [['en', 'Command'], ['zh-Hans', '指令']] as const) {
    const docs = path.join(dir, 'docs', locale, 'ref');
    await mkdir(path.join(docs, 'commands'), { recursive: true });
    await mkdir(path.join(docs, 'extras'), { recursive: true });
    await mkdir(path.join(dir, 'pages', locale), { recursive: true });
    await writeFile(path.join(dir, 'pages', locale, 'index.md'), `# Large\n\nSee [the reference](../../docs/${locale}/ref/intro.md).\n`);
    await writeFile(path.join(docs, 'intro.md'), `---\nsidebar_position: 1\n---\n\n# ${word} reference\n\nStart with [the first one](./commands/cmd-0000.md).\n`);
    await writeFile(path.join(docs, 'commands', '_category_.json'), JSON.stringify({ label: `${word}s`, position: 2 }));
    await writeFile(path.join(docs, 'extras', '_category_.json'), JSON.stringify({ label: 'Extras', position: 3 }));
    for (let i = 0; i < 3; i++) await writeFile(path.join(docs, 'extras', `extra-${i}.md`), `# Extra ${i}\n\nMore text.\n`);
    for (let i = 0; i < count; i++) {
      const next = `./cmd-${pad((i + 1) % count)}.md`;
      await writeFile(
        path.join(docs, 'commands', `cmd-${pad(i)}.md`),
        `---\ntitle: ${word} ${pad(i)}\nsidebar_position: ${i}\n---\n\nWhat ${word.toLowerCase()} ${i} does, and [the next one](${next}).\n\n## Syntax\n\n\`\`\`lua\nCmd${i}(1, 2)\n\`\`\`\n`,
      );
    }
  }
  const config = path.join(dir, 'docgen.config.ts');
  await writeFile(
    config,
    `export default {
  title: 'Large',
  url: 'https://large.example.com',
  base: '/large/',
  i18n: { defaultLocale: 'zh-Hans', locales: { 'zh-Hans': { label: '简体中文' }, en: { label: 'English' } } },
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'ref', label: 'Reference' }, { type: 'localeDropdown' }] },
  markdown: { extraLanguages: ['lua'] },
};
`,
  );
  return config;
}
