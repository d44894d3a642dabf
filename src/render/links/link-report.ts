// The link report as people and CI read it: problems grouped by source file, each with file:line:column, the
// link as written, what it resolved to and a close match when there is one; or the same as JSON.
import path from 'node:path';
import { formatLocation } from '../errors.js';
import type { LinkProblem, LinkProblemKind, LinkReport } from './check-links.js';

const LABELS: Record<LinkProblemKind, string> = {
  'broken-link': 'broken link',
  'broken-markdown-link': 'broken markdown link',
  'broken-anchor': 'broken anchor',
};

export interface ReportOptions {
  /** Paths are printed relative to this folder. */
  cwd?: string;
}

export function formatLinkReport(report: LinkReport, options: ReportOptions = {}): string {
  const cwd = options.cwd ?? process.cwd();
  const lines: string[] = [];
  for (const [file, problems] of groupByFile(report.problems)) {
    lines.push(relative(cwd, file));
    for (const p of problems) {
      const resolved = shownResolved(p, cwd);
      const label = p.link.image && p.kind === 'broken-link' ? 'broken image' : LABELS[p.kind];
      lines.push(`  ${formatLocation(relative(cwd, file), p.link.line, p.link.column)}  ${p.severity}  ${label} "${p.link.raw}" → ${resolved}`);
      if (p.suggestion) lines.push(`      did you mean ${p.suggestion}?`);
    }
    lines.push('');
  }
  lines.push(summary(report));
  return lines.join('\n');
}

export function summary(report: LinkReport): string {
  const { files, links } = report.checked;
  const failing = groupByFile(report.problems).size;
  const counts = `${plural(report.errors.length, 'error')} and ${plural(report.warnings.length, 'warning')}`;
  return `Checked ${plural(links, 'link')} in ${plural(files, 'file')}: ${report.problems.length ? `${counts} in ${plural(failing, 'file')}.` : 'no broken links.'}`;
}

/** One entry per problem, paths relative to `cwd`: the shape CI annotation steps read. */
export function linkReportJson(report: LinkReport, options: ReportOptions = {}): object {
  const cwd = options.cwd ?? process.cwd();
  return {
    ok: report.errors.length === 0,
    errors: report.errors.length,
    warnings: report.warnings.length,
    checked: report.checked,
    problems: report.problems.map((p) => ({
      severity: p.severity,
      kind: p.kind,
      file: relative(cwd, p.sourceFile),
      line: p.link.line ?? null,
      column: p.link.column ?? null,
      page: p.pageUrl,
      link: p.link.raw,
      resolved: shownResolved(p, cwd),
      suggestion: p.suggestion ?? null,
    })),
  };
}

/** What a link resolved to: a URL as it is, a file (of a `.md` link or a missing image) relative to `cwd`. */
function shownResolved(problem: LinkProblem, cwd: string): string {
  return problem.kind === 'broken-markdown-link' || problem.link.missingFile ? relative(cwd, problem.resolved) : problem.resolved;
}

function groupByFile(problems: LinkProblem[]): Map<string, LinkProblem[]> {
  const groups = new Map<string, LinkProblem[]>();
  for (const p of problems) groups.set(p.sourceFile, [...(groups.get(p.sourceFile) ?? []), p]);
  for (const list of groups.values()) list.sort((a, b) => (a.link.line ?? 0) - (b.link.line ?? 0) || (a.link.column ?? 0) - (b.link.column ?? 0));
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b, 'en')));
}

function relative(cwd: string, file: string): string {
  const rel = path.relative(cwd, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
