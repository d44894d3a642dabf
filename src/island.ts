// What a site's island component may ask of the page it is on, the same on the server and in the browser (so
// that it hydrates without a mismatch). Imported as `docgen/island`; it is bundled with the site's modules.

/** Set by docgen while it renders an island on the server (src/render/markdown/component-island.tsx). */
export const PAGE_LANG = Symbol.for('docgen.island.pageLang');

/** The language of the page (its `<html lang>`: 'zh-Hans', 'en-GB'): for a component's own UI strings. */
export function pageLang(): string {
  if (typeof document !== 'undefined') return document.documentElement.lang;
  return ((globalThis as Record<symbol, unknown>)[PAGE_LANG] as string | undefined) ?? 'en';
}
