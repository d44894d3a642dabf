// A Docusaurus config's `stylesheets`, `scripts` and `headTags` as docgen's headTags: the tags Docusaurus puts in
// every page's head, attributes as written.
import { ATTRIBUTE_NAME, HEAD_TAG_NAMES } from '../config/schema.js';
import { isObject } from './options.js';

export type HeadTag = { tagName: string; attributes: Record<string, string | boolean>; innerHTML?: string };

const WRITTEN = new Set<string>(HEAD_TAG_NAMES);

/** Each entry of the option as a tag; one docgen cannot write is told to `skip` (its index, and why). */
export function headTagsOf(key: 'stylesheets' | 'scripts' | 'headTags', option: unknown, skip: (index: number, what: string) => void): HeadTag[] {
  const tags: HeadTag[] = [];
  for (const [index, entry] of (Array.isArray(option) ? option : [option]).entries()) {
    const tag = tagOf(key, entry);
    if (tag && WRITTEN.has(tag.tagName) && Object.keys(tag.attributes).every((name) => ATTRIBUTE_NAME.test(name))) tags.push(tag);
    else skip(index, `docgen writes ${key === 'headTags' ? `${HEAD_TAG_NAMES.join(', ')} tags with plain attributes` : `a ${key === 'scripts' ? 'script' : 'stylesheet'} given as a URL or an object of attributes`} only; it is left out`);
  }
  return tags;
}

/** KaTeX's stylesheet, which the math plugins need: docgen's math (markdown.math) brings its own copy of it. */
export const isKatexStylesheet = (tag: HeadTag) => tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' && /katex/i.test(String(tag.attributes.href ?? ''));

function tagOf(key: 'stylesheets' | 'scripts' | 'headTags', entry: unknown): HeadTag | undefined {
  if (key === 'headTags') {
    if (!isObject(entry) || typeof entry.tagName !== 'string') return undefined;
    const innerHTML = typeof entry.innerHTML === 'string' ? { innerHTML: entry.innerHTML } : {};
    return { tagName: entry.tagName, attributes: attributesOf(entry.attributes), ...innerHTML };
  }
  const [tagName, url] = key === 'scripts' ? (['script', 'src'] as const) : (['link', 'href'] as const);
  const base: Record<string, string> = key === 'stylesheets' ? { rel: 'stylesheet' } : {};
  if (typeof entry === 'string') return { tagName, attributes: { ...base, [url]: entry } };
  if (!isObject(entry) || typeof entry[url] !== 'string') return undefined;
  return { tagName, attributes: { ...base, ...attributesOf(entry) } };
}

/** Strings and booleans as written; numbers as text; anything else left out. */
function attributesOf(value: unknown): Record<string, string | boolean> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([name, given]) => (typeof given === 'string' || typeof given === 'boolean' ? [[name, given]] : typeof given === 'number' ? [[name, String(given)]] : [])));
}
