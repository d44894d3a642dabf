/** Where a site keeps its config, and where it is built, unless the command line says otherwise. */
export const DEFAULT_CONFIG = 'content/docgen.config.ts';
export const DEFAULT_OUT = 'build';
