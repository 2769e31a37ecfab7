import { apiOriginOf, isProductionEnvironment } from '@/domain/environments/environment-api-origin';
import { DEFAULT_OWN_ENVIRONMENT, type EnvironmentOption } from '@/domain/environments/environment-option';
import { createStore } from '@/lib/create-store';
import { siteEnvironmentId } from '@/lib/environment/site-environment';
import { storageKeys } from '@/lib/storage-keys';

/** The environment in use: where the API client points (src/api/transport.ts reads `apiOrigin`). */
export interface ActiveEnvironment {
  option: EnvironmentOption;
  /** '' for the site's own origin. */
  apiOrigin: string;
  isProduction: boolean;
}

export function activeOf(option: EnvironmentOption): ActiveEnvironment {
  return {
    option,
    apiOrigin: apiOriginOf(option, siteEnvironmentId),
    isProduction: isProductionEnvironment(option.id, siteEnvironmentId),
  };
}

/**
 * Until the start has resolved it (start-environment.ts), the build's own: the site's API, which is where
 * every environment a device has not chosen points (decision 0068).
 */
export const environmentStore = createStore<ActiveEnvironment>(activeOf(DEFAULT_OWN_ENVIRONMENT));

/** The origin API calls go to ('' for this site's own). */
export function apiOrigin(): string {
  return environmentStore.get().apiOrigin;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The environment chosen on this device, or null. */
export function readStoredEnvironment(): string | null {
  try {
    return storage()?.getItem(storageKeys.environment) ?? null;
  } catch {
    return null;
  }
}

export function storeEnvironment(id: string): void {
  try {
    storage()?.setItem(storageKeys.environment, id);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
