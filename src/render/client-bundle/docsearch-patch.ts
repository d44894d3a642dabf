// @docsearch/js 3.9 bundles @algolia/autocomplete-core 1.17, whose onInput resets the status to 'idle' in a
// `finally` after every request, also after one that failed. DocSearch sets 'error' when every host is
// unreachable, and that reset hides its error screen at once ("Unable to fetch results" never shows). The
// patch keeps the 'error' status until the next input. It checks that it applies exactly once, so a new
// version of the package fails the build instead of silently losing the error screen.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const RESET = '.finally((function(){m("idle"),ur&&o.environment.clearTimeout(ur)}))';
const KEEP_ERROR = '.finally((function(){"error"!==c.getState().status&&m("idle"),ur&&o.environment.clearTimeout(ur)}))';

export function docsearchPatchPlugin(): Plugin {
  return {
    name: 'docgen-docsearch-patch',
    setup(build) {
      build.onLoad({ filter: /[\\/]@docsearch[\\/]js[\\/]dist[\\/]esm[\\/]index\.js$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (source.split(RESET).length !== 2) {
          throw new Error(`${args.path}: the patch that keeps DocSearch's error screen no longer applies. docgen needs @docsearch/js 3.9.`);
        }
        return { contents: source.replace(RESET, KEEP_ERROR), loader: 'js' };
      });
    },
  };
}
