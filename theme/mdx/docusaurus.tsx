// Docusaurus's client modules an MDX page may import (`import Link from '@docusaurus/Link'`), as they behave in a
// page docgen renders once, at build time: links and URLs get the site's base; a page is never "in the browser"
// (what must run there belongs in an island, a `*.client.tsx` module).
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useMdxEnv } from './mdx-env.js';

/** A path under the site gets the base, unless it has it; URLs, anchors and relative paths stay as they are. */
function withBase(base: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith(base) ? base + url.slice(1) : url;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode };

export function Link({ to, href, children, ...rest }: LinkProps) {
  const { base } = useMdxEnv();
  const target = to ?? href;
  return (
    <a href={target === undefined ? undefined : withBase(base, target)} {...rest}>
      {children}
    </a>
  );
}

export function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  const { base, siteUrl } = useMdxEnv();
  const local = withBase(base, url);
  return options.absolute && local.startsWith('/') ? siteUrl.replace(/\/+$/, '') + local : local;
}

/** Rendered at build time: the fallback (the children are for a browser, where this page never runs as React). */
export function BrowserOnly({ fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}

export function useIsBrowser(): boolean {
  return false;
}

export function useDocusaurusContext() {
  const { base, siteUrl, siteTitle, lang } = useMdxEnv();
  return { siteConfig: { title: siteTitle, url: siteUrl, baseUrl: base }, i18n: { currentLocale: lang } };
}

/** Where the page is, as Docusaurus's router says it (`@docusaurus/router`): the page's own URL at build time. */
export function useLocation(): { pathname: string; search: string; hash: string; state: undefined } {
  return { pathname: useMdxEnv().pageUrl, search: '', hash: '', state: undefined };
}

/** Navigation does not happen while a page is rendered once: the history's methods do nothing. */
export function useHistory() {
  const location = useLocation();
  const stay = () => undefined;
  return { location, push: stay, replace: stay, go: stay, goBack: stay, goForward: stay, listen: () => stay, length: 1, action: 'POP' as const };
}

/** `<Translate>`'s text in the page's locale (its id in code.json, or the text itself as the id), else as written. */
export function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  const { messages } = useMdxEnv();
  const message = children ?? '';
  return <>{interpolate(messages[id ?? message] ?? message, values)}</>;
}

/** The messages of the page being rendered: translate() may run outside a component, where there is no context. */
let activeMessages: Record<string, string> = {};

/** Runs `render` with `messages` as translate()'s (renderMdx wraps a page's render in it). */
export function withMessages<T>(messages: Record<string, string>, render: () => T): T {
  const before = activeMessages;
  activeMessages = messages;
  try {
    return render();
  } finally {
    activeMessages = before;
  }
}

export function translate({ message, id }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return interpolate(activeMessages[id ?? message] ?? message, values).join('');
}

function interpolate(text: string, values: Record<string, ReactNode> | undefined): ReactNode[] {
  if (!values) return [text];
  return text.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
}
