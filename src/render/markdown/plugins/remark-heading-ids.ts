// Heading ids as GitHub makes them (CJK kept: `## 章节 1` → `章节-1`, repeats suffixed -1, -2),
// or explicit with a trailing `{#custom-id}`. Collects the headings for the table of contents.
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP } from 'unist-util-visit';
import { visitBlocks } from './visit-blocks.js';
import type { VFile } from 'vfile';
import type { TocPart } from '../../../shared/types.js';

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: NonNullable<VFile['data']['headings']> = [];
    let hasH1 = false;
    visitBlocks<Heading>(tree, 'heading', (node) => {
      if (node.depth === 1) hasH1 = true;
      const explicit = takeExplicitId(node);
      const text = toString(node).trim();
      const id = explicit ?? slugger.slug(text);
      if (explicit) slugger.occurrences[explicit] = (slugger.occurrences[explicit] ?? 0) + 1;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      const parts = textParts(node);
      headings.push({ id, text, level: node.depth, ...(parts && { parts }) });
      return SKIP;
    });
    file.data.headings = headings;
    file.data.hasH1 = hasH1;
  };
}

/** The heading's text in parts, when it holds inline code among its own children; undefined when it holds none. */
function textParts(node: Heading): TocPart[] | undefined {
  if (!node.children.some((child) => child.type === 'inlineCode')) return undefined;
  const parts: TocPart[] = [];
  for (const child of node.children) {
    const last = parts[parts.length - 1];
    if (child.type === 'inlineCode') parts.push({ code: child.value });
    else if (typeof last === 'string') parts[parts.length - 1] = last + toString(child);
    else parts.push(toString(child));
  }
  // Trimmed as the heading's text is.
  if (typeof parts[0] === 'string') parts[0] = parts[0].trimStart();
  const end = parts.length - 1;
  if (typeof parts[end] === 'string') parts[end] = (parts[end] as string).trimEnd();
  return parts.filter((part) => part !== '');
}

/** Removes a trailing `{#id}` from the heading's last text and returns the id. */
function takeExplicitId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') node.children.pop();
  return match[1];
}

/** The headings a table of contents shows: levels min to max. */
export function tocFrom<Heading extends { level: number }>(headings: Heading[], min: number, max: number): Heading[] {
  return headings.filter((h) => h.level >= min && h.level <= max);
}
