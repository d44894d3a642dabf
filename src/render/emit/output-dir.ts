// Refuses an output folder that a build would destroy something in: the whole output folder is replaced by
// every build, so it must hold nothing but a previous output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { isBelow, realPath } from '../content/boundary.js';
import { DocgenError } from '../errors.js';
import { isDocgenOutput } from './recover-output.js';

/**
 * Throws unless `outDir` can be replaced by a build of this site: not the site folder, not a folder holding
 * sources or inside one, not a file, and either missing, empty or a previous docgen output.
 */
export function checkOutputDir(outDir: string, config: SiteConfig): void {
  const target = path.resolve(outDir);
  const real = realPath(target);
  const shown = path.relative(process.cwd(), target) || '.';
  const refuse = (code: string, why: string, hint: string) => {
    throw new DocgenError(`output/${code}`, `Refusing to write the site to ${shown}/: ${why}`, { hint });
  };
  const otherFolder = 'Choose another output folder with --out, such as "build".';
  const sources = [
    { dir: config.rootDir, what: 'the site folder' },
    { dir: config.docsDir, what: 'the docs folder' },
    { dir: config.pagesDir, what: 'the pages folder' },
    { dir: config.staticDir, what: 'the static folder' },
  ].map((source) => ({ ...source, real: realPath(source.dir) }));
  for (const source of sources) {
    if (real === source.real) refuse('holds-sources', `it is ${source.what} (${source.dir}), and a build replaces the whole output folder.`, otherFolder);
    if (isBelow(source.real, real)) refuse('holds-sources', `it holds ${source.what} (${source.dir}), and a build replaces the whole output folder.`, otherFolder);
  }
  for (const source of sources.slice(1)) {
    if (isBelow(real, source.real)) refuse('inside-sources', `it is inside ${source.what} (${source.dir}), whose files are read as content.`, otherFolder);
  }
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory()) refuse('not-a-folder', 'it is a file.', `${otherFolder} docgen never overwrites a file with the site.`);
  if (readdirSync(target).length === 0 || isDocgenOutput(target)) return;
  refuse(
    'not-docgen',
    'it is a folder that holds other files than a docgen output, and a build replaces the whole output folder.',
    `${otherFolder} To use this folder, empty it first.`,
  );
}
