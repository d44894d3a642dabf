// `npm run bench`: build times and peak memory of docgen build on the real site and on synthetic
// bilingual corpora, cold (no cache) and warm (cache, then one page edited), and the size of each locale's
// search index and the time to load it and answer queries in Node; then the figures of docgen serve
// (scripts/bench-serve.mjs). BENCH_PARTS=build or BENCH_PARTS=serve runs one part only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServe } from './bench-serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizes = (process.env.BENCH_SIZES ?? '36,1000').split(',').map(Number);
const parts = (process.env.BENCH_PARTS ?? 'build,serve').split(',');
const work = path.join(root, 'bench-out');

function build(config, out, cache) {
  const stdout = execFileSync(process.execPath, [path.join(root, 'scripts/bench-child.mjs'), config, out, cache ? 'cache' : 'nocache'], {
    cwd: root,
    env: { ...process.env, CI: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const result = JSON.parse(stdout.toString().trim().split('\n').pop());
  if (result.code !== 0) throw new Error(`build of ${config} failed`);
  return result;
}

function row(name, pages, result) {
  const seconds = result.ms / 1000;
  console.log(`${name.padEnd(34)} ${String(pages).padStart(5)} pages  ${seconds.toFixed(2).padStart(6)} s  ${(pages / seconds).toFixed(0).padStart(5)} pages/s  peak RSS ${result.maxRssMiB.toFixed(0).padStart(5)} MiB`);
}

function measure(name, config, pages, editFile) {
  const out = outDir(config);
  rmSync(path.join(path.dirname(config), '.docgen'), { recursive: true, force: true });
  row(`${name} cold`, pages, build(config, out, true));
  row(`${name} warm (no change)`, pages, build(config, out, true));
  if (editFile) {
    const text = readFileSync(editFile, 'utf8');
    writeFileSync(editFile, `${text}\n\nEdited at ${Date.now()}.\n`);
    row(`${name} warm (one page edited)`, pages, build(config, out, true));
    writeFileSync(editFile, text);
  }
}

function outDir(config) {
  return path.join(work, `out-${path.basename(path.dirname(config))}`);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The browser's search client, bundled for Node so the figures come from the code that runs in the page. */
async function bundleSearchClient() {
  const { build: esbuild } = await import('esbuild');
  const outfile = path.join(work, 'search-client.mjs');
  await esbuild({ entryPoints: [path.join(root, 'src/client/search/local-search-client.ts')], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning' });
  return outfile;
}

function searchFigures(name, config, client) {
  const out = outDir(config);
  for (const file of readdirSync(path.join(out, 'search-records'))) {
    const locale = file.replace(/\.json$/, '');
    const stdout = execFileSync(process.execPath, [path.join(root, 'scripts/bench-search.mjs'), client, out, locale], { cwd: root });
    const r = JSON.parse(stdout.toString());
    console.log(
      `${`${name} ${locale}`.padEnd(34)} ${String(r.pages).padStart(5)} pages  index ${kib(r.rawBytes).padStart(10)} raw ${kib(r.gzipBytes).padStart(9)} gzip` +
        `  ${kib(r.gzipBytes / r.pages).padStart(8)} gzip/page  load + first query ${r.firstQueryMs.toFixed(0).padStart(4)} ms  then ${r.medianQueryMs.toFixed(1)} ms (max ${r.maxQueryMs.toFixed(1)})`,
    );
  }
}

const TOPICS = ['motion', 'io', 'tcp', 'modbus', 'tray', 'tool', 'flow', 'safeskin', 'register', 'thread'];

function page(locale, section, i, n) {
  const zh = locale === 'zh-Hans';
  const next = `./page-${String((i + 1) % n).padStart(4, '0')}.md`;
  const title = zh ? `${section} 指令 ${i}` : `${section} command ${i}`;
  return `---
title: ${title}
sidebar_position: ${i}
---

# ${title}

${zh ? '本页介绍机械臂控制器上的 Lua 指令，包括参数、返回值与示例。调用前请确认坐标系与工具已经设置。' : 'This page documents a Lua command of the arm controller: parameters, return values and an example. Check the user frame and tool before calling it.'}

## ${zh ? '语法' : 'Syntax'} {#syntax}

\`\`\`lua title="example-${i}.lua" {2}
local err, socket = TCPCreate(false, "192.168.5.${i % 250}", 6001)
MovJ({x = ${i}, y = 200, z = 300, rx = 180, ry = 0, rz = 90}, {v = 50, a = 30})
if err ~= 0 then
  print("error " .. err)
end
\`\`\`

## ${zh ? '参数' : 'Parameters'} {#params}

| ${zh ? '参数' : 'Parameter'} | ${zh ? '类型' : 'Type'} | ${zh ? '说明' : 'Description'} |
| --- | --- | --- |
| v | number | ${zh ? '速度比例，1–100' : 'Speed ratio, 1-100'} |
| a | number | ${zh ? '加速度比例，1–100' : 'Acceleration ratio, 1-100'} |
| cp | number | ${zh ? '平滑过渡比例' : 'Blend ratio'} |

:::warning${zh ? '[注意]' : '[Mind]'}

${zh ? '运动前请确认工作空间内无人员，时间 10:30 之后可以调用 obj:method()。' : 'Keep the work area clear before moving; after 10:30 call obj:method().'}

:::

### ${zh ? '返回值' : 'Return value'} {#returns}

${zh ? '返回错误码，0 表示成功。' : 'Returns an error code; 0 means success.'} ${zh ? '参见' : 'See'} [${zh ? '下一页' : 'the next page'}](${next}#params) ${zh ? '与' : 'and'} [${zh ? '语法' : 'syntax'}](#syntax).

## ${zh ? '示例' : 'Example'} {#example}

\`\`\`lua
for i = 1, 10 do
  MovL(P1, {v = 20})
  Wait(100)
end
\`\`\`
`;
}

function generateCorpus(n) {
  const dir = path.join(work, `corpus-${n}`);
  rmSync(dir, { recursive: true, force: true });
  for (const locale of ['zh-Hans', 'en']) {
    for (let i = 0; i < n; i++) {
      const section = TOPICS[i % TOPICS.length];
      const file = path.join(dir, 'docs', locale, section, `page-${String(i).padStart(4, '0')}.md`);
      mkdirSync(path.dirname(file), { recursive: true });
      // Links point at the next page of the same section, which always exists.
      const siblings = Math.ceil((n - (i % TOPICS.length)) / TOPICS.length);
      const index = Math.floor(i / TOPICS.length);
      writeFileSync(file, page(locale, section, i, n).replace(/\.\/page-\d+\.md/, `./page-${String(((index + 1) % siblings) * TOPICS.length + (i % TOPICS.length)).padStart(4, '0')}.md`));
    }
  }
  writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    `export default {
  title: 'Bench',
  url: 'https://bench.example.com',
  base: '/bench/',
  i18n: { defaultLocale: 'zh-Hans', locales: { 'zh-Hans': { label: '简体中文' }, en: { label: 'English', htmlLang: 'en-GB' } } },
  navbar: { items: [${TOPICS.map((t) => `{ type: 'docSidebar', sidebarId: '${t}', label: '${t}' }`).join(', ')}, { type: 'localeDropdown' }] },
  markdown: { extraLanguages: ['lua', 'bash', 'powershell'] },
};
`,
  );
  return { config: path.join(dir, 'docgen.config.ts'), pages: 2 * n + 6, edit: path.join(dir, 'docs/en/motion/page-0000.md') };
}

if (!existsSync(path.join(root, 'dist/cli.js'))) execFileSync('npm', ['run', 'prepare'], { cwd: root, stdio: 'inherit' });
mkdirSync(work, { recursive: true });
const real = path.join(root, 'content/docgen.config.ts');
const corpora = sizes.map((n) => ({ n, ...generateCorpus(n) }));
if (parts.includes('build')) {
  console.log(`docgen build benchmark (${process.version}, ${(await import('node:os')).cpus().length} cores)\n`);
  measure('real site (content/)', real, 36 * 2 + 6, path.join(root, 'content/docs/en/lua/motion.md'));
  for (const corpus of corpora) measure(`corpus ${corpus.n}/locale`, corpus.config, corpus.pages, corpus.edit);

  console.log('\nsearch index per locale (load + first query: reading the file, parsing, loading, answering, in a fresh Node process)\n');
  const client = await bundleSearchClient();
  searchFigures('real site', real, client);
  for (const corpus of corpora) searchFigures(`corpus ${corpus.n}/locale`, corpus.config, client);

  console.log('\nin the browser (the real site as built above, in Chromium)\n');
  execFileSync(process.execPath, [path.join(root, 'scripts/bench-client.mjs'), path.join(work, 'out-content'), '/armkit/'], { cwd: root, stdio: 'inherit' });
}
if (parts.includes('serve')) {
  console.log(`\ndocgen serve benchmark (${process.version}, ${(await import('node:os')).cpus().length} cores)\n`);
  await benchServe(root, 'real site', real, {
    startRoutes: ['', 'en/lua/motion'],
    edits: [
      { route: 'en/api/cli', file: path.join(root, 'content/docs/en/api/cli.md') },
      { route: 'en/lua/motion', file: path.join(root, 'content/docs/en/lua/motion.md') },
    ],
  });
  for (const corpus of corpora.filter((c) => c.n >= 1000)) {
    await benchServe(root, `corpus ${corpus.n}/locale`, corpus.config, {
      startRoutes: ['en/motion/page-0000'],
      edits: [{ route: 'en/motion/page-0000', file: corpus.edit }],
    });
  }
}
