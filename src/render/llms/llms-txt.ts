// A locale's llms.txt, as the llms.txt proposal shapes it: the site's title, its tagline as a quote, then a
// section per sidebar listing each doc's markdown copy by its absolute URL, with the doc's description.
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { LlmsSection } from './llms-sections.js';
import { stringifyMarkdown } from './stringify.js';

export interface LlmsHead {
  title: string;
  tagline: string;
}

export function llmsTxt(head: LlmsHead, sections: LlmsSection[], origin: string, describe: (docId: string) => string | undefined): string {
  const children: RootContent[] = [...headOf(head)];
  for (const section of sections) {
    const items = section.copies.map(({ route, url }): ListItem => {
      const description = describe(route.doc.id);
      const line: PhrasingContent[] = [{ type: 'link', url: origin + url, children: [{ type: 'text', value: route.doc.title }] }, ...(description ? [{ type: 'text' as const, value: `: ${description}` }] : [])];
      return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: line }] };
    });
    const list: List = { type: 'list', ordered: false, spread: false, children: items };
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: section.label }] }, list);
  }
  return stringifyMarkdown({ type: 'root', children });
}

/** `# Title` and `> tagline`: how llms.txt and llms-full.txt open. */
export function llmsHead(head: LlmsHead): string {
  return stringifyMarkdown({ type: 'root', children: headOf(head) });
}

function headOf({ title, tagline }: LlmsHead): RootContent[] {
  return [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }, ...(tagline ? [{ type: 'blockquote' as const, children: [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: tagline }] }] }] : [])];
}
