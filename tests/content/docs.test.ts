// The ArmKit site: every doc id exists in both languages with a title, one h1, at least three h2 sections,
// and code where its area calls for it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseFrontmatter } from '../../src/render/content/frontmatter.js';
import { repoRoot } from '../helpers/fixtures.js';

const ids = {
  tutorials: ['environment', 'install', 'navbar', 'quickstart', 'Examples/grip', 'Examples/hotkey', 'Examples/io', 'Examples/tcpip'],
  api: ['blocky', 'cli', 'hotkey', 'local', 'lua', 'script'],
  components: ['Alert', 'Button', 'Image', 'Input', 'Radio', 'Select', 'Slider', 'Status', 'Switch', 'Table'],
  lua: ['busRegister', 'flow', 'grammer', 'io', 'modbus', 'motion', 'operator', 'programControl', 'safeskin', 'tcp', 'tool', 'tray'],
};
const needsCode = new Set(['api', 'components', 'lua']);

/** Heading lines outside code fences. */
function headings(body: string): string[] {
  let fence: string | null = null;
  const found: string[] = [];
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) fence = fence === null ? marker : line.trim() === fence ? null : fence;
    else if (fence === null && /^#{1,6}\s/.test(line)) found.push(line);
  }
  return found;
}

/** A doc's source: markdown, or MDX where it shows live components. */
function docFile(locale: string, id: string): string {
  const base = path.join(repoRoot, 'content/docs', locale, id);
  return existsSync(`${base}.mdx`) ? `${base}.mdx` : `${base}.md`;
}

describe('the 36 ArmKit docs', () => {
  const all = Object.entries(ids).flatMap(([area, names]) => names.map((name) => ({ area, id: `${area}/${name}` })));

  test('there are 36 doc ids', () => {
    expect(all).toHaveLength(36);
  });

  for (const locale of ['zh-Hans', 'en']) {
    for (const { area, id } of all) {
      test(`${locale} ${id}`, () => {
        const file = docFile(locale, id);
        const { frontmatter, body } = parseFrontmatter(readFileSync(file, 'utf8'), file);
        expect(frontmatter.title, 'title').toBeTruthy();
        expect(frontmatter.sidebar_position, 'sidebar_position').toBeTypeOf('number');
        const lines = headings(body);
        expect(lines.filter((h) => h.startsWith('# ')), 'one h1').toHaveLength(1);
        expect(lines.filter((h) => h.startsWith('## ')).length, 'h2 sections').toBeGreaterThanOrEqual(3);
        if (needsCode.has(area)) expect(body, 'a code block').toMatch(/^\s*```(lua|ts|tsx|bash|powershell|json)/m);
      });
    }
  }

  test('the two languages define the same explicit heading ids', () => {
    for (const { id } of all) {
      const explicit = (locale: string) =>
        [...readFileSync(docFile(locale, id), 'utf8').matchAll(/\{#([^}]+)\}/g)].map((m) => m[1]).sort();
      expect(explicit('en'), id).toEqual(explicit('zh-Hans'));
    }
  });

  test('at least two docs draw a mermaid diagram', () => {
    const withDiagram = all.filter(({ id }) => readFileSync(docFile('en', id), 'utf8').includes('```mermaid'));
    expect(withDiagram.length).toBeGreaterThanOrEqual(2);
  });
});
