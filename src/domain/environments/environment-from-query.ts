import { domainFields, snakeCase as snake, type EnvironmentOption } from '@/domain/environments/environment-option';

export type QueryChoice =
  | { kind: 'none' }
  | { kind: 'option'; id: string }
  /** The query named an environment we do not know: refused, never used as a domain. */
  | { kind: 'unknown'; value: string };


function first(value: unknown): string | null {
  const v = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/**
 * The environment a link asks for (tests/domain/environments/environment-from-query.test.ts): `env=<id>`,
 * or any of the environment's domains (`apiDomain`, `nuxtDomain`, `subWebDomain`, `pegasusDomain`).
 * `env` wins over the domains. A domain that is no configured environment's is refused rather than used:
 * a link could otherwise send a staff member's token to a host of its choice.
 */
export function environmentFromQuery(search: Record<string, unknown>, options: readonly EnvironmentOption[]): QueryChoice {
  const env = first(search.env);
  if (env !== null) {
    const byId = options.find((o) => o.id === env.toLowerCase());
    return byId ? { kind: 'option', id: byId.id } : { kind: 'unknown', value: env };
  }
  for (const field of domainFields) {
    const value = first(search[field]) ?? first(search[snake(field)]);
    if (value === null) continue;
    const wanted = value.toLowerCase();
    const match = options.find((o) => o[field] !== null && o[field] === wanted);
    return match ? { kind: 'option', id: match.id } : { kind: 'unknown', value };
  }
  return { kind: 'none' };
}
