// remark-directive reads any `:name` as a directive, so prose such as `10:30` or `obj:method()` would vanish.
// Directives docgen does not handle go back to the exact source text they came from, in the place they were (so
// the page's markdown copy takes the text as written: llms/plain-markdown.ts).
import type { Root, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, walkMdast } from './walk-tree.js';
import type { VFile } from 'vfile';
import { ADMONITION_TYPES } from './remark-admonitions.js';

type Directive = TextDirective | LeafDirective | ContainerDirective;

export function remarkRestoreDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walkMdast(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
      const directive = node as Directive;
      if (directive.type === 'containerDirective') {
        if ((ADMONITION_TYPES as readonly string[]).includes(directive.name)) return;
        file.message(`Unknown container directive ":::${directive.name}"; its content is shown as is.`, directive);
        directive.data = { hName: 'div', hProperties: { className: [`directive-${directive.name}`] } };
        return;
      }
      const text = sourceOf(directive, source);
      const { position } = directive;
      const replacement: Text = { type: 'text', value: text, position };
      parent.children.splice(
        index,
        1,
        directive.type === 'leafDirective' ? ({ type: 'paragraph', children: [replacement], position } as never) : (replacement as never),
      );
      return [SKIP, index + 1];
    });
  };
}

function sourceOf(node: Directive, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start !== undefined && end !== undefined) return source.slice(start, end);
  return `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`;
}
