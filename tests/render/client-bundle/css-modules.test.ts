// A CSS module's class names, as a site's component imports them: scoped by the file's path, and written the same
// way on every build (what an MDX page is compiled from includes them).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test } from 'vitest';
import { cssModulesPlugin } from '../../../src/render/client-bundle/css-modules.js';

test('the class names of a module come in one order, whatever order the scoper gives them in', async () => {
  const site = await mkdtemp(path.join(os.tmpdir(), 'docgen-css-modules-'));
  try {
    const locals = ['zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'alpha', 'beta', 'gamma', 'delta'];
    await writeFile(path.join(site, 'panel.module.css'), locals.map((local) => `.${local} { color: red; }`).join('\n'));
    await writeFile(path.join(site, 'panel.js'), "import styles from './panel.module.css';\nexport default styles;\n");
    const bundle = async () => {
      const result = await build({ entryPoints: [path.join(site, 'panel.js')], bundle: true, write: false, format: 'esm', outdir: path.join(site, 'out'), plugins: [cssModulesPlugin(site)], logLevel: 'silent' });
      return result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
    };
    const first = await bundle();
    const keys = JSON.parse(/var panel_default = (\{.*\});/.exec(first)![1]!) as Record<string, string>;
    expect(Object.keys(keys)).toEqual([...locals].sort());
    expect(keys.alpha).toMatch(/^panel-module_alpha_\w+$/);
    for (let i = 0; i < 5; i++) expect(await bundle()).toBe(first);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});
