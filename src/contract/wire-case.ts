/**
 * snake_case ⇄ camelCase of object keys: the wire of /api/v5 is snake_case, both sides' code is
 * camelCase. The one converter of the client and the server (tests/contract/wire-case.test.ts).
 *
 * - Keys change deeply, through objects and arrays; values (strings, numbers, dates, blobs) never do.
 * - Only letters and digits around an underscore or a capital change, so bracketed keys survive:
 *   'page[number]' stays, 'cuisineId[]' ⇄ 'cuisine_id[]'. A leading underscore is kept ('_destroy'),
 *   a leading capital is not split.
 * - Values nested deeper than MAX_WIRE_DEPTH are refused with WireDepthError instead of recursing until
 *   the stack overflows: a hostile body may be nested thousands deep.
 */

/** Deeper than any answer or request of the API (a reservation body is 4 levels). */
export const MAX_WIRE_DEPTH = 32;

export class WireDepthError extends Error {
  override readonly name = 'WireDepthError';
  constructor() {
    super(`Value nested deeper than ${MAX_WIRE_DEPTH} levels`);
  }
}

/**
 * Wire keys are a small fixed set renamed thousands of times a second (a search page has ~1 000 keys),
 * so each rename is remembered, up to a bound: keys can come from data.
 */
function memoized(rename: (key: string) => string): (key: string) => string {
  const seen = new Map<string, string>();
  return (key) => {
    let out = seen.get(key);
    if (out === undefined) {
      out = rename(key);
      if (seen.size < 5_000) seen.set(key, out);
    }
    return out;
  };
}

export const snakeKey = memoized((key) => key.replace(/(?<=.)[A-Z]/g, (ch) => `_${ch.toLowerCase()}`));
export const camelKey = memoized((key) =>
  key.replace(/(?<=[A-Za-z0-9])_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase()),
);

export function toSnakeKeys<T = unknown>(value: unknown): T {
  return mapKeys(value, snakeKey, 0) as T;
}

export function toCamelKeys<T = unknown>(value: unknown): T {
  return mapKeys(value, camelKey, 0) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function mapKeys(value: unknown, rename: (key: string) => string, depth: number): unknown {
  if (depth > MAX_WIRE_DEPTH) throw new WireDepthError();
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, rename, depth + 1));
  // Dates, FormData, Blobs and class instances are values, not records.
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // A '__proto__' key from JSON.parse is data; assigning it would swap this object's prototype.
    if (k === '__proto__') continue;
    out[rename(k)] = mapKeys(v, rename, depth + 1);
  }
  return out;
}

/** Whether a parsed JSON value nests deeper than `max` (iterative: safe on any input). */
export function nestsDeeperThan(value: unknown, max: number = MAX_WIRE_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
