// The public API of the docgen package.
export { defineConfig } from './render/config/define-config.js';
export type { UserConfig } from './render/config/schema.js';
export { buildSite, type BuildOptions, type BuildResult } from './render/build.js';
