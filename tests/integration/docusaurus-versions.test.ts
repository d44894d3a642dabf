// A versioned Docusaurus 3 project built as it is (tests/fixtures/docusaurus-versions): versions.json with two
// releases, their versioned_docs and versioned_sidebars, the current docs as Next, a Chinese translation of a
// release and of Next with their sidebar labels, a version menu, and files with Windows line endings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../src/render/build.js';
import { outputContent } from '../../src/render/emit/output-file.js';
import { repoRoot } from '../helpers/fixtures.js';

const fixture = path.join(repoRoot, 'tests/fixtures/docusaurus-versions');
const configFile = path.join(fixture, 'docusaurus.config.js');
const configText = readFileSync(configFile, 'utf8');
const lineOf = (text: string) => configText.slice(0, configText.indexOf(text)).split('\n').length;

let result: BuildResult;
const html = (file: string) => {
  const content = result.files.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return Buffer.from(outputContent(content)).toString();
};
/** The text of the page's markdown, between its tags. */
const body = (file: string) => /<div class="markdown">(.*?)<\/div><nav class="pagination"/s.exec(html(file))?.[1] ?? '';
/** The sidebar's category labels and links, in order. */
const sidebar = (file: string) => {
  const nav = /<nav class="doc-sidebar"[^>]*>(.*?)<\/nav>/s.exec(html(file))?.[1] ?? '';
  return [...nav.matchAll(/<button[^>]*class="sidebar-category-label"[^>]*>([^<]+)<\/button>|<a[^>]* href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => (m[1] ? `[${m[1]}]` : `${m[3]} ${m[2]}`));
};
/** The version menu's entries: [href, label, active]. */
const versionMenu = (file: string) => {
  const menu = /<details class="navbar-dropdown version-dropdown">(.*?)<\/details>/s.exec(html(file))?.[1] ?? '';
  return [...menu.matchAll(/<li><a href="([^"]+)"([^>]*)>([^<]+)<\/a><\/li>/g)].map((m) => [m[1], m[3], m[2]!.includes('aria-current')]);
};
const banner = (file: string) => /<div class="banner banner-version ([\w-]+)" role="note">(.*?)<\/div>/s.exec(html(file))?.slice(1).map((part) => part.replaceAll('<!-- -->', '')) ?? [];
const canonical = (file: string) => /<link rel="canonical" href="([^"]+)">/.exec(html(file))?.[1];

beforeAll(async () => {
  result = await buildSite({ configPath: configFile });
}, 120_000);

describe('a versioned Docusaurus project', () => {
  test('the latest release at /docs/, the older one under /docs/1.0/, the current docs under /docs/next/, in both locales', () => {
    expect(body('docs/intro/index.html')).toContain('Version 2.0 added closed-loop grip force.');
    expect(body('docs/1.0/intro/index.html')).toContain('Armature 1.0 drives a six-axis arm and a pneumatic gripper.');
    expect(body('docs/next/intro/index.html')).toContain('This is the next release');
    expect(body('zh/docs/intro/index.html')).toContain('2.0 版新增了闭环夹持力控制。'); // i18n/zh/…/version-2.0/
    expect(body('zh/docs/next/intro/index.html')).toContain('下一版新增了'); // i18n/zh/…/current/
    // 1.0 has no translation: its pages show the English text, in Chinese chrome, at the Chinese URL.
    expect(body('zh/docs/1.0/intro/index.html')).toContain('Armature 1.0 drives');
    expect(html('zh/docs/1.0/intro/index.html')).toContain('banner-fallback');
    expect([...result.files.keys()].filter((file) => /^docs\/(next\/|1\.0\/)?[\w/]+\/index\.html$/.test(file) && !file.includes('/category/')).sort()).toEqual([
      'docs/1.0/gripper/valves/index.html',
      'docs/1.0/intro/index.html',
      'docs/1.0/setup/install/index.html',
      'docs/1.0/setup/wiring/index.html',
      'docs/intro/index.html',
      'docs/motion/jog/index.html',
      'docs/next/intro/index.html',
      'docs/next/motion/jog/index.html',
      'docs/next/motion/trajectories/index.html',
      'docs/next/setup/calibrate/index.html',
      'docs/next/setup/install/index.html',
      'docs/setup/calibrate/index.html',
      'docs/setup/install/index.html',
    ]);
  });

  test('a doc of the current docs only is under /docs/next/ alone; the menu there leads to the landing doc of the other versions', () => {
    expect(body('docs/next/motion/trajectories/index.html')).toContain('a trajectory blends waypoints');
    expect(result.files.has('zh/docs/next/motion/trajectories/index.html')).toBe(true);
    for (const file of ['docs/motion/trajectories/index.html', 'docs/1.0/motion/trajectories/index.html', 'zh/docs/motion/trajectories/index.html']) expect(result.files.has(file), file).toBe(false);
    expect(versionMenu('docs/next/motion/trajectories/index.html')).toEqual([
      ['/docs/next/motion/trajectories', 'Canary', true],
      ['/docs/intro', '2.0', false],
      ['/docs/1.0/intro', '1.0', false],
    ]);
  });

  test("each version's sidebar is its own: versioned_sidebars for the releases, sidebars.js for Next", () => {
    expect(sidebar('docs/1.0/intro/index.html')).toEqual([
      'Introduction /docs/1.0/intro',
      '[Setup]',
      'Install /docs/1.0/setup/install',
      'Wire the valves /docs/1.0/setup/wiring',
      '[Pneumatic gripper]',
      'Valve timing /docs/1.0/gripper/valves',
    ]);
    expect(sidebar('docs/intro/index.html')).toEqual([
      'Introduction /docs/intro',
      '[Setup]',
      'Install /docs/setup/install',
      'Calibrate /docs/setup/calibrate',
      '[Motion]',
      'Jog the arm /docs/motion/jog',
    ]);
    expect(sidebar('docs/next/intro/index.html')).toEqual([
      'Introduction /docs/next/intro',
      '[Setup]',
      'Install /docs/next/setup/install',
      'Calibrate /docs/next/setup/calibrate',
      '[Motion]',
      'Jog the arm /docs/next/motion/jog',
      'Trajectories /docs/next/motion/trajectories',
    ]);
  });

  test("a translation's sidebar labels are its version's: version-2.0.json for 2.0, current.json for Next", () => {
    expect(sidebar('zh/docs/intro/index.html').filter((entry) => entry.startsWith('['))).toEqual(['[安装与校准]', '[运动]']);
    expect(sidebar('zh/docs/next/intro/index.html').filter((entry) => entry.startsWith('['))).toEqual(['[安装]', '[运动控制]']);
    // 1.0 has no version-1.0.json: its labels stay as versioned_sidebars writes them.
    expect(sidebar('zh/docs/1.0/intro/index.html').filter((entry) => entry.startsWith('['))).toEqual(['[Setup]', '[Pneumatic gripper]']);
  });

  test("the version menu lists every version with its label, the page's version active, each entry the same doc in that version", () => {
    expect(versionMenu('docs/1.0/setup/install/index.html')).toEqual([
      ['/docs/next/setup/install', 'Canary', false], // versions.current.label
      ['/docs/setup/install', '2.0', false],
      ['/docs/1.0/setup/install', '1.0', true],
    ]);
    // In Chinese, Next's label is current.json's version.label.
    expect(versionMenu('zh/docs/setup/calibrate/index.html')).toEqual([
      ['/zh/docs/next/setup/calibrate', '金丝雀', false],
      ['/zh/docs/setup/calibrate', '2.0', true],
      ['/zh/docs/1.0/intro', '1.0', false], // 1.0 has no calibration page: its landing doc
    ]);
    expect(html('zh/docs/next/intro/index.html')).toMatch(/<summary aria-label="版本: 金丝雀">金丝雀<svg class="icon icon-chevronDown navbar-dropdown-caret"[^>]*>.*?<\/svg><\/summary>/);
  });

  test('Next and the old release carry a banner leading to the latest release; the latest carries none', () => {
    expect(banner('docs/next/setup/calibrate/index.html')).toEqual([
      'banner-version-unreleased',
      'This is unreleased documentation for Armature Canary. For up-to-date documentation, see the <a href="/docs/setup/calibrate">latest version (2.0)</a>',
    ]);
    expect(banner('docs/1.0/setup/install/index.html')).toEqual([
      'banner-version-unmaintained',
      'This is documentation for Armature 1.0, which is no longer actively maintained. For up-to-date documentation, see the <a href="/docs/setup/install">latest version (2.0)</a>',
    ]);
    expect(banner('zh/docs/next/intro/index.html')).toEqual(['banner-version-unreleased', '此为 Armature 金丝雀 版尚未发行的文档。 如需最新的文档，请参阅 <a href="/zh/docs/intro">最新版本（2.0）</a>']);
    expect(banner('docs/setup/install/index.html')).toEqual([]);
  });

  test("each version's docs show its badge but 2.0's, whose options say badge: false", () => {
    const badge = (file: string) => /<span class="version-badge theme-doc-version-badge">([^<]*)<\/span>/.exec(html(file))?.[1];
    expect(badge('docs/next/setup/calibrate/index.html')).toBe('Version: Canary');
    expect(badge('docs/1.0/setup/install/index.html')).toBe('Version: 1.0'); // labelled by its name (its own label is named)
    expect(badge('zh/docs/next/intro/index.html')).toBe('版本：金丝雀');
    expect(badge('docs/setup/install/index.html')).toBeUndefined();
  });

  test("an old release's page names the latest one's as canonical and is left out of the sitemap; Next and the latest are their own", () => {
    expect(canonical('docs/1.0/setup/install/index.html')).toBe('https://armature.example.com/docs/setup/install');
    expect(canonical('zh/docs/1.0/intro/index.html')).toBe('https://armature.example.com/zh/docs/intro');
    expect(canonical('docs/next/setup/install/index.html')).toBe('https://armature.example.com/docs/next/setup/install');
    expect(canonical('docs/setup/install/index.html')).toBe('https://armature.example.com/docs/setup/install');
    const sitemap = html('sitemap.xml');
    expect(sitemap).toContain('<loc>https://armature.example.com/docs/next/intro</loc>');
    expect(sitemap).not.toContain('/docs/1.0/');
  });

  test("a link in 1.0 resolves inside 1.0, to a doc the others have and to one only 1.0 has; Next's links stay in Next", () => {
    const install = body('docs/1.0/setup/install/index.html');
    expect(install).toContain('<a href="/docs/1.0/setup/wiring">wire the valves</a>');
    expect(install).toContain('<a href="/docs/1.0/intro">introduction</a>');
    expect(body('zh/docs/1.0/setup/install/index.html')).toContain('<a href="/zh/docs/1.0/intro">introduction</a>');
    expect(body('docs/next/setup/calibrate/index.html')).toContain('<a href="/docs/next/motion/jog#jog-keys">jog the arm</a>');
    expect(body('docs/setup/calibrate/index.html')).toContain('<a href="/docs/motion/jog#jog-keys">jog the arm</a>');
  });

  test("an absolute link to a markdown file (/setup/install.md) is the doc in the page's own version and language, as Docusaurus resolves it", () => {
    expect(body('docs/1.0/gripper/valves/index.html')).toContain('<a href="/docs/1.0/setup/install">the controller is installed</a>');
    expect(body('zh/docs/1.0/gripper/valves/index.html')).toContain('<a href="/zh/docs/1.0/setup/install">the controller is installed</a>');
    // The same text in 2.0 and Next: each version's link is its own.
    expect(body('docs/setup/install/index.html')).toContain('<a href="/docs/motion/jog#jog-keys">the jog keys</a>');
    expect(body('docs/next/setup/install/index.html')).toContain('<a href="/docs/next/motion/jog#jog-keys">the jog keys</a>');
    expect(body('zh/docs/intro/index.html')).toContain('<a href="/zh/docs/setup/install">安装控制器</a>');
  });
});

describe('files with Windows line endings', () => {
  const crlf = ['docs/setup/calibrate.md', 'docs/motion/trajectories.md', 'versioned_docs/version-2.0/setup/calibrate.md', 'versioned_docs/version-1.0/setup/install.md', 'i18n/zh/docusaurus-plugin-content-docs/current/setup/calibrate.md'];

  test('are in the fixture as CRLF (.gitattributes keeps them)', () => {
    for (const file of crlf) {
      const text = readFileSync(path.join(fixture, file), 'utf8');
      expect(text.split('\r\n').length, file).toBe(text.split('\n').length);
    }
  });

  test('render their frontmatter, admonitions, code title, highlighted line and custom heading id', () => {
    for (const [file, heading, warning] of [
      ['docs/setup/calibrate/index.html', 'Run the calibration', 'Keep clear'],
      ['docs/next/setup/calibrate/index.html', 'Run the calibration', 'Keep clear'],
      ['zh/docs/next/setup/calibrate/index.html', '运行校准', '请远离'],
    ] as const) {
      const page = html(file);
      const text = body(file);
      expect(page, file).toContain(file.startsWith('zh/') ? '<title>校准关节 | Armature</title>' : '<title>Calibrate the joints | Armature</title>');
      expect(text, file).toContain(`<div class="admonition admonition-warning"><div class="admonition-heading">${warning}</div>`);
      expect(text, file).toContain('<div class="admonition admonition-tip">');
      expect(text, file).toContain('<div class="code-block-title">calibrate.py</div>');
      expect(text, file).toMatch(/<span class="line highlighted">(?:(?!<span class="line).)*calibrate\(/s);
      expect(text.match(/class="line highlighted"/g), file).toHaveLength(1);
      expect(text, file).toContain(`<h2 id="run-calibration">${heading}<a class="hash-link" href="#run-calibration"`);
      for (const raw of [':::', '{#run-calibration}', 'title="calibrate.py"', '{3}', 'sidebar_label', '\r']) expect(text, `${file}: ${raw}`).not.toContain(raw);
    }
    expect(html('docs/next/motion/trajectories/index.html')).toContain('<meta name="description" content="Blend waypoints into one smooth move.">');
    expect(body('docs/1.0/setup/install/index.html')).toContain('<div class="admonition admonition-note"><div class="admonition-heading">Note</div>');
  });
});

describe("a versioned project's warnings", () => {
  test('name exactly the options docgen does not do, at their lines; the versions options it does the same way are taken', () => {
    expect(result.warnings.map((w) => [w.code, w.file, w.line, w.message])).toEqual([
      ['docusaurus/unsupported', configFile, lineOf("'1.0': {"), '"presets.docs.versions.1.0.label": docgen does not support this option yet; docgen labels a released version by its name.'],
      ['docusaurus/unsupported', configFile, lineOf("'1.0': {"), expect.stringMatching(/^"presets\.docs\.versions\.1\.0\.noIndex": docgen does not support this option yet; its pages carry no noindex tag/)],
      ['docusaurus/unsupported', configFile, lineOf('dropdownItemsAfter'), '"themeConfig.navbar.items.dropdownItemsAfter": docgen does not support this option yet; the menu lists the docs versions only.'],
    ]);
  });
});
