import { isRemoteVersionHigher } from '@/domain/version/compare-version';
import { patchSignals } from '@/lib/app-signals';
import { loadRealtime, type Realtime, type RealtimeConfig } from '@/lib/realtime/firebase';

/** Where the deployed web version is published in the realtime database. */
export const VERSION_PATH = 'versionchecker/web/version';

export interface VersionCheckDeps {
  load?: (realtime: RealtimeConfig) => Promise<Realtime>;
  appVersion?: string;
}

/**
 * New-version check (tests/lib/realtime/version-check.test.ts): watches the published version and raises
 * `updateAvailable` (the refresh banner) when it is higher than this build's, dots removed. Uses
 * onValue, which also follows later deploys; `get()` never resolves against the local RTDB-protocol
 * server (firebase-server). Resolves to an unsubscribe function. Failures are swallowed: the check is a
 * nicety, not a feature.
 */
export async function startVersionCheck(realtime: RealtimeConfig, deps: VersionCheckDeps = {}): Promise<() => void> {
  const appVersion = deps.appVersion ?? __APP_VERSION__;
  try {
    const { db, sdk } = await (deps.load ?? loadRealtime)(realtime);
    return sdk.onValue(
      sdk.ref(db, VERSION_PATH),
      (snapshot) => {
        const remote: unknown = snapshot.val();
        if ((typeof remote === 'string' || typeof remote === 'number') && isRemoteVersionHigher(remote, appVersion)) {
          patchSignals({ updateAvailable: true });
        }
      },
      () => undefined,
    );
  } catch {
    return () => undefined;
  }
}
