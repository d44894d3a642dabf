// Reads the content folders into memory: docs and category files per locale, and standalone pages.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import { outsideSiteError, realPlace, siteRoots } from './boundary.js';
import { readSourceText } from './read-text.js';

export interface SourceFile {
  locale: string;
  /** Posix path relative to the locale folder: 'tutorials/Examples/grip.md'. */
  relPath: string;
  absPath: string;
  text: string;
}

export interface CategoryMeta {
  locale: string;
  /** Posix folder path relative to the locale folder: 'tutorials/Examples'. */
  dir: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
}

export interface ContentScan {
  docs: SourceFile[];
  categories: CategoryMeta[];
  /** Markdown (.md) and component (.tsx) pages under pages/<locale>/. */
  pages: SourceFile[];
}

const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
});

const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/**
 * `read` lets the dev server reuse the text of files that did not change since its last scan. Every file that
 * cannot be read as text is reported before failing.
 */
export async function scanContent(config: SiteConfig, read: (absPath: string) => string = readSourceText): Promise<ContentScan> {
  const scan: ContentScan = { docs: [], categories: [], pages: [] };
  const errors: DocgenError[] = [];
  const roots = siteRoots(config);
  const source = (locale: string, relPath: string, absPath: string): SourceFile[] => {
    try {
      return [{ locale, relPath, absPath, text: read(absPath) }];
    } catch (error) {
      if (!(error instanceof DocgenError)) throw error;
      errors.push(error);
      return [];
    }
  };
  for (const { code } of config.locales) {
    const docsRoot = path.join(config.docsDir, code);
    for (const rel of await listFiles(docsRoot, { roots })) {
      const absPath = path.join(docsRoot, rel);
      const base = path.posix.basename(rel);
      if (CATEGORY_FILES.includes(base)) {
        scan.categories.push(await readCategory(code, path.posix.dirname(rel), absPath));
      } else if (rel.endsWith('.md') && !isPrivate(rel)) {
        scan.docs.push(...source(code, rel, absPath));
      }
    }
    const pagesRoot = path.join(config.pagesDir, code);
    for (const rel of await listFiles(pagesRoot, { roots })) {
      if (!/\.(md|tsx)$/.test(rel) || isPrivate(rel)) continue;
      scan.pages.push(...source(code, rel, path.join(pagesRoot, rel)));
    }
  }
  if (errors.length) throw new DocgenErrors(errors);
  return scan;
}

/** Files and folders starting with '_' are partials and components, never routes. */
function isPrivate(rel: string): boolean {
  return rel.split('/').some((part) => part.startsWith('_'));
}

export interface ListOptions {
  /** Real paths a symlink may lead into (content/boundary.ts); without them, symlinks are not followed. */
  roots?: string[];
  /** Hidden names that are still listed (in the static folder: `.well-known/`, `.nojekyll`). */
  keepHidden?: (name: string) => boolean;
  /** What is left out, and why: nothing is dropped silently. */
  onSkipped?: (rel: string, reason: 'hidden' | 'symlinked-folder') => void;
}

/**
 * All files under a folder, as sorted posix paths relative to it; [] when the folder is missing. Hidden files
 * and folders are left out; a symlink to a file inside the roots is listed, one leading outside them is an error.
 */
export async function listFiles(root: string, options: ListOptions = {}): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const abs = path.join(entry.parentPath, entry.name);
    const rel = path.relative(root, abs).split(path.sep).join('/');
    const hidden = rel.split('/').find((part) => part.startsWith('.'));
    if (hidden !== undefined) {
      if (!options.keepHidden?.(hidden)) {
        // Reported once, at the hidden name itself, not for every file under a hidden folder.
        if (hidden === entry.name) options.onSkipped?.(rel, 'hidden');
        continue;
      }
    }
    if (entry.isFile()) files.push(rel);
    else if (entry.isSymbolicLink() && options.roots) {
      const target = realPlace(abs, options.roots);
      if (target === undefined) throw outsideSiteError(`The symlink ${rel}`, realpathSync(abs), { file: abs });
      // A link to a hidden file is as hidden as the file.
      const hiddenTarget = target.split(path.sep).find((part) => part.startsWith('.'));
      if (hiddenTarget !== undefined && !options.keepHidden?.(hiddenTarget)) options.onSkipped?.(rel, 'hidden');
      else if (statSync(abs).isDirectory()) options.onSkipped?.(rel, 'symlinked-folder');
      else files.push(rel);
    }
  }
  return files.sort();
}

async function readCategory(locale: string, dir: string, file: string): Promise<CategoryMeta> {
  const text = await readFile(file, 'utf8');
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (cause) {
    throw new DocgenError('category/syntax', `Cannot parse category file: ${(cause as Error).message}`, { file, cause });
  }
  const result = categorySchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new DocgenError('category/invalid', `Invalid category file: ${issue.path.join('.') || 'root'}: ${issue.message}.`, {
      file,
      hint: 'Allowed keys: label (string), position (number), collapsed (boolean), collapsible (boolean).',
    });
  }
  return { locale, dir, ...result.data };
}
