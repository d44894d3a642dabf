// A site folder outside docgen's own folder: docgen resolves its own dependencies (react, react-dom) from its
// package, never from the site. Run as a user would, through the compiled CLI (bin/docgen.js runs dist/).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { waitFor } from '../helpers/dev-server.js';
import { repoRoot } from '../helpers/fixtures.js';

const BIN = path.join(repoRoot, 'bin/docgen.js');
const MARKER = 'THE-SITE-OWN-REACT-WAS-LOADED';

let work: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-outside-'));
  expect(path.relative(repoRoot, work)).toMatch(/^\.\./);
  for (const name of ['plain', 'own-react', 'missing-package']) {
    await cp(path.join(repoRoot, 'tests/fixtures/serve'), path.join(work, name), { recursive: true, filter: (file) => !file.includes(`${path.sep}.docgen`) });
  }
  // A site with its own (here: poisoned) copy of React: docgen must keep using its own.
  for (const pkg of ['react', 'react-dom']) {
    const dir = path.join(work, 'own-react/node_modules', pkg);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: pkg, version: '0.0.0', main: 'index.js' }));
    await writeFile(path.join(dir, 'index.js'), `throw new Error('${MARKER}');\n`);
    await writeFile(path.join(dir, 'jsx-runtime.js'), `throw new Error('${MARKER}');\n`);
    await writeFile(path.join(dir, 'server.js'), `throw new Error('${MARKER}');\n`);
  }
  const home = path.join(work, 'missing-package/pages/en/index.tsx');
  await writeFile(home, `import pad from 'docgen-test-not-installed';\n${await readFile(home, 'utf8')}`.replace('{site.title}', '{pad(site.title)}'));
});

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  if (work) await rm(work, { recursive: true, force: true });
});

test.each(['plain', 'own-react'])('docgen build of a site outside docgen (%s)', async (name) => {
  const out = path.join(work, `${name}-build`);
  const result = await run(['build', '-c', path.join(work, name, 'docgen.config.ts'), '--out', out]);
  expect(result.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
  expect(result.stderr).not.toContain(MARKER);
  expect(result.code).toBe(0);
  expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('<main class="serve-home"><h1>Serve</h1></main>');
  for (const file of await readdir(path.join(out, 'assets'))) expect(await readFile(path.join(out, 'assets', file), 'utf8')).not.toContain(MARKER);
});

test('a page importing a package the site has not installed fails with the page and the package, not a stack', async () => {
  const result = await run(['build', '-c', path.join(work, 'missing-package/docgen.config.ts'), '--out', path.join(work, 'missing-package-build')]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain("pages/en/index.tsx  The page imports 'docgen-test-not-installed', which is not installed. [page/module-not-found]");
  expect(result.stderr).toContain('hint: Install it in the site');
  expect(result.stderr).not.toMatch(/^\s+at /m);
});

test.each(['plain', 'own-react'])('docgen serve of a site outside docgen (%s)', async (name) => {
  let output = '';
  const child = spawn(process.execPath, [BIN, 'serve', '-c', path.join(work, name, 'docgen.config.ts'), '--port', '0'], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const url = await waitFor(() => /docgen serve: (http:\/\/127\.0\.0\.1:\d+\/site\/)/.exec(output)?.[1], 30_000, 'the server to start');
  await waitFor(() => output.includes('Built ') || output.includes('error:'), 60_000, 'the first build');
  expect(output).not.toContain('error:');
  const home = await fetch(url);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<main class="serve-home"><h1>Serve</h1></main>');
  const page = await fetch(`${url}guide/intro`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('The first page of the guide.');
  const entry = await (await fetch(`${url}__docgen/client/main.js`)).text();
  const bundle = await fetch(new URL(/^import "([^"]+)"/.exec(entry)![1]!, url));
  expect(bundle.status).toBe(200);
  expect(await bundle.text()).not.toContain(MARKER);
  child.kill('SIGTERM');
});

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const proc = execFile(process.execPath, [BIN, ...args], { cwd: work, timeout: 120_000 }, (_error, _stdout, stderr) => resolve({ code: proc.exitCode, stderr }));
  });
}
