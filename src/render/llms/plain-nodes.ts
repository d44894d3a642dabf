// The few shapes the markdown copy says docgen's additions with: a code block with its title in bold, a label in
// bold on a line of its own, a quote opening with its label (an admonition).
import type { BlockContent, Blockquote, Code, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { magicComments, parseCodeMeta } from '../../shared/code-meta.js';

/** A code block as the page shows it: its title in bold before it, its magic comments gone, its language kept. */
export function codeBlock(node: Code): RootContent[] {
  const meta = parseCodeMeta(node.meta ?? undefined);
  const block: Code = { type: 'code', lang: node.lang ?? null, meta: null, value: magicComments(node.value, meta).code };
  return meta.title ? [boldLine([{ type: 'text', value: meta.title }]), block] : [block];
}

export function boldLine(label: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children: [{ type: 'strong', children: label }] };
}

/** `> **Label**` and the body: an admonition, as plain markdown says it. */
export function quoteWithLabel(label: PhrasingContent[], body: RootContent[]): Blockquote {
  return { type: 'blockquote', children: [boldLine(label), ...(body as BlockContent[])] };
}
