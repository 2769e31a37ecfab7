/** snake_case ⇄ camelCase for the wire (DESIGN.md). Values are untouched; only object keys change. */
export function toSnakeKeys(value: unknown): unknown {
  return mapKeys(value, toSnake);
}

export function toCamelKeys(value: unknown): unknown {
  return mapKeys(value, toCamel);
}

/**
 * Wire keys are a small fixed set renamed thousands of times a second (a search page has ~1 000 keys),
 * so each rename is remembered — up to a bound, as keys can come from data (e.g. field errors).
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

const toSnake = memoized((k) => k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`));
const toCamel = memoized((k) => k.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase()));

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, rename));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[rename(k)] = mapKeys(v, rename);
  return out;
}
