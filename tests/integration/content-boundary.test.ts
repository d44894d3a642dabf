// Content that names things it should not: files outside the site, script links, odd file names, hidden static
// files. Each builds a copy of the basic fixture with one addition.
import { cp, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveStatic } from '../../src/cli/serve/static-server.js';
import { runBuild } from '../../src/cli/build-command.js';
import { buildSite } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { DocgenErrors, type DocgenError } from '../../src/render/errors.js';
import { fixtureConfig, repoRoot } from '../helpers/fixtures.js';

let work: string;
let outside: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(repoRoot, 'tests/fixtures/.tmp-boundary-'));
  outside = path.join(await mkdtemp(path.join(tmpdir(), 'docgen-outside-')), 'secret.txt');
  await writeFile(outside, 'TOP SECRET');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await rm(path.dirname(outside), { recursive: true, force: true });
});

/** A fresh copy of the basic fixture with `files` added (path → text, or a symlink target as `{ link }`). */
async function site(name: string, files: Record<string, string | { link: string }>): Promise<string> {
  const dir = path.join(work, name);
  await cp(path.dirname(fixtureConfig('basic')), dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    if (typeof content === 'string') await writeFile(path.join(dir, file), content);
    else await symlink(content.link, path.join(dir, file));
  }
  return path.join(dir, 'docgen.config.ts');
}

async function buildErrors(config: string): Promise<DocgenError[]> {
  const error = await buildSite({ configPath: config }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof DocgenErrors) return error.errors;
  if (error) return [error as DocgenError];
  throw new Error('expected the build to fail');
}

describe('nothing outside the site folder is published', () => {
  test('an image by a relative path out of the site fails the build at its line', async () => {
    const config = await site('image-out', { 'docs/en/guide/leak.md': `# Leak\n\n![x](${path.relative(path.join(work, 'image-out/docs/en/guide'), outside)})\n` });
    const [error] = await buildErrors(config);
    expect([error!.code, path.basename(error!.file!), error!.line]).toEqual(['content/outside-site', 'leak.md', 3]);
  });

  test('a doc that is a symlink to a file outside the site fails the build', async () => {
    const config = await site('doc-link-out', { 'docs/en/guide/linked.md': { link: outside } });
    const [error] = await buildErrors(config);
    expect(error!.code).toBe('content/outside-site');
    expect(error!.message).toContain('The symlink guide/linked.md is outside the site folder');
  });

  test('a static file that is a symlink out of the site fails the build', async () => {
    const config = await site('static-link-out', { 'static/secret.txt': { link: outside } });
    const [error] = await buildErrors(config);
    expect(error!.code).toBe('content/outside-site');
  });

  test('a static symlink to a file elsewhere in the site is published; one to a hidden file is not', async () => {
    const config = await site('static-links', {
      'static/.env': 'TOKEN=1',
      'static/env.txt': { link: '.env' },
      'static/logo-copy.svg': { link: '../docs/en/guide/logo.svg' },
      'docs/en/guide/logo.svg': '<svg/>',
    });
    const result = await buildSite({ configPath: config });
    const files = [...result.files.keys()];
    expect(files).toContain('logo-copy.svg');
    expect(files).not.toContain('env.txt');
    expect(result.warnings.map((w) => w.message)).toContain('Not published: 2 hidden files or folders in the static folder (.env, env.txt).');
  });

  test('a static folder that is a symlink out of the site fails the build, unless the config names it', async () => {
    const elsewhere = path.dirname(outside);
    const config = await site('static-folder-out', {});
    await rm(path.join(path.dirname(config), 'static'), { recursive: true });
    await symlink(elsewhere, path.join(path.dirname(config), 'static'));
    const [error] = await buildErrors(config);
    expect(error!.code).toBe('content/outside-site');
    expect(error!.message).toContain('The static folder leads outside the site folder');
    expect(error!.hint).toContain(`staticDir: '${await realpath(elsewhere)}'`);
  });

  test('a hidden file is never published: below .well-known/, or as an image inside the site', async () => {
    const config = await site('hidden-deep', { 'static/.well-known/.env': 'TOKEN=1', 'static/.well-known/security.txt': 'Contact: x', 'docs/en/guide/show.md': '# Show\n\n![x](../../../.env)\n', '.env': 'TOKEN=2' });
    const [error] = await buildErrors(config);
    expect([error!.code, path.basename(error!.file!), error!.line]).toEqual(['content/hidden-file', 'show.md', 3]);
    await rm(path.join(path.dirname(config), 'docs/en/guide/show.md'));
    const files = [...(await buildSite({ configPath: config })).files.keys()];
    expect(files).toContain('.well-known/security.txt');
    expect(files).not.toContain('.well-known/.env');
  });

  test('a symlink to nothing is named, not a crash', async () => {
    const config = await site('dangling', { 'static/gone.txt': { link: 'nothing-here.txt' }, 'docs/en/guide/gone.md': { link: 'nothing.md' } });
    const result = await buildSite({ configPath: config });
    expect(result.warnings.map((w) => w.message)).toEqual(expect.arrayContaining(['Not published: gone.txt is a symlink to nothing.', 'Not published: guide/gone.md is a symlink to nothing.']));
  });

  test('hidden static files are not published, and the build says so', async () => {
    const config = await site('hidden', { 'static/.env': 'TOKEN=1', 'static/.git/config': '[core]', 'static/.nojekyll': '', 'static/.well-known/security.txt': 'Contact: x' });
    const result = await buildSite({ configPath: config });
    const files = [...result.files.keys()];
    expect(files).toContain('.nojekyll');
    expect(files).toContain('.well-known/security.txt');
    expect(files.filter((f) => f.includes('.env') || f.includes('.git'))).toEqual([]);
    expect(result.warnings.map((w) => w.message)).toContain('Not published: 2 hidden files or folders in the static folder (.env, .git).');
  });
});

describe('slugs, ids and file names', () => {
  test('a slug climbing out of the site and an id ".." are errors at their lines', async () => {
    const config = await site('climb', {
      'docs/en/guide/up.md': '---\ntitle: Up\nslug: ../../../../outside\n---\n# Up\n',
      'docs/en/guide/dots.md': '---\nid: ".."\n---\n# Dots\n',
    });
    const errors = await buildErrors(config);
    expect(errors.map((e) => [e.code, path.basename(e.file!), e.line])).toEqual([
      ['frontmatter/invalid', 'dots.md', 2],
      ['frontmatter/invalid', 'up.md', 3],
    ]);
  });

  test('file names with spaces, "#", "?" and Chinese get encoded URLs that a static host serves', async () => {
    const config = await site('names', {
      'docs/zh-Hans/guide/a b#1?.md': '# Odd name\n\nSee [the intro](./intro.md).\n',
      'docs/zh-Hans/guide/机械臂.md': '# 机械臂\n\nSee [the odd one](./a%20b%231%3F.md).\n',
    });
    const result = await buildSite({ configPath: config });
    expect(result.files.has('guide/a b#1?/index.html')).toBe(true);
    expect(result.files.has('guide/机械臂/index.html')).toBe(true);
    const arm = String(outputContent(result.files.get('guide/机械臂/index.html')!));
    expect(arm).toContain('href="/docs-site/guide/a%20b%231%3F"');
    expect(arm).toContain('href="/docs-site/guide/%E6%9C%BA%E6%A2%B0%E8%87%82"');

    const out = path.join(work, 'names-out');
    const write = process.stderr.write;
    process.stderr.write = () => true;
    try {
      expect(await runBuild({ config, out, cache: false })).toBe(0);
    } finally {
      process.stderr.write = write;
    }
    const server = await serveStatic({ dir: out, base: '/docs-site/', localePrefixes: ['en/'] });
    try {
      for (const target of ['guide/a%20b%231%3F', 'guide/%E6%9C%BA%E6%A2%B0%E8%87%82']) {
        const response = await fetch(new URL(target, server.url));
        expect(response.status, target).toBe(200);
      }
    } finally {
      await server.close();
    }
  });
});

describe('links that run script', () => {
  test('are published without their target, and each is a warning with its line', async () => {
    const config = await site('script', { 'docs/en/guide/evil.md': '# Evil\n\n[click](javascript:alert(1))\n\n<a href="JAVASCRIPT:alert(2)">raw</a>\n' });
    const result = await buildSite({ configPath: config });
    const html = String(outputContent(result.files.get('en/guide/evil/index.html')!));
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(result.warnings.filter((w) => w.file?.endsWith('evil.md')).map((w) => w.line)).toEqual([3, 5]);
  });
});
