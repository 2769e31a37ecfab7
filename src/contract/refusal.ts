/**
 * A schema's own refusal message, as a key of the server's message catalogue plus its values, so the
 * server can answer it in the caller's language (server/messages/messages.ts). Written into a zod
 * message as `@key` or `@key{"field":"city_id"}`; a message without the `@` is zod's own and is answered
 * with the field's path in front (tests/contract/refusal.test.ts).
 */
export type RefusalVars = Readonly<Record<string, string | number>>;

const PREFIX = '@';

export function refusal(key: string, vars?: RefusalVars): string {
  return vars && Object.keys(vars).length > 0 ? `${PREFIX}${key}${JSON.stringify(vars)}` : `${PREFIX}${key}`;
}

export function parseRefusal(message: string): { key: string; vars: RefusalVars } | null {
  const match = /^@(\w+)(\{.*\})?$/s.exec(message);
  if (!match?.[1]) return null;
  if (!match[2]) return { key: match[1], vars: {} };
  try {
    const vars: unknown = JSON.parse(match[2]);
    return vars && typeof vars === 'object' ? { key: match[1], vars: vars as RefusalVars } : null;
  } catch {
    return null;
  }
}

type PathRefusals = (path: readonly PropertyKey[]) => string | undefined;
const byPath = new WeakMap<object, PathRefusals>();

/**
 * Gives every refusal of `schema` a message chosen by the failing field's path (a form whose fields
 * each have one text, whatever rule failed); the server applies it when it validates with this schema.
 */
export function refusePaths<S extends object>(schema: S, pick: PathRefusals): S {
  byPath.set(schema, pick);
  return schema;
}

/** The message `refusePaths` chose for an issue at `path` of `schema`, if any. */
export function pathRefusal(schema: object, path: readonly PropertyKey[]): string | undefined {
  return byPath.get(schema)?.(path);
}
