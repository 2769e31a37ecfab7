import { switchClearsData } from '@/domain/environments/environment-api-origin';
import { mayChooseEnvironment } from '@/domain/environments/production-forcing';
import { resolveEnvironment } from '@/domain/environments/resolve-environment';
import { environmentOption, environmentOptions, ownEnvironment } from '@/lib/environment/environment-config';
import { siteEnvironmentId, siteIsProduction } from '@/lib/environment/site-environment';
import { activeOf, environmentStore, readStoredEnvironment, storeEnvironment } from '@/lib/environment/environment-store';

/**
 * At start, before the persisted cache is restored: the environment is the stored choice, or production
 * for whoever may not choose (non-staff on a production site). When that forcing moves the device to
 * another API, what the old one left is cleared first, so nothing of it is restored. A link's choice
 * (`?env=`) is not taken here: it is checked like a switch once the page is up (src/features/developer/).
 */
export async function startEnvironment(isStaff: boolean): Promise<void> {
  const stored = readStoredEnvironment();
  const resolved = resolveEnvironment({
    options: environmentOptions,
    query: { kind: 'none' },
    stored,
    mayChoose: mayChooseEnvironment({ siteIsProduction, isStaff }),
  });
  const option = environmentOption(resolved.id) ?? ownEnvironment;
  const previous = (stored !== null ? environmentOption(stored) : undefined) ?? ownEnvironment;
  // Rare (a forced return to production): the clearing code is a chunk of its own, not in the first bundle.
  if (switchClearsData(previous, option, siteEnvironmentId)) {
    const { clearEnvironmentData } = await import('@/lib/environment/clear-environment-data');
    await clearEnvironmentData(null);
  }
  if (stored !== null && stored !== option.id) storeEnvironment(option.id);
  environmentStore.set(activeOf(option));
}
