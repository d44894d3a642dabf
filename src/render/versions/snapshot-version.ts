// `docgen version <name>`: the current docs of every locale, as they are, become a released version: copied into
// the version's folder of each locale (`versioned_docs/version-<name>/<locale>/`; in a Docusaurus project, as
// `docusaurus docs:version` does it, `versioned_docs/version-<name>/` for the default locale and
// `i18n/<locale>/docusaurus-plugin-content-docs/version-<name>/` for a translation), category files included and
// hidden files left out; the sidebars file, if the site has one, as versioned_sidebars/version-<name>-sidebars.json;
// and the name put first in `versions.json`, the list of released versions, newest first, that the site commits.
// Nothing is changed until every copy is whole: each is made in a temporary folder beside its place, and renamed
// into place once all are.
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { hiddenPart } from '../content/boundary.js';
import { listFiles } from '../content/scan-content.js';
import { DocgenError } from '../errors.js';
import { docsFolder } from '../content/layout.js';
import { CURRENT, readVersions, versionDocsDir, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from './site-versions.js';
import { evaluateModule } from '../docusaurus/evaluate-config.js';

/** Names a version may not have: the current docs' own, and what would not be one URL segment. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const RESERVED = new Set(['current', 'next']);

export interface SnapshotResult {
  folder: string;
  docs: number;
  versions: string[];
}

export async function snapshotVersion(config: SiteConfig, name: string): Promise<SnapshotResult> {
  if (!NAME.test(name) || RESERVED.has(name.toLowerCase())) {
    throw new DocgenError('version/name', `"${name}" cannot be a version name.`, {
      hint: 'A version is named like "3.2" or "2024-06": letters, digits, ".", "-" and "_", one URL segment, and not "current" or "next" (the unreleased docs).',
    });
  }
  const versionsFile = path.join(config.rootDir, VERSIONS_FILE);
  const versions = await readVersions(versionsFile);
  // Each locale's current docs and the version's folder for them; a locale without docs is left out.
  const copies = config.locales.map(({ code }) => ({ from: docsFolder(config, CURRENT, code), to: docsFolder(config, name, code) })).filter(({ from }) => existsSync(from));
  const folder = versionDocsDir(config, name);
  const taken = versions.includes(name) ? versionsFile : [folder, ...copies.map(({ to }) => to)].find((place) => existsSync(place));
  if (taken) {
    throw new DocgenError('version/exists', `Version ${name} exists already${taken === versionsFile ? ` (${VERSIONS_FILE} lists it)` : `: ${path.relative(config.rootDir, taken)} is there`}.`, {
      file: taken,
      hint: 'Give the new version another name; to cut it again, remove it from versions.json and delete its folders first.',
    });
  }
  const staging = (to: string) => `${to}.staging-${process.pid}`;
  let docs = 0;
  try {
    for (const { from, to } of copies) {
      docs += (await listFiles(from)).filter((file) => /\.mdx?$/.test(file)).length;
      await rm(staging(to), { recursive: true, force: true });
      await mkdir(path.dirname(to), { recursive: true });
      await cp(from, staging(to), { recursive: true, filter: (source) => hiddenPart(path.relative(from, source)) === undefined });
    }
    if (docs === 0) throw new DocgenError('version/no-docs', `There are no docs to keep as version ${name}.`, { file: config.docsDir });
    // A site with a sidebars file keeps the version's sidebars as they are now, as Docusaurus does.
    if (config.docs.sidebarPath) {
      const { value } = await evaluateModule(path.resolve(config.rootDir, config.docs.sidebarPath));
      const sidebars = path.join(config.rootDir, VERSIONED_SIDEBARS_DIR, `version-${name}-sidebars.json`);
      await mkdir(path.dirname(sidebars), { recursive: true });
      await writeFile(`${sidebars}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
      await rename(`${sidebars}.tmp`, sidebars);
    }
    for (const { to } of copies) await rename(staging(to), to);
  } finally {
    for (const { to } of copies) await rm(staging(to), { recursive: true, force: true });
  }
  const next = [name, ...versions];
  await writeFile(`${versionsFile}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
  await rename(`${versionsFile}.tmp`, versionsFile);
  return { folder, docs, versions: next };
}
