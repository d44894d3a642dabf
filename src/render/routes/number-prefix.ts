// Docusaurus's file naming convention: a number before a doc's or folder's name orders it and is not part of
// its id or URL (`02-guide/01-intro.md` is the doc `guide/intro`, first in the second folder). A name that is a
// date (`2024-03-19-notes`) or a version (`1.2-changes`) keeps its digits.

export interface NumberedName {
  /** The name without its number prefix (the name itself when it has none). */
  name: string;
  /** The number, where the name has one. */
  number?: number;
}

const DATE_OR_VERSION = /^\d{4}[-_.]\d{1,2}[-_.]\d{1,2}|^\d+[-_.]\d+/;
const NUMBERED = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

export function numberPrefix(name: string): NumberedName {
  if (DATE_OR_VERSION.test(name)) return { name };
  const match = NUMBERED.exec(name);
  return match ? { name: match[2]!, number: Number(match[1]) } : { name };
}

/** A relative folder path without the number prefix of each of its folders. */
export function withoutNumberPrefixes(dir: string): string {
  return dir
    .split('/')
    .map((part) => numberPrefix(part).name)
    .join('/');
}
