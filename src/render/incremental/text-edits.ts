// The dev server's commonest rebuild: a writer saved the text of a page, and nothing any other page shows of it
// (its frontmatter, its title) changed. The route table then stays as it was but for that page's text, so the
// folders need not be scanned nor the table built again: on a site of thousands of pages those two take most of
// a rebuild.
import { looseFrontmatterSchema, parseFrontmatter } from '../content/frontmatter.js';
import type { Doc } from '../routes/docs.js';
import { firstHeading } from '../routes/docs.js';
import { rootVersion } from '../versions/site-versions.js';
import { routeSource, type Route, type RouteTable } from '../routes/route-table.js';

/**
 * The table with the new texts of `files`, when each is the file of a doc or markdown page of `table` and
 * keeps its frontmatter and its title; undefined when anything else may have changed (a new file, another
 * title, a bad file: the whole rebuild then finds out what).
 */
export function withEditedTexts(table: RouteTable, files: string[], read: (file: string) => string): RouteTable | undefined {
  const changed = new Set(files);
  if (changed.size === 0 || ![...changed].every((file) => /\.mdx?$/.test(file))) return undefined;
  const found = new Set<string>();
  const replaced = new Map<Route, Route>();
  try {
    for (const route of table.routes) {
      const source = routeSource(route);
      if (!source || !changed.has(source.absPath)) continue;
      found.add(source.absPath);
      const text = read(source.absPath);
      if (route.doc) {
        const doc = editedDoc(route.doc, text);
        if (!doc) return undefined;
        replaced.set(route, { ...route, doc });
      } else if (route.page?.kind === 'markdown') {
        // A markdown page's title shows on that page only.
        replaced.set(route, { ...route, page: { ...route.page, source: { ...source, text } } });
      } else return undefined;
    }
  } catch {
    return undefined; // a file that cannot be read or parsed: the whole rebuild reports it
  }
  if (found.size !== changed.size) return undefined;
  const routes = table.routes.map((route) => replaced.get(route) ?? route);
  // Only the maps that hold an edited doc are copied: a large site's others are left as they are.
  const edit = (byLocale: RouteTable['docs']): RouteTable['docs'] => new Map([...byLocale].map(([locale, byId]) => [locale, withDocs(byId, replaced)]));
  const versionDocs = new Map([...table.versionDocs].map(([version, byLocale]) => [version, edit(byLocale)]));
  // `docs` is the root version's: the same map as that version's.
  return { ...table, routes, docs: versionDocs.get(rootVersion(table.siteVersions).name)!, versionDocs };
}

function editedDoc(doc: Doc, text: string): Doc | undefined {
  // Loose: a key docgen does not know changes the frontmatter, and the whole rebuild then says what to do with it.
  const { frontmatter, body } = parseFrontmatter(text, doc.source.absPath, looseFrontmatterSchema);
  if (JSON.stringify(frontmatter) !== JSON.stringify(doc.frontmatter)) return undefined;
  if ((frontmatter.title ?? firstHeading(body)) !== (doc.frontmatter.title ?? firstHeading(doc.body))) return undefined;
  return { ...doc, source: { ...doc.source, text }, body };
}

function withDocs(byId: Map<string, Doc>, replaced: Map<Route, Route>): Map<string, Doc> {
  let copy: Map<string, Doc> | undefined;
  for (const [before, after] of replaced) {
    if (!before.doc || byId.get(before.doc.id) !== before.doc) continue;
    copy ??= new Map(byId);
    copy.set(before.doc.id, after.doc!);
  }
  return copy ?? byId;
}
