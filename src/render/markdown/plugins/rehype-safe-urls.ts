// Link targets that run script when followed (`javascript:`, `vbscript:`, `data:` documents) are removed from
// the page, with a warning where they were written, whether they come from markdown or from raw HTML.
import type { Element, Root } from 'hast';
import { walkElements } from './walk-tree.js';
import type { VFile } from 'vfile';

/** Attributes (as hast names them) that hold a URL the browser may navigate to or load. */
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'poster', 'data', 'xLinkHref', 'cite', 'background', 'ping'];
/** SVG animations that can set a link's target: their values are URLs too. */
const ANIMATION_PROPERTIES = ['to', 'from', 'values'];
const ANIMATIONS = new Set(['set', 'animate']);
/** Elements whose `data:` sources are only ever shown (images, audio, video), never run as a document. */
const MEDIA = new Set(['img', 'audio', 'video', 'source', 'track']);
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'livescript']);

export function rehypeSafeUrls() {
  return (tree: Root, file: VFile) => {
    walkElements(tree, (node) => {
      const names = ANIMATIONS.has(node.tagName) ? [...URL_PROPERTIES, ...ANIMATION_PROPERTIES] : URL_PROPERTIES;
      for (const name of names) {
        const value = node.properties[name];
        if (typeof value !== 'string') continue;
        const media = MEDIA.has(node.tagName) && (name === 'src' || name === 'poster');
        // An animation's `values` is a list of URLs separated by semicolons.
        if (!(name === 'values' ? value.split(';') : [value]).some((url) => runsScript(url, media))) continue;
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
