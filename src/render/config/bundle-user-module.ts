// A module the user wrote (a config, a sidebars file) as one file of code for Node: bundled by esbuild with its
// relative imports, its packages left to be required or imported at run time from the user's folder.
import { build, type BuildOptions } from 'esbuild';
import { esbuildError } from '../esbuild-error.js';

/** The bundle's code; a syntax error is `error.code` at the module's file and line. */
export async function bundleUserModule(file: string, options: Pick<BuildOptions, 'format' | 'define' | 'plugins'>, error: { code: string; message: string }): Promise<string> {
  try {
    const result = await build({ entryPoints: [file], bundle: true, write: false, platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent', ...options });
    return result.outputFiles[0]!.text;
  } catch (cause) {
    throw esbuildError(error.code, error.message, cause, file);
  }
}
