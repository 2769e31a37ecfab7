import fc from 'fast-check';
import { z } from 'zod';
import { hostileKey, hostileValue } from './hostile-values';

/**
 * Values shaped by a contract schema, then broken in one place. A fully random body is refused at its
 * first field; a nearly valid one with one bad field reaches the validation of that field, the handler's
 * own checks and the database, which is where 500s hide. Schemas come from zod as JSON Schema (the
 * input side: what a client sends), so any endpoint added to the contract is fuzzed without new code.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Values to prefer for a property (by its camelCase name) or a string pattern: rows the seed has. */
export interface Hints {
  property?: Record<string, fc.Arbitrary<unknown>>;
  pattern?: Record<string, fc.Arbitrary<string>>;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Nearly valid values of `schema` (optional fields sometimes left out, seed rows preferred). */
export function validish(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema);
  return build(root, root, hints, 0);
}

function build(s: JsonSchema, root: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (s.$ref !== undefined) {
    const target = s.$ref === '#' ? root : root.$defs?.[s.$ref.replace('#/$defs/', '')];
    return target ? build(target, root, hints, depth + 1) : fc.constant(null);
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => build(c, root, hints, depth + 1)));
  if (s.allOf?.[0]) return build(s.allOf[0], root, hints, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const required = new Set(s.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {})) {
        shape[name] = hints.property?.[name] ?? build(prop, root, hints, depth + 1);
      }
      // Optional fields appear most of the time, so their validation is reached too.
      const optional = Object.keys(shape).filter((k) => !required.has(k));
      return fc.tuple(fc.record(shape), fc.subarray(optional)).map(([value, dropped]) => {
        const out = { ...value };
        for (const k of dropped.slice(0, Math.floor(dropped.length / 2))) delete out[k];
        return out;
      });
    }
    case 'array': {
      const item = s.items ? build(s.items, root, hints, depth + 1) : fc.constant(null);
      const min = s.minItems ?? 0;
      return fc.array(item, { minLength: min, maxLength: Math.min(s.maxItems ?? min + 2, min + 2) });
    }
    case 'string':
      return stringOf(s, hints);
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -10);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : min + 60);
      const lo = Math.max(min, -1e9);
      const hi = Math.min(max, lo + 60);
      const inRange = fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) });
      const edges = fc.constantFrom(
        ...[min, max].filter((n) => Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER),
      );
      return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: edges });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 50 }));
  }
}

function stringOf(s: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  if (s.pattern) {
    const hinted = hints.pattern?.[s.pattern];
    const matching = safeStringMatching(s.pattern);
    if (hinted && matching)
      return fc.oneof({ weight: 4, arbitrary: hinted }, { weight: 1, arbitrary: matching });
    if (hinted) return hinted;
    if (matching) return matching;
  }
  if (s.format === 'email') return fc.emailAddress();
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? min + 16, min + 16);
  return fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: Math.max(min, max) });
}

function safeStringMatching(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

/** One break in a value: a field replaced, dropped, or an unknown key added (or none at all). */
export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: hostileKey,
      value: hostileValue,
    }),
  },
);

type Path = (string | number)[];

/** Every position in `value`, the root first. */
function positions(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => positions(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) positions(v, [...path, k], out);
  }
  return out;
}

function containers(value: unknown): Path[] {
  return positions(value).filter((p) => {
    const at = get(value, p);
    return at !== null && typeof at === 'object' && !Array.isArray(at);
  });
}

function get(value: unknown, path: Path): unknown {
  let at = value;
  for (const step of path) at = (at as Record<string | number, unknown>)[step];
  return at;
}

/** A copy of `value` with the mutation applied (positions are taken modulo their count). */
export function applyMutation(value: unknown, m: Mutation): unknown {
  if (m.kind === 'none') return value;
  const copy = structuredClone(value);
  if (m.kind === 'extra') {
    const places = containers(copy);
    const place = places[m.at % Math.max(1, places.length)];
    if (!place) return copy;
    // defineProperty: '__proto__' stays a plain own key, as JSON.parse on the server makes it.
    Object.defineProperty(get(copy, place), m.key, {
      value: m.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  const all = positions(copy);
  const path = all[m.at % all.length] ?? [];
  if (path.length === 0) return m.kind === 'replace' ? m.value : undefined;
  const parent = get(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (m.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = m.value;
  return copy;
}
