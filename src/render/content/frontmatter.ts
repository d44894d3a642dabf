// Splits a markdown file into frontmatter and body, parsing YAML safely and validating Docusaurus keys.
import { CST, LineCounter, Parser, parseDocument, isMap, isScalar, type Pair } from 'yaml';
import { z } from 'zod';
import type { ContentLayout } from './layout.js';
import { DocgenError } from '../errors.js';
import { closest } from '../suggest.js';

const docIdRef = z.union([z.string(), z.null()]);

/** No path may climb out of its folder: `.` and `..` segments are refused. */
const noDotSegments = (value: string) => !value.split('/').some((segment) => segment === '.' || segment === '..');

export const frontmatterSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[^/\\]+$/, 'must be a file name, without "/" or "\\"')
    .refine(noDotSegments, 'must not be "." or ".."')
    .optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z
    .string()
    .refine((slug) => !slug.includes('\\'), 'must not contain "\\"')
    .refine(noDotSegments, 'must not contain "." or ".." segments: a page cannot be placed outside the site')
    .optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  pagination_prev: docIdRef.optional(),
  pagination_next: docIdRef.optional(),
  /** The doc's label in the previous/next links of the docs around it. */
  pagination_label: z.string().optional(),
  /** The image shared links show (`og:image`): a URL, or a path under the site's base. */
  image: z.string().optional(),
  /** No title heading for a title given only in the frontmatter. */
  hide_title: z.boolean().optional(),
  /** A class on the doc's sidebar link. */
  sidebar_class_name: z.string().optional(),
  /** The page's "Edit this page" link instead of the one `editUrl` makes; null: none. */
  custom_edit_url: z.string().nullable().optional(),
  /** When and by whom the page was last updated, instead of what git says (shown when the site shows it). */
  last_update: z
    .strictObject({
      date: z
        .union([z.string(), z.date()])
        .refine((date) => !Number.isNaN(new Date(date).getTime()), 'must be a date such as 2026-03-04')
        .transform((date) => new Date(date).toISOString())
        .optional(),
      author: z.string().optional(),
    })
    .optional(),
  // Accepted so that Docusaurus docs move over unchanged; docgen does not use them, and says so (UNUSED_KEYS).
  tags: z.array(z.unknown()).optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
});

/** Doc frontmatter keys docgen accepts but does not use, and what a writer should know about each. */
export const UNUSED_KEYS: Partial<Record<keyof z.input<typeof frontmatterSchema>, string>> = {
  tags: 'docgen has no tag pages for docs (blog posts have them)',
  sidebar_custom_props: 'the sidebar has no custom components to read them',
  displayed_sidebar: 'a doc shows the sidebar of its own top folder',
};

export type Frontmatter = z.output<typeof frontmatterSchema>;

/**
 * A Docusaurus project's doc frontmatter: Docusaurus keeps keys it does not know (custom components read them),
 * so docgen takes them too, and names each (unknownFrontmatterKeys) instead of failing.
 */
export const looseFrontmatterSchema = frontmatterSchema.loose();

/** Text YAML may read as a number (`title: 360`). */
const text = z.union([z.string(), z.number()]).transform(String);

/**
 * An author of a blog post: the id of an entry of the locale's authors.yml, or written out in the post (with
 * Docusaurus's spelling `imageURL` of the picture too).
 */
const postAuthor = z.union([
  z.string().min(1),
  z
    .strictObject({ name: text.pipe(z.string().min(1)), title: text.optional(), url: z.url().optional(), image_url: z.string().optional(), imageURL: z.string().optional(), email: z.email().optional(), socials: z.record(z.string(), z.string()).optional() })
    .transform(({ imageURL, ...author }) => ({ ...author, image_url: author.image_url ?? imageURL })),
]);

/**
 * Keys of Docusaurus 2 that Docusaurus 3 reads nothing of, so a project's files keep them without a word: naming
 * them would say nothing about the site (one project had `original_id` in 131 docs).
 */
const DOCUSAURUS_IGNORED_KEYS = new Set(['original_id']);

/**
 * The keys of a frontmatter (read with a loose schema) that `schema` does not know, each with a known key close to
 * it; those Docusaurus ignores too are not among them.
 */
export function unknownFrontmatterKeys(frontmatter: object, schema: z.ZodObject): { key: string; near?: string }[] {
  const allowed = Object.keys(schema.shape);
  return Object.keys(frontmatter)
    .filter((key) => !allowed.includes(key) && !DOCUSAURUS_IGNORED_KEYS.has(key))
    .map((key) => ({ key, near: closest(key, allowed) }));
}

/** A blog post's frontmatter: a doc's, with its authors and date (Docusaurus's blog keys). */
export const postFrontmatterSchema = frontmatterSchema.extend({
  authors: z.union([postAuthor, z.array(postAuthor)]).optional(),
  /** 'YYYY-MM-DD' or a full ISO date; default: the date the file name starts with. */
  date: z
    .string()
    .refine((date) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(date) && !Number.isNaN(Date.parse(date)), 'must be a date written YYYY-MM-DD')
    .optional(),
  tags: z.array(z.string().min(1)).optional(),
});

export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;

/** A Docusaurus project's post frontmatter: unknown keys are taken and named, as for docs. */
export const loosePostFrontmatterSchema = postFrontmatterSchema.loose();

/** The doc and post frontmatter schemas of a site: strict for docgen's own, loose for a Docusaurus project's. */
export function frontmatterSchemas(layout: ContentLayout): { doc: typeof frontmatterSchema; post: typeof postFrontmatterSchema } {
  return layout === 'docusaurus' ? { doc: looseFrontmatterSchema, post: loosePostFrontmatterSchema } : { doc: frontmatterSchema, post: postFrontmatterSchema };
}

export interface ParsedSource {
  frontmatter: Frontmatter;
  /** The body with the frontmatter blanked out, so that line numbers stay those of the file. */
  body: string;
}

const FENCE = /^---([a-z]*)[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const OPENING = /^---[a-z]*[ \t]*\r?\n/;

/**
 * Validated frontmatter by its YAML text. Parsing YAML is the slowest part of reading thousands of docs (the dev
 * server re-reads every doc on each rebuild), and the same text always gives the same frontmatter, so results
 * are kept for the process and between builds (cache/frontmatter-cache.ts). Only successes are kept: an error
 * is reported again, with its file. The results are shared and must not be modified.
 */
export const validatedYaml = new Map<string, Frontmatter>();
/** The YAML texts met since the last call to `takeUsedYaml`: what is worth keeping for the next build. */
let usedYaml = new Set<string>();

export function takeUsedYaml(): Set<string> {
  const used = usedYaml;
  usedYaml = new Set();
  return used;
}

export function parseFrontmatter(source: string, file: string): ParsedSource;
export function parseFrontmatter<S extends z.ZodObject>(source: string, file: string, schema: S): { frontmatter: z.output<S>; body: string };
export function parseFrontmatter(source: string, file: string, schema: z.ZodObject = frontmatterSchema): { frontmatter: Record<string, unknown>; body: string } {
  // Only docs' frontmatter is kept by its text: a post's is checked against other keys.
  const cached = schema === frontmatterSchema;
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const match = FENCE.exec(text);
  if (!match) {
    if (OPENING.test(text)) {
      throw new DocgenError('frontmatter/unclosed', 'The frontmatter opened on line 1 is never closed.', {
        file,
        line: 1,
        hint: 'End it with a line holding only "---". (To start a page with a horizontal rule, put a blank line or text before it.)',
      });
    }
    return { frontmatter: {}, body: text };
  }
  const [whole, lang, yamlText] = match as unknown as [string, string, string];
  if (lang !== '' && lang !== 'yaml') {
    throw new DocgenError('frontmatter/language', `Frontmatter "---${lang}" is not supported: frontmatter is YAML and is never executed.`, {
      file,
      line: 1,
      hint: 'Start the file with a plain "---" line and write the frontmatter as YAML.',
    });
  }
  const lineCount = whole.split('\n').length - (whole.endsWith('\n') ? 1 : 0);
  const body = '\n'.repeat(lineCount) + text.slice(whole.length);
  if (cached) usedYaml.add(yamlText);
  const known = cached ? validatedYaml.get(yamlText) : undefined;
  if (known) return { frontmatter: known, body };
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const position = lineCounter.linePos(yamlError.code === 'MISSING_CHAR' ? unclosedScalarStart(yamlText, yamlError.pos[0]) : yamlError.pos[0]);
    throw new DocgenError('frontmatter/yaml', `Invalid YAML in frontmatter: ${yamlError.message.split('\n')[0]}`, {
      file,
      // The YAML starts on the file's second line.
      line: position.line + 1,
      column: position.col,
      hint: 'Quote values that contain ":" or start with a special character.',
    });
  }
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch (cause) {
    // `yaml` refuses documents whose aliases would expand without bound (a "billion laughs").
    throw new DocgenError('frontmatter/yaml', `Invalid YAML in frontmatter: ${(cause as Error).message}.`, {
      file,
      line: 2,
      hint: 'Write the values out instead of repeating them through aliases (*name).',
      cause,
    });
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocgenError('frontmatter/shape', 'Frontmatter must be a YAML mapping of keys to values.', { file, line: 2 });
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? '');
    const line = keyLine(doc.contents, key, lineCounter);
    const allowed = Object.keys(schema.shape);
    const near = issue.code === 'unrecognized_keys' ? closest(key, allowed) : undefined;
    const message =
      issue.code === 'unrecognized_keys'
        ? `Unknown frontmatter key "${key}".${near ? ` Did you mean "${near}"?` : ''}`
        : `Frontmatter key "${key}" is invalid: ${issue.message}.`;
    throw new DocgenError('frontmatter/invalid', message, {
      file,
      line: line === undefined ? 2 : line + 1,
      hint: issue.code === 'unrecognized_keys' ? `Allowed keys: ${allowed.join(', ')}.` : issue.code === 'custom' ? undefined : `Expected ${expectation(schema, key)}.`,
    });
  }
  if (cached) validatedYaml.set(yamlText, result.data as Frontmatter);
  return { frontmatter: result.data as Record<string, unknown>, body };
}

/**
 * Where a quoted value that is never closed starts: `yaml` reports the end of the document, while the writer
 * needs the line of the opening quote.
 */
function unclosedScalarStart(yamlText: string, errorOffset: number): number {
  let start = errorOffset;
  for (const token of new Parser().parse(yamlText)) {
    if (token.type !== 'document') continue;
    CST.visit(token, (item) => {
      for (const part of [item.key, item.value]) {
        if ((part?.type === 'double-quoted-scalar' || part?.type === 'single-quoted-scalar') && part.offset <= errorOffset && errorOffset <= part.offset + part.source.length) {
          start = part.offset;
        }
      }
    });
  }
  return start;
}

/** The line of a top-level frontmatter key in a file's text (1-based), to point at a value checked later. */
export function frontmatterKeyLine(text: string, key: string): number | undefined {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  if (!OPENING.test(`${lines[0]}\n`)) return undefined;
  for (let i = 1; i < lines.length && !/^---[ \t]*$/.test(lines[i]!); i++) {
    if (lines[i]!.startsWith(`${key}:`)) return i + 1;
  }
  return undefined;
}

function keyLine(contents: unknown, key: string, lineCounter: LineCounter): number | undefined {
  if (!isMap(contents)) return undefined;
  const pair = contents.items.find((item: Pair) => isScalar(item.key) && String(item.key.value) === key);
  const offset = (pair?.key as { range?: [number, number] } | undefined)?.range?.[0];
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}

function expectation(object: z.ZodObject, key: string): string {
  const schema = (object.shape as Record<string, z.ZodType>)[key];
  const type = schema?.def.type === 'optional' ? (schema.def as unknown as { innerType: z.ZodType }).innerType.def.type : schema?.def.type;
  return type ? `a ${type}` : 'a value of the documented type';
}
