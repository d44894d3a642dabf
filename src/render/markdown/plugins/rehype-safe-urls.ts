// Link targets that run script when followed (`javascript:`, `vbscript:`, `data:` documents) are removed from
// the page, with a warning where they were written, whether they come from markdown or from raw HTML.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Attributes (as hast names them) that hold a URL the browser may navigate to or load. */
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'poster', 'data', 'xLinkHref', 'cite', 'background', 'ping'];
/** Where a `data:` URL is only ever shown, never run as a document: images, audio and video sources. */
const MEDIA_PROPERTIES = new Set(['src', 'poster']);
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'livescript']);

export function rehypeSafeUrls() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element) => {
      for (const name of URL_PROPERTIES) {
        const value = node.properties[name];
        if (typeof value !== 'string' || !runsScript(value, MEDIA_PROPERTIES.has(name))) continue;
        delete node.properties[name];
        const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
        file.message(`Removed the link target "${shown}": a link or source that runs script is never published.`, node);
      }
    });
  };
}

/** Reads the scheme as browsers do: surrounding spaces and controls, and tabs and newlines anywhere, ignored. */
export function runsScript(url: string, media: boolean): boolean {
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) return false;
  if (SCRIPT_SCHEMES.has(scheme)) return true;
  return scheme === 'data' && !(media && /^data:(image|audio|video)\//i.test(cleaned));
}
