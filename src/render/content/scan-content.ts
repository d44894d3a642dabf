// Reads the content folders into memory: docs and category files per locale, and standalone pages.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { SiteConfig } from '../config/site-config.js';
import { DocgenError } from '../errors.js';

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

/** `read` lets the dev server reuse the text of files that did not change since its last scan. */
export async function scanContent(config: SiteConfig, read: (absPath: string) => string = (file) => readFileSync(file, 'utf8')): Promise<ContentScan> {
  const scan: ContentScan = { docs: [], categories: [], pages: [] };
  for (const { code } of config.locales) {
    const docsRoot = path.join(config.docsDir, code);
    for (const rel of await listFiles(docsRoot)) {
      const absPath = path.join(docsRoot, rel);
      const base = path.posix.basename(rel);
      if (CATEGORY_FILES.includes(base)) {
        scan.categories.push(await readCategory(code, path.posix.dirname(rel), absPath));
      } else if (rel.endsWith('.md') && !isPrivate(rel)) {
        scan.docs.push({ locale: code, relPath: rel, absPath, text: read(absPath) });
      }
    }
    const pagesRoot = path.join(config.pagesDir, code);
    for (const rel of await listFiles(pagesRoot)) {
      if (!/\.(md|tsx)$/.test(rel) || isPrivate(rel)) continue;
      const absPath = path.join(pagesRoot, rel);
      scan.pages.push({ locale: code, relPath: rel, absPath, text: read(absPath) });
    }
  }
  return scan;
}

/** Files and folders starting with '_' are partials and components, never routes. */
function isPrivate(rel: string): boolean {
  return rel.split('/').some((part) => part.startsWith('_'));
}

/** All files under a folder, as sorted posix paths relative to it; [] when the folder is missing. */
export async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
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
