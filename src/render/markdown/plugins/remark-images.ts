// Images: a relative image is copied into the build under a content-hashed name and the markdown points at
// the copy; an absolute one (`/img/logo.png`) gets the base path, as links do. Every image is collected for the
// link check. A file outside the site is never copied: that is an error where the image is written.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { encodeRoute, isExternal, safeDecode } from '../../../shared/url.js';
import { hiddenFileError, hiddenPart, outsideSiteError } from '../../content/boundary.js';
import type { CollectedAsset, CollectedLink } from '../context.js';

export function remarkImages() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx!;
    const assets: CollectedAsset[] = [];
    const links: CollectedLink[] = (file.data.links ??= []);
    visit(tree, 'image', (node: Image) => {
      const raw = node.url;
      if (raw === '' || isExternal(raw)) return;
      const position = { line: node.position?.start.line, column: node.position?.start.column };
      if (raw.startsWith('/')) {
        if (!raw.startsWith(ctx.base)) node.url = ctx.base + raw.slice(1);
        links.push({ raw, href: node.url, ...position, image: true });
        return;
      }
      const from = path.resolve(path.dirname(ctx.sourceFile), safeDecode(raw.split(/[?#]/)[0]!));
      if (!statSync(from, { throwIfNoEntry: false })?.isFile()) {
        links.push({ raw, href: raw, ...position, image: true, missingFile: from });
        return;
      }
      const place = ctx.placeInSite(from);
      if (place === undefined) throw outsideSiteError(`The image "${raw}"`, realpathSync(from), { file: ctx.sourceFile, ...position });
      if (hiddenPart(place) !== undefined) throw hiddenFileError(`The image "${raw}"`, realpathSync(from), { file: ctx.sourceFile, ...position });
      const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 8);
      const ext = path.extname(from);
      // The hash keeps names apart: only letters, digits, '.', '_' and '-' are kept of the file's own name.
      const to = `assets/images/${path.basename(from, ext).replace(/[^\p{L}\p{N}._-]+/gu, '-')}-${hash}${ext}`;
      assets.push({ from, to });
      node.url = ctx.base + encodeRoute(to);
    });
    file.data.assets = assets;
  };
}
