import { OWN_ENVIRONMENT_ID, type EnvironmentOption } from '@/domain/environments/environment-option';
import { readEnvironmentOptions } from '@/domain/environments/read-environment-options';
import rawOptions from '@/lib/environment/environment-options.json';

/**
 * The environments a staff member may point the app at (which one this site is: site-environment.ts).
 * Both are build configuration:
 * - the list is data (environment-options.json: id, label, API and site domains, feature); a deployment
 *   edits the file. Each API origin must also be allowed by the server's Content-Security-Policy
 *   (CSP_EXTRA_CONNECT_SOURCES), or the browser refuses to call it, as it does in the local run;
 * - VITE_SITE_ENVIRONMENT names the environment this build is (default production): on production,
 *   only staff may choose another.
 */
export const environmentOptions: readonly EnvironmentOption[] = readEnvironmentOptions(rawOptions);

export function environmentOption(id: string): EnvironmentOption | undefined {
  return environmentOptions.find((o) => o.id === id);
}

/** `env` is always in the list (readEnvironmentOptions adds it). */
export const ownEnvironment: EnvironmentOption = environmentOption(OWN_ENVIRONMENT_ID)!;
