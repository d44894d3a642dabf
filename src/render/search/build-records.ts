// DocSearch-shaped records from the compiled pages: one heading record per heading and one content record per
// section with text, the hierarchy of enclosing headings on each.
import type { PageSection } from '../markdown/plugins/rehype-collect-sections.js';
import type { Level, RecordType, SearchHierarchy, SearchRecord } from '../../shared/search/record.js';
import { CURRENT } from '../versions/site-versions.js';

type SubLevel = Exclude<Level, 'lvl0' | 'lvl1'>;

/** A page as search sees it. */
export interface SearchablePage {
  /** URL path: '/armkit/en/lua/motion'. */
  path: string;
  locale: string;
  title: string;
  /** The navbar label of the page's sidebar, or the site title. */
  lvl0: string;
  /** A doc's version ('current', '3.2'); absent for other pages. */
  docsVersion?: string;
  sections: PageSection[];
}

export function buildRecords(page: SearchablePage, siteUrl: string): SearchRecord[] {
  const urlWithoutAnchor = siteUrl.replace(/\/+$/, '') + page.path;
  const hierarchy: SearchHierarchy = { lvl0: page.lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const records: SearchRecord[] = [];
  const ids = new Set<string>();
  const add = (type: RecordType, anchor: string | null, content: string | null) => {
    // Readable and stable across builds (recent searches are stored by it); unique across locales by the path.
    const base = `${page.path}${anchor ? `#${anchor}` : ''}:${type}`;
    let objectID = base;
    for (let n = 2; ids.has(objectID); n++) objectID = `${base}:${n}`;
    ids.add(objectID);
    records.push({
      objectID,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: page.locale,
      // The tags of a Docusaurus site's records, so contextual search filters a hosted index crawled from it too.
      docusaurus_tag: page.docsVersion ? `docs-default-${page.docsVersion}` : 'default',
      version: page.docsVersion ?? CURRENT,
    });
  };

  // The page's own record leads: its URL has no anchor, like the text before the first h2 under it.
  add('lvl1', null, null);
  for (const section of page.sections) {
    const level = Math.min(section.level, 6);
    const anchor = level === 1 ? null : section.id || null;
    if (level > 1) {
      for (let deeper = level; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as SubLevel] = null;
      if (section.heading) {
        hierarchy[`lvl${level}` as SubLevel] = section.heading;
        add(`lvl${level}` as RecordType, anchor, null);
      }
    }
    if (section.text) add('content', anchor, section.text);
  }
  return records;
}
