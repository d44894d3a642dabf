// `docgen check-links` on fixture sites: every kind of problem, in both locales, reported grouped by file.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { runBuild } from '../../src/cli/build-command.js';
import { runCheckLinks, type CheckLinksOptions } from '../../src/cli/check-links-command.js';
import { repoRoot } from '../helpers/fixtures.js';

const fixture = (name: string) => path.join(repoRoot, 'tests/fixtures', name);

/** Runs the command as the CLI would, from inside the fixture, so the report's paths are short and stable. */
async function checkLinks(name: string, options: Partial<CheckLinksOptions> = {}) {
  let out = '';
  let err = '';
  const sink = (write: (s: string) => void) => new Writable({ write: (chunk, _enc, done) => (write(String(chunk)), done()) });
  const code = await runCheckLinks(
    { config: 'docgen.config.ts', format: 'text', cache: false, ...options },
    { out: sink((s) => (out += s)), err: sink((s) => (err += s)), cwd: fixture(name) },
  );
  return { code, out, err };
}

describe('docgen check-links', () => {
  test('reports every broken route, .md link, anchor and static file in both locales and React pages, grouped by file, with suggestions', async () => {
    const { code, out } = await checkLinks('check-links');
    expect(code).toBe(1);
    expect(out).toMatchInlineSnapshot(`
      "docgen.config.ts
        docgen.config.ts:12:30  error  broken link "/changelog" → /site/changelog

      docs/en/guide/intro.md
        docs/en/guide/intro.md:7:5  error  broken link "/guide/instal" → /site/guide/instal
            did you mean /site/guide/install?
        docs/en/guide/intro.md:7:44  warning  broken markdown link "./instal.md" → docs/en/guide/instal.md
            did you mean ./install.md?
        docs/en/guide/intro.md:9:5  warning  broken anchor "./install.md#requirement" → /site/guide/install#requirement
            did you mean ./install.md#requirements?
        docs/en/guide/intro.md:11:104  error  broken link "/img/logo.png" → /site/img/logo.png
            did you mean /site/img/logo.svg?
        docs/en/guide/intro.md:13:35  warning  broken anchor "#introductoin" → /site/guide/intro#introductoin
            did you mean #introduction?
        docs/en/guide/intro.md:15:9  error  broken image "./arm.png" → docs/en/guide/arm.png
        docs/en/guide/intro.md:15:88  error  broken image "/img/logo.png" → /site/img/logo.png
            did you mean /site/img/logo.svg?
        docs/en/guide/intro.md:17:64  error  broken image "/img/logo.svg" → /img/logo.svg
            did you mean /site/img/logo.svg?
        docs/en/guide/intro.md:17:119  error  broken image "/site/img/gone.png" → /site/img/gone.png

      docs/zh-Hans/guide/intro.md
        docs/zh-Hans/guide/intro.md:7:27  error  broken link "/guide/setup" → /site/guide/setup

      pages/en/index.tsx
        pages/en/index.tsx:7:56  error  broken link "/site/guide/intro-old" → /site/guide/intro-old

      Checked 26 links in 5 files: 9 errors and 3 warnings in 4 files.
      "
    `);
  });

  test('an encoded or raw CJK anchor, <a name>, an explicit {#id}, a static file and an ignored pattern are not reported', async () => {
    const { out } = await checkLinks('check-links');
    expect(out).not.toContain('%E7%AB%A0');
    expect(out).not.toContain('章节-1');
    expect(out).not.toContain('legacy-anchor');
    expect(out).not.toContain('#upgrading');
    expect(out).not.toContain('/api/generated/');
    expect(out).not.toMatch(/intro\.md:11:\d+ .*"\/img\/logo\.svg"/);
    expect(out).not.toContain('elsewhere');
  });

  test('the navbar is checked once for the whole site, at its place in the config', async () => {
    const { out } = await checkLinks('check-links');
    expect(out.match(/"\/changelog"/g)).toHaveLength(1);
    expect(out).toContain('docgen.config.ts:12:30  error  broken link "/changelog" → /site/changelog');
  });

  test('--format json: one entry per problem with relative paths, for CI annotations', async () => {
    const { code, out } = await checkLinks('check-links', { format: 'json' });
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchInlineSnapshot(`
      {
        "checked": {
          "files": 5,
          "links": 26,
        },
        "errors": 9,
        "ok": false,
        "problems": [
          {
            "column": 5,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-link",
            "line": 7,
            "link": "/guide/instal",
            "page": "/site/guide/intro",
            "resolved": "/site/guide/instal",
            "severity": "error",
            "suggestion": "/site/guide/install",
          },
          {
            "column": 44,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-markdown-link",
            "line": 7,
            "link": "./instal.md",
            "page": "/site/guide/intro",
            "resolved": "docs/en/guide/instal.md",
            "severity": "warning",
            "suggestion": "./install.md",
          },
          {
            "column": 5,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-anchor",
            "line": 9,
            "link": "./install.md#requirement",
            "page": "/site/guide/intro",
            "resolved": "/site/guide/install#requirement",
            "severity": "warning",
            "suggestion": "./install.md#requirements",
          },
          {
            "column": 104,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-link",
            "line": 11,
            "link": "/img/logo.png",
            "page": "/site/guide/intro",
            "resolved": "/site/img/logo.png",
            "severity": "error",
            "suggestion": "/site/img/logo.svg",
          },
          {
            "column": 35,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-anchor",
            "line": 13,
            "link": "#introductoin",
            "page": "/site/guide/intro",
            "resolved": "/site/guide/intro#introductoin",
            "severity": "warning",
            "suggestion": "#introduction",
          },
          {
            "column": 64,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-link",
            "line": 17,
            "link": "/img/logo.svg",
            "page": "/site/guide/intro",
            "resolved": "/img/logo.svg",
            "severity": "error",
            "suggestion": "/site/img/logo.svg",
          },
          {
            "column": 119,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-link",
            "line": 17,
            "link": "/site/img/gone.png",
            "page": "/site/guide/intro",
            "resolved": "/site/img/gone.png",
            "severity": "error",
            "suggestion": null,
          },
          {
            "column": 9,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-link",
            "line": 15,
            "link": "./arm.png",
            "page": "/site/guide/intro",
            "resolved": "docs/en/guide/arm.png",
            "severity": "error",
            "suggestion": null,
          },
          {
            "column": 88,
            "file": "docs/en/guide/intro.md",
            "kind": "broken-link",
            "line": 15,
            "link": "/img/logo.png",
            "page": "/site/guide/intro",
            "resolved": "/site/img/logo.png",
            "severity": "error",
            "suggestion": "/site/img/logo.svg",
          },
          {
            "column": 27,
            "file": "docs/zh-Hans/guide/intro.md",
            "kind": "broken-link",
            "line": 7,
            "link": "/guide/setup",
            "page": "/site/zh/guide/intro",
            "resolved": "/site/guide/setup",
            "severity": "error",
            "suggestion": null,
          },
          {
            "column": 56,
            "file": "pages/en/index.tsx",
            "kind": "broken-link",
            "line": 7,
            "link": "/site/guide/intro-old",
            "page": "/site/",
            "resolved": "/site/guide/intro-old",
            "severity": "error",
            "suggestion": null,
          },
          {
            "column": 30,
            "file": "docgen.config.ts",
            "kind": "broken-link",
            "line": 12,
            "link": "/changelog",
            "page": "/site/",
            "resolved": "/site/changelog",
            "severity": "error",
            "suggestion": null,
          },
        ],
        "warnings": 3,
      }
    `);
  });

  test('warnings alone pass; --strict fails them', async () => {
    const lenient = await checkLinks('check-links-warn');
    expect(lenient.code).toBe(0);
    expect(lenient.out).toMatchInlineSnapshot(`
      "docgen.config.ts
        docgen.config.ts:9:44  warning  broken link "/changelog" → /warn/changelog

      docs/en/guide/one.md
        docs/en/guide/one.md:3:7  warning  broken anchor "./two.md#second-part" → /warn/guide/two#second-part

      Checked 3 links in 4 files: 0 errors and 2 warnings in 2 files.
      "
    `);
    const strict = await checkLinks('check-links-warn', { strict: true });
    expect(strict.code).toBe(1);
    expect(strict.out).toContain('Checked 3 links in 4 files: 2 errors and 0 warnings in 2 files.');
    expect(strict.out).not.toMatch(/\bwarning\b/);
  });

  test('--dir checks a built site: navbar links once, not once per page', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'docgen-links-'));
    try {
      const stderr = process.stderr.write;
      process.stderr.write = () => true;
      try {
        expect(await runBuild({ config: path.join(fixture('check-links-warn'), 'docgen.config.ts'), out, cache: false })).toBe(0);
      } finally {
        process.stderr.write = stderr;
      }
      const result = await checkLinks('check-links-warn', { dir: out });
      expect(result.code).toBe(0);
      // Positions and the link count depend on the theme's markup; they are checked against the files below.
      const report = result.out.replaceAll(out, '<build>').replace(/:\d+:\d+ /g, ':<line>:<col> ').replace(/Checked \d+ links/, 'Checked <n> links');
      expect(report).toMatchInlineSnapshot(`
        "<build>/404.html
          <build>/404.html:<line>:<col>  warning  broken link "/warn/" → /warn/
          <build>/404.html:<line>:<col>  warning  broken link "/warn/changelog" → /warn/changelog

        <build>/guide/one/index.html
          <build>/guide/one/index.html:<line>:<col>  warning  broken anchor "/warn/guide/two#second-part" → /warn/guide/two#second-part

        Checked <n> links in 5 files: 0 errors and 3 warnings in 2 files.
        "
      `);
      const json = await checkLinks('check-links-warn', { dir: out, format: 'json' });
      const problems = JSON.parse(json.out).problems as { file: string; line: number; column: number; link: string }[];
      expect(problems).toHaveLength(3);
      for (const problem of problems) {
        const line = (await readFile(problem.file, 'utf8')).split('\n')[problem.line - 1]!;
        expect(line.slice(problem.column - 1)).toMatch(new RegExp(`^<a [^>]*href="${problem.link}"`));
      }
      expect(report.match(/"\/warn\/changelog"/g)).toHaveLength(1);
      expect((await checkLinks('check-links-warn', { dir: out, strict: true })).code).toBe(1);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  test('docgen build prints the same report and fails on the same links', async () => {
    let printed = '';
    const stderr = process.stderr.write;
    process.stderr.write = (chunk: string | Uint8Array) => ((printed += String(chunk)), true);
    try {
      expect(await runBuild({ config: path.join(fixture('check-links'), 'docgen.config.ts'), out: path.join(tmpdir(), 'docgen-never-written'), cache: false })).toBe(1);
    } finally {
      process.stderr.write = stderr;
    }
    let report = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((report += String(chunk)), done()) });
    await runCheckLinks({ config: path.join(fixture('check-links'), 'docgen.config.ts'), format: 'text', cache: false }, { out: sink });
    expect(report).toContain('9 errors and 3 warnings');
    expect(printed).toContain(report);
  });

  test('a site that cannot be read fails with the reason', async () => {
    const { code, err } = await checkLinks('bad-frontmatter');
    expect(code).toBe(1);
    expect(err).toContain('docs/en/guide/a.md:3  Frontmatter key "sidebar_position" is invalid');
  });

  test('an unknown --format is a usage error', async () => {
    const { code, err } = await checkLinks('check-links', { format: 'xml' });
    expect(code).toBe(2);
    expect(err).toContain('--format must be "text" or "json"');
  });
});
