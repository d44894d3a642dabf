import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The compiled markdown body. On hydration React keeps the server's inner HTML, so the client passes the
 * HTML it read from the DOM and the content never travels twice. React sets the HTML once; a new version of
 * the same page (an edit under `docgen serve`) replaces only the top-level nodes that differ, so the browser
 * lays out the edited part again rather than the whole page. Another page mounts a new element (key it).
 */
export function MarkdownContent({ html }: { html: string }) {
  const [first] = useState(html);
  const shown = useRef(html);
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (html === shown.current || !element.current) return;
    replaceChangedChildren(element.current, html);
    shown.current = html;
  }, [html]);
  return <div ref={element} className="markdown" dangerouslySetInnerHTML={{ __html: first }} suppressHydrationWarning />;
}

/** Makes `parent`'s children those of `html`, keeping the unchanged run at the start and at the end. */
function replaceChangedChildren(parent: Element, html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  const next = Array.from(template.content.childNodes);
  const old = Array.from(parent.childNodes);
  let start = 0;
  while (start < old.length && start < next.length && old[start]!.isEqualNode(next[start]!)) start++;
  let oldEnd = old.length;
  let nextEnd = next.length;
  while (oldEnd > start && nextEnd > start && old[oldEnd - 1]!.isEqualNode(next[nextEnd - 1]!)) {
    oldEnd--;
    nextEnd--;
  }
  const before = old[oldEnd] ?? null;
  for (const node of old.slice(start, oldEnd)) node.remove();
  for (const node of next.slice(start, nextEnd)) parent.insertBefore(node, before);
}
