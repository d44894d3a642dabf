// A page's bootstrap as JSON. Its site data and sidebar are the same objects on every page of a locale (or a
// sidebar): they are serialised once each and joined per page, which on a large site saves most of the
// serialising of the render stage.
import type { Bootstrap, PageData } from '../../shared/types.js';

/** JSON safe inside <script>: no `</script>`, no HTML comments, no line separators. */
export function serializeForScript(value: unknown): string {
  return escapeForScript(JSON.stringify(value));
}

function escapeForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const plain = new WeakMap<object, string>();
const inScript = new WeakMap<object, string>();

function shared(value: object | null | undefined, forScript: boolean): string {
  if (value === null || value === undefined) return 'null';
  const cache = forScript ? inScript : plain;
  let json = cache.get(value);
  if (json === undefined) {
    json = forScript ? serializeForScript(value) : JSON.stringify(value);
    cache.set(value, json);
  }
  return json;
}

/** `JSON.stringify({ ...bootstrap, page })`, escaped for a <script> element when `forScript` is set. */
export function bootstrapJson(bootstrap: Bootstrap, page: PageData, forScript: boolean): string {
  const pageJson = forScript ? serializeForScript(page) : JSON.stringify(page);
  const docs = bootstrap.docs ? `,"docs":${shared(bootstrap.docs, forScript)}` : '';
  return `{"site":${shared(bootstrap.site, forScript)},"page":${pageJson},"sidebar":${shared(bootstrap.sidebar, forScript)}${docs}}`;
}
