// Size of one locale's search index in a built site (a sharded index: all its files), what the first query
// downloads, and the time to load it and answer queries in Node, through the browser's own search client (bundled
// here from src/client). Prints one line of JSON.
// Usage: node scripts/bench-search.mjs <client bundle> <build dir> <locale>
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const [bundle, out, locale] = process.argv.slice(2);
const file = readdirSync(path.join(out, 'assets')).find((f) => f.startsWith(`search-index-${locale}-`));
const head = JSON.parse(readFileSync(path.join(out, 'assets', file), 'utf8'));
const indexFiles = [`assets/${file}`, ...(head.dir ? readdirSync(path.join(out, 'assets', head.dir)).map((f) => `assets/${head.dir}${f}`) : [])];
// Bytes as stored, and as sent compressed (a shard is stored gzip-compressed already).
const sizeOf = (files) => files.reduce((sum, f) => {
  const bytes = readFileSync(path.join(out, f));
  return { raw: sum.raw + bytes.length, gzip: sum.gzip + (f.endsWith('.gz') ? bytes.length : gzipSync(bytes).length) };
}, { raw: 0, gzip: 0 });
const total = sizeOf(indexFiles);
// The records, as the index holds them: in its record shards, or among a whole index's stored fields.
const records = head.dir
  ? readdirSync(path.join(out, 'assets', head.dir)).filter((f) => /^r\d+\.json\.gz$/.test(f)).flatMap((f) => JSON.parse(gunzipSync(readFileSync(path.join(out, 'assets', head.dir, f))).toString()))
  : Object.values(head.storedFields);
const pages = new Set(records.map((r) => r.url_without_anchor)).size;

const fetched = [];
globalThis.fetch = async (url) => {
  fetched.push(url.slice(1));
  return new Response(readFileSync(path.join(out, url)));
};
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
await client.search({ requests: [request(zh ? '坐标系' : 'user frame')] });
const firstQueryMs = performance.now() - start;
const first = sizeOf(fetched);
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
  sharded: Boolean(head.dir),
  files: indexFiles.length,
  rawBytes: total.raw,
  gzipBytes: total.gzip,
  firstQueryFiles: fetched.length,
  firstQueryGzipBytes: first.gzip,
  firstQueryMs,
  medianQueryMs: times[Math.floor(times.length / 2)],
  maxQueryMs: times[times.length - 1],
};
process.stdout.write(`${JSON.stringify(result)}\n`);
