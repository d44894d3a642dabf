// A locale's blog folder besides its posts: `authors.yml` (who writes) and `tags.yml` (what posts are about),
// validated once when the folder is scanned, with the file and line of what is wrong.
import { readFile } from 'node:fs/promises';
import { LineCounter, parseDocument, isMap, isScalar, type Pair } from 'yaml';
import { z } from 'zod';
import { DocgenError } from '../errors.js';

export interface AuthorInfo {
  name: string;
  title?: string;
  url?: string;
  image_url?: string;
  /** Docusaurus's `imageURL`, the same as image_url. */
  imageURL?: string;
  email?: string;
  /** Profiles elsewhere by site ('github', 'x', 'linkedin'…): a handle or a URL. */
  socials?: Record<string, string>;
  /**
   * Whether the author has a page listing their posts, as Docusaurus asks (`page: true`, or the page's path under
   * the blog's authors); docgen's own sites give every author one.
   */
  page?: boolean | { permalink: string };
  description?: string;
}

export interface TagInfo {
  label: string;
  description?: string;
}

export interface BlogFiles {
  locale: string;
  /** The locale's blog folder, where its authors.yml and tags.yml are looked for. */
  folder: string;
  authors: Record<string, AuthorInfo>;
  tags: Record<string, TagInfo>;
  /** Where each was read from, for errors about an id a post names. */
  authorsFile?: string;
  tagsFile?: string;
}

const ID = /^[a-z0-9][a-z0-9_-]*$/i;

const authorSchema = z.strictObject({
  name: z.string().min(1),
  title: z.string().optional(),
  url: z.url().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.email().optional(),
  socials: z.record(z.string(), z.string()).optional(),
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string().regex(/^\/?[A-Za-z0-9._-]+\/?$/, 'must be one path segment') })]).optional(),
  description: z.string().optional(),
});

const tagSchema = z.strictObject({
  label: z.string().min(1),
  description: z.string().optional(),
});

export const AUTHORS_FILE = 'authors.yml';
export const TAGS_FILE = 'tags.yml';

export async function readAuthors(file: string): Promise<Record<string, AuthorInfo>> {
  return readEntries(file, authorSchema, 'author', 'name (text), title (text), url (an https URL), image_url or imageURL (a path or URL), email, socials (site: handle or URL), page (true, or { permalink }), description (text)');
}

export async function readTags(file: string): Promise<Record<string, TagInfo>> {
  return readEntries(file, tagSchema, 'tag', 'label (text), description (text)');
}

/** A YAML mapping of ids to entries, each checked against `schema`. */
async function readEntries<T>(file: string, schema: z.ZodType<T>, what: string, keys: string): Promise<Record<string, T>> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(await readFile(file, 'utf8'), { lineCounter, prettyErrors: false, uniqueKeys: true });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const { line, col } = lineCounter.linePos(yamlError.pos[0]);
    throw new DocgenError('blog/yaml', `Invalid YAML: ${yamlError.message.split('\n')[0]}`, { file, line, column: col });
  }
  if (doc.contents === null) return {};
  if (!isMap(doc.contents)) throw new DocgenError('blog/shape', `The file must map each ${what} id to its entry.`, { file, line: 1 });
  const entries: Record<string, T> = {};
  for (const pair of doc.contents.items as Pair[]) {
    const id = isScalar(pair.key) ? String(pair.key.value) : '';
    const line = lineCounter.linePos((pair.key as { range?: [number, number] }).range?.[0] ?? 0).line;
    if (!ID.test(id)) {
      throw new DocgenError('blog/id', `"${id}" is not a valid ${what} id.`, { file, line, hint: 'Ids are letters, digits, "-" and "_", as posts name them.' });
    }
    const result = schema.safeParse((pair.value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? pair.value);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const at = issue.path.length ? `"${issue.path.join('.')}"` : 'the entry';
      throw new DocgenError('blog/invalid', `The ${what} "${id}" is invalid: ${at} ${issue.code === 'unrecognized_keys' ? `is not a known key (${issue.keys.join(', ')})` : issue.message}.`, {
        file,
        line,
        hint: `Each ${what} has: ${keys}.`,
      });
    }
    entries[id] = result.data;
  }
  return entries;
}
