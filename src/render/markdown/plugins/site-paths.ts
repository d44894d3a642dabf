// `@site/…` in a link or an image names a file from the site's folder, as Docusaurus resolves it there: a file of
// the static folder is the static file, at its URL; any other is published with the page, as a file beside it is.
import path from 'node:path';
import { encodeRoute, safeDecode } from '../../../shared/url.js';
import { isBelow } from '../../content/boundary.js';
import type { CompileContext } from '../context.js';

const SITE = '@site/';

/** The file a path written `@site/…` names (without its query); undefined for a path written otherwise. */
export function siteFile(written: string, ctx: CompileContext): string | undefined {
  return written.startsWith(SITE) ? path.join(ctx.siteRoot, safeDecode(written.slice(SITE.length).split('?')[0]!)) : undefined;
}

/** The URL of a file of the static folder, under the site's base; undefined for a file elsewhere. */
export function staticFileUrl(file: string, ctx: CompileContext): string | undefined {
  return isBelow(file, ctx.staticDir) ? ctx.base + encodeRoute(path.relative(ctx.staticDir, file).split(path.sep).join('/')) : undefined;
}
