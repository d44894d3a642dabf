// Checks every collected link against the route table, the static files and the target pages' anchors.
// Problems are collected for the whole site, then classified by the config's link policy.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import type { CollectedLink } from '../markdown/context.js';
import { canonicalPath, safeDecode } from '../../shared/url.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import { closest } from '../suggest.js';

export interface PageLinks {
  url: string;
  sourceFile: string;
  links: CollectedLink[];
}

export type LinkProblemKind = 'broken-link' | 'broken-markdown-link' | 'broken-anchor';
export type LinkSeverity = 'error' | 'warning';

export interface LinkProblem {
  kind: LinkProblemKind;
  severity: LinkSeverity;
  sourceFile: string;
  pageUrl: string;
  link: CollectedLink;
  /** The URL the link resolved to; for a markdown link, the file it names. */
  resolved: string;
  /** A close existing route, file or anchor, written the way the link would need it. */
  suggestion?: string;
}

export interface LinkReport {
  errors: DocgenError[];
  warnings: DocgenError[];
  /** The problems reported (those whose policy is not 'ignore'), in page order. */
  problems: LinkProblem[];
  /** How much was checked, for the summary line. */
  checked: { files: number; links: number };
}

export interface LinkTargets {
  /**
   * Every URL path that serves a page or a file, decoded: link targets are percent-encoded by the markdown
   * parser, route URLs by the route table, while ids and file names are raw. Everything is compared decoded.
   */
  urls: Set<string>;
  /** Anchor ids of each page, by decoded URL path. */
  ids: Map<string, Set<string>>;
  /** Absolute paths of the doc files, to suggest one for a broken `.md` link. */
  docFiles?: string[];
}

export interface CheckOptions {
  /** Every problem not ignored by the config fails, warnings included. */
  strict?: boolean;
}

/** A build or check that failed on its links; carries the whole report for printing it grouped by file. */
export class LinkCheckError extends DocgenErrors {
  readonly report: LinkReport;
  /** The build's other warnings (what the config and the content ask that docgen does not do), said all the same. */
  readonly siteWarnings: DocgenError[];
  constructor(report: LinkReport, siteWarnings: DocgenError[] = []) {
    super(report.errors, report.warnings);
    this.report = report;
    this.siteWarnings = siteWarnings;
  }
}

export function checkLinks(pages: PageLinks[], targets: LinkTargets, config: SiteConfig, options: CheckOptions = {}): LinkReport {
  const ignore = config.links.ignore.map((pattern) => new RegExp(pattern));
  const policy: Record<LinkProblemKind, string> = {
    'broken-link': config.links.onBrokenLinks,
    'broken-markdown-link': config.links.onBrokenMarkdownLinks,
    'broken-anchor': config.links.onBrokenAnchors,
  };
  const problems: LinkProblem[] = [];
  let links = 0;
  for (const page of pages) {
    for (const link of page.links) {
      if (ignore.some((re) => re.test(link.raw) || re.test(link.href))) continue;
      links++;
      const found = checkLink(page, link, targets, config.base);
      // A Docusaurus project's build goes on where Docusaurus's would (CollectedLink.lenient): the link is said.
      const level = found && (found.kind === 'broken-link' && link.lenient && config.layout === 'docusaurus' && policy[found.kind] === 'throw' ? 'warn' : policy[found.kind]);
      if (!found || level === 'ignore') continue;
      problems.push({ ...found, severity: level === 'throw' || options.strict ? 'error' : 'warning' });
    }
  }
  return reportOf(problems, { files: pages.length, links });
}

/**
 * `report` with the problems of `pages` checked again (after an edit that changed their links but no page's
 * anchors or URLs): the other pages' problems cannot have changed.
 */
export function recheckPages(report: LinkReport, pages: PageLinks[], targets: LinkTargets, config: SiteConfig): LinkReport {
  const urls = new Set(pages.map((page) => page.url));
  const again = checkLinks(pages, targets, config);
  const problems = [...report.problems.filter((problem) => !urls.has(problem.pageUrl)), ...again.problems];
  return reportOf(problems, report.checked);
}

function reportOf(problems: LinkProblem[], checked: LinkReport['checked']): LinkReport {
  const report: LinkReport = { errors: [], warnings: [], problems, checked };
  for (const problem of problems) (problem.severity === 'error' ? report.errors : report.warnings).push(toError(problem));
  return report;
}

type Found = Omit<LinkProblem, 'severity'>;

function checkLink(page: PageLinks, link: CollectedLink, targets: LinkTargets, base: string): Found | undefined {
  const found = (kind: LinkProblemKind, resolved: string, suggestion?: string): Found => ({ kind, sourceFile: page.sourceFile, pageUrl: page.url, link, resolved, suggestion });
  if (link.missingFile) {
    const near = closest(path.basename(link.missingFile), siblings(link.missingFile));
    return found('broken-link', link.missingFile, near && link.raw.slice(0, link.raw.lastIndexOf('/') + 1) + near);
  }
  if (link.brokenMarkdown) {
    const written = link.raw.split('#')[0]!;
    const file = path.resolve(path.dirname(page.sourceFile), safeDecode(written));
    const near = targets.docFiles && closest(file, targets.docFiles, path.basename(file));
    const relative = near && path.relative(path.dirname(page.sourceFile), near).split(path.sep).join('/');
    return found('broken-markdown-link', file, relative && (relative.startsWith('.') ? relative : `./${relative}`));
  }
  const resolved = new URL(link.href, `http://site${page.url}`);
  const target = canonicalPath(safeDecode(resolved.pathname), base);
  const hash = safeDecode(resolved.hash.slice(1));
  if (!targets.urls.has(target) && !targets.urls.has(`${target}/`)) {
    // Raw HTML is not rewritten: `<img src="/img/a.png">` misses the base that markdown links get.
    const withBase = base + target.slice(1);
    if (!target.startsWith(base) && (targets.urls.has(withBase) || targets.urls.has(`${withBase}/`))) return found('broken-link', target, withBase);
    return found('broken-link', target, closest(target, targets.urls, target.slice(target.lastIndexOf('/', target.length - 2) + 1)));
  }
  const ids = targets.ids.get(target) ?? targets.ids.get(`${target}/`);
  if (hash && !ids?.has(hash)) {
    const near = ids && closest(hash, ids);
    return found('broken-anchor', `${target}#${hash}`, near && `${link.raw.slice(0, link.raw.indexOf('#'))}#${near}`);
  }
  return undefined;
}


/** The names of the files beside a missing one, to suggest the one meant. */
function siblings(file: string): string[] {
  try {
    return readdirSync(path.dirname(file));
  } catch {
    return [];
  }
}

const MESSAGES: Record<LinkProblemKind, (p: LinkProblem) => [string, string]> = {
  'broken-link': (p) =>
    p.link.image
      ? [`Broken image on ${p.pageUrl}: "${p.link.raw}" points to ${p.resolved}, which does not exist.`, 'Fix the path, or add the image (beside the page, or in the static folder for an absolute path).']
      : [`Broken link on ${p.pageUrl}: "${p.link.raw}" points to ${p.resolved}, which does not exist.`, 'Fix the link, or create the page it points to.'],
  'broken-markdown-link': (p) => [`Broken markdown link on ${p.pageUrl}: "${p.link.raw}" names a file that is not a doc.`, 'Check the relative path and the file name (case matters).'],
  'broken-anchor': (p) => [`Broken anchor on ${p.pageUrl}: "${p.link.raw}" points to ${p.resolved}, but that page has no such heading or id.`, 'Use an id the target page has, or give its heading an explicit {#id}.'],
};

export function toError(problem: LinkProblem): DocgenError {
  const [message, hint] = MESSAGES[problem.kind](problem);
  return new DocgenError(`links/${problem.kind}`, message, {
    file: problem.sourceFile,
    line: problem.link.line,
    column: problem.link.column,
    hint: problem.suggestion ? `Did you mean ${problem.suggestion}? ${hint}` : hint,
  });
}
