// One React in every thread that renders a site's modules: a package the project installed imports `react` from
// its own node_modules, and a second copy there breaks its hooks ("Invalid hook call"), since the page renders
// with docgen's. Both Node loaders are asked to find React (and react-dom) from docgen's package instead: the
// CommonJS one (most component packages are CommonJS) and the ES module one.
import Module, { createRequire, register } from 'node:module';

/** The packages that must be one copy: React keeps its state (hooks, context) in the module. */
export const SINGLETON_PACKAGES = ['react', 'react-dom'];

export const isSingleton = (specifier: string) => SINGLETON_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

let installed = false;

export function oneReact(): void {
  if (installed) return;
  installed = true;
  const own = createRequire(import.meta.url);
  const loader = Module as unknown as { _resolveFilename(request: string, ...rest: unknown[]): string };
  const resolveFilename = loader._resolveFilename;
  loader._resolveFilename = function (request: string, ...rest: unknown[]) {
    if (isSingleton(request)) {
      try {
        return own.resolve(request);
      } catch {
        // not one docgen has: as Node finds it
      }
    }
    return resolveFilename.call(this, request, ...rest);
  };
  const hooks = `const names = ${JSON.stringify(SINGLETON_PACKAGES)};
export async function resolve(specifier, context, next) {
  if (names.some((name) => specifier === name || specifier.startsWith(name + '/'))) {
    try {
      return await next(specifier, { ...context, parentURL: ${JSON.stringify(import.meta.url)} });
    } catch {}
  }
  return next(specifier, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
