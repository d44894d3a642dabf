// Size of one locale's search index in a built site, and the time to load it and answer queries in Node, through
// the browser's own search client (bundled here from src/client). Prints one line of JSON.
// Usage: node scripts/bench-search.mjs <client bundle> <build dir> <locale>
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const [bundle, out, locale] = process.argv.slice(2);
const file = readdirSync(path.join(out, 'assets')).find((f) => f.startsWith(`search-index-${locale}-`));
const raw = readFileSync(path.join(out, 'assets', file));
const records = JSON.parse(readFileSync(path.join(out, 'search-records', `${locale}.json`), 'utf8'));
const pages = new Set(records.map((r) => r.url_without_anchor)).size;

globalThis.fetch = async (url) => new Response(readFileSync(path.join(out, url)));
const { createLocalSearchClient } = await import(pathToFileURL(bundle).href);

const zh = locale.startsWith('zh');
const request = (query) => ({
  query,
  indexName: 'bench',
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  facetFilters: [`language:${locale}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});
const client = createLocalSearchClient(`/assets/${file}`);
let start = performance.now();
await client.search({ requests: [request(zh ? '坐标系' : 'coordinate')] });
const firstQueryMs = performance.now() - start;
// Then a reader typing, one request per keystroke.
const typed = zh ? ['机', '机械', '机械臂', 'M', 'Mo', 'Mov', 'MovJ', '寄存器', 'Lua脚本'] : ['m', 'mo', 'mod', 'modb', 'modbus', 'MovJ', 'regis', 'register', 'coordnate'];
const times = [];
for (const query of typed) {
  start = performance.now();
  await client.search({ requests: [request(query)] });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const result = {
  locale,
  pages,
  records: records.length,
  rawBytes: raw.length,
  gzipBytes: gzipSync(raw).length,
  firstQueryMs,
  medianQueryMs: times[Math.floor(times.length / 2)],
  maxQueryMs: times[times.length - 1],
};
process.stdout.write(`${JSON.stringify(result)}\n`);
