import type * as DatabaseSdkModule from 'firebase/database';
import type { Database } from 'firebase/database';
import type { AppConfig } from '@/contract/config';

export type RealtimeConfig = AppConfig['realtime'];
type DatabaseSdk = typeof DatabaseSdkModule;

export interface Realtime {
  db: Database;
  /** The loaded firebase/database module: use its ref/onValue/off so everything shares one SDK copy. */
  sdk: DatabaseSdk;
}

let loading: { key: string; promise: Promise<Realtime> } | null = null;

/** A stable app name per database, so a changed config (tests, env switch) gets its own app. */
function appName(realtime: RealtimeConfig): string {
  return `hh-rtdb-${realtime.databaseUrl}-${realtime.emulatorHost ?? ''}-${realtime.emulatorPort ?? ''}`;
}

/**
 * The realtime database (reservation status, version check) from the config entity's `realtime`.
 * Lazy: firebase is loaded by dynamic import on first use, so it never sits in the home page's
 * critical JS. Locally `emulatorHost/Port` point at the RTDB-protocol server inside our Node process.
 */
export function loadRealtime(realtime: RealtimeConfig): Promise<Realtime> {
  const key = appName(realtime);
  if (loading?.key === key) return loading.promise;
  const promise = (async () => {
    const [{ initializeApp, getApps }, sdk] = await Promise.all([import('firebase/app'), import('firebase/database')]);
    // WebSockets only: the SDK's long-polling fallback (used after one failed socket, e.g. offline, or when
    // storage is blocked) loads JSONP <script>s from the database host, which our CSP forbids
    // (script-src 'self') and the local RTDB-protocol server does not serve.
    sdk.forceWebSockets();
    const app = getApps().find((a) => a.name === key) ?? initializeApp({ databaseURL: realtime.databaseUrl }, key);
    const db = sdk.getDatabase(app);
    if (realtime.emulatorHost && realtime.emulatorPort) {
      sdk.connectDatabaseEmulator(db, realtime.emulatorHost, realtime.emulatorPort);
    }
    return { db, sdk };
  })();
  loading = { key, promise };
  // A failed load (offline on first visit) must be retryable later.
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}
