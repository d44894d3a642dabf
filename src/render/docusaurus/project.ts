// A Docusaurus project: a folder with a docusaurus.config file, which docgen builds as it is.
import { existsSync } from 'node:fs';
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
