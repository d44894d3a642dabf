// The docs plugin's versions options held against what docgen does with versions.json: the same is taken without
// a word, anything else is named at its line with what the site does instead.
import { describe, expect, test } from 'vitest';
import { validateConfig } from '../../../src/render/config/load-config.js';
import { fromDocusaurus } from '../../../src/render/docusaurus/from-docusaurus.js';

const FILE = '/site/docusaurus.config.js';

/** A config whose classic preset has these docs options, mapped as a project with `released` in versions.json. */
function mapped(docs: object, released: string[]) {
  const site = { title: 'Kit', url: 'https://kit.example.com', presets: [['classic', { docs }]] };
  const source = `module.exports = ${JSON.stringify(site, null, 2)};\n`;
  const result = fromDocusaurus(site, FILE, source, [], {}, released);
  const lineOf = (text: string) => {
    expect(source).toContain(text);
    return source.slice(0, source.indexOf(text)).split('\n').length;
  };
  return { ...result, lineOf, warned: result.warnings.map((w) => [w.line, w.message]) };
}

describe('the versions options of a versioned project', () => {
  test("options that ask for what docgen does are taken: the latest release at the root, Next's label, path and banner, a badge or none", () => {
    const { config, warned } = mapped(
      {
        lastVersion: '2.0',
        includeCurrentVersion: true,
        disableVersioning: false,
        onlyIncludeVersions: ['1.0', 'current', '2.0'],
        versions: {
          current: { label: 'Canary', path: 'next', banner: 'unreleased' },
          '2.0': { label: '2.0', path: '/', banner: 'none', badge: false, noIndex: false },
          '1.0': { path: '1.0', banner: 'unmaintained', badge: true },
        },
      },
      ['2.0', '1.0'],
    );
    expect(warned).toEqual([]);
    expect(config.docs).toEqual({ routeBasePath: 'docs', versionLabel: 'Canary', hideVersionBadge: ['2.0'] });
    expect(() => validateConfig(config, FILE)).not.toThrow();
  });

  test('options that ask for anything else are named at their lines, saying what the site does', () => {
    const { config, warned, lineOf } = mapped(
      {
        lastVersion: 'current',
        includeCurrentVersion: false,
        onlyIncludeVersions: ['current', '2.0'],
        disableVersioning: true,
        versions: {
          current: { label: 'Canary', path: 'canary', banner: 'none' },
          '2.0': { label: 'v2 (stable)', badge: 'always' },
          '1.0': { banner: 'unreleased', noIndex: true, className: 'docs-old' },
          '0.9': { label: 'Ancient' },
        },
      },
      ['2.0', '1.0'],
    );
    expect(config.docs).toEqual({ routeBasePath: 'docs', versionLabel: 'Canary' });
    const what = (option: string, does: string) => `"presets.docs.${option}": docgen does not support this option yet; ${does}.`;
    expect(warned).toEqual([
      [lineOf('"lastVersion"'), what('lastVersion', 'docgen serves version 2.0 at the docs root')],
      [lineOf('"includeCurrentVersion"'), what('includeCurrentVersion', 'the current docs are built too')],
      [lineOf('"onlyIncludeVersions"'), what('onlyIncludeVersions', 'every version is built, version 1.0 too')],
      [lineOf('"disableVersioning"'), what('disableVersioning', 'the versions versions.json lists are built too')],
      [lineOf('"path": "canary"'), what('versions.current.path', 'docgen serves the current docs at <docs>/next/')],
      [lineOf('"banner": "none"'), what('versions.current.banner', 'its pages show the unreleased banner')],
      [lineOf('"label": "v2 (stable)"'), what('versions.2.0.label', 'docgen labels a released version by its name')],
      [lineOf('"badge": "always"'), what('versions.2.0.badge', 'it is left out')],
      [lineOf('"banner": "unreleased"'), what('versions.1.0.banner', 'its pages show the unmaintained banner')],
      [lineOf('"noIndex": true'), what('versions.1.0.noIndex', "its pages carry no noindex tag (they are left out of the sitemap and name the latest version's page as canonical)")],
      [lineOf('"className"'), what('versions.1.0.className', 'it is left out')],
      [lineOf('"0.9"'), '"presets.docs.versions": the site has no version "0.9" (it has current, 2.0, 1.0); its options are left out.'],
    ]);
  });
});

describe('the versions options of a project without released versions', () => {
  test('the current docs are the latest, at the docs root without a banner: asking for that is taken, for /next/ named', () => {
    const { config, warned, lineOf } = mapped({ lastVersion: 'current', disableVersioning: true, versions: { current: { label: 'Main', path: 'next', banner: 'unreleased', noIndex: true } } }, []);
    expect(config.docs).toEqual({ routeBasePath: 'docs', versionLabel: 'Main' });
    const what = (option: string, does: string) => `"presets.docs.versions.current.${option}": docgen does not support this option yet; ${does}.`;
    expect(warned).toEqual([
      [lineOf('"path"'), what('path', 'docgen serves the current docs at the docs root')],
      [lineOf('"banner"'), what('banner', 'its pages show no banner')],
      [lineOf('"noIndex"'), what('noIndex', 'its pages are indexed and in the sitemap')],
    ]);
  });
});
