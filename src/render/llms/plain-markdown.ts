// A compiled page's mdast made plain markdown, for the page's markdown copy: what docgen adds to markdown
// (admonitions, live code, titled code blocks, MDX) becomes what plain markdown can say, and every link and image
// an absolute URL. The tree is read after the page's own plugins resolved its links and images; it is never
// changed (the page's HTML is made from it next): new nodes are built instead.
import type { Blockquote, Image, Link, Nodes, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { ThemeStrings } from '../../../theme/i18n/strings.js';
import type { DocCard } from '../../shared/types.js';
import { isExternal } from '../../shared/url.js';
import { ADMONITION_TYPES } from '../markdown/plugins/remark-admonitions.js';
import { expressionNodes, jsxElement, type MdxNode } from './mdx-elements.js';
import { boldText, codeBlock, codeBlockText, quoteText, quoteWithLabel } from './plain-nodes.js';

export interface CopyContext {
  /** The site's origin (its `url`), which an absolute path of the site is joined to. */
  origin: string;
  /** The page's absolute URL, which a relative link resolves against, as the browser resolves it on the page. */
  pageUrl: string;
  strings: ThemeStrings;
  /** The cards `<DocCardList>` shows on this page. */
  cards?: DocCard[];
  /** A node's text as the page writes it, when its place is known. */
  sourceOf(node: Nodes): string | undefined;
}

/** What converts children, for the MDX elements (mdx-elements.ts). */
export interface Converter {
  cx: CopyContext;
  blocks(nodes: readonly RootContent[]): RootContent[];
  inlines(nodes: readonly RootContent[]): PhrasingContent[];
  absolute(url: string): string;
}

export function plainMarkdown(tree: Root, cx: CopyContext): Root {
  const asWritten = writtenAsIs(cx);
  const { blocks } = converter(cx, asWritten);
  // A block that says in plain markdown what the page shows is its source as written, or nearly (writtenEdited):
  // writing it again would cost more than all the rest (remark-stringify escapes text character by character), for
  // the same markdown. An `html` node is how remark-stringify writes text as it is.
  const children = tree.children.flatMap((child): RootContent[] => {
    const written = writtenBlock(child, cx, asWritten);
    return written === undefined ? blocks([child]) : [{ type: 'html', value: written }];
  });
  return { type: 'root', children };
}

/**
 * A block of the page's top level (or of an admonition there, whose blocks start at the beginning of a line) as the
 * copy says it, written without remark-stringify: as written, with edits in place, or as the text of the shape
 * docgen's addition takes in the copy (plain-nodes.ts). Undefined when it takes remark-stringify.
 */
function writtenBlock(block: Nodes, cx: CopyContext, asWritten: (node: Nodes) => boolean): string | undefined {
  if (asWritten(block)) return cx.sourceOf(block);
  if (block.type === 'code') return codeBlockText(block);
  if (block.type === 'containerDirective') return admonitionText(block, cx, asWritten);
  return writtenEdited(block, cx, asWritten);
}

/** An admonition (see `directive` below) as text, when its label is plain text and each of its blocks can be written so. */
function admonitionText(node: ContainerDirective, cx: CopyContext, asWritten: (node: Nodes) => boolean): string | undefined {
  const [heading, body] = node.children;
  if (!(ADMONITION_TYPES as readonly string[]).includes(node.name) || heading?.type !== 'paragraph' || body?.type !== 'blockquote') return undefined;
  const label = heading.children.length === 1 && heading.children[0]!.type === 'text' ? boldText(heading.children[0]!.value) : undefined;
  if (label === undefined) return undefined;
  const blocks: string[] = [];
  for (const block of body.children) {
    // A block's source lines are as at the top level only when it starts a line (an indented one keeps its
    // indent); a code block's text can be made from its code.
    const written = block.position?.start.column === 1 ? writtenBlock(block, cx, asWritten) : block.type === 'code' ? codeBlockText(block) : undefined;
    if (written === undefined) return undefined;
    blocks.push(written);
  }
  return quoteText(label, blocks);
}

/** Parents the copy says as the page writes them once what is inside them is. */
const WRITTEN_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'list', 'listItem', 'table', 'tableRow', 'tableCell', 'blockquote']);

/**
 * A block's source with the few edits the copy makes in place: a relative link's or image's destination made
 * absolute, a heading's explicit id left out. Undefined when anything else in it is docgen's own (the converter
 * writes it then). The edits keep every other character where the page wrote it.
 */
function writtenEdited(block: Nodes, cx: CopyContext, asWritten: (node: Nodes) => boolean): string | undefined {
  const text = cx.sourceOf(block);
  const origin = block.position?.start.offset;
  if (text === undefined || origin === undefined) return undefined;
  const edits: TextEdit[] = [];
  const edit = (node: Nodes): boolean => {
    if (asWritten(node)) return true;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || (!WRITTEN_PARENTS.has(node.type) && node.type !== 'image')) return false;
    if (node.type === 'blockquote' && node.data?.hProperties) return false; // a live code block's
    const [from, to] = [start - origin, end - origin];
    if (node.type === 'link' || node.type === 'image') {
      const destination = destinationEdit(node, text, origin, cx);
      if (!destination) return false;
      edits.push(destination);
    }
    if (node.type === 'heading' && text.slice(from, to).includes('{#')) {
      const id = EXPLICIT_ID.exec(text.slice(from, to));
      if (!id) return false;
      edits.push({ from: from + id.index, to, text: '' });
    }
    return !('children' in node) || (node.children as Nodes[]).every(edit);
  };
  if (!edit(block)) return undefined;
  let out = '';
  let at = 0;
  for (const { from, to, text: replacement } of edits.sort((a, b) => a.from - b.from)) {
    out += text.slice(at, from) + replacement;
    at = to;
  }
  return out + text.slice(at);
}

interface TextEdit {
  from: number;
  to: number;
  text: string;
}

/**
 * The edit that gives an inline link or image (`[label](dest "title")`, `![alt](dest)`) its absolute destination,
 * in the text of the block that starts at `origin` in the page; undefined when it is written otherwise or its URL
 * would need escaping.
 */
function destinationEdit(node: Link | Image, text: string, origin: number, cx: CopyContext): TextEdit | undefined {
  const start = node.position!.start.offset! - origin;
  const end = node.position!.end.offset! - origin;
  // The label ends where its last child does; an image's alt has no place of its own, so the first `](` ends it
  // when it holds no bracket.
  const lastChild = node.type === 'link' ? node.children[node.children.length - 1]?.position?.end.offset : undefined;
  if (node.type === 'image' && node.alt?.includes(']')) return undefined;
  const from = lastChild !== undefined ? lastChild - origin : text.indexOf('](', start + (node.type === 'image' ? 2 : 1));
  if (from < start || text.slice(from, from + 2) !== '](' || text[end - 1] !== ')' || text.slice(from, end).includes('\n')) return undefined;
  const url = absoluteUrl(node.url, cx);
  if (/[\s()<>\\]/.test(url) || node.title?.includes('\n')) return undefined;
  const title = node.title == null ? '' : ` "${node.title.replace(/["\\]/g, '\\$&')}"`;
  return { from, to: end, text: `](${url}${title})` };
}

/** A link's URL as the copy gives it: absolute, as the browser resolves it on the page. */
function absoluteUrl(url: string, cx: CopyContext): string {
  if (url === '' || isExternal(url)) return url;
  if (url.startsWith('/')) return cx.origin + url;
  try {
    return new URL(url, cx.pageUrl).href;
  } catch {
    return url;
  }
}

/**
 * Whether the copy says a node as the page writes it: nothing in it is docgen's own syntax, a link or image the
 * page's plugins resolved, code whose fence says more than its language, or a heading's explicit id. Each node is
 * asked about once: a block's answer is its descendants'.
 */
function writtenAsIs(cx: CopyContext): (node: Nodes) => boolean {
  const known = new WeakMap<Nodes, boolean>();
  const ask = (node: Nodes): boolean => {
    let answer = known.get(node);
    if (answer === undefined) known.set(node, (answer = own(node) && (!('children' in node) || (node.children as Nodes[]).every(ask))));
    return answer;
  };
  const own = (node: Nodes): boolean => {
    if (!node.position) return false; // made by a plugin (a directive given back as text)
    switch (node.type) {
      case 'link':
      case 'image':
      case 'definition':
        return isExternal(node.url);
      case 'code':
        return !node.meta && !node.value.includes('highlight-');
      case 'heading':
        return cx.sourceOf(node)?.includes('{#') === false;
      case 'blockquote':
        return !node.data?.hProperties; // a live code block's
      default:
        return !node.type.startsWith('mdx') && !node.type.endsWith('Directive');
    }
  };
  return ask;
}

/** A heading's explicit id, as written (escaped in MDX): `## Usage {#usage}`. */
const EXPLICIT_ID = /\s*\\?\{#[^}\s]+\}\s*$/;
/** A backslash escape of markdown: the character itself. */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;

/** Inline nodes other than text that may be taken as written (a link or an image only when it is absolute). */
const VERBATIM_INLINE = new Set(['emphasis', 'strong', 'delete', 'inlineCode', 'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'inlineMath', 'break']);

/** Parents whose children are blocks; a run of inline nodes among them becomes a paragraph. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
/** Parents whose children are inline. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);
const PHRASING = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference', 'text', 'inlineCode', 'image', 'imageReference', 'break', 'footnoteReference', 'inlineMath']);

function converter(cx: CopyContext, asWritten: (node: Nodes) => boolean): Converter {
  const absolute = (url: string): string => absoluteUrl(url, cx);

  const convert = (node: RootContent, flow: boolean): RootContent[] => {
    // Inline markup on one line that says in plain markdown what the page shows is taken as the page wrote it,
    // as whole blocks are (plainMarkdown).
    if (!flow && VERBATIM_INLINE.has(node.type) && asWritten(node)) {
      const written = cx.sourceOf(node);
      if (written !== undefined && !written.includes('\n')) return [{ type: 'html', value: written }];
    }
    switch (node.type) {
      case 'mdxjsEsm':
        return []; // imports and exports: the page's code, not its text
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return expressionNodes(node, flow);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return jsxElement(node as MdxNode, flow, self);
      case 'containerDirective':
        return directive(node);
      case 'blockquote':
        return liveCode(node) ?? [{ ...node, children: blocks(node.children) as Blockquote['children'] }];
      case 'code':
        return codeBlock(node);
      case 'link':
        return [{ ...node, url: absolute(node.url), children: inlines(node.children) }];
      case 'image':
      case 'definition':
        return [{ ...node, url: absolute(node.url) }];
      case 'text':
        return [withSource(node)];
      default:
        if (!('children' in node)) return [node];
        return [{ ...node, children: childrenOf(node) } as RootContent];
    }
  };

  const childrenOf = (node: RootContent & { children: RootContent[] }): RootContent[] => {
    if (FLOW_PARENTS.has(node.type)) return blocks(node.children);
    if (PHRASING_PARENTS.has(node.type)) return node.type === 'paragraph' || node.type === 'heading' ? trimmed(inlines(node.children)) : inlines(node.children);
    return node.children.flatMap((child) => convert(child, true)); // lists, tables and their rows
  };

  /** Blocks: inline nodes left between them (an unwrapped element's) are put in paragraphs. */
  const blocks = (nodes: readonly RootContent[]): RootContent[] => {
    const out: RootContent[] = [];
    let run: PhrasingContent[] = [];
    const endRun = () => {
      if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) out.push({ type: 'paragraph', children: trimmed(run) });
      run = [];
    };
    for (const node of nodes.flatMap((child) => convert(child, true))) {
      if (PHRASING.has(node.type)) run.push(node as PhrasingContent);
      else {
        endRun();
        out.push(node);
      }
    }
    endRun();
    return out;
  };

  /** Inline nodes: a block that ends up among them (an element's paragraphs) gives its inline content. */
  const inlines = (nodes: readonly RootContent[]): PhrasingContent[] =>
    nodes.flatMap((child) => convert(child, false)).flatMap((node): PhrasingContent[] => {
      if (PHRASING.has(node.type) || node.type === 'html') return [node as PhrasingContent];
      if (node.type === 'code') return [{ type: 'inlineCode', value: node.value }];
      return 'children' in node ? inlines(node.children as RootContent[]) : [];
    });

  /** An admonition (remark-admonitions made it a heading and a body): a quote that opens with its label in bold. */
  const directive = (node: ContainerDirective): RootContent[] => {
    const [heading, body] = node.children;
    if (!(ADMONITION_TYPES as readonly string[]).includes(node.name) || heading?.type !== 'paragraph' || body?.type !== 'blockquote') return blocks(node.children);
    return [quoteWithLabel(inlines(heading.children), blocks(body.children))];
  };

  /** A live code block (remark-live-code.ts put its preview before it): the code, which is what the page wrote. */
  const liveCode = (node: Blockquote): RootContent[] | undefined => {
    const classes = node.data?.hProperties?.className;
    if (!Array.isArray(classes) || !classes.includes('live-example')) return undefined;
    return node.children.filter((child) => child.type === 'code').flatMap(codeBlock);
  };

  /** A text with what the page wrote for it, when that is one line that gives its value (stringify.ts writes it). */
  const withSource = (node: Text): Text => {
    const source = node.value.includes('\n') ? undefined : cx.sourceOf(node);
    // The text of a heading whose `{#id}` remark-heading-ids took off ends before it; any other text a plugin
    // changed is no longer what the page wrote.
    const written = source?.replace(EXPLICIT_ID, '');
    if (written === undefined || written.includes('&') || written.replace(ESCAPED, '$1') !== node.value) return node;
    return { ...node, data: { ...node.data, written } };
  };

  const self: Converter = { cx, blocks, inlines, absolute };
  return self;
}

/** A line's inline nodes without the spaces at its ends (what stood beside a comment or an element left out). */
function trimmed(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const first = out[0];
  const last = out[out.length - 1];
  // A text trimmed is no longer what the page wrote.
  const trim = (node: Text, value: string): Text => (value === node.value ? node : { type: 'text', value });
  if (first?.type === 'text') out[0] = trim(first, first.value.trimStart());
  if (last?.type === 'text') out[out.length - 1] = trim(out[out.length - 1] as Text, (out[out.length - 1] as Text).value.trimEnd());
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}
