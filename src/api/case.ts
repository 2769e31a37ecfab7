/**
 * snake_case ⇄ camelCase of object keys for the wire (DESIGN.md, spec booking §7). Deep through objects
 * and arrays; values (strings, numbers, dates, blobs…) are never touched. Only letters and digits around
 * an underscore or a capital change (every inner capital becomes '_' + lowercase, as on the server), so bracketed keys survive: 'page[number]' stays 'page[number]',
 * 'cuisineId[]' ⇄ 'cuisine_id[]'. A leading underscore is kept ('_destroy').
 * Same rules as server/http/case.ts, so a round trip is lossless for the keys both sides use.
 */

export function snakeKey(key: string): string {
  return key.replace(/(?<=.)[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
}

export function camelKey(key: string): string {
  return key.replace(/(?<=[A-Za-z0-9])_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
}

export function toSnakeKeys<T = unknown>(value: unknown): T {
  return mapKeys(value, snakeKey) as T;
}

export function toCamelKeys<T = unknown>(value: unknown): T {
  return mapKeys(value, camelKey) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, rename));
  // Dates, FormData, Blobs and class instances are values, not records.
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[rename(k)] = mapKeys(v, rename);
  return out;
}
