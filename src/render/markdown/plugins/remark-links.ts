// Rewrites links: links to `.md` files become route URLs in the page's locale, absolute `/x` links get the base,
// `@site/…` names a file from the site's folder (site-paths.ts). Every link is collected with its position for the
// link check, those of raw HTML too (left as written: `<a href="/x">` is checked, and reported if it misses the
// base, as a built site would show it).
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Definition, Html, Link, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import { walkMdast } from './walk-tree.js';
import type { VFile } from 'vfile';
import { isExternal, safeDecode, withLinkBase } from '../../../shared/url.js';
import { extractHtmlLinks } from '../../links/html-links.js';
import type { CollectedAsset, CollectedLink, CompileContext } from '../context.js';
import { copiedAsset } from './remark-images.js';
import { siteFile, staticFileUrl } from './site-paths.js';

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx!;
    const links: CollectedLink[] = (file.data.links ??= []);
    const assets: CollectedAsset[] = (file.data.assets ??= []);
    const collect = (link: WrittenLink, lenient?: boolean) => {
      const collected = resolveLink(link, ctx, assets);
      if (collected) links.push(lenient ? { ...collected, lenient } : collected);
    };
    walkMdast(tree, (node) => {
      if (node.type === 'html') return void links.push(...htmlLinks(node));
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return void jsxLinks(node, (link) => collect(link, node.name === 'a'));
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      collect({ url: link.url, position: link.position, set: (url) => (link.url = url) });
    });
  };
}

interface WrittenLink {
  url: string;
  position?: Position;
  set(url: string): void;
}

/**
 * A link as the page will have it: a `.md` file becomes its doc's URL, an absolute path gets the base, a file of
 * the site is published. Undefined for an external link, which is not checked, and for a published file.
 */
function resolveLink({ url: raw, position: at, set }: WrittenLink, ctx: CompileContext, assets: CollectedAsset[]): CollectedLink | undefined {
  if (raw === '' || isExternal(raw)) return undefined;
  const position = { line: at?.start.line, column: at?.start.column };
  const [pathPart, hash = ''] = splitHash(raw);
  const atSite = siteFile(pathPart, ctx);
  if (MARKDOWN_FILE.test(pathPart)) {
    const url = docUrl(markdownFiles(pathPart, atSite, ctx), ctx);
    if (url) set(url + hash);
    // An absolute path that names no doc may be a static file's: it is checked as the URL it is, below.
    if (url !== undefined || !pathPart.startsWith('/')) return { raw, href: url === undefined ? raw : url + hash, ...position, brokenMarkdown: url === undefined };
  }
  const url = atSite && staticFileUrl(atSite, ctx);
  if (url) {
    set(url + hash);
    return { raw, href: url + hash, ...position };
  }
  // A file beside the page (`[the diagram](./model.png)`, `[download](./arm.pdf)`), or named from the site's
  // folder, is published with it, as Docusaurus publishes it.
  const file = atSite ?? (!pathPart.startsWith('/') && /\.\w+$/.test(pathPart) && !/\.html?$/.test(pathPart) ? path.resolve(path.dirname(ctx.sourceFile), safeDecode(pathPart.split('?')[0]!)) : undefined);
  if (file && statSync(file, { throwIfNoEntry: false })?.isFile()) {
    set(copiedAsset(file, `The file "${raw}"`, 'files', ctx, position, assets) + hash);
    return undefined; // there: it is copied
  }
  if (atSite) return { raw, href: raw, ...position, missingFile: atSite };
  const href = withLinkBase(raw, ctx.base, ctx.linkBase);
  set(href);
  return { raw, href, ...position };
}

/** A link to a markdown file, by its path (query and hash left out). */
export const MARKDOWN_FILE = /\.mdx?$/;

/**
 * The files a link to a markdown file may name, in the order Docusaurus looks: a relative path from the page's
 * folder; an absolute one (`/guides/setup.md`) from the docs folder of the page's version and locale, then from
 * the site's folder; `@site/…` from the site's folder.
 */
function markdownFiles(pathPart: string, atSite: string | undefined, ctx: CompileContext): string[] {
  if (atSite) return [atSite];
  const written = safeDecode(pathPart);
  if (!pathPart.startsWith('/')) return [path.resolve(path.dirname(ctx.sourceFile), written)];
  return [ctx.docsFolder, ctx.siteRoot].filter((root) => root !== undefined).map((root) => path.join(root, written));
}

/** The URL of the first of these files that is a doc's. */
function docUrl(files: string[], ctx: CompileContext): string | undefined {
  for (const file of files) {
    const url = ctx.resolveDocFile(file);
    if (url !== undefined) return url;
  }
  return undefined;
}

/**
 * The links an MDX element names in its props (`<a href>`, `<Link to>`, `<Button href>`): those written as
 * strings, which are rewritten and checked as markdown links are (as Docusaurus's MDX `<a>` and Link add the
 * base); an expression's value is known only when the page runs.
 */
function jsxLinks(node: MdxJsxFlowElement | MdxJsxTextElement, found: (link: WrittenLink) => void): void {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !LINK_PROPS.has(attribute.name) || typeof attribute.value !== 'string') continue;
    found({ url: attribute.value, position: attribute.position ?? node.position, set: (url) => (attribute.value = url) });
  }
}

const LINK_PROPS = new Set(['href', 'to']);

/** The links of a raw HTML node (`<a href>`, `<img src>`...), positioned in the markdown file. */
function htmlLinks(node: Html): CollectedLink[] {
  const start = node.position?.start;
  return extractHtmlLinks(node.value).links.map(({ href, line, column, tag }) => ({
    raw: href,
    href,
    line: start && start.line + line - 1,
    column: start && (line === 1 ? start.column + column - 1 : column),
    image: tag === 'img' || undefined,
    lenient: true,
  }));
}

function splitHash(url: string): [string, string] {
  const index = url.indexOf('#');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
