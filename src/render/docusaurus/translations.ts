// Docusaurus's translation files (i18n/<locale>/…/*.json: `{ "key": { "message": "…", "description": "…" } }`),
// read as key → message.
import { existsSync, readFileSync } from 'node:fs';
import { translationFolder } from '../content/layout.js';
import { DocgenError } from '../errors.js';

export type Messages = Record<string, string>;

/** The messages of a translation file; undefined when there is none. */
export function readMessages(file: string): Messages | undefined {
  if (!existsSync(file)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new DocgenError('i18n/json', `The translation file is not valid JSON: ${(cause as Error).message}`, { file, cause });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new DocgenError('i18n/json', 'A translation file holds an object of keys, each { "message": "…" }.', { file });
  const messages: Messages = {};
  for (const [key, value] of Object.entries(data)) {
    const message = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message;
    if (typeof message === 'string') messages[key] = message;
  }
  return messages;
}

/** A locale's translation file of a Docusaurus plugin or theme: i18n/<locale>/<plugin>/<name>.json. */
export function translationFile(rootDir: string, locale: string, plugin: string, name: string): string {
  return translationFolder(rootDir, locale, plugin, `${name}.json`);
}
