// An island: a component of an MDX page that works in the browser on its own. The page is rendered whole on the
// server; an island's HTML sits in a wrapper that names it and carries its props as JSON, and the client
// hydrates each island it finds with the chunk of that component only (src/client/islands/), reading what
// was rendered from markdown (a tab's content) back from the HTML rather than shipping it twice.
import { useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PAGE_LANG } from '../../src/island.js';
import { MdxEnvContext, useMdxEnv } from './mdx-env.js';

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

/**
 * A site component that needs the browser (its module is `*.client.tsx`), as an island named `name`: its props
 * travel as JSON, so they must be JSON; its children, the page's markdown, are a slot.
 */
export function componentIsland(name: string, Component: ComponentType<Record<string, unknown>>): ComponentType<Record<string, unknown>> {
  const Wrapped = ({ children, ...props }: Record<string, unknown>) => {
    const env = useMdxEnv();
    const unfit = notJson(props);
    if (unfit) throw new Error(`<${Component.displayName ?? Component.name ?? name}> is an island: its props travel as JSON, and ${unfit}.`);
    env.islands.add(name);
    // Rendered as a root of its own, as the browser hydrates it: the ids the component makes with useId are then
    // the same on both sides. The prefix keeps two islands of a page from making the same ids.
    const ids = `${env.nextId('island')}-`;
    const slot = children === undefined ? undefined : <Slot className="island-children" content={children as ReactNode} />;
    const html = withPageLang(env.lang, () =>
      renderToString(
        <MdxEnvContext.Provider value={env}>
          <Component {...props}>{slot}</Component>
        </MdxEnvContext.Provider>,
        { identifierPrefix: ids },
      ),
    );
    return <div className="island" data-island={name} data-props={JSON.stringify(props)} data-ids={ids} dangerouslySetInnerHTML={{ __html: html }} />;
  };
  return Wrapped;
}

/** Runs a (synchronous) render in which `pageLang()` says `lang`, as the page's `<html lang>` says it in the browser. */
function withPageLang<T>(lang: string, render: () => T): T {
  const global = globalThis as Record<symbol, unknown>;
  const before = global[PAGE_LANG];
  global[PAGE_LANG] = lang;
  try {
    return render();
  } finally {
    global[PAGE_LANG] = before;
  }
}

/** Why a value cannot travel as JSON (a function, a React element, a symbol), or undefined when it can. */
function notJson(value: unknown, at = 'the prop'): string | undefined {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return `${at} is a ${typeof value}`;
  if (value === null || typeof value !== 'object') return undefined;
  if ('$$typeof' in value) return `${at} is a React element`;
  for (const [key, item] of Object.entries(value)) {
    const unfit = notJson(item, at === 'the prop' ? `"${key}"` : `${at}.${key}`);
    if (unfit) return unfit;
  }
  return undefined;
}
