// A reference point for `npm run bench`: Hugo (Debian's `hugo` package, when installed) building the same
// corpus with a minimal layout of ours: each page with its section's pages as a sidebar, prev/next links and
// highlighted code, in both languages. Hugo ignores docgen's own syntax (admonitions, code titles), which only
// makes its work lighter.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { watchTreeRss } from './process-tree-rss.mjs';

const PAGE = `<!DOCTYPE html>
<html lang="{{ .Language.Lang }}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ .Title }} | {{ .Site.Title }}</title></head>
<body>
<header><a href="{{ .Site.Home.RelPermalink }}">{{ .Site.Title }}</a> {{ range .Translations }}<a href="{{ .RelPermalink }}" hreflang="{{ .Language.Lang }}">{{ .Language.LanguageName }}</a>{{ end }}</header>
<nav><ul>{{ $current := . }}{{ range .CurrentSection.RegularPages }}<li><a href="{{ .RelPermalink }}"{{ if eq .RelPermalink $current.RelPermalink }} aria-current="page"{{ end }}>{{ .Title }}</a></li>{{ end }}</ul></nav>
<main><h1>{{ .Title }}</h1>{{ .Content }}
<nav>{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }} {{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>
<aside>{{ .TableOfContents }}</aside></main>
</body>
</html>
`;

const LIST = `<!DOCTYPE html>
<html lang="{{ .Language.Lang }}"><head><meta charset="utf-8"><title>{{ .Title }} | {{ .Site.Title }}</title></head>
<body><ul>{{ range .Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>
`;

export function hugoVersion() {
  try {
    return execFileSync('hugo', ['version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Writes the Hugo site of a corpus (its docs/<locale>/ folders) into `dir`. */
export function writeHugoSite(corpus, dir) {
  rmSync(dir, { recursive: true, force: true });
  for (const locale of ['zh-Hans', 'en']) cpSync(path.join(corpus, 'docs', locale), path.join(dir, 'content', locale.toLowerCase()), { recursive: true });
  mkdirSync(path.join(dir, 'layouts/_default'), { recursive: true });
  writeFileSync(path.join(dir, 'layouts/_default/single.html'), PAGE);
  writeFileSync(path.join(dir, 'layouts/_default/list.html'), LIST);
  writeFileSync(
    path.join(dir, 'hugo.toml'),
    `baseURL = 'https://bench.example.com/bench/'
title = 'Bench'
defaultContentLanguage = 'zh-hans'
disableKinds = ['taxonomy', 'term', 'RSS', 'sitemap']
[languages.zh-hans]
contentDir = 'content/zh-hans'
languageName = '简体中文'
weight = 1
[languages.en]
contentDir = 'content/en'
languageName = 'English'
weight = 2
[markup.highlight]
noClasses = false
`,
  );
}

/** Builds the Hugo site in `dir` into `out`: wall time and the peak RSS of Hugo's processes. */
export async function buildWithHugo(dir, out) {
  rmSync(out, { recursive: true, force: true });
  const start = performance.now();
  const child = spawn('hugo', ['--quiet', '--source', dir, '--destination', out], { stdio: ['ignore', 'ignore', 'inherit'] });
  const rss = watchTreeRss(child.pid);
  const code = await new Promise((resolve) => child.on('close', resolve));
  const ms = performance.now() - start;
  if (code !== 0) throw new Error(`hugo failed on ${dir}`);
  return { ms, treeRssMiB: rss.stop() };
}
