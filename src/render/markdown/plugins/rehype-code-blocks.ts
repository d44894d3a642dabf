// Highlights fenced code with shiki and wraps each block with its title (the client adds its copy button).
import type { ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP } from './walk-tree.js';
import { visitBlockElements } from './visit-blocks.js';
import type { VFile } from 'vfile';
import type { CodeHighlighter } from '../highlighter.js';
import { codeLanguage, lineNumbersStyle, magicComments, parseCodeMeta } from '../../../shared/code-meta.js';

const PRE = new Set(['pre']);

export function rehypeCodeBlocks(options: { highlighter: CodeHighlighter }) {
  return (tree: Root, file: VFile) => {
    visitBlockElements(tree, PRE, (node, index, parent) => {
      if (!parent || index === undefined) return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const written = className.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const lang = codeLanguage(written);
      const unhighlighted = options.highlighter.unhighlighted(written);
      if (unhighlighted) file.message(unhighlighted, node);
      const meta = parseCodeMeta(code.properties.dataMeta as string | undefined);
      const shown = magicComments(toString(code).replace(/\n$/, ''), meta);
      const pre = { type: 'raw', value: options.highlighter.highlight(shown.code, lang, shown.lines) } as unknown as ElementContent;
      const children: ElementContent[] = [];
      if (meta.title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: meta.title }] });
      children.push(pre);
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: meta.lineNumbersFrom === undefined ? ['code-block'] : ['code-block', 'code-block-numbered'], dataLanguage: lang, style: lineNumbersStyle(meta) },
        children,
      };
      return [SKIP, index + 1];
    });
  };
}
