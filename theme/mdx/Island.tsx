// An island: a component of an MDX page that works in the browser on its own. The page is rendered whole on the
// server; an island's HTML sits in a wrapper that names it and carries its props as JSON, and the client
// hydrates each island it finds with the chunk of that component only (src/client/islands/), reading what
// was rendered from markdown (a tab's content) back from the HTML rather than shipping it twice.
import { useContext, type ReactNode } from 'react';
import { MdxEnvContext } from './mdx-env.js';

export function Island({ name, props, children }: { name: string; props: object; children: ReactNode }) {
  // On the server: the page names the islands it uses, so that it preloads their code.
  useContext(MdxEnvContext)?.islands.add(name);
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}

/**
 * What an island shows of the page's markdown: the React nodes on the server; in the browser the HTML they
 * rendered to, read back from the page (React keeps it as it is when it hydrates).
 */
export function Slot({ className, content }: { className: string; content: ReactNode | { html: string } }) {
  if (isHtml(content)) return <div className={className} dangerouslySetInnerHTML={{ __html: content.html }} suppressHydrationWarning />;
  return <div className={className}>{content}</div>;
}

function isHtml(content: unknown): content is { html: string } {
  return typeof content === 'object' && content !== null && 'html' in content;
}
