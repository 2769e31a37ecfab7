/** snake_case ⇄ camelCase for the wire (DESIGN.md). Values are untouched; only object keys change. */
export function toSnakeKeys(value: unknown): unknown {
  return mapKeys(value, (k) => k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`));
}

export function toCamelKeys(value: unknown): unknown {
  return mapKeys(value, (k) => k.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase()));
}

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, rename));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[rename(k)] = mapKeys(v, rename);
  return out;
}
