// A page's bootstrap as JSON for its <script> element, without its sidebar, which the client reads from the
// page's markup. Its site data is the same object on every page of a locale: serialised once and joined per page.
import type { Bootstrap, PageData } from '../../shared/types.js';

/** JSON safe inside <script>: no `</script>`, no HTML comments, no line separators. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const serialised = new WeakMap<object, string>();

function shared(value: object | null | undefined): string {
  if (value === null || value === undefined) return 'null';
  let json = serialised.get(value);
  if (json === undefined) serialised.set(value, (json = serializeForScript(value)));
  return json;
}

/** `JSON.stringify({ site, page, docs, messages })` (an EmbeddedBootstrap), escaped for a <script> element. */
export function bootstrapJson(bootstrap: Bootstrap, page: PageData): string {
  const docs = bootstrap.docs ? `,"docs":${shared(bootstrap.docs)}` : '';
  const messages = bootstrap.messages ? `,"messages":${serializeForScript(bootstrap.messages)}` : '';
  return `{"site":${shared(bootstrap.site)},"page":${serializeForScript(page)}${docs}${messages}}`;
}
