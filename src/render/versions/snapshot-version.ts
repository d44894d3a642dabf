// `docgen version <name>`: the current docs of every locale, as they are, become a released version: copied into
// `versioned_docs/version-<name>/<locale>/` (category files included, hidden files left out; the sidebars file,
// if the site has one, as versioned_sidebars/version-<name>-sidebars.json), and the name put
// first in `versions.json`, the list of released versions, newest first, that the site commits. Nothing is
// changed until the copy is whole: it is made in a temporary folder and renamed into place.
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { hiddenPart } from '../content/boundary.js';
import { listFiles } from '../content/scan-content.js';
import { DocgenError } from '../errors.js';
import { readVersions, versionDocsDir, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from './site-versions.js';
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
  if (config.layout === 'docusaurus') {
    throw new DocgenError('version/docusaurus', 'docgen version does not cut versions of a Docusaurus project yet.', {
      file: config.configFile,
      hint: 'Cut it with Docusaurus (docusaurus docs:version <name>): docgen builds every version it keeps.',
    });
  }
  const versionsFile = path.join(config.rootDir, VERSIONS_FILE);
  const versions = await readVersions(versionsFile);
  const folder = versionDocsDir(config, name);
  if (versions.includes(name) || existsSync(folder)) {
    throw new DocgenError('version/exists', `Version ${name} exists already${versions.includes(name) ? ` (${VERSIONS_FILE} lists it)` : `: ${path.relative(config.rootDir, folder)} is there`}.`, {
      file: versions.includes(name) ? versionsFile : folder,
      hint: 'Give the new version another name; to cut it again, remove it from versions.json and delete its folder first.',
    });
  }
  const staging = `${folder}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  let docs = 0;
  try {
    for (const { code } of config.locales) {
      const from = path.join(config.docsDir, code);
      if (!existsSync(from)) continue;
      docs += (await listFiles(from)).filter((file) => /\.mdx?$/.test(file)).length;
      await mkdir(staging, { recursive: true });
      await cp(from, path.join(staging, code), { recursive: true, filter: (source) => hiddenPart(path.relative(from, source)) === undefined });
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
    await rename(staging, folder);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const next = [name, ...versions];
  await writeFile(`${versionsFile}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
  await rename(`${versionsFile}.tmp`, versionsFile);
  return { folder, docs, versions: next };
}
