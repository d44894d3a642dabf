// The HTML document around the rendered React tree.
import type { Bootstrap, PageData } from '../../shared/types.js';
import { bootstrapJson } from './bootstrap-json.js';
import { headScript } from './head-script.js';
import { socialMeta } from './social-meta.js';

export interface DocumentAssets {
  /** URLs of the client entry and its first-view chunks. */
  entry: string;
  preload: string[];
  css: string[];
  /** Island name → URLs of its chunks: a page preloads those of its islands. */
  islands?: Record<string, string[]>;
  /** The config's headTags, as HTML (head-tags.ts). */
  head?: string[];
}

export interface DocumentInput {
  bootstrap: Bootstrap;
  appHtml: string;
  title: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  assets: DocumentAssets;
  /** Tags the page's own components add to its head (a Docusaurus page's `<Head>`), as HTML. */
  headTags?: string[];
}

const DATA_OPEN = '<script id="__docgen_data" type="application/json">';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderDocument(input: DocumentInput): string {
  const { site, page } = input.bootstrap;
  const description = page.description ?? site.tagline;
  // The markdown body is already in the DOM; the client reads it from there.
  const bootstrap = bootstrapJson(input.bootstrap, { ...page, html: undefined });
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">\n` : ''}${page.keywords?.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}">\n` : ''}${socialMeta({ site, page, description, url: input.canonical }).map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">\n`).join('')}${input.noindex ? '<meta name="robots" content="noindex, nofollow">\n' : ''}<link rel="canonical" href="${escapeHtml(input.canonical)}">
<link rel="icon" href="${site.favicon ? escapeHtml(site.favicon) : 'data:,'}">
${input.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`).join('\n')}${site.feeds ? `\n<link rel="alternate" type="application/rss+xml" href="${escapeHtml(site.feeds.rss)}" title="${escapeHtml(`${site.title} RSS`)}">\n<link rel="alternate" type="application/atom+xml" href="${escapeHtml(site.feeds.atom)}" title="${escapeHtml(`${site.title} Atom`)}">` : ''}
<script>${headScript(site)}</script>
${input.assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}${[...(input.assets.head ?? []), ...(input.headTags ?? [])].map((tag) => `\n${tag}`).join('')}
${[...input.assets.preload, ...islandChunks(page, input.assets)].map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
<script type="module" src="${input.assets.entry}"></script>
</head>
<body>
<div id="__docgen">${input.appHtml}</div>
${DATA_OPEN}${bootstrap}</script>
</body>
</html>
`;
}

function islandChunks(page: PageData, assets: DocumentAssets): string[] {
  // A site module's islands (`src/Switch.client.tsx#default`) share its chunk.
  return [...new Set((page.islands ?? []).flatMap((name) => assets.islands?.[name.split('#')[0]!] ?? []))];
}
