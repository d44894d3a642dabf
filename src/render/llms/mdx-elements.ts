// MDX's JSX and expressions in a page's markdown copy. The built-in components become what plain markdown says
// (a tab's label in bold before its panel, an admonition's quote, a code block, a link); any other element gives
// its children's content, and a component with none is kept as it is written (`<YouTube id="x" />`, HTML that
// markdown allows), never dropped unsaid. Props are read as written: strings, and expressions whose value is a
// literal (`values={[{ value: 'a', label: 'A' }]}`).
import type { Expression, Program } from 'estree';
import type { Heading, PhrasingContent, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { parseCodeMeta } from '../../shared/code-meta.js';
import type { Converter } from './plain-markdown.js';
import { boldLine, codeBlock, quoteWithLabel } from './plain-nodes.js';

export type MdxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** `{…}`: a comment is nothing, a literal its text; any other expression is kept as written, in its braces. */
export function expressionNodes(node: MdxFlowExpression | MdxTextExpression, flow: boolean): RootContent[] {
  const program = node.data?.estree;
  if (program && program.body.length === 0) return [];
  const value = literal(program);
  const text: PhrasingContent = { type: 'text', value: typeof value === 'string' || typeof value === 'number' ? String(value) : `{${node.value}}` };
  return flow ? [{ type: 'paragraph', children: [text] }] : [text];
}

type Handler = (node: MdxNode, flow: boolean, convert: Converter) => RootContent[];

const HEADINGS: Record<string, Heading['depth']> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

const HANDLERS: Record<string, Handler> = {
  Tabs: (node, flow, convert) => {
    const values = propValue(node, 'values');
    const labels = Array.isArray(values) ? values : [];
    return tabItems(node.children as RootContent[]).flatMap((child) => (isElement(child, 'TabItem') ? tab(child, labels, flow, convert) : convert.blocks([child])));
  },
  TabItem: (node, flow, convert) => tab(node, [], flow, convert),
  Admonition: (node, flow, convert) => {
    const type = prop(node, 'type') ?? 'note';
    const title = prop(node, 'title') ?? convert.cx.strings[type as 'note'] ?? type;
    return labelled([{ type: 'text', value: title }], node, flow, convert, 'quote');
  },
  CodeBlock: (node, flow) => {
    const meta = parseCodeMeta(prop(node, 'metastring'));
    const lang = prop(node, 'language') ?? /(?:^|\s)language-(\S+)/.exec(prop(node, 'className') ?? '')?.[1] ?? null;
    const only = node.children.length === 1 ? node.children[0] : undefined;
    const written = only && (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') ? literal(only.data?.estree) : undefined;
    const value = (typeof written === 'string' ? written : toString(node.children)).replace(/\n$/, '');
    if (!flow) return [{ type: 'inlineCode', value }];
    const title = prop(node, 'title') ?? meta.title;
    return codeBlock({ type: 'code', lang, meta: title === undefined ? null : `title=${JSON.stringify(title)}`, value });
  },
  Details: details,
  details,
  summary: (node, flow, convert) => labelled(convert.inlines(node.children as RootContent[]), { ...node, children: [] }, flow, convert),
  DocCardList: (_node, flow, convert) => {
    const cards = convert.cx.cards ?? [];
    if (!flow || cards.length === 0) return [];
    const items = cards.map((card) => ({
      type: 'listItem' as const,
      spread: false,
      children: [{ type: 'paragraph' as const, children: [{ type: 'link' as const, url: convert.absolute(card.href), children: [{ type: 'text' as const, value: card.title }] }, ...(card.description ? [{ type: 'text' as const, value: `: ${card.description}` }] : [])] }],
    }));
    return [{ type: 'list', ordered: false, spread: false, children: items }];
  },
  Link: link,
  a: link,
  img: (node, flow, convert) => {
    const src = prop(node, 'src');
    if (src === undefined) return unwrap(node, flow, convert);
    const image: PhrasingContent = { type: 'image', url: convert.absolute(src), alt: prop(node, 'alt') ?? '', title: prop(node, 'title') ?? null };
    return flow ? [{ type: 'paragraph', children: [image] }] : [image];
  },
  Heading: (node, flow, convert) => heading(node, HEADINGS[prop(node, 'as') ?? 'h2'] ?? 2, flow, convert),
  ...Object.fromEntries(Object.entries(HEADINGS).map(([name, depth]) => [name, (node: MdxNode, flow: boolean, convert: Converter) => heading(node, depth, flow, convert)])),
  Head: () => [], // the page's head: its title and description are the page's own
  BrowserOnly: asWritten, // what it shows is a function's, run in the browser only
  br: (_node, flow) => (flow ? [] : [{ type: 'break' }]),
  hr: (_node, flow) => (flow ? [{ type: 'thematicBreak' }] : []),
  strong: (node, flow, convert) => inline(node, flow, (children) => ({ type: 'strong', children }), convert),
  b: (node, flow, convert) => inline(node, flow, (children) => ({ type: 'strong', children }), convert),
  em: (node, flow, convert) => inline(node, flow, (children) => ({ type: 'emphasis', children }), convert),
  i: (node, flow, convert) => inline(node, flow, (children) => ({ type: 'emphasis', children }), convert),
  del: (node, flow, convert) => inline(node, flow, (children) => ({ type: 'delete', children }), convert),
  code: (node, flow) => inline(node, flow, (children) => ({ type: 'inlineCode', value: toString(children) })),
  p: (node, _flow, convert) => [{ type: 'paragraph', children: convert.inlines(node.children as RootContent[]) }],
};

/** Elements that show something without text (a frame, a video): kept as written when they have no text. */
const MEDIA = new Set(['iframe', 'video', 'audio', 'embed', 'object', 'svg', 'canvas', 'picture']);

export function jsxElement(node: MdxNode, flow: boolean, convert: Converter): RootContent[] {
  const handler = node.name ? HANDLERS[node.name] : undefined;
  return handler ? handler(node, flow, convert) : unwrap(node, flow, convert);
}

/** Any other element (`<div>`, a site's component): its children's content; a component without any, as written. */
function unwrap(node: MdxNode, flow: boolean, convert: Converter): RootContent[] {
  const children = node.children as RootContent[];
  const inner = flow ? convert.blocks(children) : convert.inlines(children);
  const name = node.name ?? '';
  return inner.length === 0 && (/^[A-Z]/.test(name) || name.includes('.') || MEDIA.has(name)) ? asWritten(node, flow, convert) : inner;
}

/** The element as the page writes it: HTML, to markdown. */
function asWritten(node: MdxNode, _flow: boolean, convert: Converter): RootContent[] {
  return [{ type: 'html', value: convert.cx.sourceOf(node) ?? `<${node.name ?? ''} />` }];
}

/** A tab's panel after its label in bold: the label Tabs' `values` gives it, its own, or its value. */
function tab(item: MdxNode, labels: unknown[], flow: boolean, convert: Converter): RootContent[] {
  const value = prop(item, 'value');
  const given = labels.find((entry): entry is { label: string } => typeof entry === 'object' && entry !== null && (entry as { value?: unknown }).value === value && typeof (entry as { label?: unknown }).label === 'string');
  const label = given?.label ?? prop(item, 'label') ?? value ?? '';
  return labelled([{ type: 'text', value: label }], item, flow, convert);
}

/** The TabItems of a Tabs written on one line each are in paragraphs of their own: taken out of them. */
function tabItems(children: RootContent[]): RootContent[] {
  return children.flatMap((child) => (child.type === 'paragraph' && child.children.every((inner) => isElement(inner, 'TabItem') || (inner.type === 'text' && inner.value.trim() === '')) ? (child.children.filter((inner) => inner.type !== 'text') as RootContent[]) : [child]));
}

function details(node: MdxNode, flow: boolean, convert: Converter): RootContent[] {
  const children = node.children as RootContent[];
  const written = children.find((child) => isElement(child, 'summary'));
  const summary = written ? convert.inlines((written as MdxNode).children as RootContent[]) : [{ type: 'text' as const, value: prop(node, 'summary') ?? '' }];
  const rest = { ...node, children: children.filter((child) => child !== written) } as MdxNode;
  return toString(summary) ? labelled(summary, rest, flow, convert) : unwrap(rest, flow, convert);
}

function link(node: MdxNode, flow: boolean, convert: Converter): RootContent[] {
  const url = prop(node, 'to') ?? prop(node, 'href');
  if (url === undefined) return unwrap(node, flow, convert);
  const made: PhrasingContent = { type: 'link', url: convert.absolute(url), children: convert.inlines(node.children as RootContent[]) };
  return flow ? [{ type: 'paragraph', children: [made] }] : [made];
}

function heading(node: MdxNode, depth: Heading['depth'], flow: boolean, convert: Converter): RootContent[] {
  const children = convert.inlines(node.children as RootContent[]);
  return flow ? [{ type: 'heading', depth, children }] : children;
}

function inline(node: MdxNode, flow: boolean, make: (children: PhrasingContent[]) => PhrasingContent, convert?: Converter): RootContent[] {
  const children = convert ? convert.inlines(node.children as RootContent[]) : (node.children as PhrasingContent[]);
  const made = make(children);
  return flow ? [{ type: 'paragraph', children: [made] }] : [made];
}

/** A label in bold, then the element's content: on a line before its blocks, in a quote, or before its text. */
function labelled(label: PhrasingContent[], node: MdxNode, flow: boolean, convert: Converter, as?: 'quote'): RootContent[] {
  const children = node.children as RootContent[];
  if (!flow) return [{ type: 'strong', children: label }, { type: 'text', value: ' ' }, ...convert.inlines(children)];
  const body = convert.blocks(children);
  return as === 'quote' ? [quoteWithLabel(label, body)] : [boldLine(label), ...body];
}

function isElement(node: RootContent | PhrasingContent, name: string): node is MdxNode {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
}

/** A prop written as a string, or as an expression whose value is one. */
function prop(node: MdxNode, name: string): string | undefined {
  const value = propValue(node, name);
  return typeof value === 'string' ? value : undefined;
}

function propValue(node: MdxNode, name: string): unknown {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    if (attribute.value === null || attribute.value === undefined) return true;
    return typeof attribute.value === 'string' ? attribute.value : literal(attribute.value.data?.estree);
  }
  return undefined;
}

/** The value of an expression written as a literal (strings, numbers, arrays and objects of them); else undefined. */
function literal(program: Program | null | undefined): unknown {
  const statement = program?.body[0];
  return program?.body.length === 1 && statement?.type === 'ExpressionStatement' ? valueOf(statement.expression) : undefined;
}

function valueOf(expression: Expression | null): unknown {
  switch (expression?.type) {
    case 'Literal':
      return 'regex' in expression || 'bigint' in expression ? undefined : expression.value;
    case 'TemplateLiteral':
      return expression.expressions.length === 0 ? expression.quasis[0]?.value.cooked : undefined;
    case 'ArrayExpression':
      return expression.elements.map((element) => (element && element.type !== 'SpreadElement' ? valueOf(element) : undefined));
    case 'ObjectExpression': {
      const entries = expression.properties.map((property) => {
        if (property.type !== 'Property' || property.computed) return undefined;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        return key === undefined ? undefined : [key, valueOf(property.value as Expression)];
      });
      return entries.every(Boolean) ? Object.fromEntries(entries as [string, unknown][]) : undefined;
    }
    default:
      return undefined;
  }
}
