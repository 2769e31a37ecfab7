/**
 * Rails-style query strings, the wire form of /api/v5 queries (tests/contract/wire-query.test.ts):
 * arrays as `key[]=a&key[]=b`, nested objects as `page[number]=1`, null/undefined left out, booleans as
 * 'true'/'false'. `encodeQuery` is what the client sends; `decodeQuery` is how the server reads it back
 * into the same nesting, so one schema validates both.
 */

export function encodeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (value instanceof Date) {
      params.append(key, value.toISOString());
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      typeof value === 'bigint'
    ) {
      params.append(key, String(value));
    }
    // Functions and symbols have no wire form and are left out.
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return params.toString();
}

/** A decoded query: strings, arrays of strings (from `key[]`) and one level of nesting (`key[sub]`). */
export type DecodedQuery = Record<string, string | string[] | Record<string, string>>;

/**
 * `name[]=1&name[]=2` → { name: ['1','2'] }; `page[size]=10` → { page: { size: '10' } }; a key given twice
 * without brackets keeps its last value. Keys are left as sent (snake_case); deeper brackets are kept as
 * a flat key, which no schema accepts.
 */
export function decodeQuery(entries: Iterable<[string, string]>): DecodedQuery {
  const out: DecodedQuery = {};
  for (const [key, value] of entries) {
    if (key.startsWith('__proto__') || key.startsWith('constructor') || key.startsWith('prototype')) continue;
    if (key.endsWith('[]') && !key.slice(0, -2).includes('[')) {
      const name = key.slice(0, -2);
      const prev = out[name];
      out[name] = [...(Array.isArray(prev) ? prev : typeof prev === 'string' ? [prev] : []), value];
      continue;
    }
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (nested?.[1] !== undefined && nested[2] !== undefined) {
      const prev = out[nested[1]];
      const group = prev !== undefined && typeof prev === 'object' && !Array.isArray(prev) ? prev : {};
      group[nested[2]] = value;
      out[nested[1]] = group;
      continue;
    }
    out[key] = value;
  }
  return out;
}
