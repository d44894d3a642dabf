// Compiles component (.tsx) pages for the server render and imports them.
import type { ComponentType } from 'react';
import { DocgenError } from '../errors.js';
import { componentKey } from '../routes/pages.js';
import type { Route } from '../routes/route-table.js';
import { bundleServerModules } from './server-modules.js';
import { provideDocusaurusModules } from '../markdown/docusaurus-modules.js';
import { oneReact } from './one-react.js';

export interface ServerPage {
  Component: ComponentType<any>;
  /** Optional `export const title` and `export const description` of the module. */
  title?: string;
  description?: string;
  /** The files the site's React pages import (of them all), by their path in the built site. */
  assets: string[];
}

/** The component page modules of a route table, each once (a fallback page shares its module). */
export function componentPagesOf(routes: Route[]): { key: string; file: string }[] {
  const pages = routes.flatMap((r) => (r.kind === 'component' && r.page ? [{ key: componentKey(r.page), file: r.page.source.absPath }] : []));
  return [...new Map(pages.map((p) => [p.key, p])).values()];
}

export async function loadServerPages(pages: { key: string; file: string }[], workDir: string, base: string): Promise<Map<string, ServerPage>> {
  const modules = new Map<string, ServerPage>();
  provideDocusaurusModules();
  const bundled = await bundleServerModules(pages.map((page) => page.file), workDir, { code: 'page/compile', message: 'Cannot compile the page' }, { pages: { base } });
  try {
    for (const page of pages) {
      const mod = (await importPage(bundled.urls[page.file]!, page.file)) as { default?: unknown; title?: unknown; description?: unknown };
      if (typeof mod.default !== 'function') {
        throw new DocgenError('page/no-default-export', 'A page module must export its React component as the default export.', {
          file: page.file,
          hint: 'Add `export default function Page() { ... }`.',
        });
      }
      modules.set(page.key, {
        Component: mod.default as ComponentType<any>,
        title: typeof mod.title === 'string' ? mod.title : undefined,
        description: typeof mod.description === 'string' ? mod.description : undefined,
        assets: bundled.assets,
      });
    }
    return modules;
  } finally {
    await bundled.dispose();
  }
}

/** Node names the temporary bundle in its errors: name the page, and the package to install, instead. */
export async function importPage(url: string, file: string): Promise<unknown> {
  oneReact();
  try {
    return await import(url);
  } catch (cause) {
    // A package not installed; a file Node cannot find inside an installed one is the package's own error, below.
    const missing = (cause as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && /Cannot find package '([^']+)'/.exec((cause as Error).message)?.[1];
    if (missing) throw new DocgenError('page/module-not-found', `The page imports '${missing}', which is not installed.`, { file, hint: `Install it in the site's folder: npm install ${missing}`, cause });
    throw new DocgenError('page/evaluate', `The page threw while loading: ${(cause as Error).message}`, { file, cause });
  }
}
