// Collects the page's headings and the text under each, in document order, for the search records. It runs at
// compile time so the compiled-markdown cache keeps the result and a warm build never walks the HTML again.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { CJK_CHARS } from '../../../shared/search/tokenize.js';

export interface PageSection {
  /** The heading's id; '' for the text before the first heading when the page has no h1. */
  id: string;
  /** 1 for the page itself (its h1, or the text before the first h2), else the heading level. */
  level: number;
  heading: string;
  text: string;
}

const HEADING = /^h([1-6])$/;
// Elements whose text is not prose: code, the `#` links, the admonition's label, diagram sources, footnote arrows.
const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'template', 'button', 'svg']);
const SKIPPED_CLASSES = ['code-block', 'hash-link', 'admonition-heading', 'mermaid-diagram', 'mermaid-source'];
// Block boundaries become spaces: `mdast-util-to-string` would glue table cells and list items together.
const BLOCKS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption',
  'blockquote', 'section', 'details', 'summary', 'figure', 'figcaption', 'br', 'hr', 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);
// A line break inside a paragraph between two CJK characters renders as nothing worth searching across.
const CJK_LINE_BREAK = new RegExp(`(?<=[${CJK_CHARS}])\\s*\\n\\s*(?=[${CJK_CHARS}])`, 'gu');

export function rehypeCollectSections() {
  return (tree: Root, file: VFile) => {
    const sections: PageSection[] = [{ id: '', level: 1, heading: '', text: '' }];
    const parts: string[] = [];
    const flush = () => {
      sections[sections.length - 1]!.text = normaliseText(parts.join(''));
      parts.length = 0;
    };
    const walk = (nodes: (RootContent | ElementContent)[]) => {
      for (const node of nodes) {
        if (node.type === 'text') parts.push(node.value.replace(CJK_LINE_BREAK, ''));
        if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          // A component of an MDX page: the markdown written inside it is the page's text too.
          parts.push(' ');
          walk(node.children);
          parts.push(' ');
          continue;
        }
        if (node.type !== 'element' || isSkipped(node)) continue;
        const level = HEADING.exec(node.tagName)?.[1];
        if (level) {
          flush();
          const id = typeof node.properties.id === 'string' ? node.properties.id : '';
          const heading = normaliseText(textOf(node));
          // The page's first h1 names the page section; an h1 later on starts a section like any heading.
          const first = sections.length === 1 && sections[0]!.text === '' && sections[0]!.heading === '';
          if (level === '1' && first) Object.assign(sections[0]!, { id, heading });
          else sections.push({ id, level: Number(level), heading, text: '' });
          continue;
        }
        const block = BLOCKS.has(node.tagName);
        if (block) parts.push(' ');
        walk(node.children);
        if (block) parts.push(' ');
      }
    };
    walk(tree.children);
    flush();
    file.data.sections = sections.filter((s, i) => i > 0 || s.text !== '' || s.heading !== '');
  };
}

function isSkipped(node: Element): boolean {
  if (SKIPPED_TAGS.has(node.tagName)) return true;
  if ('dataFootnoteBackref' in node.properties) return true;
  const className = node.properties.className;
  return Array.isArray(className) && className.some((c) => SKIPPED_CLASSES.includes(String(c)));
}

function textOf(node: Element): string {
  const parts: string[] = [];
  const walk = (nodes: ElementContent[]) => {
    for (const child of nodes) {
      if (child.type === 'text') parts.push(child.value);
      else if (child.type === 'element' && !isSkipped(child)) walk(child.children);
    }
  };
  walk(node.children);
  return parts.join('');
}

function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

