// A doc compiled for one docs version, made into the same doc of another version without compiling it again:
// the two differ only in the files their `.md` links name (each in its own version's folder) and in the
// URLs those links resolve to. Whatever cannot be told apart that way is refused, and that page compiles itself.
import type { CacheEntry, CompileDeps } from '../cache/markdown-cache.js';
import type { CollectedLink } from '../markdown/context.js';
import { MARKDOWN_FILE } from '../markdown/plugins/remark-links.js';

/** The other version's page, as its own compile would see it. */
export interface SharingTarget {
  /** The file a link that names `file` in the compiled page names in this page. */
  file(file: string): string;
  /** The URL of the doc at that file, as this page's links resolve it; undefined when no doc has it. */
  resolve(file: string): string | undefined;
}

export interface SharedPage {
  /** The entry of the page, its dependencies its own; its body is still the compiled page's (see `html`). */
  entry: CacheEntry;
  /** The page's HTML: the compiled page's with its doc links pointing into this page's version. */
  html: string;
  /** Its markdown copy (src/render/llms/), its links moved the same way. */
  markdown?: string;
}

/** A page's markdown copy, whose links are absolute: under `origin`. */
export interface SharedMarkdown {
  text: string;
  origin: string;
  /** The compiled page's URL and this page's: a link to an anchor of the page itself names the page's URL too. */
  page: [from: string, to: string];
}

/** The compiled page `entry` (whose body is `html`) as the target's, or undefined when it must be compiled. */
export function shareCompiled(entry: CacheEntry, html: string, target: SharingTarget, markdown?: SharedMarkdown): SharedPage | undefined {
  // An image is copied from the version's own folder, where it may differ: keep it simple and compile such a
  // page (a missing image may well be there in the other version).
  if (!entry.deps || entry.assets.length || entry.links.some((link) => link.missingFile !== undefined)) return undefined;
  const urls = new Map<string, string>();
  const docs: CompileDeps['docs'] = [];
  for (const [file, url] of entry.deps.docs) {
    const there = target.file(file);
    const urlThere = target.resolve(there) ?? null;
    // A link broken in one version only is a warning in one of them: that page compiles itself.
    if ((url === null) !== (urlThere === null)) return undefined;
    docs.push([there, urlThere]);
    if (url === null || urlThere === null) continue;
    if (urls.has(url) && urls.get(url) !== urlThere) return undefined;
    urls.set(url, urlThere);
  }
  const deps: CompileDeps = { docs, files: [] };
  const moved = [...urls].filter(([url, there]) => url !== there);
  // The copy writes a URL as markdown escapes it: one of plain URL characters only is moved, the others compile.
  const movedInCopy = markdown && markdown.page[0] !== markdown.page[1] ? [...moved, markdown.page] : moved;
  if (markdown && movedInCopy.some((pair) => pair.some((url) => !PLAIN_URL.test(url)))) return undefined;
  // Made once the page is known to be shared.
  const copy = () => markdown && (movedInCopy.length ? retargetCopy(markdown, new Map(movedInCopy)) : markdown.text);
  if (moved.length === 0) return { entry: { ...entry, deps }, html, markdown: copy() };
  // Such a URL is written escaped, and each renderer escapes it its own way: not worth recognising.
  if (moved.some((pair) => pair.some((url) => /[&'"<>]/.test(url)))) return undefined;
  const retarget = (href: string): string | undefined => {
    const hash = href.indexOf('#');
    const there = urls.get(hash === -1 ? href : href.slice(0, hash));
    return there === undefined ? undefined : there + (hash === -1 ? '' : href.slice(hash));
  };
  const links: CollectedLink[] = [];
  for (const link of entry.links) {
    const there = retarget(link.href);
    if (there === undefined || there === link.href) links.push(link);
    // A link written with that URL as it is keeps it in the other version too.
    else if (!fromDocFile(link)) return undefined;
    else links.push({ ...link, href: there });
  }
  let rewritten = 0;
  const shared = html.replace(/(\shref=")([^"]*)"/g, (attribute, start: string, href: string) => {
    const there = retarget(href);
    if (there === undefined || there === href) return attribute;
    rewritten++;
    return `${start}${there}"`;
  });
  // A URL the page shows elsewhere (a component's text, a prop other than href) would stay the other version's:
  // that page compiles itself.
  if (moved.reduce((sum, [url]) => sum + occurrences(html, url), 0) !== rewritten) return undefined;
  return { entry: { ...entry, links, deps }, html: shared, markdown: copy() };
}

/** The copy's absolute links to the moved URLs (a hash after them kept), pointing into this page's version. */
function retargetCopy({ text, origin }: SharedMarkdown, urls: Map<string, string>): string {
  return text.replace(new RegExp(`(?<!${URL_CHAR})${escapeRegExp(origin)}(${URL_CHAR}+)`, 'g'), (whole, url: string) => {
    const there = urls.get(url);
    return there === undefined ? whole : origin + there;
  });
}

/**
 * A link whose href its `.md` file resolved to (remark-links.ts): the only links that change with the version. An
 * absolute path is one only when it names a markdown file (`/guides/setup.md`, looked for in the version's folder).
 */
function fromDocFile(link: CollectedLink): boolean {
  return link.href !== link.raw && (!link.raw.startsWith('/') || MARKDOWN_FILE.test(link.raw.split('#')[0]!));
}

/**
 * How often `url` is in `text` as a whole URL: not as a part of a longer one (`/a/b` of `/a/bc`, `/x/a/b`). Found
 * as a global regular expression would find them, without compiling one for every URL of every page.
 */
function occurrences(text: string, url: string): number {
  let count = 0;
  for (let at = text.indexOf(url); at !== -1; ) {
    const whole = !IS_URL_CHAR.test(text[at - 1] ?? '') && !IS_URL_CHAR.test(text[at + url.length] ?? '');
    if (whole) count++;
    at = text.indexOf(url, whole ? at + url.length : at + 1);
  }
  return count;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What may go on a URL's path on either side: letters, digits, `-._~%/`. */
const URL_CHAR = '[\\w\\-.~%/]';
const IS_URL_CHAR = new RegExp(`^${URL_CHAR}$`);
const PLAIN_URL = new RegExp(`^${URL_CHAR}+$`);
