import { OWN_ENVIRONMENT_ID, PRODUCTION_ENVIRONMENT_ID, type EnvironmentOption } from '@/domain/environments/environment-option';

/**
 * Where the API of an environment is (tests/domain/environments/environment-api-origin.test.ts): '' (the
 * site's own origin) for `env` and for the environment the site itself is (a production site choosing
 * production talks to itself); otherwise the environment's API domain, https unless it names its scheme.
 */
export function apiOriginOf(option: EnvironmentOption, siteEnvironmentId: string): string {
  if (option.id === OWN_ENVIRONMENT_ID || option.id === siteEnvironmentId || !option.apiDomain) return '';
  return /^https?:\/\//i.test(option.apiDomain) ? option.apiDomain : `https://${option.apiDomain}`;
}

/** Whether the environment in use is production: production itself, or `env` on a production site. */
export function isProductionEnvironment(id: string, siteEnvironmentId: string): boolean {
  const effective = id === OWN_ENVIRONMENT_ID ? siteEnvironmentId : id;
  return effective === PRODUCTION_ENVIRONMENT_ID;
}

/**
 * Whether moving from one environment to another leaves data behind (the caches, the ids kept on the
 * device): only when the API changes. `env` and production on a production site are one API.
 */
export function switchClearsData(from: EnvironmentOption, to: EnvironmentOption, siteEnvironmentId: string): boolean {
  return apiOriginOf(from, siteEnvironmentId) !== apiOriginOf(to, siteEnvironmentId);
}
