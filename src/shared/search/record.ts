// A search record in the shape of a DocSearch hit, so the same records can fill the local index and be uploaded
// to the hosted service unchanged.

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export interface SearchHierarchy {
  /** The navbar label of the page's sidebar, or the site title. */
  lvl0: string;
  /** The page title. */
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  /** Absolute URL with the anchor, if any. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: SearchHierarchy;
  /** The section's text for a content record; null for a heading record. */
  content: string | null;
  /** The locale code. */
  language: string;
  /** 'docs-default-<version>' for docs ('docs-default-current', 'docs-default-3.2'), 'default' for other pages. */
  docusaurus_tag: string;
  version: string;
}

/** The heading a record stands for: its hierarchy at its own level, or at the deepest level for content. */
export function recordHeading(record: Pick<SearchRecord, 'type' | 'hierarchy'>): string {
  if (record.type !== 'content') return record.hierarchy[record.type] ?? '';
  for (let level = 6; level >= 2; level--) {
    const heading = record.hierarchy[`lvl${level}` as Level];
    if (heading) return heading;
  }
  return '';
}
