// A Docusaurus project: a folder with a docusaurus.config file, which docgen builds as it is.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export function isDocusaurusConfig(file: string): boolean {
  return DOCUSAURUS_CONFIGS.includes(path.basename(file));
}

/** The Docusaurus config of the project in `dir`, if it is one. */
export function docusaurusConfigIn(dir: string): string | undefined {
  return DOCUSAURUS_CONFIGS.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}

/**
 * The Docusaurus version a project builds with, as [major, minor]: the one installed in it, else the one its
 * package.json asks for (`^3.4.0` → 3.4); undefined when neither says.
 */
export function docusaurusVersion(dir: string): [major: number, minor: number] | undefined {
  const read = (file: string): Record<string, unknown> | undefined => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const installed = read(path.join(dir, 'node_modules/@docusaurus/core/package.json'))?.version;
  const manifest = read(path.join(dir, 'package.json'));
  const asked = [manifest?.dependencies, manifest?.devDependencies].map((deps) => (deps as Record<string, unknown> | undefined)?.['@docusaurus/core']).find((range) => typeof range === 'string');
  const version = /(\d+)\.(\d+)/.exec(String(installed ?? asked ?? ''));
  return version ? [Number(version[1]), Number(version[2])] : undefined;
}
