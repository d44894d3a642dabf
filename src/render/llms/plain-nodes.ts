// The few shapes the markdown copy says docgen's additions with: a code block with its title in bold, a label in
// bold on a line of its own, a quote opening with its label (an admonition). Each as mdast, for remark-stringify,
// and, where its text needs no escaping, as the text remark-stringify writes for it (most blocks of a copy are
// written without it: plain-markdown.ts).
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

/** Text that means itself in bold, with nothing to escape: letters, digits, spaces and a few marks, no `*` or `_`. */
const PLAIN_LABEL = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M} ,.:;?'"()/-]*[\p{L}\p{N}\p{M}.)?'"])?$/u;

/** `**label**`; undefined when the label would need escaping. */
export function boldText(label: string): string | undefined {
  return PLAIN_LABEL.test(label) ? `**${label}**` : undefined;
}

/** codeBlock's text; undefined when its title or language would need escaping. */
export function codeBlockText(node: Code): string | undefined {
  const meta = parseCodeMeta(node.meta ?? undefined);
  const title = meta.title === undefined ? '' : boldText(meta.title);
  const lang = node.lang ?? '';
  if (title === undefined || !/^[\w#+.-]*$/.test(lang)) return undefined;
  const code = magicComments(node.value, meta).code;
  const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  return `${title && `${title}\n\n`}${fence}${lang}\n${code && `${code}\n`}${fence}`;
}

/** quoteWithLabel's text, from its label's and its blocks' text. */
export function quoteText(label: string, blocks: string[]): string {
  return [label, ...blocks]
    .join('\n\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
