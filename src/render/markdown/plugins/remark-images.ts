// Relative images are copied into the build under a content-hashed name; the markdown points at the copy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { CollectedAsset } from '../context.js';

export function remarkImages() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx!;
    const assets: CollectedAsset[] = [];
    visit(tree, 'image', (node: Image) => {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|\/)/i.test(node.url)) return;
      const from = path.resolve(path.dirname(ctx.sourceFile), decodeURIComponent(node.url.split(/[?#]/)[0]!));
      if (!existsSync(from)) {
        const message = file.message(`Image not found: ${node.url}`, node);
        message.fatal = true;
        return;
      }
      const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 8);
      const ext = path.extname(from);
      const to = `assets/images/${path.basename(from, ext)}-${hash}${ext}`;
      assets.push({ from, to });
      node.url = ctx.base + to;
    });
    file.data.assets = assets;
  };
}
