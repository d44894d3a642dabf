// Docusaurus's client modules an MDX page or a Docusaurus project's React page may import (`import Link from
// '@docusaurus/Link'`): links and URLs get the site's base. An MDX page is rendered once, at build time, and is
// never "in the browser" (what must run there belongs in an island, a `*.client.tsx` module); a React page is
// hydrated, and is in the browser once it has been.
import { Children, createElement, Fragment, isValidElement, useEffect, useState, type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { withLinkBase } from '../../src/shared/url.js';
import { activeMessages, useDocusaurusEnv, type PageHead } from './docusaurus-env.js';
import { escapeText } from './escape.js';
import { interpolate } from '../i18n/interpolate.js';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode };

/** A path under the site gets the locale's base (a file's, the site's), unless it has it; other URLs stay. */
export function Link({ to, href, children, ...rest }: LinkProps) {
  const { base, linkBase } = useDocusaurusEnv();
  const target = to ?? href;
  return (
    <a href={target === undefined ? undefined : withLinkBase(target, base, linkBase)} {...rest}>
      {children}
    </a>
  );
}

export function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}

export function useBaseUrlUtils() {
  const { base, linkBase, siteUrl } = useDocusaurusEnv();
  const withBaseUrl = (url: string, options: { absolute?: boolean } = {}) => {
    const local = withLinkBase(url, base, linkBase);
    return options.absolute && local.startsWith('/') ? siteUrl.replace(/\/+$/, '') + local : local;
  };
  return { withBaseUrl };
}

/**
 * False on the server and while a page hydrates (so both render the same), true after: an MDX page, never
 * hydrated, stays on the server's side.
 */
export function useIsBrowser(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The fallback until the page runs in the browser, then what the children make. */
export function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children() : (fallback ?? null)}</>;
}

export const ExecutionEnvironment = { canUseDOM: typeof document !== 'undefined', canUseEventListeners: typeof window !== 'undefined', canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined', canUseViewport: typeof window !== 'undefined' };

export function useDocusaurusContext() {
  const { base, siteUrl, siteTitle, tagline = '', lang, locale = lang, defaultLocale = locale, locales = [locale] } = useDocusaurusEnv();
  return { siteConfig: { title: siteTitle, tagline, url: siteUrl, baseUrl: base, customFields: {}, themeConfig: {} }, i18n: { currentLocale: locale, defaultLocale, locales }, siteMetadata: {} };
}

/** Where the page is, as Docusaurus's router says it (`@docusaurus/router`): the page's own URL at build time. */
export function useLocation(): { pathname: string; search: string; hash: string; state: undefined } {
  return { pathname: useDocusaurusEnv().pageUrl, search: '', hash: '', state: undefined };
}

/**
 * `<Redirect to>` of Docusaurus's router: a page that sends the reader on, at once in the browser, and without
 * JavaScript through the head's refresh; its link stays for anyone it does not move.
 */
export function Redirect({ to }: { to: string | { pathname: string } }) {
  const { base, linkBase, head } = useDocusaurusEnv();
  const target = withLinkBase(typeof to === 'string' ? to : to.pathname, base, linkBase);
  if (head) head.tags.push(`<meta http-equiv="refresh" content="0; url=${escapeText(target)}">`);
  useEffect(() => window.location.replace(target), [target]);
  return (
    <p>
      <a href={target}>{target}</a>
    </p>
  );
}

/** Navigation does not happen while a page is rendered once: the history's methods do nothing. */
export function useHistory() {
  const location = useLocation();
  const stay = () => undefined;
  return { location, push: stay, replace: stay, go: stay, goBack: stay, goForward: stay, listen: () => stay, length: 1, action: 'POP' as const };
}

/** `<Translate>`'s text in the page's locale (its id in code.json, or the text itself as the id), else as written. */
export function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  const { messages } = useDocusaurusEnv();
  const message = children ?? '';
  // Its parts as the fragment's children, not as a list: they need no keys.
  return createElement(Fragment, null, ...interpolate(messages[id ?? message] ?? message, values));
}

/** Runs `render` with `messages` as translate()'s (the server wraps a page's render in it). */
export function withMessages<T>(messages: Record<string, string>, render: () => T): T {
  const before = activeMessages.get();
  activeMessages.set(messages);
  try {
    return render();
  } finally {
    activeMessages.set(before);
  }
}

export function translate({ message, id }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return interpolate(activeMessages.get()[id ?? message] ?? message, values).join('');
}

/** translate()'s messages from here on: a hydrated page's render is not one call that withMessages could wrap. */
export function useMessages(messages: Record<string, string>): void {
  activeMessages.set(messages);
}

/**
 * `@theme/Layout` inside docgen's own layout (which has the navbar and footer already): the page's title and
 * description go into its head, its content into a wrapper.
 */
export function Layout({ children, title, description, wrapperClassName }: { children?: ReactNode; title?: string; description?: string; wrapperClassName?: string; noFooter?: boolean }) {
  const { head } = useDocusaurusEnv();
  if (head) Object.assign(head, title ? { title } : {}, description ? { description } : {});
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}

/** `@docusaurus/Head`: its title and meta description become the page's; its other meta and link tags are added. */
export function Head({ children }: { children?: ReactNode }) {
  const { head } = useDocusaurusEnv();
  if (head) for (const child of Children.toArray(children)) if (isValidElement(child)) addToHead(head, child as ReactElement<Record<string, unknown>>);
  return null;
}

function addToHead(head: PageHead, { type, props }: ReactElement<Record<string, unknown>>): void {
  if (type === 'title') head.title = Children.toArray(props.children as ReactNode).join('');
  else if (type === 'meta' && props.name === 'description' && typeof props.content === 'string') head.description = props.content;
  else if (type === 'meta' || type === 'link') {
    const attributes = Object.entries(props).filter(([, value]) => typeof value === 'string' || typeof value === 'number');
    head.tags.push(`<${type}${attributes.map(([name, value]) => ` ${HTML_ATTRIBUTES[name] ?? name}="${escapeText(String(value))}"`).join('')}>`);
  }
}

const HTML_ATTRIBUTES: Record<string, string> = { httpEquiv: 'http-equiv', charSet: 'charset', hrefLang: 'hreflang', crossOrigin: 'crossorigin' };

/** `@theme/Heading`: a heading with a "#" link to itself, as the theme's markdown headings have. */
export function Heading({ as: Tag = 'h2', id, children, ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode; className?: string }) {
  return (
    <Tag id={id} {...rest}>
      {children}
      {id && Tag !== 'h1' ? (
        <a className="hash-link" href={`#${id}`} aria-label={`#${id}`}>
          #
        </a>
      ) : null}
    </Tag>
  );
}

/** The colour mode as the page shows it: `data-theme` on <html>, set before the first paint (head-script.ts). */
export function useColorMode() {
  const colorMode = useDocumentTheme();
  const setColorMode = (mode: 'light' | 'dark') => document.documentElement.setAttribute('data-theme', mode);
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

function useDocumentTheme(): 'light' | 'dark' {
  // The server cannot know the reader's mode: both sides start light, and the browser follows <html> after.
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setMode(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return mode;
}

/**
 * The category the page opens, as `<DocCardList items={useCurrentSidebarCategory().items} />` asks for it: the
 * cards come from the page itself (theme/mdx/DocCardList.tsx), so its items are not needed here.
 */
export function useCurrentSidebarCategory(): { items: unknown[] } {
  return { items: [] };
}

/** `@theme/ThemedImage`: both pictures in the HTML, each shown in its mode by the stylesheet. */
export function ThemedImage({ sources, alt, className, ...rest }: { sources: { light: string; dark: string }; alt?: string; className?: string; width?: number | string; height?: number | string }) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={withBaseUrl(sources[mode])} alt={alt} className={[className, `themed-image themed-image--${mode}`].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}
