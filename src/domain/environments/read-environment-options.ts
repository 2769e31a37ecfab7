import { DEFAULT_OWN_ENVIRONMENT, OWN_ENVIRONMENT_ID, PRODUCTION_ENVIRONMENT_ID, type EnvironmentOption } from '@/domain/environments/environment-option';

/** A host, host:port, or an http(s) origin: no path, no spaces, nothing a URL could smuggle in. */
const DOMAIN = /^(https?:\/\/)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function domain(value: unknown): string | null {
  const v = text(value);
  return v !== null && DOMAIN.test(v) ? v.toLowerCase() : null;
}

/**
 * Reads the configured list (tests/domain/environments/read-environment-options.test.ts): an entry needs an id
 * and a label, and an API domain unless it is `env`; an ill-formed domain is dropped with its entry,
 * a repeated id keeps the first. `env` is added first when the list lacks it, `production` must be there
 * (non-staff on production are sent to it): without it the list is only `env`.
 */
export function readEnvironmentOptions(raw: unknown): EnvironmentOption[] {
  const list = Array.isArray(raw) ? raw : [];
  const seen = new Set<string>();
  const options: EnvironmentOption[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    const id = text(e.id);
    const label = text(e.label);
    if (!id || !label || seen.has(id)) continue;
    const apiDomain = domain(e.apiDomain);
    if (id !== OWN_ENVIRONMENT_ID && !apiDomain) continue;
    seen.add(id);
    options.push({
      id,
      label,
      apiDomain: id === OWN_ENVIRONMENT_ID ? null : apiDomain,
      nuxtDomain: domain(e.nuxtDomain),
      subWebDomain: domain(e.subWebDomain),
      pegasusDomain: domain(e.pegasusDomain),
      feature: text(e.feature),
    });
  }
  const own: EnvironmentOption = options.find((o) => o.id === OWN_ENVIRONMENT_ID) ?? DEFAULT_OWN_ENVIRONMENT;
  if (!options.some((o) => o.id === PRODUCTION_ENVIRONMENT_ID)) return [own];
  return [own, ...options.filter((o) => o.id !== OWN_ENVIRONMENT_ID)];
}
