// A value as JSON carries it, without writing and parsing it (a page's data is made for thousands of pages): keys
// JSON leaves out (undefined, functions) are left out, what it cannot write is null in an array. Plain objects,
// arrays and primitives are copied here; anything else (a Date, an object with toJSON) goes through JSON itself.
export function asJson<T>(value: T): T {
  return copy(value, false) as T;
}

function copy(value: unknown, inArray: boolean): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'undefined':
    case 'function':
    case 'symbol':
      return inArray ? null : undefined;
    case 'bigint':
      return JSON.stringify(value); // throws, as JSON does
  }
  if (value === null) return null;
  if (Array.isArray(value)) return Array.from(value, (item) => copy(item, true)); // a hole too is null
  const prototype = Object.getPrototypeOf(value) as unknown;
  if ((prototype !== Object.prototype && prototype !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.parse(JSON.stringify(value)) as unknown;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const copied = copy(item, false);
    if (copied !== undefined) out[key] = copied;
  }
  return out;
}
