// MDX only: an element holding raw HTML (a highlighted code block) becomes a JSX element whose content is that
// HTML as it is (`dangerouslySetInnerHTML`), rather than every token of the code becoming a JSX element, compiled
// to JavaScript and rendered again by React. The same HTML for a fraction of the work.
import type { Element, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import { SKIP, walkElements } from './walk-tree.js';

export function rehypeInnerHtml() {
  return (tree: Root) => {
    walkElements(tree, (node, index, parent) => {
      if (!parent || index === undefined || !node.children.some((child) => child.type === 'raw')) return;
      const element: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: node.tagName,
        attributes: [...attributes(node.properties), innerHtml(toHtml(node.children, { allowDangerousHtml: true }))],
        children: [],
      };
      parent.children[index] = element as never;
      return SKIP;
    });
  };
}

/** An element's properties as React takes them: `className`, and the HTML names of the others (`data-language`). */
function attributes(properties: Properties): MdxJsxAttribute[] {
  return Object.entries(properties).flatMap(([key, value]): MdxJsxAttribute[] => {
    if (value === undefined || value === null || value === false) return [];
    const name = key === 'className' ? key : find(html, key).attribute;
    return [{ type: 'mdxJsxAttribute', name, value: value === true ? null : Array.isArray(value) ? value.join(' ') : String(value) }];
  });
}

/** `dangerouslySetInnerHTML={{ __html: html }}`, as the estree MDX compiles. */
function innerHtml(value: string): MdxJsxAttribute {
  const object = {
    type: 'ObjectExpression' as const,
    properties: [{ type: 'Property' as const, kind: 'init' as const, method: false, shorthand: false, computed: false, key: { type: 'Identifier' as const, name: '__html' }, value: { type: 'Literal' as const, value } }],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: object }] } } },
  };
}
