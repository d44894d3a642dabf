// A page that takes seconds to compile is compiled in a worker thread: the dev server keeps answering requests
// for the other pages meanwhile, instead of holding every one of them until the compile is done.
import { writeFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { serveFixture } from '../helpers/dev-server.js';
import { compile } from '../helpers/markdown.js';

/** A long page: many sections, each with inline markup, a link and a distinct highlighted code block. */
const longPage = (sections: number) =>
  Array.from({ length: sections }, (_, i) => `## Section ${i}\n\nParagraph ${i} with **bold** text, \`code\`, [a link](https://example.com/${i}) and more words.\n\n\`\`\`lua\nlocal value${i} = MovJ(P${i}, {speed = ${i}})\nprint(value${i})\n\`\`\`\n`).join('\n');

test('requests for other pages are answered at once while a slow page compiles', async () => {
  const body = longPage(2000);
  // How long the page takes to compile on this machine, now: the bound below is relative to it.
  await compile('Warm-up.');
  const start = performance.now();
  await compile(body);
  const compileMs = performance.now() - start;

  const site = await serveFixture('serve');
  try {
    const updated = () => site.log.filter((line) => line.startsWith('Updated ')).length;
    const done = () => updated() + site.log.filter((line) => line.includes('Still serving')).length;
    const before = done();
    await writeFile(site.file('docs/en/guide/huge.md'), `# Huge\n\n${body}`);
    // One request always in flight until the rebuild is over: the one sent as the compile starts waits for
    // the compile if it runs in this thread.
    const latencies: number[] = [];
    while (done() === before) {
      const sent = performance.now();
      const response = await fetch(`${site.server.url}guide/intro`);
      expect(response.status).toBe(200);
      await response.text();
      latencies.push(performance.now() - sent);
    }
    expect(updated(), site.log.join('')).toBe(before + 1);
    expect(latencies.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...latencies)).toBeLessThan(compileMs / 3);
    expect((await fetch(`${site.server.url}guide/huge`)).status).toBe(200);
  } finally {
    await site.close();
  }
}, 120_000);
