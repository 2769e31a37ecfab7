import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { API_MINOR_VERSION } from '@/contract/envelope';
import { config } from '@/contract/endpoints/catalogue';
import { apiOriginOf, switchClearsData } from '@/domain/environments/environment-api-origin';
import { ENVIRONMENT_QUERY_PARAMS } from '@/domain/environments/environment-option';
import type { EnvironmentOption } from '@/domain/environments/environment-option';
import { clearEnvironmentData } from '@/lib/environment/clear-environment-data';
import { siteEnvironmentId } from '@/lib/environment/site-environment';
import { activeOf, environmentStore, storeEnvironment } from '@/lib/environment/environment-store';

/** How long the other environment's API has to answer before it counts as unreachable. */
export const ENVIRONMENT_CHECK_TIMEOUT_MS = 8000;

/**
 * Whether the environment's API answers its config, as this app would call it. The site's own API served
 * this page, so it is not asked. Quiet: no toast, no report, no retry; a browser that refuses the origin
 * (the Content-Security-Policy of a run that does not allow it) fails here without any request leaving.
 */
export async function environmentAnswers(option: EnvironmentOption): Promise<boolean> {
  const origin = apiOriginOf(option, siteEnvironmentId);
  if (origin === '') return true;
  try {
    await call(config, {
      origin,
      query: { apiMinorVersion: API_MINOR_VERSION },
      dontReport: true,
      retry: 0,
      validate: true,
      signal: AbortSignal.timeout(ENVIRONMENT_CHECK_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/** The page's address without the parameters that choose an environment (a reload must not choose again). */
export function addressWithoutChoice(href: string): string {
  const url = new URL(href);
  for (const name of ENVIRONMENT_QUERY_PARAMS) {
    url.searchParams.delete(name);
    url.searchParams.delete(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Makes `to` the environment in use and keeps the choice. Moving to another API first forgets what the
 * old one left (caches, ids, bookings) and reloads, so nothing in memory (queries, the realtime
 * connection of the old environment) survives; between `env` and the environment the site itself is
 * (one API) only the label changes.
 */
export async function applyEnvironment(queryClient: QueryClient, to: EnvironmentOption): Promise<void> {
  const from = environmentStore.get().option;
  storeEnvironment(to.id);
  if (switchClearsData(from, to, siteEnvironmentId)) {
    await clearEnvironmentData(queryClient);
    window.location.replace(addressWithoutChoice(window.location.href));
    return;
  }
  environmentStore.set(activeOf(to));
}

export type SwitchOutcome = 'switched' | 'unreachable';

/** Switches only to an environment whose API answers; otherwise nothing changes. */
export async function switchEnvironment(queryClient: QueryClient, to: EnvironmentOption): Promise<SwitchOutcome> {
  if (!(await environmentAnswers(to))) return 'unreachable';
  await applyEnvironment(queryClient, to);
  return 'switched';
}
