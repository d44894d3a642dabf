// `docgen serve` dates pages as a build does, asking git once: an edit dates its file by its modification time,
// with no git process, in the page's "Last updated" line and in the sitemap.
import { chmod, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSiteBuilder, type SiteBuilder } from '../../src/render/incremental/site-builder.js';
import { commitFiles, initRepo } from '../helpers/git-repo.js';

let work: string;
let site: string;
let builder: SiteBuilder;
let log: string;
let path0: string | undefined;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-serve-dates-'));
  site = path.join(work, 'site');
  await mkdir(site);
  initRepo(site);
  await commitFiles(
    site,
    {
      'docgen.config.ts': "export default { title: 'Dates', url: 'https://dates.example.com', base: '/d/', docs: { showLastUpdateTime: true }, i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } } };\n",
      'docs/en/guide/intro.md': '# Intro\n\nText.\n',
      'docs/en/guide/other.md': '# Other\n\nText.\n',
    },
    { date: '2026-03-04T10:00:00Z', author: 'Mei' },
  );
  // Every git process the builder starts is logged.
  const bin = path.join(work, 'bin');
  log = path.join(work, 'git.log');
  await mkdir(bin);
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  await writeFile(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${realGit}' "$@"\n`);
  await chmod(path.join(bin, 'git'), 0o755);
  path0 = process.env.PATH;
  process.env.PATH = `${bin}${path.delimiter}${path0}`;
  builder = createSiteBuilder({ configPath: path.join(site, 'docgen.config.ts') });
});

afterAll(async () => {
  process.env.PATH = path0;
  await builder?.dispose();
  await rm(work, { recursive: true, force: true });
});

const gitCalls = async () => (await readFile(log, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean).length;
const lastUpdate = (html: string | undefined) => /<p class="doc-last-update">(.*?)<\/p>/.exec(html ?? '')?.[1]?.replaceAll('<!-- -->', '');

test('the first build asks git once for every file; an edit asks it nothing and dates the file by when it was written', async () => {
  const first = await builder.build();
  expect(lastUpdate(first.snapshot.file('guide/intro/index.html'))).toBe('Last updated on <time dateTime="2026-03-04T10:00:00.000Z">Mar 4, 2026</time>');
  expect(first.snapshot.file('sitemap.xml')).toContain('<loc>https://dates.example.com/d/guide/intro</loc>\n    <lastmod>2026-03-04T10:00:00Z</lastmod>');
  expect(first.snapshot.file('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://dates.example.com/d/sitemap.xml\n');
  const calls = await gitCalls();
  expect(calls).toBe(3);

  const file = path.join(site, 'docs/en/guide/intro.md');
  await writeFile(file, '# Intro\n\nEdited text.\n');
  const written = new Date('2026-04-01T12:30:00Z');
  await utimes(file, written, written);
  const edited = await builder.build({ kinds: new Set(['content']), files: [file] });
  expect(edited.changed).toEqual(['/d/guide/intro']);
  expect(lastUpdate(edited.snapshot.file('guide/intro/index.html'))).toBe('Last updated on <time dateTime="2026-04-01T12:30:00.000Z">Apr 1, 2026</time>');
  expect(lastUpdate(edited.snapshot.file('guide/other/index.html'))).toBe('Last updated on <time dateTime="2026-03-04T10:00:00.000Z">Mar 4, 2026</time>');
  expect(edited.snapshot.file('sitemap.xml')).toContain('<loc>https://dates.example.com/d/guide/intro</loc>\n    <lastmod>2026-04-01T12:30:00Z</lastmod>');
  expect(await gitCalls()).toBe(calls);
});
