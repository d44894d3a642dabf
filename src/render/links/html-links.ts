// Reads the links and anchor targets of a rendered HTML page, with their line and column, for checking a site
// that is already built. Our pages come from React and the markdown serializer, so a small tag scanner is
// enough: no script or style content is read, comments are skipped, entities in attributes are decoded.
import { isExternal } from '../../shared/url.js';

export type LinkRegion = 'navbar' | 'footer' | 'page';

export interface HtmlLink {
  href: string;
  /** The element holding the link ('a', 'img'...). */
  tag: string;
  line: number;
  column: number;
  /** Links in the navbar and the footer repeat on every page and are checked once. */
  region: LinkRegion;
}

export interface HtmlLinks {
  links: HtmlLink[];
  ids: string[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const LINK_ATTRIBUTE: Record<string, string> = { a: 'href', link: 'href', img: 'src', script: 'src', source: 'src' };
const TOKEN = /<!--[\s\S]*?-->|<(script|style)\b([^>]*)>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

export function extractHtmlLinks(html: string): HtmlLinks {
  const position = lineIndex(html);
  const links: HtmlLink[] = [];
  const ids: string[] = [];
  const stack: { name: string; region: LinkRegion }[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const [, rawTag, rawAttrs, closing, name, attrs] = match;
    const tag = (rawTag ?? name)?.toLowerCase();
    if (!tag) continue; // a comment
    const region = stack.at(-1)?.region ?? 'page';
    if (closing) {
      const open = stack.findLastIndex((el) => el.name === tag);
      if (open >= 0) stack.length = open;
      continue;
    }
    const attributes = parseAttributes(rawAttrs ?? attrs ?? '');
    if (attributes.id) ids.push(attributes.id);
    if (tag === 'a' && attributes.name) ids.push(attributes.name);
    const target = attributes[LINK_ATTRIBUTE[tag] ?? ''];
    if (target && !isExternal(target)) links.push({ href: target, tag, ...position(match.index), region });
    if (rawTag || VOID.has(tag) || (attrs ?? '').trimEnd().endsWith('/')) continue;
    const own = tag === 'footer' ? 'footer' : tag === 'nav' && /\bnavbar\b/.test(attributes.class ?? '') ? 'navbar' : region;
    stack.push({ name: tag, region: own });
  }
  return { links, ids };
}

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    attributes[name!.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

/** Offset → 1-based line and column. */
function lineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}
