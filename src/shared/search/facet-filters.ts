// The hosted service's `facetFilters`: `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`
// means AND across the items and OR inside a nested array; `attribute:-value` negates.

export type FacetFilters = string | (string | string[])[];

type Predicate = (record: Record<string, unknown>) => boolean;

export function facetFilterPredicate(filters: unknown): Predicate {
  const items = normalise(filters);
  if (items.length === 0) return () => true;
  const groups = items.map((item) => (Array.isArray(item) ? item : [item]).map(parseFilter));
  return (record) => groups.every((group) => group.some((test) => test(record)));
}

function normalise(filters: unknown): (string | string[])[] {
  if (filters === undefined || filters === null || filters === '') return [];
  if (typeof filters === 'string') {
    // In string-encoded parameters an array arrives as JSON.
    if (filters.trim().startsWith('[')) return normalise(JSON.parse(filters) as unknown);
    return [filters];
  }
  if (!Array.isArray(filters)) throw new TypeError(`facetFilters must be a string or an array, not ${typeof filters}.`);
  return filters.map((item) => (Array.isArray(item) ? item.map(String) : String(item)));
}

function parseFilter(filter: string): Predicate {
  const colon = filter.indexOf(':');
  if (colon < 0) throw new TypeError(`Invalid facet filter "${filter}": expected "attribute:value".`);
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return (record) => valuesAt(record, attribute).includes(value) !== negated;
}

function valuesAt(record: Record<string, unknown>, path: string): string[] {
  let value: unknown = record;
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}
