// Turns schema issues into messages a writer can act on: the key path, what was wrong, what is allowed.
import type { z } from 'zod';
import { closest } from '../suggest.js';
import { configSchema } from './schema.js';

export function formatConfigIssue(issue: z.core.$ZodIssue): string {
  const path = keyPath(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = allowedKeysAt(issue.path);
      const keys = issue.keys.map((key) => `"${keyPath([...issue.path, key])}"`).join(', ');
      // A typo gets its correction; anything else the list of what is allowed.
      const near = issue.keys.length === 1 ? closest(issue.keys[0]!, allowed) : undefined;
      if (near) return `Unknown key ${keys}. Did you mean "${keyPath([...issue.path, near])}"?`;
      return `Unknown key ${keys}.${allowed.length ? ` Allowed keys${path ? ` in "${path}"` : ''}: ${allowed.join(', ')}.` : ''}`;
    }
    case 'invalid_value':
      return `"${path}" must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'invalid_union':
      if ('note' in issue && issue.note === 'No matching discriminator') {
        // The path ends at the discriminator key; the union is the object holding it.
        const itemPath = issue.path.slice(0, -1);
        return `"${keyPath(itemPath)}" has an unknown or missing "type"; allowed types: ${unionTypes(itemPath).join(', ')}.`;
      }
      return `"${path}" has the wrong shape: ${issue.message}.`;
    case 'invalid_type':
      return issue.input === undefined
        ? `"${path}" is required: give a ${issue.expected}.`
        : `"${path}" has the wrong type: expected ${issue.expected}, got ${describe(issue.input)}.`;
    default:
      return `"${path}": ${issue.message}.`;
  }
}

/**
 * The line of the config source where an issue's key is written: each named key of its path found in turn as
 * an object key after the one before (so `navbar.items[0].label` finds the label inside the navbar, not the
 * first `label` of the file). Undefined for a key that is missing.
 */
export function issueLine(issue: z.core.$ZodIssue, source: string): number | undefined {
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
  if (issue.code === 'invalid_type' && issue.input === undefined) return undefined;
  return keyLine(path, source);
}

/** The line of the key at the end of `path` in a config's text, each key looked for after the one before it. */
export function keyLine(path: readonly PropertyKey[], source: string): number | undefined {
  let at: number | undefined;
  for (const key of path.filter((part): part is string => typeof part === 'string')) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(?:^|[\\s{,])(["'\`]?)${escaped}\\1\\s*:`, 'g');
    pattern.lastIndex = at ?? 0;
    const match = pattern.exec(source);
    if (!match) return undefined;
    at = match.index + match[0].indexOf(key);
  }
  return at === undefined ? undefined : source.slice(0, at).split('\n').length;
}

function keyPath(path: PropertyKey[]): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}

function describe(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'string') return `the string ${JSON.stringify(input)}`;
  return typeof input === 'object' ? 'an object' : `${typeof input} ${String(input)}`;
}

/** Walks the schema along a key path (through defaults, optionals, arrays and records) to the object found there. */
function schemaAt(path: PropertyKey[]): z.core.$ZodType | undefined {
  let node: z.core.$ZodType | undefined = configSchema;
  for (const part of path) {
    node = node && unwrap(node);
    if (!node) return undefined;
    const def = node._zod.def as unknown as Record<string, unknown>;
    if (def.type === 'object') node = (def.shape as Record<string, z.core.$ZodType>)[String(part)];
    else if (def.type === 'array') node = def.element as z.core.$ZodType;
    else if (def.type === 'record') node = def.valueType as z.core.$ZodType;
    else if (def.type === 'union' && typeof part !== 'number') {
      // The first of its object options that has the key (a navbar dropdown's `items`, which other items lack).
      const shapes = (def.options as z.core.$ZodType[]).map(unwrap).filter((option) => option?._zod.def.type === 'object');
      node = shapes.map((option) => (option!._zod.def as unknown as { shape: Record<string, z.core.$ZodType> }).shape[String(part)]).find(Boolean);
    } else return undefined;
  }
  return node && unwrap(node);
}

function unwrap(node: z.core.$ZodType): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = node;
  for (;;) {
    const def = current?._zod.def as unknown as { type: string; innerType?: z.core.$ZodType } | undefined;
    if (!def || !['optional', 'default', 'prefault', 'nullable'].includes(def.type)) return current;
    current = def.innerType;
  }
}

function allowedKeysAt(path: PropertyKey[]): string[] {
  const node = schemaAt(path);
  const def = node?._zod.def as unknown as { type: string; shape?: Record<string, unknown> } | undefined;
  if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
  // Inside a discriminated union the keys depend on the item's type; the union's message covers it.
  return [];
}

function unionTypes(path: PropertyKey[]): string[] {
  const node = schemaAt(path);
  const def = node?._zod.def as unknown as { type: string; options?: z.core.$ZodType[] } | undefined;
  if (def?.type !== 'union' || !def.options) return [];
  return def.options.flatMap((option) => {
    const shape = (option._zod.def as unknown as { shape?: Record<string, z.core.$ZodType> }).shape;
    const literal = shape?.type?._zod.def as unknown as { values?: unknown[] } | undefined;
    return (literal?.values ?? []).map((value) => JSON.stringify(value));
  });
}
