import { readStoredEnvironment } from '@/lib/environment/environment-store';

type StartEnvironment = (isStaff: boolean) => Promise<void>;

const loadStart = (): Promise<StartEnvironment> => import('@/lib/environment/start-environment').then((m) => m.startEnvironment);

/**
 * The environment's start, before any call or cache restore only when it can matter then. A device that
 * chose an environment resolves it first: its API may be another, and a forced return to production
 * clears what the old one left. A device that never chose is on the site's own API whatever the start
 * resolves (`env`, or production forced on a production site: one API, nothing to clear), so the list of
 * environments and the resolution wait for `later` (the page settled) and only the developer tools' label
 * waits with them (decision 0068). A start that cannot load leaves the site's own API.
 * Test: tests/lib/environment/begin-environment.test.ts.
 */
export function beginEnvironment(isStaff: boolean, later: Promise<void>, load: () => Promise<StartEnvironment> = loadStart): Promise<void> {
  const start = () => load().then((startEnvironment) => startEnvironment(isStaff));
  if (readStoredEnvironment() !== null) return start().catch(() => undefined);
  void later.then(start).catch(() => undefined);
  return Promise.resolve();
}
