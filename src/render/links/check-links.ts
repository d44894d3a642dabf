// Checks every collected link against the route table, the static files and the target pages' anchors.
// Problems are collected for the whole site, then classified by the config's link policy.
import type { SiteConfig } from '../config/site-config.js';
import type { CollectedLink } from '../markdown/context.js';
import { canonicalPath } from '../../shared/url.js';
import { DocgenError } from '../errors.js';

export interface PageLinks {
  url: string;
  sourceFile: string;
  links: CollectedLink[];
}

export type LinkProblemKind = 'broken-link' | 'broken-markdown-link' | 'broken-anchor';

export interface LinkProblem {
  kind: LinkProblemKind;
  sourceFile: string;
  pageUrl: string;
  link: CollectedLink;
  /** The URL the link resolved to. */
  resolved: string;
}

export interface LinkReport {
  errors: DocgenError[];
  warnings: DocgenError[];
  problems: LinkProblem[];
}

export interface LinkTargets {
  /** Every URL path that serves a page or a file. */
  urls: Set<string>;
  /** Anchor ids of each page URL. */
  ids: Map<string, Set<string>>;
}

export function checkLinks(pages: PageLinks[], targets: LinkTargets, config: SiteConfig): LinkReport {
  const ignore = config.links.ignore.map((pattern) => new RegExp(pattern));
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      if (ignore.some((re) => re.test(link.raw) || re.test(link.href))) continue;
      const problem = checkLink(page, link, targets, config.base);
      if (problem) problems.push(problem);
    }
  }
  const report: LinkReport = { errors: [], warnings: [], problems };
  const policy: Record<LinkProblemKind, string> = {
    'broken-link': config.links.onBrokenLinks,
    'broken-markdown-link': config.links.onBrokenMarkdownLinks,
    'broken-anchor': config.links.onBrokenAnchors,
  };
  for (const problem of problems) {
    const level = policy[problem.kind];
    if (level === 'ignore') continue;
    (level === 'throw' ? report.errors : report.warnings).push(toError(problem));
  }
  return report;
}

function checkLink(page: PageLinks, link: CollectedLink, targets: LinkTargets, base: string): LinkProblem | undefined {
  const problem = (kind: LinkProblemKind, resolved: string): LinkProblem => ({ kind, sourceFile: page.sourceFile, pageUrl: page.url, link, resolved });
  if (link.brokenMarkdown) return problem('broken-markdown-link', link.href);
  const resolved = new URL(link.href, `http://site${page.url}`);
  const path = canonicalPath(safeDecode(resolved.pathname), base);
  const hash = safeDecode(resolved.hash.slice(1));
  if (!targets.urls.has(path) && !targets.urls.has(`${path}/`)) return problem('broken-link', path);
  if (hash && !targets.ids.get(path)?.has(hash)) return problem('broken-anchor', `${path}#${hash}`);
  return undefined;
}

/** Link targets are percent-encoded by the markdown parser while ids are raw: compare decoded. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const MESSAGES: Record<LinkProblemKind, (p: LinkProblem) => [string, string]> = {
  'broken-link': (p) => [`Broken link on ${p.pageUrl}: "${p.link.raw}" points to ${p.resolved}, which does not exist.`, 'Fix the link, or create the page it points to.'],
  'broken-markdown-link': (p) => [`Broken markdown link on ${p.pageUrl}: "${p.link.raw}" names a file that is not a doc.`, 'Check the relative path and the file name (case matters).'],
  'broken-anchor': (p) => [`Broken anchor on ${p.pageUrl}: "${p.link.raw}" points to ${p.resolved}, but that page has no such heading or id.`, 'Use an id the target page has, or give its heading an explicit {#id}.'],
};

function toError(problem: LinkProblem): DocgenError {
  const [message, hint] = MESSAGES[problem.kind](problem);
  return new DocgenError(`links/${problem.kind}`, message, { file: problem.sourceFile, line: problem.link.line, column: problem.link.column, hint });
}
