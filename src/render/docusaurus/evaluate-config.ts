// Runs a Docusaurus project's config file (or its sidebars file) as Docusaurus would: the user's JavaScript or
// TypeScript, bundled by esbuild into one CommonJS module whose packages are required at run time from the
// project's folder. A package the project does not have (a theme, prism-react-renderer, a remark plugin: docgen
// needs none of them) is not an error: its require gives a stand-in that accepts any use, and it is named.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DocgenError } from '../errors.js';
import { bundleUserModule } from '../config/bundle-user-module.js';

export interface EvaluatedModule {
  /** The module's export (its default export, or `module.exports`), a function's promise settled. */
  value: unknown;
  /** The packages it required that are not installed, in the order first required. */
  missing: string[];
}

/** Runs the module; `call` calls an exported function (Docusaurus's `async function createConfig()`). */
export async function evaluateModule(file: string, options: { call?: boolean } = {}): Promise<EvaluatedModule> {
  if (file.endsWith('.json')) {
    try {
      return { value: JSON.parse(readFileSync(file, 'utf8')) as unknown, missing: [] };
    } catch (cause) {
      throw new DocgenError('docusaurus/config-syntax', `${path.basename(file)} is not valid JSON: ${(cause as Error).message}`, { file, cause });
    }
  }
  const code = await bundleUserModule(
    file,
    // An ES module config finds its folder by import.meta (createRequire(import.meta.url)), which CommonJS lacks.
    { format: 'cjs', define: { 'import.meta.url': '__docgenImportMetaUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' } },
    { code: 'docusaurus/config-syntax', message: `Could not compile ${path.basename(file)}` },
  );
  const missing = new Set<string>();
  const module = { exports: {} as Record<string, unknown> };
  try {
    new Function('module', 'exports', 'require', '__filename', '__dirname', '__docgenImportMetaUrl', code)(module, module.exports, forgivingRequire(file, missing), file, path.dirname(file), pathToFileURL(file).href);
    let value: unknown = module.exports && '__esModule' in module.exports && 'default' in module.exports ? module.exports.default : module.exports;
    if (options.call && typeof value === 'function') value = await (value as () => unknown)();
    return { value, missing: [...missing] };
  } catch (cause) {
    throw new DocgenError('docusaurus/config-evaluate', `${path.basename(file)} threw while loading: ${(cause as Error).message}`, { file, cause });
  }
}

/** `require` from the module's folder; a package that is not installed gives a stand-in (see standIn). */
function forgivingRequire(file: string, missing: Set<string>): NodeJS.Require {
  const real = createRequire(file);
  const notInstalled = (id: string, error: unknown) => (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && !id.startsWith('.') && !path.isAbsolute(id) && (error as Error).message.includes(`'${id}'`);
  const require = ((id: string) => {
    // A config that makes its own require (createRequire(import.meta.url)) gets a forgiving one too.
    if (id === 'module' || id === 'node:module') {
      const nodeModule = real(id) as typeof import('node:module');
      return { ...nodeModule, createRequire: (from: string | URL) => forgivingRequire(from instanceof URL || from.startsWith('file:') ? fileURLToPath(from) : from, missing) };
    }
    try {
      return real(id);
    } catch (error) {
      if (!notInstalled(id, error)) throw error;
      missing.add(id);
      return standIn(id);
    }
  }) as NodeJS.Require;
  require.resolve = ((id: string, options?: { paths?: string[] }) => {
    try {
      return real.resolve(id, options);
    } catch (error) {
      if (!notInstalled(id, error)) throw error;
      missing.add(id);
      return id;
    }
  }) as NodeJS.RequireResolve;
  return Object.assign(require, { cache: real.cache, main: real.main, extensions: real.extensions });
}

/**
 * A value that takes any use without failing: each property is another stand-in, a call returns one, and it
 * reads as the package's name. Never a thenable (awaiting it must not hang) nor a module with a default export
 * other than itself.
 */
export function standIn(name: string): unknown {
  const target = function missingModule() {};
  const get = (key: PropertyKey): unknown => {
    if (key === 'then') return undefined;
    if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => `[${name}]`;
    if (key === STAND_IN) return name;
    if (typeof key === 'symbol') return undefined;
    return proxy;
  };
  // esbuild's interop reads a namespace import from an object made with the module's prototype: that answers too.
  const prototype = new Proxy({}, { get: (_, key) => get(key) });
  const proxy: unknown = new Proxy(target, {
    get: (_, key) => get(key),
    getPrototypeOf: () => prototype,
    apply: () => proxy,
    construct: () => proxy as object,
    has: () => false,
    // esbuild's interop copies a CommonJS module's own keys to read its default export: it has one, itself.
    ownKeys: () => [...Reflect.ownKeys(target), 'default'],
    getOwnPropertyDescriptor: (_, key) => (key === 'default' ? { value: proxy, enumerable: true, configurable: true, writable: true } : Reflect.getOwnPropertyDescriptor(target, key)),
  });
  return proxy;
}

const STAND_IN = Symbol('docgen.standIn');

/** The package a stand-in stands for, or undefined for any other value. */
export function standInFor(value: unknown): string | undefined {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null)) ? ((value as Record<symbol, unknown>)[STAND_IN] as string | undefined) : undefined;
}
