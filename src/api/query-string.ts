/**
 * Rails-style query strings, the wire form of /api/v5 queries: arrays as `key[]=a&key[]=b`, nested
 * objects as `page[number]=1`, null/undefined left out, booleans as 'true'/'false'. Keys are used as given
 * (the client snake_cases them before).
 */
export function buildQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (value instanceof Date) {
      params.append(key, value.toISOString());
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      params.append(key, String(value));
    }
    // Functions and symbols have no wire form and are left out.
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return params.toString();
}
