import { OWN_ENVIRONMENT_ID, PRODUCTION_ENVIRONMENT_ID, type EnvironmentOption } from '@/domain/environments/environment-option';
import type { QueryChoice } from '@/domain/environments/environment-from-query';

export type EnvironmentSource = 'forced' | 'query' | 'stored' | 'default';

export interface ResolvedEnvironment {
  id: string;
  source: EnvironmentSource;
}

/**
 * The environment the app uses (tests/domain/environments/resolve-environment.test.ts):
 * - someone who may not choose (non-staff on production) gets production, whatever the link or the
 *   device says;
 * - otherwise a link's choice, then the stored choice, then the build's own (`env`);
 * - a stored id no longer configured counts as none.
 */
export function resolveEnvironment(input: {
  options: readonly EnvironmentOption[];
  query: QueryChoice;
  stored: string | null;
  mayChoose: boolean;
}): ResolvedEnvironment {
  const known = (id: string | null): id is string => id !== null && input.options.some((o) => o.id === id);
  if (!input.mayChoose) {
    return { id: known(PRODUCTION_ENVIRONMENT_ID) ? PRODUCTION_ENVIRONMENT_ID : OWN_ENVIRONMENT_ID, source: 'forced' };
  }
  if (input.query.kind === 'option' && known(input.query.id)) return { id: input.query.id, source: 'query' };
  if (known(input.stored)) return { id: input.stored, source: 'stored' };
  return { id: OWN_ENVIRONMENT_ID, source: 'default' };
}
