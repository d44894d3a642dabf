// Where a markdown or MDX compile error is: in its `place`, or, for some MDX messages, only in their text
// ("Expected a closing tag for `<Details>` (3:1-3:22)").
export interface MdxPlace {
  line?: number;
  column?: number;
}

export function mdxPlace(cause: unknown): MdxPlace {
  const place = (cause as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
  if (place) return { line: place.start?.line ?? place.line, column: place.start?.column ?? place.column };
  const written = /\((\d+):(\d+)-\d+:\d+\)/.exec(mdxReason(cause));
  return written ? { line: Number(written[1]), column: Number(written[2]) } : {};
}

export function mdxReason(cause: unknown): string {
  return (cause as { reason?: string }).reason ?? (cause as Error).message;
}
