import type { UserConfig } from './schema.js';

/** Identity function that gives editors the config's types. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
