// A doc compiled for one docs version made into the same doc of another: its doc links (hrefs and the links the
// link check sees) point into the other version, URL by URL; anything that cannot be told apart that way is
// left to compile.
import { describe, expect, test } from 'vitest';
import type { CacheEntry } from '../../../src/render/cache/markdown-cache.js';
import { shareCompiled, type SharingTarget } from '../../../src/render/versions/share-compiled.js';

const NEXT = '/docs/en/next/guide/setup';
const ROOT = '/docs/en/guide/setup';
const NEXT_FILE = '/site/docs/en/guide/setup.md';
const ROOT_FILE = '/site/versioned_docs/version-2.0/en/guide/setup.md';

function entry(links: CacheEntry['links'], docs: [string, string | null][] = [[NEXT_FILE, NEXT]], extra: Partial<CacheEntry> = {}): CacheEntry {
  return {
    body: 'abc@1.pack:0:10',
    headings: [{ id: 'usage', text: 'Usage', level: 2 }],
    hasH1: true,
    links,
    ids: ['usage'],
    assets: [],
    hasMermaid: false,
    islands: [],
    warnings: [{ message: 'Unknown container directive ":::note2"; its content is shown as is.', line: 4, column: 1 }],
    deps: { docs, files: [] },
    ...extra,
  };
}

/** The released version's page: a file of the current docs is the same path in its folder. */
const toRoot = (urls: Record<string, string> = { [ROOT_FILE]: ROOT }): SharingTarget => ({
  file: (file) => file.replace('/site/docs/', '/site/versioned_docs/version-2.0/'),
  resolve: (file) => urls[file],
});

const docLink = (raw: string, href: string) => ({ raw, href, line: 3, column: 1 });

describe('a doc the same in two versions', () => {
  test('links inside its own version: whole URLs in hrefs, anchors kept, a longer URL left as it is', () => {
    const html = `<h2 id="usage">Usage</h2><p><a href="${NEXT}">Setup</a>, <a class="x" href="${NEXT}#usage">its usage</a>, <a href="${NEXT}-more">more</a>, <a href="${NEXT}/deep">deeper</a></p>`;
    const links = [docLink('./setup.md', NEXT), docLink('./setup.md#usage', `${NEXT}#usage`), docLink('/next/guide/setup-more', `${NEXT}-more`), docLink('./setup/deep', `${NEXT}/deep`)];
    const shared = shareCompiled(entry(links, [[NEXT_FILE, NEXT], [NEXT_FILE, NEXT]]), html, toRoot())!;
    expect(shared.html).toBe(`<h2 id="usage">Usage</h2><p><a href="${ROOT}">Setup</a>, <a class="x" href="${ROOT}#usage">its usage</a>, <a href="${NEXT}-more">more</a>, <a href="${NEXT}/deep">deeper</a></p>`);
    expect(shared.entry.links.map((l) => l.href)).toEqual([ROOT, `${ROOT}#usage`, `${NEXT}-more`, `${NEXT}/deep`]);
    expect(shared.entry.deps).toEqual({ docs: [[ROOT_FILE, ROOT], [ROOT_FILE, ROOT]], files: [] });
    // What does not depend on the version stays: headings, ids, warnings, and the body's name until it is stored.
    const { links: _l, deps: _d, ...rest } = shared.entry;
    const { links: _ol, deps: _od, ...origin } = entry(links);
    expect(rest).toEqual(origin);
  });

  test("an absolute link to a markdown file is looked for in each version's own folder: it points into the other version too", () => {
    const html = `<p><a href="${NEXT}#usage">Setup</a></p>`;
    const shared = shareCompiled(entry([docLink('/guide/setup.md#usage', `${NEXT}#usage`)]), html, toRoot())!;
    expect(shared.html).toBe(`<p><a href="${ROOT}#usage">Setup</a></p>`);
    expect(shared.entry.links.map((l) => l.href)).toEqual([`${ROOT}#usage`]);
  });

  test('without doc links, or with links resolving alike, is the same page', () => {
    const html = '<p>Text only, <a href="https://example.com/">out</a>.</p>';
    const plain = shareCompiled(entry([], []), html, toRoot())!;
    expect(plain.html).toBe(html);
    expect(plain.entry.deps).toEqual({ docs: [], files: [] });
    const outside = '/site/shared/glossary.md';
    const same = shareCompiled(entry([docLink('../../shared/glossary.md', '/docs/glossary')], [[outside, '/docs/glossary']]), '<a href="/docs/glossary">g</a>', toRoot({ [outside]: '/docs/glossary' }))!;
    expect(same.html).toBe('<a href="/docs/glossary">g</a>');
  });

  test('a link broken in one version only, or a broken link that is there in the other, is left to compile', () => {
    const html = `<a href="${NEXT}">Setup</a>`;
    expect(shareCompiled(entry([docLink('./setup.md', NEXT)]), html, toRoot({}))).toBeUndefined();
    const broken = entry([{ ...docLink('./setup.md', './setup.md'), brokenMarkdown: true }], [[NEXT_FILE, null]]);
    expect(shareCompiled(broken, '<a href="./setup.md">Setup</a>', toRoot())).toBeUndefined();
    // Broken in both: the same page, broken the same way.
    expect(shareCompiled(broken, '<a href="./setup.md">Setup</a>', toRoot({}))?.entry.deps).toEqual({ docs: [[ROOT_FILE, null]], files: [] });
  });

  test('an image, copied or missing, is left to compile', () => {
    const html = '<img src="/docs/assets/images/logo-0123abcd.svg">';
    expect(shareCompiled(entry([], [], { assets: [{ from: '/site/docs/en/guide/logo.svg', to: 'assets/images/logo-0123abcd.svg' }] }), html, toRoot())).toBeUndefined();
    expect(shareCompiled(entry([{ raw: './gone.png', href: './gone.png', image: true, missingFile: '/site/docs/en/guide/gone.png' }], []), '<img src="./gone.png">', toRoot())).toBeUndefined();
  });

  test('the URL written as it is, or shown outside an href, is left to compile', () => {
    // Raw HTML with the URL itself keeps it in every version: not to be rewritten.
    const written = [docLink('./setup.md', NEXT), { raw: NEXT, href: NEXT, line: 5, column: 1 }];
    expect(shareCompiled(entry(written), `<a href="${NEXT}">a</a><a href="${NEXT}">b</a>`, toRoot())).toBeUndefined();
    // A component that prints the URL it was given.
    expect(shareCompiled(entry([docLink('./setup.md', NEXT)]), `<a href="${NEXT}">Setup</a><code>${NEXT}</code>`, toRoot())).toBeUndefined();
    expect(shareCompiled(entry([docLink('./setup.md', NEXT)]), `<a data-href="${NEXT}" href="${NEXT}">Setup</a>`, toRoot())).toBeUndefined();
  });

  test('a URL an HTML renderer escapes is left to compile', () => {
    const odd = "/docs/en/next/guide/r&d's";
    expect(shareCompiled(entry([docLink('./setup.md', odd)], [[NEXT_FILE, odd]]), '<a href="/docs/en/next/guide/r&#x26;d\'s">x</a>', toRoot())).toBeUndefined();
  });
});
