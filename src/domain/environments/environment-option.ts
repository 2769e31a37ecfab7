/**
 * One environment a staff member may point the app at: its API and its sites. `env` ("Use env") is the
 * build's own configuration and has no domains of its own.
 */
export interface EnvironmentOption {
  id: string;
  label: string;
  /** Host (or full origin) of the API; null: the site's own. */
  apiDomain: string | null;
  /** The web site, the sub web and the pegasus site of that environment (shown, not called). */
  nuxtDomain: string | null;
  subWebDomain: string | null;
  pegasusDomain: string | null;
  /** The feature deployed there, when the environment runs one (shown). */
  feature: string | null;
}

/** The build's own configuration: always offered, first. */
export const OWN_ENVIRONMENT_ID = 'env';
export const PRODUCTION_ENVIRONMENT_ID = 'production';

/** `env` when the list does not describe it: the site's own API, no domains. */
export const DEFAULT_OWN_ENVIRONMENT: EnvironmentOption = {
  id: OWN_ENVIRONMENT_ID,
  label: 'Use env',
  apiDomain: null,
  nuxtDomain: null,
  subWebDomain: null,
  pegasusDomain: null,
  feature: null,
};

const DOMAIN_FIELDS = ['apiDomain', 'nuxtDomain', 'subWebDomain', 'pegasusDomain'] as const;
export type DomainField = (typeof DOMAIN_FIELDS)[number];
export const domainFields: readonly DomainField[] = DOMAIN_FIELDS;

/** The query parameters that choose an environment; each is also read in snake_case. */
export const ENVIRONMENT_QUERY_PARAMS = ['env', ...DOMAIN_FIELDS] as const;

export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
