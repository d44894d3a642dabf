// What the parts of the Docusaurus config mapping share: how an evaluated option is read, and how what docgen
// does not do is named.
import { standInFor } from './evaluate-config.js';

export type Obj = Record<string, unknown>;
export type KeyPath = (string | number)[];

/** An object of the config (not a package docgen stood in for). */
export const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value) && standInFor(value) === undefined;

/** Names an option at its line of the config. */
export type Warn = (path: KeyPath, message: string, hint?: string) => void;
/** Names an option docgen does not support; `what` says what the site does instead. */
export type Unsupported = (path: KeyPath, what?: string) => void;
/** A text of the theme as a localized value: one per locale where its translation file (navbar.json, footer.json) gives one under `key`. */
export type Localize = (text: unknown, part: 'navbar' | 'footer', key: string) => unknown;

/** The options of `value` docgen takes as they are; each other one set is told to `other`. */
export function known(value: Obj, names: string[], other: (option: string) => void): Obj {
  for (const [option, setting] of Object.entries(value)) if (setting !== undefined && !names.includes(option)) other(option);
  return Object.fromEntries(names.filter((name) => value[name] !== undefined).map((name) => [name, value[name]]));
}
