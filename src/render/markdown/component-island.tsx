// A site component that needs the browser, rendered on the server as the island the client hydrates
// (theme/mdx/Island.tsx, src/client/islands/component-island.tsx). Node-only: it renders with react-dom/server.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MdxEnvContext, useMdxEnv } from '../../../theme/mdx/mdx-env.js';
import { Slot } from '../../../theme/mdx/Island.js';
import { PAGE_LANG } from '../../island.js';

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
