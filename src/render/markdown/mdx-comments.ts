// HTML comments in MDX. MDX cannot parse them (`<` must start a tag there), but Docusaurus reads them as comments
// (its `markdown.mdx1Compat.comments`, on by default), so existing pages write them freely. They are dropped before
// MDX parses the page, their line breaks kept so that every line after them stays where it was; fenced and inline
// code keep theirs, as in markdown.
import { closesFence, CONTAINER_PREFIX, fenceMarker } from './preprocess.js';

const OPEN = '<!--';

/** `markdown` without its HTML comments, outside code; a comment never closed is left for MDX to report. */
export function dropHtmlComments(markdown: string): string {
  if (!markdown.includes(OPEN)) return markdown;
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let ticks = ''; // the backticks of an inline code span still open, which a blank line ends
  let inComment = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const text = line.slice(CONTAINER_PREFIX.exec(line)![0].length);
    if (fence !== null) {
      if (closesFence(fence, text)) fence = null;
      continue;
    }
    if (line.trim() === '') ticks = '';
    const marker = inComment || ticks ? undefined : fenceMarker(text);
    if (marker) {
      fence = marker;
      continue;
    }
    let kept = '';
    let at = 0;
    while (at < line.length) {
      if (inComment) {
        const end = line.indexOf('-->', at);
        if (end === -1) at = line.length;
        else [at, inComment] = [end + 3, false];
        continue;
      }
      if (ticks) {
        const end = runAt(line, ticks, at);
        const to = end === -1 ? line.length : end + ticks.length;
        kept += line.slice(at, to);
        if (end !== -1) ticks = '';
        at = to;
        continue;
      }
      const next = nextSpecial(line, at);
      if (next === -1) {
        kept += line.slice(at);
        break;
      }
      kept += line.slice(at, next);
      if (line[next] === '`') {
        const run = /^`+/.exec(line.slice(next))![0];
        kept += run;
        at = next + run.length;
        // A run of backticks opens a code span only where the same run closes it, within the paragraph.
        if (closedLater(lines, index, at, run)) ticks = run;
        continue;
      }
      // `<!-->` and `<!--->` are comments too (CommonMark): the end is looked for from the opening's dashes.
      if (line.indexOf('-->', next + 2) === -1 && !closedLater(lines, index, line.length, '-->')) {
        kept += line.slice(next); // never closed: MDX says where
        break;
      }
      inComment = true;
      at = next + 2;
    }
    lines[index] = kept;
  }
  return lines.join('\n');
}

/** Where the next backtick or comment opening (not escaped as `\<`) is, from `from`; -1 when none is. */
function nextSpecial(line: string, from: number): number {
  for (let at = from; at < line.length; at++) {
    if (line[at] === '`') return at;
    if (line.startsWith(OPEN, at) && !escaped(line, at)) return at;
  }
  return -1;
}

function escaped(line: string, at: number): boolean {
  let slashes = 0;
  while (line[at - 1 - slashes] === '\\') slashes++;
  return slashes % 2 === 1;
}

/** Where a run of exactly these backticks starts in `line`, from `from`; -1 when none does. */
function runAt(line: string, run: string, from: number): number {
  const found = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
  found.lastIndex = from;
  return found.exec(line)?.index ?? -1;
}

/** Whether `end` (a run of backticks, or a comment's end) comes after `from` in the line or the lines of its paragraph. */
function closedLater(lines: string[], index: number, from: number, end: string): boolean {
  const find = end === '-->' ? (line: string, at: number) => line.indexOf(end, at) : (line: string, at: number) => runAt(line, end, at);
  if (find(lines[index]!, from) !== -1) return true;
  // A comment may hold blank lines; a code span may not.
  for (let next = index + 1; next < lines.length; next++) {
    if (end !== '-->' && lines[next]!.trim() === '') return false;
    if (find(lines[next]!, 0) !== -1) return true;
  }
  return false;
}
