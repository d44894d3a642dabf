// Images: a relative image is copied into the build under a content-hashed name and the markdown points at
// the copy; an absolute one (`/img/logo.png`) gets the base path, as links do; one named from the site's folder
// (`@site/…`) is the static file's URL or a copy (site-paths.ts). Every image is collected for the link check. A
// file outside the site is never copied: that is an error where the image is written. In MDX, the image props of
// JSX written as strings (`src`, and `darkSrc`-like names) are images too.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Image, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import { walkMdast } from './walk-tree.js';
import type { VFile } from 'vfile';
import { encodeRoute, isExternal, safeDecode } from '../../../shared/url.js';
import { hiddenFileError, hiddenPart, outsideSiteError } from '../../content/boundary.js';
import type { CollectedAsset, CollectedLink, CompileContext } from '../context.js';
import { siteFile, staticFileUrl } from './site-paths.js';

export function remarkImages() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx!;
    const assets: CollectedAsset[] = (file.data.assets ??= []);
    const links: CollectedLink[] = (file.data.links ??= []);
    const resolve = (raw: string, at: Position | undefined) => resolveImage(raw, at, ctx, assets, links);
    walkMdast(tree, (node) => {
      if (node.type === 'image') {
        const image = node as Image;
        image.url = resolve(image.url, image.position);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
          if (attribute.type !== 'mdxJsxAttribute' || !IMAGE_PROP.test(attribute.name) || typeof attribute.value !== 'string') continue;
          attribute.value = resolve(attribute.value, attribute.position ?? node.position);
        }
      }
    });
  };
}

/** `src`, `darkSrc`, `fallbackSrc`…: the props of JSX elements that name an image. */
const IMAGE_PROP = /^(src|[a-z][A-Za-z]*Src)$/;

/** The URL the page has for an image written `raw`: collected for the link check, and copied if it is a file of the page's. */
function resolveImage(raw: string, at: Position | undefined, ctx: CompileContext, assets: CollectedAsset[], links: CollectedLink[]): string {
  if (raw === '' || isExternal(raw)) return raw;
  const position = { line: at?.start.line, column: at?.start.column };
  const atSite = siteFile(raw.split('#')[0]!, ctx);
  const url = atSite ? staticFileUrl(atSite, ctx) : absoluteUrl(raw, ctx.base);
  if (url) {
    links.push({ raw, href: url, ...position, image: true });
    return url;
  }
  const from = atSite ?? path.resolve(path.dirname(ctx.sourceFile), safeDecode(raw.split(/[?#]/)[0]!));
  if (!statSync(from, { throwIfNoEntry: false })?.isFile()) {
    links.push({ raw, href: raw, ...position, image: true, missingFile: from });
    return raw;
  }
  return copiedAsset(from, `The image "${raw}"`, 'images', ctx, position, assets);
}

/** An absolute path (`/img/logo.png`) under the site's base; undefined for a relative one. */
function absoluteUrl(raw: string, base: string): string | undefined {
  if (!raw.startsWith('/')) return undefined;
  return raw.startsWith(base) ? raw : base + raw.slice(1);
}

/**
 * The URL of a file of the site copied into the build (`assets/<folder>/<name>-<hash><ext>`), noted in `assets`;
 * a file outside the site or hidden is an error where the page names it (`what`).
 */
export function copiedAsset(from: string, what: string, folder: string, ctx: CompileContext, position: { line?: number; column?: number }, assets: CollectedAsset[]): string {
  const place = ctx.placeInSite(from);
  if (place === undefined) throw outsideSiteError(what, realpathSync(from), { file: ctx.sourceFile, ...position });
  if (hiddenPart(place) !== undefined) throw hiddenFileError(what, realpathSync(from), { file: ctx.sourceFile, ...position });
  const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 8);
  const ext = path.extname(from);
  // The hash keeps names apart: only letters, digits, '.', '_' and '-' are kept of the file's own name.
  const to = `assets/${folder}/${path.basename(from, ext).replace(/[^\p{L}\p{N}._-]+/gu, '-')}-${hash}${ext}`;
  assets.push({ from, to });
  return ctx.base + encodeRoute(to);
}
