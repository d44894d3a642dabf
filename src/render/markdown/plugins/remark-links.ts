// Rewrites links: relative `.md` file links become route URLs in the page's locale, absolute `/x` links get
// the base. Every link is collected with its position for the link check, those of raw HTML too (left as
// written: `<a href="/x">` is checked, and reported if it misses the base, as a built site would show it).
import path from 'node:path';
import type { Definition, Html, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isExternal, safeDecode } from '../../../shared/url.js';
import { extractHtmlLinks } from '../../links/html-links.js';
import type { CollectedLink } from '../context.js';

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.ctx!;
    const links: CollectedLink[] = (file.data.links ??= []);
    visit(tree, (node) => {
      if (node.type === 'html') return void links.push(...htmlLinks(node));
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const raw = link.url;
      if (raw === '' || isExternal(raw)) return;
      const position = { line: link.position?.start.line, column: link.position?.start.column };
      const [pathPart, hash = ''] = splitHash(raw);
      if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
        const target = path.resolve(path.dirname(ctx.sourceFile), safeDecode(pathPart));
        const url = ctx.resolveDocFile(target);
        if (url) link.url = url + hash;
        links.push({ raw, href: link.url, ...position, brokenMarkdown: url === undefined });
        return;
      }
      if (pathPart.startsWith('/') && !pathPart.startsWith(ctx.base)) link.url = ctx.base + raw.slice(1);
      links.push({ raw, href: link.url, ...position });
    });
  };
}

/** The links of a raw HTML node (`<a href>`, `<img src>`...), positioned in the markdown file. */
function htmlLinks(node: Html): CollectedLink[] {
  const start = node.position?.start;
  return extractHtmlLinks(node.value).links.map(({ href, line, column, tag }) => ({
    raw: href,
    href,
    line: start && start.line + line - 1,
    column: start && (line === 1 ? start.column + column - 1 : column),
    image: tag === 'img' || undefined,
  }));
}

function splitHash(url: string): [string, string] {
  const index = url.indexOf('#');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
