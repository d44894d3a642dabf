// What a page of a large site carries does not grow with the site, and an edit of one page rewrites that page
// and the few files shared by its locale, never every page.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { writeSite } from '../../src/render/emit/write-site.js';
import { repoRoot } from '../helpers/fixtures.js';
import { writeLargeSite } from '../helpers/large-site.js';
import { localeData } from '../helpers/shared-data.js';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-large-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

test('a page of a 480-command sidebar weighs what it weighs in a 120-command one; the whole sidebar is shared', async () => {
  const sizes = async (count: number) => {
    const result = await buildSite({ configPath: await writeLargeSite(path.join(work, `site-${count}`), count) });
    const bytes = (file: string) => Buffer.byteLength(outputContent(result.files.get(file)!));
    const whole = localeData(result, 'en').sidebars.ref!;
    expect(JSON.stringify(whole)).toContain('cmd-0119'); // every link is in the locale's shared data
    expect(result.files.has('en/ref/commands/cmd-0060/page-data.json')).toBe(false); // client navigation reads the HTML
    return bytes('en/ref/commands/cmd-0060/index.html');
  };
  const [small, large] = [await sizes(120), await sizes(480)];
  expect(large).toBeLessThan(small * 1.05);
  expect(large).toBeLessThan(30_000);
}, 120_000);

test('an edit of one page rewrites that page, its locale search index and the shared files that name it', async () => {
  const config = await writeLargeSite(path.join(work, 'edited'), 150);
  const out = path.join(work, 'edited-build');
  const manifestFile = path.join(work, 'edited-manifest.json');
  await writeSite((await buildSite({ configPath: config })).files, out, { manifestFile });
  const doc = path.join(work, 'edited/docs/en/ref/commands/cmd-0042.md');
  await writeFile(doc, (await readFile(doc, 'utf8')).replace('What command 42 does', 'What command 42 really does'));
  const stats = await writeSite((await buildSite({ configPath: config })).files, out, { manifestFile });
  // Its HTML and its markdown copy, the locale's search index, the locale's data naming the index, the locale's
  // llms.txt (which describes the page by its first words) and llms-full.txt, the manifest.
  expect(stats.written).toBe(7);
  expect(await readFile(path.join(out, 'en/ref/commands/cmd-0042.md'), 'utf8')).toContain('really does');
  expect(await readFile(path.join(out, 'en/ref/commands/cmd-0042/index.html'), 'utf8')).toContain('really does');
}, 120_000);
