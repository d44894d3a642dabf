// `<CodeBlock language="lua" title="…" {…}>code</CodeBlock>`: highlighted at build time, in the same markup as a
// fenced code block (rehype-code-blocks.ts); the client adds its copy button (src/client/enhance/copy-code.ts).
import { useMdxEnv } from './mdx-env.js';
import { magicComments, parseCodeMeta } from '../../src/shared/code-meta.js';
import { escapeText } from './escape.js';

interface CodeBlockProps {
  children?: unknown;
  language?: string;
  /** `language-lua`, as Docusaurus passes it. */
  className?: string;
  title?: string;
  /** `{1,3-5}`, as in a fence's meta. */
  metastring?: string;
  /** Lines to highlight. */
  lines?: number[];
}

export function CodeBlock({ children, language, className, title, metastring, lines }: CodeBlockProps) {
  const { highlight } = useMdxEnv();
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const code = (typeof children === 'string' ? children : Array.isArray(children) ? children.join('') : String(children ?? '')).replace(/\n$/, '');
  const meta = parseCodeMeta(metastring);
  const shown = magicComments(code, lines ? { ...meta, lines: new Set(lines) } : meta);
  const heading = title ?? meta.title;
  const html = `${heading ? `<div class="code-block-title">${escapeText(heading)}</div>` : ''}${highlight(shown.code, lang, shown.lines)}`;
  const from = meta.lineNumbersFrom;
  return <div className={from === undefined ? 'code-block' : 'code-block code-block-numbered'} data-language={lang} style={from === undefined ? undefined : { counterReset: `line ${from - 1}` }} dangerouslySetInnerHTML={{ __html: html }} />;
}
